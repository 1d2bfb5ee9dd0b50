import { useQuery } from '@tanstack/react-query';
import { getStatistics } from '#contract/endpoints/dashboard/statistics';
import { endpointQuery } from '#web/lib/api/endpoint-queries';

export function useStatistics() {
  return useQuery(endpointQuery(getStatistics));
}
