import {
  queryOptions,
  type QueryClient,
  type QueryExecuteOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { data, type LoaderFunction, type Params, type RouterContextProvider } from 'react-router';
import type { Language } from '#contract/common';
import type { EndpointAnswer, EndpointDefinition, EndpointInput, InputArguments } from '#contract/endpoint';
import { call, type ApiCaller, type CallOptions } from './api-client';
import { ApiQueryClient } from './api-query-client';
import { currentLanguage } from '../i18n/i18n';
import { pageData } from './page-data';

const segmentsOf = (endpoint: EndpointDefinition) => endpoint.path.split('/').filter(Boolean);

/**
 * A query's key: the endpoint's path segments, the language (names and messages are in it), then the
 * input. Keys of one resource (`/api/<website|dashboard>/<resource>/…`) share their first three parts.
 */
export const endpointKey = <E extends EndpointDefinition>(
  endpoint: E,
  input?: EndpointInput<E>,
  language: Language = currentLanguage(),
) => [...segmentsOf(endpoint), language, input ?? {}] as const;

/** The key every query of this endpoint's resource starts with. */
export const resourceKey = (endpoint: EndpointDefinition) => segmentsOf(endpoint).slice(0, 3);

const callerOf = (client: QueryClient): ApiCaller => (client instanceof ApiQueryClient ? client.api : call);

export interface EndpointQueryOptions {
  /** The caller shows its own message (e.g. messages); see `CallOptions`. */
  quiet?: CallOptions['quiet'];
  /**
   * The language of the key. Screens the server renders, and their loaders, say the page's
   * (`useLanguage()`, the loader's context); without it the browser's current language.
   */
  language?: Language;
}

/**
 * Query options for an endpoint: its key and a typed call through the query client's caller,
 * cancelled with the query. `meta.access` says who may see the answer (a server render loads and
 * sends only what anyone may see).
 */
export function endpointQuery<E extends EndpointDefinition>(
  endpoint: E,
  ...[input, { quiet, language } = {}]: InputArguments<E, [options: EndpointQueryOptions]>
) {
  return queryOptions({
    queryKey: endpointKey(endpoint, input, language),
    meta: { access: endpoint.access.kind },
    queryFn: ({ client, signal }) =>
      (callerOf(client) as (e: E, i: unknown, o: CallOptions) => Promise<EndpointAnswer<E>>)(
        endpoint,
        input,
        { quiet, signal, language },
      ),
  });
}

/** After a change: every query of the resources these endpoints belong to is read again. */
export function invalidateResources(queryClient: QueryClient, ...endpoints: EndpointDefinition[]) {
  return Promise.all(
    endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: resourceKey(endpoint) })),
  );
}

/** What a page's loader knows of it, and how it asks for a query. */
export interface PageRequest {
  url: URL;
  params: Params;
  language: Language;
  /**
   * Asks for the query (the options the screen uses, so the keys are the same): its answer, from the
   * cache whatever its age (the screen decides when to read it again) or fetched; undefined when it
   * failed (the screen shows its own error, or the browser tries again after a server render left it
   * out).
   */
  load: <T, K extends QueryKey>(options: QueryExecuteOptions<T, Error, T, T, K>) => Promise<T | undefined>;
  /** Why a query `load` asked for failed (e.g. a missing ad's 404); undefined when it did not. */
  errorOf: (queryKey: QueryKey) => Error | null | undefined;
  /** The page shows something that does not exist (a missing ad): a server render answers 404. */
  notFound: () => void;
}

/** A loader's data: on the server, whether the page shows something missing (`notFound()`). */
export interface PageLoaded {
  notFound?: true;
}

/**
 * A route's loader from the queries its screen shows first (its context: `./page-data.ts`). It returns
 * no data of its own: the answers are in the query client, where the screen reads them with the same
 * options. On the server, where it waits for them, it also says whether the page shows something
 * missing (`notFound()`): the page answers 404 and its screen reads `PageLoaded` with `useLoaderData`.
 */
export function pageLoader(
  queries: (page: PageRequest) => Promise<unknown>,
): LoaderFunction<Readonly<RouterContextProvider>> {
  return async ({ url, params, context }) => {
    const { queryClient, language, side } = context.get(pageData);
    const load: PageRequest['load'] = (options) => {
      if (side === 'server' && options.meta?.access !== 'public')
        throw new Error(`a server render loads public answers only, not ${JSON.stringify(options.queryKey)}`);
      // On the server one try: a failed answer is left to the browser, which has its own retries.
      const once = side === 'server' ? { retry: false } : {};
      return queryClient.query({ ...options, ...once, staleTime: 'static' }).catch(() => undefined);
    };
    const errorOf: PageRequest['errorOf'] = (queryKey) => queryClient.getQueryState(queryKey)?.error;
    const loaded: PageLoaded = {};
    const notFound = () => {
      loaded.notFound = true;
    };
    const loading = queries({ url, params, language, load, errorOf, notFound });
    if (side === 'server') {
      await loading;
      return loaded.notFound ? data(loaded, { status: 404 }) : null;
    }
    loading.catch((error: unknown) => console.error('a page loader failed', error));
    return null;
  };
}
