import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Building2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { officeCan, type PublicOffice } from '#contract/offices';
import { SignInRedirect } from '#web/components/SignInRedirect';
import { StateMessage } from '#web/components/ui/StateMessage';
import { MY_OFFICE_PATH, myOfficeQuery } from '#web/entities/office/my-office';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { InsightsDesk } from '../components/InsightsDesk';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { OfficeInsightsPage as Component };

/** /offices/:id/insights: how the office's ads perform, for its owner and managers (ADR 0040). */
export function OfficeInsightsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('insights.officeTitle'));
  if (!useIsSignedIn()) return <SignInRedirect />;
  return <OfficeDesk />;
}

function OfficeDesk() {
  const { t } = useTranslation();
  const officeId = Number(useParams().id);
  const mine = useQuery(myOfficeQuery());
  if (mine.data === undefined) {
    return mine.isError ? (
      <StateMessage
        icon={Building2}
        title={t('insights.loadFailed')}
        body={t('insights.loadFailedBody')}
        action={{ label: t('insights.retry'), onClick: () => void mine.refetch() }}
      />
    ) : (
      <div
        aria-busy
        className="mx-auto my-10 h-64 max-w-6xl animate-pulse rounded-[var(--radius-card)] bg-surface-raised"
      />
    );
  }
  const { office, role } = mine.data;
  // The API answers 404 to anyone else too; asking it would only toast the refusal.
  if (!office || office.id !== officeId || !role || !officeCan(role, 'editOfficeAds')) {
    return (
      <div className="px-4 py-10">
        <StateMessage icon={Building2} title={t('insights.notFound')} body={t('insights.notFoundBody')} />
      </div>
    );
  }
  return (
    <InsightsDesk
      title={t('insights.officeTitle')}
      back={
        <Link
          to={MY_OFFICE_PATH}
          className="inline-flex items-center gap-1 text-sm text-brand hover:underline"
        >
          <ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
          <bdi>{office.name}</bdi>
        </Link>
      }
      filter={(agent, onAgent) => <AgentFilter office={office} agent={agent} onAgent={onAgent} />}
      scopeOf={(agent) => ({ kind: 'office', officeId, agentId: agent })}
    />
  );
}

/** The office's people: all of them, or the ads one of them posted. */
function AgentFilter({
  office,
  agent,
  onAgent,
}: {
  office: PublicOffice;
  agent: string | undefined;
  onAgent: (agent: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      <span className="text-ink-muted">{t('insights.agent.label')}</span>
      <select
        id={id}
        value={agent ?? ''}
        onChange={(event) => onAgent(event.target.value || undefined)}
        className="min-h-10 max-w-56 rounded-lg border border-line bg-surface-raised px-2"
        data-agent-filter
      >
        <option value="">{t('insights.agent.all')}</option>
        {office.members.map((member) => (
          <option key={member.userId} value={member.userId}>
            {member.name || t(`offices.roles.${member.role}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
