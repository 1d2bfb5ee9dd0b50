import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardAgent } from '#contract/dashboard/agents';
import { Avatar } from '#web/components/ui/Avatar';
import { Badge } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import { notify } from '#web/lib/browser/notify';
import { useAgentList, useDeleteAgent, useSetAgentHidden, type AgentFilters, type AgentSort } from '../api';
import { AgentDialog } from '../components/AgentDialog';
import type { Column } from '#web/components/back-office/DataTable';
import { createdColumn } from '#web/components/back-office/created-column';
import { ListTable } from '#web/components/back-office/ListTable';
import { PageHeading } from '#web/components/back-office/PageHeading';
import { FilterSelect } from '#web/components/ui/filters/FilterSelect';
import { errorMessage } from '#web/lib/api/api-client';
import { useCan } from '#web/lib/session/staff-session';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useListState } from '#web/components/back-office/use-list-state';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { AgentsPage as Component };

const rowButton = 'inline-flex size-8 items-center justify-center rounded-full hover:bg-line';

type Editing = { agent?: DashboardAgent } | undefined;
type Confirming = { agent: DashboardAgent; action: 'hide' | 'show' | 'delete' } | undefined;

export function AgentsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const list = useListState<AgentSort>('newest');
  const [filters, setFilters] = useState<AgentFilters>({});
  const agents = useAgentList(list.params, filters);
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
      cell: (agent) =>
        agent.isHidden ? (
          <Badge tone="waiting" label={t('dashboard.agents.hidden')} />
        ) : (
          <Badge tone="good" label={t('dashboard.agents.visible')} />
        ),
    },
    createdColumn('created', t('dashboard.agents.created'), language),
    {
      id: 'actions',
      header: t('dashboard.table.actions'),
      cell: (agent) => (
        <div className="flex gap-1">
          {can('Agents.Update') && (
            <>
              <button
                type="button"
                className={rowButton}
                aria-label={t('dashboard.agents.edit', { name: nameOf(agent) })}
                onClick={() => setEditing({ agent })}
              >
                <Pencil aria-hidden className="size-4" />
              </button>
              <button
                type="button"
                className={rowButton}
                aria-label={t(agent.isHidden ? 'dashboard.agents.show' : 'dashboard.agents.hide', {
                  name: nameOf(agent),
                })}
                onClick={() => setConfirming({ agent, action: agent.isHidden ? 'show' : 'hide' })}
              >
                {agent.isHidden ? (
                  <Eye aria-hidden className="size-4" />
                ) : (
                  <EyeOff aria-hidden className="size-4" />
                )}
              </button>
            </>
          )}
          {can('Agents.Delete') && (
            <button
              type="button"
              className={`${rowButton} text-red-700 dark:text-red-300`}
              aria-label={t('dashboard.agents.delete', { name: nameOf(agent) })}
              onClick={() => setConfirming({ agent, action: 'delete' })}
            >
              <Trash2 aria-hidden className="size-4" />
            </button>
          )}
        </div>
      ),
    },
  ];

  const confirm = () => {
    if (!confirming) return;
    const { agent, action } = confirming;
    const done = {
      onError: (error: unknown) => notify.error(errorMessage(error)),
      onSettled: () => setConfirming(undefined),
    };
    if (action === 'delete') {
      remove.mutate(agent.id, {
        ...done,
        onSuccess: () => notify.success(t('dashboard.agents.deletedDone')),
      });
    } else {
      setHidden.mutate(
        { id: agent.id, hidden: action === 'hide' },
        {
          ...done,
          onSuccess: () =>
            notify.success(
              action === 'hide' ? t('dashboard.agents.hiddenDone') : t('dashboard.agents.shownDone'),
            ),
        },
      );
    }
  };

  return (
    <>
      <PageHeading
        title={t('dashboard.nav.agents')}
        actions={
          can('Agents.Create') && (
            <Button look="primary" onClick={() => setEditing({})}>
              <Plus aria-hidden className="size-4" />
              {t('dashboard.agents.new')}
            </Button>
          )
        }
      />
      <ListTable
        caption={t('dashboard.nav.agents')}
        columns={columns}
        rowKey={(agent) => agent.id}
        query={agents}
        list={list}
        emptyText={t('dashboard.agents.empty')}
        searchLabel={t('dashboard.agents.search')}
        filters={
          <>
            <FilterSelect
              label={t('dashboard.agents.status')}
              className="w-full sm:w-40"
              value={filters.isHidden === undefined ? '' : String(filters.isHidden)}
              options={[
                { value: '', label: t('dashboard.filters.all') },
                { value: 'false', label: t('dashboard.agents.visible') },
                { value: 'true', label: t('dashboard.agents.hidden') },
              ]}
              onChange={(value) => {
                setFilters({
                  isHidden: value === '' ? undefined : value === 'true',
                });
                list.resetPage();
              }}
            />
          </>
        }
      />
      {editing && <AgentDialog agent={editing.agent} onClose={() => setEditing(undefined)} />}
      {confirming && (
        <ConfirmDialog
          open
          title={t(`dashboard.agents.${confirming.action}Title`)}
          body={t(`dashboard.agents.${confirming.action}Body`, { name: nameOf(confirming.agent) })}
          confirmLabel={t(`dashboard.agents.${confirming.action}Confirm`)}
          cancelLabel={t('dashboard.cancel')}
          onCancel={() => setConfirming(undefined)}
          onConfirm={confirm}
        />
      )}
    </>
  );
}
