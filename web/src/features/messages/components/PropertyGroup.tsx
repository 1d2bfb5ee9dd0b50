import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { detailsPath } from '#web/entities/catalogue/paths';
import type { PropertyGroup as Group } from '../lib/group-conversations';
import { ConversationRow } from './ConversationRow';
import { PropertyThumb } from './PropertyThumb';

/** One ad with the people its conversations are with, headed by its photo and title. */
export function PropertyGroup({ group }: { group: Group }) {
  const { t } = useTranslation();
  const { property } = group;
  const headingId = `conversations-${property.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm"
    >
      <div className="flex items-center gap-3 border-b border-line p-3 sm:p-4">
        <Link to={detailsPath(property)} tabIndex={-1} aria-hidden>
          <PropertyThumb property={property} />
        </Link>
        <div className="min-w-0">
          <p className="text-xs text-ink-muted">
            {t(`catalogue.category.${property.category === 2 ? 2 : 1}`)}
          </p>
          <h2 id={headingId} dir="auto" className="line-clamp-2 font-bold leading-snug">
            <Link to={detailsPath(property)} className="hover:text-brand hover:underline">
              {property.title}
            </Link>
          </h2>
        </div>
      </div>
      <ul className="divide-y divide-line p-1.5 sm:p-2">
        {group.conversations.map((conversation) => (
          <ConversationRow key={conversation.otherUser.id} conversation={conversation} />
        ))}
      </ul>
    </section>
  );
}
