import { wireRequestOf } from '#contract/endpoint';
import {
  exportMyLeads,
  exportOfficeLeads,
  listMyLeads,
  listOfficeLeads,
  myResponseTime,
  officeResponseTime,
  updateLead,
} from '#contract/endpoints/leads';
import type { LeadFilters, UpdateLeadBody } from '#contract/leads';
import { apiUrl, call, refreshSession, requestHeaders } from '#web/lib/api/api-client';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { useResourceMutation } from '#web/lib/api/resource-mutation';

/** Whose leads the inbox shows: the caller's own ads, or an office's (its owner and managers). */
export type LeadScope = { kind: 'own' } | { kind: 'office'; officeId: number };

export type InboxFilters = Omit<LeadFilters, 'propertyId'>;

export const LEADS_PAGE_SIZE = 20;

export function leadsQuery(scope: LeadScope, filters: InboxFilters, page: number) {
  const paging = { PageSize: LEADS_PAGE_SIZE, PageNumber: page };
  if (scope.kind === 'own') {
    return endpointQuery(listMyLeads, { query: { status: filters.status, kind: filters.kind, ...paging } });
  }
  return endpointQuery(listOfficeLeads, {
    params: { id: scope.officeId },
    query: { ...filters, ...paging },
  });
}

export const myResponseTimeQuery = () => endpointQuery(myResponseTime);
export const officeResponseTimeQuery = (officeId: number) =>
  endpointQuery(officeResponseTime, { params: { id: officeId } });

/** Status, note or reminder: every cached list of leads is read again. */
export function useUpdateLead() {
  return useResourceMutation(
    ({ id, ...body }: UpdateLeadBody & { id: number }) =>
      call(updateLead, { params: { id }, body }, { quiet: true }),
    listMyLeads,
    listOfficeLeads,
  );
}

/**
 * Downloads the scope's leads as a CSV file. A link cannot carry the bearer token, so the file is
 * fetched (renewing the session once when it has expired) and handed to the browser as a download.
 */
export async function downloadLeads(scope: LeadScope, filters: InboxFilters): Promise<void> {
  const { agentId, ...own } = filters;
  const wire =
    scope.kind === 'own'
      ? wireRequestOf(exportMyLeads, { query: own })
      : wireRequestOf(exportOfficeLeads, { params: { id: scope.officeId }, query: { ...own, agentId } });
  const fetchFile = () => fetch(apiUrl(wire.url), { headers: requestHeaders(wire.url) });
  let response = await fetchFile();
  if (response.status === 401 && (await refreshSession())) response = await fetchFile();
  if (!response.ok) throw new Error(`the export answered ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name ?? 'leads.csv' });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
