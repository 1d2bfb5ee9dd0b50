import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { officeCan, type OfficeRole } from '#contract/offices';
import { Badge, type BadgeTone } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { notify } from '#web/lib/browser/notify';
import { formatDate } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { invitationsQuery, useRevokeInvitation } from '../api';
import { InviteForm } from './InviteForm';
import { panelClass } from './panel';

const STATE_TONES: Record<'pending' | 'accepted' | 'revoked' | 'expired', BadgeTone> = {
  pending: 'waiting',
  accepted: 'good',
  revoked: 'muted',
  expired: 'muted',
};

/** The office's invitations (numbers masked), the form that sends one, and withdrawing a pending one. */
export function InvitationsPanel({ officeId, role }: { officeId: number; role: OfficeRole }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const invitations = useQuery(invitationsQuery(officeId));
  const revoke = useRevokeInvitation(officeId);
  const rows = invitations.data?.data ?? [];
  return (
    <section aria-labelledby="invitations-heading" className={panelClass}>
      <h2 id="invitations-heading" className="text-xl font-bold">
        {t('offices.invitations.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('offices.invitations.lead')}</p>
      <InviteForm officeId={officeId} role={role} />
      {invitations.isPending ? (
        <div aria-busy className="mt-6 h-16 animate-pulse rounded-lg bg-surface" />
      ) : invitations.isError ? (
        <p className="mt-6 flex flex-wrap items-center gap-3 text-ink-muted">
          {t('offices.loadFailed')}
          <Button className="text-sm" onClick={() => void invitations.refetch()}>
            {t('offices.retry')}
          </Button>
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-6 text-ink-muted">{t('offices.invitations.empty')}</p>
      ) : (
        <ul className="mt-6 divide-y divide-line" data-testid="office-invitations">
          {rows.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="min-w-48 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span dir="ltr" className="font-medium">
                    {invitation.phone}
                  </span>
                  <Badge tone="done" label={t(`offices.roles.${invitation.role}`)} />
                  <Badge
                    tone={STATE_TONES[invitation.state]}
                    label={t(`offices.invitations.states.${invitation.state}`)}
                  />
                </p>
                {invitation.state === 'pending' && (
                  <p className="text-sm text-ink-muted">
                    {t('offices.invitations.expires', { date: formatDate(invitation.expiresAt, language) })}
                  </p>
                )}
              </div>
              {invitation.state === 'pending' && officeCan(role, 'revokeInvitation') && (
                <Button
                  className="text-sm"
                  pending={revoke.isPending && revoke.variables === invitation.id}
                  onClick={() =>
                    revoke.mutate(invitation.id, {
                      onSuccess: () => notify.success(t('offices.invitations.revoked')),
                    })
                  }
                >
                  {t('offices.invitations.revoke')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
