import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type ErrorAnswer } from '#contract/endpoint.js';
import * as account from '#contract/endpoints/account.js';
import * as health from '#contract/endpoints/health.js';
import { lookupLists } from '#contract/endpoints/lookups.js';
import * as properties from '#contract/endpoints/properties.js';
import {
  operationOf,
  requiredFields,
  type OpenApiDocument,
} from '#server/test/support/readers/openapi-document.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';
import { useTestServer } from '#server/test/support/suite.js';

const server = useTestServer();

describe('server basics', () => {
  it('GET /api/health answers ok when the database answers', async () => {
    const answer = await server.send(health.checkHealth);
    expect(answer).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('GET /api/docs/json is an OpenAPI document of every account route, generated from the contract', async () => {
    const answer = await server.call<OpenApiDocument>('GET', '/api/docs/json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(answer.body.paths);
    for (const route of [
      account.register,
      account.verifyCode,
      account.refreshToken,
      account.logout,
      account.updateProfile,
      account.uploadProfileImage,
    ]) {
      expect(paths).toContain(route.path);
    }
    expect(paths).toContain(account.getProfile.path.replace(':id', '{id}'));
    expect(paths).toContain(health.checkHealth.path);
    const register = operationOf(answer.body, account.register.path, 'post');
    expect(requiredFields(register, 'application/json')).toEqual(['phoneNumber', 'dialCode']);
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['200', '422', '429']));
    for (const [route, fields] of [
      [account.uploadProfileImage.path, ['file']],
      [properties.uploadMedia.path, ['propertyId', 'files']],
    ] as const) {
      const form = operationOf(answer.body, route, 'post');
      expect(requiredFields(form, 'multipart/form-data'), route).toEqual(fields);
    }
  });

  it('the OpenAPI document still builds after pages were rendered in the same process', async () => {
    // The rendering bundle has its own copy of the contract; named schemas once collided across copies.
    const fresh = await startTestServer();
    try {
      for (const page of ['/', '/recidence', '/add-property/1/5']) {
        expect((await fetch(`${fresh.url}${page}`, { headers: { accept: 'text/html' } })).status).toBe(200);
      }
      // A missing ad's page is rendered too, with its not-found state and 404.
      expect((await fetch(`${fresh.url}/recidence/12`, { headers: { accept: 'text/html' } })).status).toBe(
        404,
      );
      const answer = await fresh.call<OpenApiDocument>('GET', '/api/docs/json');
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body.components.schemas)).toContain('PropertyMedia');
    } finally {
      await fresh.close();
    }
  });

  it('GET /api/docs serves the OpenAPI UI', async () => {
    const response = await fetch(`${server.url}/api/docs`, { redirect: 'follow' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('swagger');
  });

  it('sets security headers (helmet) and a content security policy', async () => {
    const answer = await server.send(health.checkHealth);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(answer.headers.get('strict-transport-security')).toBeTruthy();
    expect(answer.headers.get('x-powered-by')).toBeNull();
  });

  it('CORS is same-origin by default: another origin gets no allow header', async () => {
    const answer = await server.send(health.checkHealth, {}, { headers: { origin: 'https://evil.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('every answer carries a request id, and the log lines carry the same id', async () => {
    const answer = await server.send(health.checkHealth);
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{8,}$/);
    expect(server.logs.some((line) => line.includes(`"reqId":"${String(id)}"`))).toBe(true);
    const chosen = await server.send(
      health.checkHealth,
      {},
      { headers: { 'x-request-id': 'trace-12345678' } },
    );
    expect(chosen.headers.get('x-request-id')).toBe('trace-12345678');
  });

  it('an unknown API path answers a localized 404 in the error shape', async () => {
    expect((await server.call('GET', '/api/nothing-here')).body).toEqual({
      message: 'البيانات المطلوبة غير موجودة',
    });
    const english = await server.call('GET', '/api/nothing-here', undefined, { language: 'en' });
    expect(english).toMatchObject({ status: 404, body: { message: "The requested data hasn't been found" } });
  });

  it('Accept-Language picks the language with q-values; Arabic by default', async () => {
    const ask = (header: string) =>
      server.call<ErrorAnswer>('GET', '/api/nothing', undefined, { headers: { 'accept-language': header } });
    expect((await ask('fr-FR, en;q=0.8, ar;q=0.5')).body.message).toMatch(/^The requested/);
    expect((await ask('en;q=0.2, ar-SA')).body.message).toMatch(/^البيانات/);
    expect((await ask('de')).body.message).toMatch(/^البيانات/);
  });

  it('page paths fall back to the web app (history routing), files and API paths do not', async () => {
    // A missing ad's page (`/recidence/12` here) answers 404 with the app: page-status.api.test.ts.
    for (const page of ['/', '/recidence', '/VerifyCode', '/add-property/1/5']) {
      const response = await fetch(`${server.url}${page}`, { headers: { accept: 'text/html' } });
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<html lang="ar" dir="rtl">');
    }
    expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/profiles/nothing.webp`)).status).toBe(404);
  });

  it('uploaded files cannot be reached outside the uploads folder', async () => {
    const response = await fetch(`${server.url}/uploads/..%2F..%2Fpglite%2FPG_VERSION`);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('compresses large API answers for clients that accept it, and only for them', async () => {
    // fetch itself: the test sets Accept-Encoding and reads the encoding of the answer.
    const path = `${server.url}${urlOf(lookupLists.region, { query: { PageSize: 100 } })}`;
    const brotli = await fetch(path, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(((await brotli.json()) as { data: unknown[] }).data.length).toBeGreaterThan(20);
    const gzip = await fetch(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(
      await (await fetch(path, { headers: { 'accept-encoding': 'identity' } })).json(),
    );
  });

  it('query parameter names match case-insensitively', async () => {
    const user = await signIn(server);
    // Raw: the query name in another letter case than the endpoint's.
    const answer = await server.call(
      'POST',
      `${account.refreshToken.path}?REFRESHTOKEN=${encodeURIComponent(user.refreshToken)}`,
    );
    expect(answer.status).toBe(200);
  });
});

describe('global rate limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('answers 429 with Retry-After and a localized message past the limit', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(await limited.call<ErrorAnswer>('GET', '/api/nothing', undefined, { language: 'en' }));
    expect(answers.slice(0, 5).every((answer) => answer.status === 404)).toBe(true);
    const refused = answers[5];
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused?.body.message).toMatch(/^Too many requests, try again in \d+ seconds$/);
  });

  it('the health check is not rate limited', async () => {
    for (let i = 0; i < 8; i += 1) expect((await limited.send(health.checkHealth)).status).toBe(200);
  });
});
