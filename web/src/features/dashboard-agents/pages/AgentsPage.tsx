import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardAgent } from '#contract/dashboard/agents';
import { Avatar } from '#web/components/ui/Avatar';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import { useAgentList, useDeleteAgent, useSetAgentHidden, type AgentFilters, type AgentSort } from '../api';
import { AgentDialog } from '../components/AgentDialog';
import type { Column } from '#web/components/back-office/DataTable';
import { createdColumn } from '#web/components/back-office/created-column';
import { HiddenBadge, HideableRowActions } from '#web/components/back-office/HideableRowActions';
import { ListPage } from '#web/components/back-office/ListPage';
import { NewButton } from '#web/components/back-office/NewButton';
import { StateFilter } from '#web/components/back-office/StateFilter';
import { toastOutcome } from '#web/lib/api/toast-outcome';
import { useCan } from '#web/lib/session/staff-session';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useListState } from '#web/components/back-office/use-list-state';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { AgentsPage as Component };

type Editing = { agent?: DashboardAgent } | undefined;
type Confirming = { agent: DashboardAgent; action: 'hide' | 'show' | 'delete' } | undefined;

export function AgentsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const list = useListState<AgentSort, AgentFilters>('newest');
  const agents = useAgentList(list.params, list.filters);
  const setHidden = useSetAgentHidden();
  const remove = useDeleteAgent();
  const [editing, setEditing] = useState<Editing>();
  const [confirming, setConfirming] = useState<Confirming>();
  const nameOf = (agent: DashboardAgent) => (language === 'ar' ? agent.fullNameAr : agent.fullNameEn);

  const columns: Column<DashboardAgent, AgentSort>[] = [
    {
      id: 'name',
      header: t('dashboard.agents.name'),
      sort: { ascending: 'nameAsc', descending: 'nameDesc' },
      cell: (agent) => (
        <div className="flex min-w-48 items-center gap-3">
          <Avatar imageUrl={agent.imageUrl} name={nameOf(agent)} />
          <div className="flex flex-col">
            <span className="font-medium" lang="ar" dir="rtl">
              {agent.fullNameAr}
            </span>
            <span className="text-sm text-ink-muted" lang="en" dir="ltr">
              {agent.fullNameEn}
            </span>
          </div>
        </div>
      ),
    },
    {
      id: 'phone',
      header: t('dashboard.agents.phone'),
      className: 'whitespace-nowrap',
      cell: (agent) => <span dir="ltr">{agent.phoneNumber}</span>,
    },
    {
      id: 'licence',
      header: t('dashboard.agents.licence'),
      cell: (agent) => (agent.falLicenseNumber ? <span dir="ltr">{agent.falLicenseNumber}</span> : '—'),
    },
    {
      id: 'ads',
      header: t('dashboard.agents.ads'),
      sort: { ascending: 'adsAsc', descending: 'adsDesc', first: 'descending' },
      cell: (agent) => agent.propertiesCount,
    },
    {
      id: 'status',
      header: t('dashboard.agents.status'),
      cell: (agent) => <HiddenBadge section="agents" hidden={agent.isHidden} />,
    },
    createdColumn('created', t('dashboard.agents.created'), language),
    {
      id: 'actions',
      header: t('dashboard.table.actions'),
      cell: (agent) => (
        <HideableRowActions
          section="agents"
          name={nameOf(agent)}
          hidden={agent.isHidden}
          onAction={(action) =>
            action === 'edit' ? setEditing({ agent }) : setConfirming({ agent, action })
          }
        />
      ),
    },
  ];

  const confirm = () => {
    if (!confirming) return;
    const { agent, action } = confirming;
    const close = () => setConfirming(undefined);
    if (action === 'delete') {
      remove.mutate(agent.id, toastOutcome(t('dashboard.agents.deletedDone'), close));
    } else {
      const done = action === 'hide' ? t('dashboard.agents.hiddenDone') : t('dashboard.agents.shownDone');
      setHidden.mutate({ id: agent.id, hidden: action === 'hide' }, toastOutcome(done, close));
    }
  };

  return (
    <>
      <ListPage
        title={t('dashboard.nav.agents')}
        actions={
          can('Agents.Create') && (
            <NewButton label={t('dashboard.agents.new')} onClick={() => setEditing({})} />
          )
        }
        columns={columns}
        rowKey={(agent) => agent.id}
        query={agents}
        list={list}
        emptyText={t('dashboard.agents.empty')}
        searchLabel={t('dashboard.agents.search')}
        filters={
          <StateFilter
            label={t('dashboard.agents.status')}
            className="w-full sm:w-40"
            falseLabel={t('dashboard.agents.visible')}
            trueLabel={t('dashboard.agents.hidden')}
            value={list.filters.isHidden}
            onChange={(isHidden) => list.filter({ isHidden })}
          />
        }
      />
      {editing && <AgentDialog agent={editing.agent} onClose={() => setEditing(undefined)} />}
      {confirming && (
        <ConfirmDialog
          title={t(`dashboard.agents.${confirming.action}Title`)}
          body={t(`dashboard.agents.${confirming.action}Body`, { name: nameOf(confirming.agent) })}
          confirmLabel={t(`dashboard.agents.${confirming.action}Confirm`)}
          onCancel={() => setConfirming(undefined)}
          onConfirm={confirm}
        />
      )}
    </>
  );
}
