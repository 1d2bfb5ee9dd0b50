import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentBody, agentSortOrders } from '#contract/dashboard/agents';
import {
  createAgent,
  deleteAgent,
  deleteAgentPhoto,
  hideAgent,
  listAgents,
  showAgent,
  updateAgent,
  uploadAgentPhoto,
} from '#contract/endpoints/dashboard/agents';
import { call } from '#web/lib/api/api-client';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { invalidateBackOffice } from '#web/lib/api/back-office-queries';
import { pagingQuery, type ListParams } from '#web/components/back-office/list-params';

export type AgentSort = (typeof agentSortOrders)[number];

export interface AgentFilters {
  isHidden?: boolean;
}

export function useAgentList(params: ListParams<AgentSort>, filters: AgentFilters) {
  return useQuery({
    ...endpointQuery(listAgents, { query: { ...pagingQuery(params), IsHidden: filters.isHidden } }),
    placeholderData: keepPreviousData,
  });
}

/** Agents show on ads and in pickers across the back-office. */
function useInvalidateAgents() {
  const queryClient = useQueryClient();
  return () => invalidateBackOffice(queryClient);
}

export function useSaveAgent(id: number | undefined) {
  const invalidate = useInvalidateAgents();
  return useMutation({
    mutationFn: (body: AgentBody) =>
      id === undefined ? call(createAgent, { body }) : call(updateAgent, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

function sendPhoto(id: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  return call(uploadAgentPhoto, { params: { id }, body: form });
}

export function useAgentPhoto() {
  const invalidate = useInvalidateAgents();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File | null }) =>
      file ? sendPhoto(id, file) : call(deleteAgentPhoto, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useSetAgentHidden() {
  const invalidate = useInvalidateAgents();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      call(hidden ? hideAgent : showAgent, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useDeleteAgent() {
  const invalidate = useInvalidateAgents();
  return useMutation({
    mutationFn: (id: number) => call(deleteAgent, { params: { id } }),
    onSuccess: invalidate,
  });
}
