import { BadgeCheck, Mail, MessageCircle, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AgentItem } from '#contract/agents';
import { counted, languageNames } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';
import { Avatar } from '#web/components/ui/Avatar';

const digits = (phone: string) => phone.replace(/\D/g, '');
const action =
  'inline-flex items-center gap-1.5 rounded-lg border border-line px-3 py-2 text-sm font-medium hover:bg-surface';

/** An agent with licence, languages, ways to reach them and a button for their listings. */
export function AgentCard({
  agent,
  selected,
  onShow,
}: {
  agent: AgentItem;
  selected: boolean;
  onShow: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <article
      className={`flex flex-col rounded-2xl border bg-surface-raised p-5 ${selected ? 'border-brand ring-2 ring-brand/30' : 'border-line'}`}
    >
      <div className="flex items-center gap-4">
        <Avatar imageUrl={agent.imageUrl} size="large" />
        <div className="min-w-0">
          <h2 className="text-lg leading-snug font-bold [overflow-wrap:anywhere]">{agent.fullName}</h2>
          <p className="text-sm text-ink-muted">
            {t('site.agents.listings', counted(agent.propertiesCount, i18n.language as Language))}
          </p>
        </div>
      </div>
      <dl className="mt-4 space-y-1 text-sm">
        {agent.falLicenseNumber && (
          <div className="flex items-center gap-1.5">
            <dt className="flex items-center gap-1.5">
              <BadgeCheck aria-hidden className="size-4 text-brand" />
              {t('site.agents.fal')}:
            </dt>
            <dd dir="ltr" className="font-medium">
              {agent.falLicenseNumber}
            </dd>
          </div>
        )}
        {agent.languages.length > 0 && (
          <div className="flex gap-1.5">
            <dt>{t('site.agents.languages')}:</dt>
            <dd className="font-medium">{languageNames(agent.languages, i18n.language as Language)}</dd>
          </div>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={`tel:${agent.phoneNumber}`}
          className={action}
          aria-label={`${t('site.agents.call')} ${agent.fullName}`}
        >
          <Phone aria-hidden className="size-4" />
          <span dir="ltr">{agent.phoneNumber}</span>
        </a>
        {agent.whatsapp && (
          <a
            href={`https://wa.me/${digits(agent.whatsapp)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={action}
          >
            <MessageCircle aria-hidden className="size-4" />
            {t('site.agents.whatsapp')}
          </a>
        )}
        {agent.email && (
          <a href={`mailto:${agent.email}`} className={action}>
            <Mail aria-hidden className="size-4" />
            {t('site.agents.email')}
          </a>
        )}
      </div>
      <button
        type="button"
        onClick={onShow}
        aria-pressed={selected}
        className="mt-4 rounded-lg bg-brand px-4 py-2.5 font-medium text-white hover:bg-brand-strong dark:text-surface"
      >
        {t('site.agents.showListings')}
      </button>
    </article>
  );
}
