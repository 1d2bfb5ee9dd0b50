import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentBody, agentSortOrders, DashboardAgent } from '../../../../../contract/dashboard/agents';
import { i18n, storedLanguage } from '../../../lib/i18n';
import { dashboardRequest } from '../lib/dashboard-api';
import { ApiError } from '../../../lib/api-client';
import { pagingQuery, type ListEnvelope, type ListParams } from '../lib/list-params';
import { staffToken } from '../../../lib/staff-session';

export type AgentSort = (typeof agentSortOrders)[number];

export interface AgentFilters {
  isHidden?: boolean;
}

export function useAgentList(params: ListParams<AgentSort>, filters: AgentFilters) {
  return useQuery({
    queryKey: ['dashboard', 'agents', 'list', params, filters],
    queryFn: () =>
      dashboardRequest<ListEnvelope<DashboardAgent>>('agents', {
        query: { ...pagingQuery(params), IsHidden: filters.isHidden },
      }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateAgents() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['dashboard'] });
}

export function useSaveAgent(id: number | undefined) {
  const invalidate = useInvalidateAgents();
  return useMutation({
    mutationFn: (body: AgentBody) =>
      dashboardRequest<DashboardAgent>(id === undefined ? 'agents' : `agents/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
      }),
    onSuccess: invalidate,
  });
}

/** multipart/form-data, which dashboardRequest does not send: the same headers and error shape. */
async function sendPhoto(id: number, file: File): Promise<DashboardAgent> {
  const form = new FormData();
  form.append('file', file);
  const headers: Record<string, string> = { 'accept-language': storedLanguage() };
  const token = staffToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/dashboard/agents/${id}/photo`, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(0, i18n.t('errors.network'));
  }
  const answer = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: Record<string, string[]>;
  };
  if (!response.ok) {
    throw new ApiError(response.status, answer.message ?? i18n.t('errors.unknown'), answer.errors);
  }
  return answer as DashboardAgent;
}

export function useAgentPhoto() {
  const invalidate = useInvalidateAgents();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File | null }) =>
      file
        ? sendPhoto(id, file)
        : dashboardRequest<DashboardAgent>(`agents/${id}/photo`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useSetAgentHidden() {
  const invalidate = useInvalidateAgents();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      dashboardRequest<DashboardAgent>(`agents/${id}/${hidden ? 'hide' : 'show'}`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

export function useDeleteAgent() {
  const invalidate = useInvalidateAgents();
  return useMutation({
    mutationFn: (id: number) => dashboardRequest<undefined>(`agents/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
