/// <reference types="node" />
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Query, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { RenderPage, RenderRequest } from '../../contract/server-render';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { answersOf, seedAnswers, type ServedAnswer, type ServerRenderState } from './app/server-render-state';
import { setApiTransport } from './lib/api-client';
import { i18n, initServerI18n } from './lib/i18n';
import { connectToaster } from './lib/notify';
import { setServerOrigin } from './lib/site-origin';

/**
 * The server build of the web app: the HTML of a public page, with the answers it shows, so the
 * reader sees the page before any script has run and the browser takes it over without refetching.
 */

/** Each pass renders, then fetches the answers that render asked for; the details page needs two. */
const MAX_PASSES = 3;

const ready = initServerI18n();
const handler = createStaticHandler(routes);
const rendering = new AsyncLocalStorage<RenderRequest>();
// A page rendered on the server shows no toasts; they would only pile up.
connectToaster(() => undefined);

setApiTransport(async (input, init) => {
  const request = rendering.getStore();
  if (!request) throw new Error('an API call outside a server render');
  const url = new URL(input instanceof Request ? input.url : input);
  const answer = await request.api({
    method: init?.method ?? 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { ...(init?.headers as Record<string, string>), 'accept-language': request.language },
  });
  const empty = answer.status === 204 || answer.status === 304;
  return new Response(empty ? null : answer.body, { status: answer.status, headers: answer.headers });
});

/**
 * Answers anyone may see: their endpoint is public (`meta.access`, set by `endpointQuery`). Signed-in
 * answers (favourites, own ads, profile, conversations, notifications) stay in the browser, and so do
 * queries without the mark (pages of an infinite query: reviews).
 */
const isPublicAnswer = (query: Query) => query.meta?.access === 'public';

function renderOnce(request: RenderRequest, context: StaticHandlerContext, answers: ServedAnswer[]) {
  const queryClient = createQueryClient(false);
  seedAnswers(queryClient, answers);
  // Rendering is synchronous: the language and origin set here hold for the whole render.
  setServerOrigin(request.origin);
  void i18n.changeLanguage(request.language);
  if (i18n.language !== request.language) throw new Error(`i18next did not switch to ${request.language}`);
  const html = renderToString(
    <Providers queryClient={queryClient}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </Providers>,
  );
  return { html, queryClient };
}

async function fetchAnswers(request: RenderRequest, queryClient: QueryClient, hashes: Set<string>) {
  const missing = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) => query.state.status === 'pending' && isPublicAnswer(query) && !hashes.has(query.queryHash),
    );
  for (const query of missing) hashes.add(query.queryHash);
  await rendering.run(request, () =>
    Promise.allSettled(
      missing.map((query) => queryClient.query({ queryKey: query.queryKey, queryFn: query.options.queryFn })),
    ),
  );
  return missing.length;
}

export const renderPage: RenderPage = async (request) => {
  await ready;
  const context = await handler.query(new Request(new URL(request.url, request.origin)));
  if (context instanceof Response || context.statusCode !== 200) return undefined;
  const screen = context.matches.at(-1)?.route.handle as { serverRendered?: boolean } | undefined;
  if (!screen?.serverRendered) return undefined;

  const tried = new Set<string>();
  let answers: ServedAnswer[] = [];
  for (let pass = 1; ; pass += 1) {
    const { html, queryClient } = renderOnce(request, context, answers);
    // An answer that failed is left to the browser, which shows its own error or retries.
    const fetched = pass < MAX_PASSES ? await fetchAnswers(request, queryClient, tried) : 0;
    if (fetched === 0) {
      const state: ServerRenderState = { language: request.language, answers: answersOf(queryClient) };
      return { html, state };
    }
    answers = answersOf(queryClient);
  }
};
