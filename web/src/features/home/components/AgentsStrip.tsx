import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '#web/lib/i18n/i18n';
import { counted } from '#web/lib/formatting/format';
import { homeAgentsQuery } from '../home-queries';
import { SectionHeader } from './SectionHeader';
import { Avatar } from '#web/components/ui/Avatar';
import { belowTheFold } from '../lib/below-the-fold';

/** A row of agents with their number of listings, leading to /Agents. */
export function AgentsStrip() {
  const { t } = useTranslation();
  const language = useLanguage();
  const agents = useQuery(homeAgentsQuery(language));
  if (!agents.isSuccess || agents.data.data.length === 0) return null;
  return (
    <section aria-labelledby="home-agents" className={`mx-auto max-w-7xl px-4 py-10 ${belowTheFold}`}>
      <SectionHeader
        id="home-agents"
        title={t('home.agents.title')}
        to="/Agents"
        linkText={t('home.agents.all')}
      />
      <ul className="flex snap-x gap-4 overflow-x-auto pb-2">
        {agents.data.data.map((agent) => (
          <li key={agent.id} className="w-40 shrink-0 snap-start">
            <Link
              to={`/Agents?agent=${agent.id}`}
              className="flex flex-col items-center rounded-2xl border border-line bg-surface-raised p-4 text-center hover:shadow-md"
            >
              <Avatar imageUrl={agent.imageUrl} size="huge" />
              <span className="mt-3 line-clamp-2 font-bold">{agent.fullName}</span>
              <span className="mt-1 text-sm text-ink-muted">
                {t('home.agents.listings', counted(agent.propertiesCount, language))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
