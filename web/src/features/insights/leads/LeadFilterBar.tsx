import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { leadKinds, leadStatuses } from '#contract/leads';
import { FilterSelect } from '#web/components/ui/filters/FilterSelect';
import { officeResponseTimeQuery, type InboxFilters, type LeadScope } from './leads-api';

interface LeadFilterBarProps {
  scope: LeadScope;
  filters: InboxFilters;
  onChange: (filters: InboxFilters) => void;
}

const pick = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.find((known) => known === value);

/** Status and kind, and in an office the agent: each narrows the list at once. */
export function LeadFilterBar({ scope, filters, onChange }: LeadFilterBarProps) {
  const { t } = useTranslation();
  const office = useQuery({
    ...officeResponseTimeQuery(scope.kind === 'office' ? scope.officeId : 0),
    enabled: scope.kind === 'office',
  });
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
      <FilterSelect
        label={t('leads.filters.status')}
        value={filters.status}
        anyLabel={t('leads.filters.all')}
        options={leadStatuses.map((status) => ({ value: status, label: t(`leads.status.${status}`) }))}
        onChange={(value) => onChange({ ...filters, status: pick(leadStatuses, value) })}
        className="sm:w-44"
      />
      <FilterSelect
        label={t('leads.filters.kind')}
        value={filters.kind}
        anyLabel={t('leads.filters.all')}
        options={leadKinds.map((kind) => ({ value: kind, label: t(`leads.kind.${kind}`) }))}
        onChange={(value) => onChange({ ...filters, kind: pick(leadKinds, value) })}
        className="sm:w-44"
      />
      {scope.kind === 'office' && (
        <FilterSelect
          label={t('leads.filters.agent')}
          value={filters.agentId}
          anyLabel={t('leads.filters.all')}
          options={(office.data?.agents ?? []).map(({ agent }) => ({
            value: agent.id,
            label: agent.name ?? t('leads.someone'),
          }))}
          onChange={(value) => onChange({ ...filters, agentId: value === '' ? undefined : value })}
          className="col-span-2 sm:w-56"
        />
      )}
    </div>
  );
}
