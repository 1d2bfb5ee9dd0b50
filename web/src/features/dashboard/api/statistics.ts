import { useQuery } from '@tanstack/react-query';
import type { DashboardStatistics } from '../../../../../contract/dashboard/statistics';
import { dashboardRequest } from '../lib/dashboard-api';

export function useStatistics() {
  return useQuery({
    queryKey: ['dashboard', 'statistics'],
    queryFn: () => dashboardRequest<DashboardStatistics>('statistics'),
  });
}
