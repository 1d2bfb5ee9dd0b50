import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '#web/lib/i18n/i18n';
import { StateMessage } from '#web/components/ui/StateMessage';
import { PAGE_GRID } from '#web/entities/catalogue/page-grid';
import { PropertyGrid } from '#web/entities/catalogue/components/PropertyGrid';
import { Pager } from '#web/entities/catalogue/components/Pager';
import { AgentCard } from '../components/AgentCard';
import { OfficeAgentCard } from '../components/OfficeAgentCard';
import {
  agentListingsQuery,
  agentsPageQuery,
  chosenAgent,
  OFFICE_PAGE,
  officeAgentsQuery,
  officePage,
} from '../agents-queries';

export { agentsLoader as loader } from '../loader';
export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { AgentsPage as Component };

/**
 * /Agents: the company's licensed agents, choosing one shows their listings below (?agent=id,
 * shareable); then the agents of verified offices, paged (?officePage=n).
 */
export function AgentsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const language = useLanguage();
  const agentId = chosenAgent(search);
  const agents = useQuery(agentsPageQuery(language));
  const chosen = agents.data?.data.find((agent) => agent.id === agentId);
  const listings = useQuery({ ...agentListingsQuery(agentId, language), enabled: agentId !== undefined });
  const page = officePage(search);
  const officeAgents = useQuery(officeAgentsQuery(page, language));
  const listingsHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (chosen) listingsHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [chosen]);

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('site.agents.title')}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t('site.agents.lead')}</p>
      <h2 className="mt-8 text-2xl font-bold">{t('site.agents.companyTitle')}</h2>
      <div className="mt-5">
        {agents.isSuccess && agents.data.data.length === 0 ? (
          officeAgents.data?.data.length ? (
            <p className="text-ink-muted">{t('site.agents.companyEmpty')}</p>
          ) : (
            <StateMessage
              icon={Users}
              title={t('site.agents.emptyTitle')}
              body={t('site.agents.emptyBody')}
            />
          )
        ) : (
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {agents.data?.data.map((agent) => (
              <li key={agent.id}>
                <AgentCard
                  agent={agent}
                  selected={agent.id === agentId}
                  onShow={() =>
                    setSearch(
                      (current) => {
                        current.set('agent', String(agent.id));
                        return current;
                      },
                      { replace: true },
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {chosen && (
        <div className="mt-12 scroll-mt-24">
          <h2 ref={listingsHeading} className="mb-5 scroll-mt-24 text-2xl font-bold">
            {t('site.agents.listingsOf', { name: chosen.fullName })}
          </h2>
          <PropertyGrid layout={PAGE_GRID} query={listings} skeletons={4} />
        </div>
      )}
      <section aria-labelledby="office-agents" className="mt-14">
        <h2 id="office-agents" className="text-2xl font-bold">
          {t('site.agents.officesTitle')}
        </h2>
        <p className="mt-2 max-w-2xl text-ink-muted">{t('site.agents.officesLead')}</p>
        {officeAgents.isSuccess && officeAgents.data.data.length === 0 ? (
          <p className="mt-5 text-ink-muted">{t('site.agents.officesEmpty')}</p>
        ) : (
          <ul className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {officeAgents.data?.data.map((agent) => (
              <li key={agent.userId}>
                <OfficeAgentCard agent={agent} />
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={page}
          pages={officeAgents.data?.totalPages ?? 0}
          onPage={(next) =>
            setSearch((current) => {
              current.set(OFFICE_PAGE, String(next));
              return current;
            })
          }
        />
      </section>
    </section>
  );
}
