import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { officeCan, type OfficeRole, type PublicOffice } from '#contract/offices';
import { Badge } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import { notify } from '#web/lib/browser/notify';
import { formatDate } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useChangeMemberRole, useRemoveMember } from '../api';
import { HandOverDialog } from './HandOverDialog';
import { panelClass } from './panel';

type Member = PublicOffice['members'][number];
type Asking = { action: 'remove' | 'handOver'; member: Member } | null;

interface MembersListProps {
  office: PublicOffice;
  role: OfficeRole;
  myId: string;
}

/**
 * The office's people with their roles. What the reader may do to each follows the access table
 * (`officeAccess`): the owner changes roles, removes and hands the office over to a manager; a
 * manager removes agents. Removing and handing over ask first.
 */
export function MembersList({ office, role, myId }: MembersListProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const changeRole = useChangeMemberRole(office.id);
  const remove = useRemoveMember(office.id);
  const [asking, setAsking] = useState<Asking>(null);

  const confirm = () => {
    if (!asking) return;
    const { action, member } = asking;
    setAsking(null);
    const name = member.name;
    if (action === 'remove') {
      remove.mutate(member.userId, {
        onSuccess: () => notify.success(t('offices.members.removed', { name })),
      });
    }
  };

  return (
    <section aria-labelledby="members-heading" className={panelClass}>
      <h2 id="members-heading" className="text-xl font-bold">
        {t('offices.members.title')}
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {office.members.map((listed) => {
          // A member who has not verified their identity or written a name in their profile.
          const member = { ...listed, name: listed.name || t('offices.members.unnamed') };
          const mine = member.userId === myId;
          const removable =
            !mine &&
            member.role !== 'owner' &&
            officeCan(role, member.role === 'manager' ? 'removeManager' : 'removeAgent');
          const canChange = !mine && member.role !== 'owner' && officeCan(role, 'changeRole');
          const canHandOver = member.role === 'manager' && officeCan(role, 'handOver');
          return (
            <li
              key={member.userId}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
              data-testid="office-member"
            >
              <div className="min-w-48 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium" dir="auto">
                    {member.name}
                  </span>
                  <Badge
                    tone={member.role === 'owner' ? 'good' : 'done'}
                    label={t(`offices.roles.${member.role}`)}
                  />
                  {mine && <Badge tone="muted" label={t('offices.members.you')} />}
                </p>
                <p className="text-sm text-ink-muted">
                  {t('offices.members.joined', { date: formatDate(member.joinedAt, language) })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {canChange && (
                  <Button
                    className="text-sm"
                    pending={changeRole.isPending && changeRole.variables.userId === member.userId}
                    onClick={() =>
                      changeRole.mutate(
                        { userId: member.userId, role: member.role === 'manager' ? 'agent' : 'manager' },
                        {
                          onSuccess: () =>
                            notify.success(t('offices.members.roleChanged', { name: member.name })),
                        },
                      )
                    }
                  >
                    {member.role === 'manager'
                      ? t('offices.members.makeAgent')
                      : t('offices.members.makeManager')}
                  </Button>
                )}
                {canHandOver && (
                  <Button className="text-sm" onClick={() => setAsking({ action: 'handOver', member })}>
                    {t('offices.members.handOver')}
                  </Button>
                )}
                {removable && (
                  <Button
                    look="danger"
                    className="text-sm"
                    onClick={() => setAsking({ action: 'remove', member })}
                  >
                    {t('offices.members.remove')}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={asking?.action === 'remove'}
        title={asking ? t('offices.members.removeTitle', { name: asking.member.name }) : ''}
        body={asking ? t('offices.members.removeBody', { name: asking.member.name }) : ''}
        confirmLabel={t('offices.members.remove')}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
      {asking?.action === 'handOver' && (
        <HandOverDialog office={office} member={asking.member} onClose={() => setAsking(null)} />
      )}
    </section>
  );
}
