import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  applyFeedRun,
  checkFeedUrl,
  exportFeed,
  getFeedRun,
  getOfficeFeed,
  saveFeedUrl,
  uploadFeed,
} from '#contract/endpoints/feeds';
import { pathOf } from '#contract/endpoint';
import { apiUrl, call, requestHeaders } from '#web/lib/api/api-client';
import { endpointKey, endpointQuery, invalidateResources } from '#web/lib/api/endpoint-queries';

/** The office's saved feed URL and its latest runs. */
export const officeFeedQuery = (officeId: number) =>
  endpointQuery(getOfficeFeed, { params: { id: officeId } });

/** One run with its report; read again every second while it is being applied. */
export const feedRunQuery = (officeId: number, runId: number) =>
  queryOptions({
    ...endpointQuery(getFeedRun, { params: { id: officeId, runId } }),
    queryKey: endpointKey(getFeedRun, { params: { id: officeId, runId } }),
    refetchInterval: (query) => (query.state.data?.state === 'applying' ? 1000 : false),
  });

/** Every change reads the feed and its runs again (one resource: the office's). */
function useFeedMutation<Input, Answer>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => invalidateResources(queryClient, getOfficeFeed),
  });
}

export const useUploadFeed = (officeId: number) =>
  useFeedMutation(({ file, full }: { file: File; full: boolean }) => {
    const body = new FormData();
    body.append('file', file);
    return call(
      uploadFeed,
      { params: { id: officeId }, query: { full: full ? 'true' : 'false' }, body },
      { quiet: true },
    );
  });

export const useSaveFeedUrl = (officeId: number) =>
  useFeedMutation((url: string | null) =>
    call(saveFeedUrl, { params: { id: officeId }, body: { url } }, { quiet: true }),
  );

export const useCheckFeedUrl = (officeId: number) =>
  useFeedMutation(() => call(checkFeedUrl, { params: { id: officeId } }));

export const useApplyFeedRun = (officeId: number) =>
  useFeedMutation((runId: number) => call(applyFeedRun, { params: { id: officeId, runId } }));

/** Downloads the office's listings as the feed's XML (the request carries the session, so no plain link). */
export async function downloadExport(officeId: number): Promise<void> {
  const url = pathOf(exportFeed, { id: officeId });
  const response = await fetch(apiUrl(url), { headers: requestHeaders(url) });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = `listings-${officeId}.xml`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}
