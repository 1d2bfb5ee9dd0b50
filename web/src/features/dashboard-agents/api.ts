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
import { useBackOfficeMutation } from '#web/lib/api/back-office-queries';
import { pagingQuery, type ListParams } from '#web/components/back-office/list-params';
import { useListQuery } from '#web/components/back-office/use-list-query';

export type AgentSort = (typeof agentSortOrders)[number];

export interface AgentFilters {
  isHidden?: boolean;
}

export function useAgentList(params: ListParams<AgentSort>, filters: AgentFilters) {
  return useListQuery(
    endpointQuery(listAgents, { query: { ...pagingQuery(params), IsHidden: filters.isHidden } }),
  );
}

// Agents show on ads and in pickers across the back-office: a change reads it all again.

export function useSaveAgent(id: number | undefined) {
  return useBackOfficeMutation((body: AgentBody) =>
    id === undefined ? call(createAgent, { body }) : call(updateAgent, { params: { id }, body }),
  );
}

function sendPhoto(id: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  return call(uploadAgentPhoto, { params: { id }, body: form });
}

export function useAgentPhoto() {
  return useBackOfficeMutation(({ id, file }: { id: number; file: File | null }) =>
    file ? sendPhoto(id, file) : call(deleteAgentPhoto, { params: { id } }),
  );
}

export function useSetAgentHidden() {
  return useBackOfficeMutation(({ id, hidden }: { id: number; hidden: boolean }) =>
    call(hidden ? hideAgent : showAgent, { params: { id } }),
  );
}

export function useDeleteAgent() {
  return useBackOfficeMutation((id: number) => call(deleteAgent, { params: { id } }));
}
