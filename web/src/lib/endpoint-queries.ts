import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  EndpointAnswer,
  EndpointDefinition,
  EndpointInput,
  InputArguments,
} from '../../../contract/endpoint';
import { call, type CallOptions } from './api-client';
import { i18n } from './i18n';

const segmentsOf = (endpoint: EndpointDefinition) => endpoint.path.split('/').filter(Boolean);

/**
 * A query's key: the endpoint's path segments, the language (names and messages are in it), then the
 * input. Keys of one resource (`/api/<website|dashboard>/<resource>/…`) share their first three parts.
 */
export const endpointKey = <E extends EndpointDefinition>(endpoint: E, input?: EndpointInput<E>) =>
  [...segmentsOf(endpoint), i18n.language, input ?? {}] as const;

/** The key every query of this endpoint's resource starts with. */
export const resourceKey = (endpoint: EndpointDefinition) => segmentsOf(endpoint).slice(0, 3);

/**
 * Query options for an endpoint: its key and a typed call, cancelled with the query. `meta.access`
 * says who may see the answer (server rendering keeps only what anyone may see).
 */
export function endpointQuery<E extends EndpointDefinition>(
  endpoint: E,
  ...[input, options = {}]: InputArguments<E, [options: CallOptions]>
) {
  return queryOptions({
    queryKey: endpointKey(endpoint, input),
    meta: { access: endpoint.access.kind },
    queryFn: ({ signal }) =>
      (call as (e: E, i: unknown, o: CallOptions) => Promise<EndpointAnswer<E>>)(endpoint, input, {
        ...options,
        signal,
      }),
  });
}

/** After a change: every query of the resources these endpoints belong to is read again. */
export function invalidateResources(queryClient: QueryClient, ...endpoints: EndpointDefinition[]) {
  return Promise.all(
    endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: resourceKey(endpoint) })),
  );
}
