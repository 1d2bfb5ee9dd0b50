import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getCompanyContact } from '#contract/endpoints/company';
import { getProfile } from '#contract/endpoints/account';
import { getProperty } from '#contract/endpoints/properties';
import { createApiCaller } from './api-client';
import { ApiQueryClient } from './api-query-client';
import { endpointKey, endpointQuery, pageLoader, type PageRequest } from './endpoint-queries';
import { pageContext, type PageData } from './page-data';

const company = { phoneNumber: '+966500000000', whatsapp: null, email: 'info@manzil.sa' };

/** A server's own routes: the company's contacts, and no ad at all. */
function serverRoutes() {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const transport: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    sent.push({ url: `${url.pathname}${url.search}`, headers: init?.headers as Record<string, string> });
    return Promise.resolve(
      url.pathname === getCompanyContact.path
        ? Response.json(company)
        : Response.json({ message: 'not found' }, { status: 404 }),
    );
  };
  return { sent, transport };
}

async function run(data: PageData, queries: (page: PageRequest) => Promise<unknown>, path = '/contact-us') {
  const url = new URL(path, 'http://localhost');
  const args = { request: new Request(url), url, pattern: path, params: {}, context: pageContext(data) };
  return pageLoader(queries)(args);
}

describe('a page loader on the server', () => {
  it("waits for the page's answers, asked for signed out in the page's language; a failed one is left out", async () => {
    const { sent, transport } = serverRoutes();
    const queryClient = new ApiQueryClient(createApiCaller({ transport, language: 'en' }));
    const answers: unknown[] = [];
    await run({ queryClient, language: 'en', side: 'server' }, async ({ language, load }) => {
      answers.push(await load(endpointQuery(getCompanyContact, undefined, { language })));
      answers.push(await load(endpointQuery(getProperty, { params: { id: 7 } }, { language })));
    });
    expect(answers).toEqual([company, undefined]);
    expect(queryClient.getQueryData(endpointKey(getCompanyContact, undefined, 'en'))).toEqual(company);
    expect(sent.map(({ url }) => url)).toEqual(['/api/website/company', '/api/website/property/GetById/7']);
    expect(sent.map(({ headers }) => headers)).toEqual([
      { 'accept-language': 'en' },
      { 'accept-language': 'en' },
    ]);
  });

  it('refuses to load an answer that is not for anyone to see', async () => {
    const { sent, transport } = serverRoutes();
    const queryClient = new ApiQueryClient(createApiCaller({ transport, language: 'ar' }));
    const loading = run({ queryClient, language: 'ar', side: 'server' }, ({ language, load }) =>
      load(endpointQuery(getProfile, { params: { id: 'someone' } }, { language })),
    );
    await expect(loading).rejects.toThrow(/public answers only/);
    expect(sent).toEqual([]);
  });
});

describe('a page loader in the browser', () => {
  it('starts the queries and lets the navigation go on without their answers', async () => {
    const queryClient = new QueryClient();
    const queryFn = () => new Promise<never>(() => undefined);
    const done = await run({ queryClient, language: 'ar', side: 'browser' }, ({ load }) =>
      load({ queryKey: ['never answered'], queryFn }),
    );
    expect(done).toBeNull();
    expect(queryClient.getQueryState(['never answered'])?.fetchStatus).toBe('fetching');
  });
});
