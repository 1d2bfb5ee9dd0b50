import { useTranslation } from 'react-i18next';
import type { PublicOffice } from '#contract/offices';
import { Avatar } from '#web/components/ui/Avatar';

/** The office's people and their roles, the owner first. */
export function OfficeAgents({ members }: { members: PublicOffice['members'] }) {
  const { t } = useTranslation();
  const ordered = [...members].sort((a, b) => rank(a.role) - rank(b.role));
  return (
    <section aria-labelledby="office-agents" className="mt-10">
      <h2 id="office-agents" className="text-xl font-bold sm:text-2xl">
        {t('officePage.agents.title')}
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ordered.map((member) => (
          <li
            key={member.userId}
            className="flex items-center gap-3 rounded-2xl border border-line bg-surface-raised p-4"
          >
            <Avatar imageUrl={null} name={member.name} size="medium" />
            <div className="min-w-0">
              <p className="truncate font-bold">
                <bdi data-user-content>{member.name}</bdi>
              </p>
              <p className="text-sm text-ink-muted">{t(`officePage.agents.roles.${member.role}`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

const ROLE_ORDER = ['owner', 'manager', 'agent'] as const;
const rank = (role: (typeof ROLE_ORDER)[number]) => ROLE_ORDER.indexOf(role);
