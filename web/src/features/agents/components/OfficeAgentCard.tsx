import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfficeAgentItem } from '#contract/agents';
import type { Language } from '#contract/common';
import { Avatar } from '#web/components/ui/Avatar';
import { TrustBadge } from '#web/entities/trust/components/TrustBadge';
import { counted } from '#web/lib/formatting/format';

/** An agent of a verified office: their role, badges, office (a link to its page), FAL number and live ads. */
export function OfficeAgentCard({ agent }: { agent: OfficeAgentItem }) {
  const { t, i18n } = useTranslation();
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-line bg-surface-raised p-5"
      data-testid="office-agent"
    >
      <div className="flex items-center gap-4">
        <Avatar imageUrl={null} name={agent.fullName} size="large" />
        <div className="min-w-0">
          <h3 className="text-lg leading-snug font-bold [overflow-wrap:anywhere]">
            <bdi data-user-content>{agent.fullName}</bdi>
          </h3>
          <p className="text-sm text-ink-muted">{t(`site.agents.roles.${agent.role}`)}</p>
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5">
        {agent.identityVerified && (
          <li>
            <TrustBadge kind="verifiedIdentity" compact />
          </li>
        )}
        <li>
          <TrustBadge kind="licensedBroker" compact />
        </li>
      </ul>
      <dl className="mt-4 space-y-1 text-sm">
        <div className="flex items-center gap-1.5">
          <dt className="flex shrink-0 items-center gap-1.5">
            <Building2 aria-hidden className="size-4 text-brand" />
            {t('site.agents.office')}:
          </dt>
          <dd className="min-w-0 truncate font-medium">
            <Link
              to={`/offices/${agent.office.id}`}
              className="text-brand underline-offset-4 hover:underline"
              dir="auto"
            >
              {agent.office.name}
            </Link>
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt>{t('site.agents.fal')}:</dt>
          <dd dir="ltr" className="font-medium">
            {agent.office.falNumber}
          </dd>
        </div>
      </dl>
      <p className="mt-auto pt-4 text-sm text-ink-muted">
        {t('site.agents.liveAds', counted(agent.liveAdsCount, i18n.language as Language))}
      </p>
    </article>
  );
}
