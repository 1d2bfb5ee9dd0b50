/// <reference types="node" />
import type { Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { RenderPage, RenderRequest } from '#contract/server-render';
import { renderFooterWith } from './app/layouts/DeferredFooter';
import { SiteFooter } from './app/layouts/SiteFooter';
import { Providers } from './app/Providers';
import { queryClientConfig } from './app/query-client';
import { isBackOffice, routes } from './app/routes';
import { answersOf, type ServerRenderState } from './app/server-render-state';
import { createApiCaller } from './lib/api/api-client';
import { companyQuery } from './entities/company/api';
import { ApiQueryClient } from './lib/api/api-query-client';
import { initServerI18n, serverI18n } from './lib/i18n/i18n';
import { connectToaster } from './lib/browser/notify';
import { pageContext } from './lib/api/page-data';
import { SiteOrigin } from './lib/browser/site-origin';

/**
 * The server build of the web app: the HTML of a public page, with the answers it shows, so the
 * reader sees the page before any script has run and the browser takes it over without refetching.
 *
 * Nothing here holds one request's state: each page gets its own query client (whose queries call
 * the API through that request), its own i18next in the page's language, and its origin, so renders
 * may interleave (docs/decisions/0008-server-rendering.md).
 */

const ready = initServerI18n();
renderFooterWith(SiteFooter);
const handler = createStaticHandler(routes);
// A page rendered on the server shows no toasts; they would only pile up.
connectToaster(() => undefined);

/** The page's API calls, answered by the server itself (`request.api`), never over the network. */
const transportOf =
  (request: RenderRequest): typeof fetch =>
  async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const answer = await request.api({
      method: init?.method ?? 'GET',
      url: `${url.pathname}${url.search}`,
      headers: init?.headers as Record<string, string>,
    });
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body, { status: answer.status, headers: answer.headers });
  };

/**
 * The answers a page is sent with: those its loaders got from endpoints anyone may see (`meta.access`,
 * set by `endpointQuery`). A failed one (a missing ad) is left to the browser, which shows its own
 * state or tries again.
 */
const isServed = (query: Query) => query.state.status === 'success' && query.meta?.access === 'public';

export const renderPage: RenderPage = async (request) => {
  await ready;
  const url = new URL(request.url, request.origin);
  // The back-office's routes join in the browser; here its paths would match the not-found page.
  if (isBackOffice(url.pathname)) return undefined;
  const screen = matchRoutes(routes, url.pathname)?.at(-1)?.route.handle as
    { serverRendered?: boolean } | undefined;
  if (!screen?.serverRendered) return undefined;

  const { language } = request;
  const api = createApiCaller({ transport: transportOf(request), language });
  const queryClient = new ApiQueryClient(api, queryClientConfig(false));
  // The route loaders load the page's answers into its query client; the footer's company details
  // (on every page) come along, so the browser does not ask for them on each first load.
  const [context] = await Promise.all([
    handler.query(new Request(url), {
      requestContext: pageContext({ queryClient, language, side: 'server' }),
    }),
    queryClient.query(companyQuery(language)).catch(() => undefined),
  ]);
  if (context instanceof Response) return undefined;
  if (context.errors) throw Object.values(context.errors)[0];
  // An unknown path, or a details page of a missing ad, is rendered with its not-found page and 404.
  const { statusCode } = context;
  if (statusCode !== 200 && statusCode !== 404) return undefined;

  // The page is rendered with exactly the answers it is sent with, as the browser hydrates it.
  const cache = queryClient.getQueryCache();
  for (const query of cache.getAll()) if (!isServed(query)) cache.remove(query);
  const state: ServerRenderState = { language, answers: answersOf(queryClient) };

  const html = renderToString(
    <I18nextProvider i18n={serverI18n(language)}>
      <SiteOrigin value={request.origin}>
        <Providers queryClient={queryClient}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </Providers>
      </SiteOrigin>
    </I18nextProvider>,
  );
  // A missing page's screen knew from its loader, which the browser does not wait for: the browser
  // renders it afresh (no state to take it over with) rather than hydrate a page it would draw otherwise.
  return statusCode === 404 ? { html, status: 404 } : { html, state };
};
