import type { AuditAction } from '#contract/dashboard/audit-log';
import type { DashboardResource } from '#contract/dashboard/permissions';
import { listAuditLog } from '#contract/endpoints/dashboard/audit';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { pagingQuery, type ListParams } from '#web/components/back-office/list-params';
import { useListQuery } from '#web/components/back-office/use-list-query';

export type AuditSort = 'newest' | 'oldest';

export interface AuditFilters {
  staffId?: string;
  resource?: DashboardResource;
  action?: AuditAction;
  /** yyyy-mm-dd, local days, both included. */
  from?: string;
  to?: string;
}

/** A local calendar day as an instant; `To` is exclusive, so the last day ends at the next midnight. */
function dayStart(day: string | undefined, plusDays = 0): string | undefined {
  if (!day) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return undefined;
  return new Date(year, month - 1, date + plusDays).toISOString();
}

export function useAuditLog(params: ListParams<AuditSort>, filters: AuditFilters) {
  return useListQuery(
    endpointQuery(listAuditLog, {
      query: {
        ...pagingQuery(params),
        StaffId: filters.staffId,
        Resource: filters.resource,
        Action: filters.action,
        From: dayStart(filters.from),
        To: dayStart(filters.to, 1),
      },
    }),
  );
}
