import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { pathOf, type EndpointDefinition, type ErrorAnswer, type Method } from '#contract/endpoint.js';
import * as account from '#contract/endpoints/account.js';
import { TERMS_VERSION } from '#contract/legal.js';
import * as health from '#contract/endpoints/health.js';
import * as properties from '#contract/endpoints/properties.js';
import {
  phoneVerifications,
  properties as propertiesTable,
  sessions,
  users,
} from '#server/db/schema/index.js';
import { newSaudiMobile, requestCode, signIn, type SignedIn } from '../support/sign-in-flow.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

let server: TestServer;
let user: SignedIn;

beforeAll(async () => {
  server = await startTestServer({ BODY_LIMIT_BYTES: String(64 * 1024) });
  user = await signIn(server);
});
afterAll(async () => {
  await server.close();
});

interface Route {
  method: Method;
  label: string;
  path: () => string;
  signedIn: boolean;
}

const on = (
  endpoint: EndpointDefinition,
  label: string,
  signedIn: boolean,
  path = () => endpoint.path,
): Route => ({ method: endpoint.method, label, path, signedIn });

const routes: Route[] = [
  on(account.register, 'account/register', false),
  on(account.verifyCode, 'account/verifycode', false),
  on(account.refreshToken, 'account/refresh-token', false),
  on(account.logout, 'account/logout', false),
  on(account.updateProfile, 'account/updateprofile', true),
  on(account.uploadProfileImage, 'account/uploadprofileimage', true),
  on(account.getProfile, 'account/{id}', true, () => pathOf(account.getProfile, { id: user.userId })),
  // The trailing slash (which the router ignores) is how the first test below tells this route.
  on(account.deleteAccount, 'account/', true, () => `${account.deleteAccount.path}/`),
  on(properties.saveResidence, 'property/AddResidenceDetail', true),
  on(properties.saveIndustry, 'property/AddIndustryDetail', true),
  on(properties.setFavorite, 'property/set-favorite', true),
  on(properties.changeStatus, 'property/{id}/status', true, () => pathOf(properties.changeStatus, { id: 1 })),
  on(properties.reorderMedia, 'property/{id}/media-order', true, () =>
    pathOf(properties.reorderMedia, { id: 1 }),
  ),
  on(properties.uploadMedia, 'property/uploadPropertyMedia', true),
  on(properties.deleteProperty, 'property/{id}', true, () => pathOf(properties.deleteProperty, { id: 1 })),
];

const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) });

/** Raw bodies sent as application/json. */
const hostileBodies: [string, string][] = [
  ['malformed JSON', '{"phoneNumber": '],
  ['a bare string', '"hello"'],
  ['null', 'null'],
  ['an array', '[1,2,3]'],
  ['a number', '42'],
  ['wrong types', JSON.stringify({ phoneNumber: 5, dialCode: true, code: [], id: {}, refreshToken: 1 })],
  [
    'nulls everywhere',
    JSON.stringify({ phoneNumber: null, dialCode: null, code: null, id: null, fullName: null }),
  ],
  ['prototype pollution', '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'],
  ['deep nesting', JSON.stringify(deep(500))],
  ['huge string', JSON.stringify({ phoneNumber: 'ش'.repeat(20_000), fullName: 'x'.repeat(30_000) })],
  [
    'unicode oddities',
    JSON.stringify({ phoneNumber: '\u202e٠٥\u0000\ud83d\ude00', code: '١٢٣٤٥٦', email: '𝓪@𝓫.𝓬' }),
  ],
  ['SQL-looking text', JSON.stringify({ phoneNumber: "0'; drop table users; --", dialCode: "+966' or 1=1" })],
  [
    'extra fields',
    JSON.stringify({ phoneNumber: '0551234567', dialCode: '+966', isAdmin: true, role: 'staff' }),
  ],
  ['empty object', '{}'],
];

async function countRows() {
  const [u] = await server.deps.db.select({ n: count() }).from(users);
  const [s] = await server.deps.db.select({ n: count() }).from(sessions);
  const [v] = await server.deps.db.select({ n: count() }).from(phoneVerifications);
  const [p] = await server.deps.db.select({ n: count() }).from(propertiesTable);
  return { users: u?.n, sessions: s?.n, verifications: v?.n, properties: p?.n };
}

describe('hostile input on every account and property write route', () => {
  for (const route of routes.filter((r) => r.method !== 'GET')) {
    for (const [name, raw] of hostileBodies) {
      it(`${route.method} ${route.label} with ${name}: a 4xx in the contract's shape`, async () => {
        const caller = route.path().endsWith('/account/') ? await signIn(server) : user;
        const before = await countRows();
        const answer = await server.call(route.method, route.path(), raw, {
          token: route.signedIn ? caller.token : undefined,
          headers: { 'content-type': 'application/json' },
        });
        expectContractErrorShape(answer.status, answer.body);
        if (answer.status >= 400) expect(await countRows()).toEqual(before);
      });
    }
  }

  it('an oversized body answers 413 on every route', async () => {
    const big = JSON.stringify({ phoneNumber: 'x'.repeat(100 * 1024) });
    for (const route of routes.filter((r) => r.method === 'POST')) {
      const answer = await server.call(route.method, route.path(), big, {
        token: route.signedIn ? user.token : undefined,
        language: 'en',
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status, route.path()).toBe(413);
      expect(answer.body).toEqual({ message: 'The request is too large' });
    }
  });

  it('odd content types answer 400 or 415, never 5xx', async () => {
    for (const route of routes.filter((r) => r.method === 'POST')) {
      for (const type of [
        'text/plain',
        'application/xml',
        'multipart/form-data; boundary=zzz',
        'image/png',
      ]) {
        const answer = await server.call<ErrorAnswer>(route.method, route.path(), '<x>1</x>', {
          token: route.signedIn ? user.token : undefined,
          headers: { 'content-type': type },
        });
        expect([400, 401, 415], `${route.path()} ${type} → ${answer.status}`).toContain(answer.status);
        expect(answer.body.message).toEqual(expect.any(String));
      }
    }
  });

  // Raw: these path and query texts are sent as they are, not encoded as typed values would be.
  it('garbage path parameters and query strings answer 4xx', async () => {
    for (const id of [
      '%',
      '..%2F..%2Fetc%2Fpasswd',
      "1' or '1'='1",
      'x'.repeat(300),
      '%F0%9F%98%80',
      '%00',
    ]) {
      const answer = await server.call('GET', account.getProfile.path.replace(':id', id), undefined, {
        token: user.token,
      });
      expect(answer.status, id).toBeGreaterThanOrEqual(400);
      expect(answer.status, id).toBeLessThan(500);
    }
    for (const query of ['refreshToken=', 'refreshToken=a&refreshToken=b', 'refreshToken[x]=1', '%%%']) {
      const answer = await server.call('POST', `${account.refreshToken.path}?${query}`);
      expect(answer.status, query).toBeGreaterThanOrEqual(400);
      expect(answer.status, query).toBeLessThan(500);
    }
  });

  it('garbage authorization headers answer 401', async () => {
    for (const header of [
      'Bearer',
      'Bearer ',
      'Basic abc',
      'Bearer a.b.c',
      `Bearer ${'x'.repeat(5000)}`,
      'Bearer \u00e9\u00ff',
    ]) {
      const answer = await server.send(
        account.getProfile,
        { params: { id: user.userId } },
        { headers: { authorization: header } },
      );
      expect(answer.status, header).toBe(401);
    }
  });

  it('a NUL character in any text field answers 422 and uses nothing up', async () => {
    const profile = await server.send(
      account.updateProfile,
      { body: { fullName: 'a\u0000b' } },
      { token: user.token, language: 'en' },
    );
    expect(profile.status).toBe(422);
    expect(profile.error.errors).toEqual({ fullName: ['This value is not valid'] });
    const phone = newSaudiMobile();
    const registered = await requestCode(server, phone.national);
    const code = await server.lastCode(phone.e164);
    const withNul = await server.send(account.verifyCode, {
      body: { id: registered.body.guid, code, deviceId: 'a\u0000b' },
    });
    expect(withNul.status).toBe(422);
    const clean = await server.send(account.verifyCode, {
      body: { id: registered.body.guid, code, acceptedTermsVersion: TERMS_VERSION },
    });
    expect(clean.status).toBe(200);
  });

  it('a multipart body on a JSON route answers 400', async () => {
    const form = new FormData();
    form.append('phoneNumber', '0551234567');
    form.append('dialCode', '+966');
    // Raw: a form where the endpoint takes JSON.
    const answer = await server.call('POST', account.register.path, form, { language: 'en' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'This content type is not accepted here' });
  });

  it('a Content-Length that does not match the body answers 400 in the error shape', async () => {
    const { port } = new URL(server.url);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(`POST ${account.register.path} HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}`);
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw).toContain('{"message":"الطلب غير صالح"}');
  });

  it('the server is still healthy afterwards', async () => {
    expect((await server.send(health.checkHealth)).body).toEqual({ status: 'ok' });
    expect(server.logs.join('')).not.toContain('"level":50');
  });
});

function expectContractErrorShape(status: number, body: unknown) {
  expect(status).toBeGreaterThanOrEqual(200);
  expect(status).toBeLessThan(500);
  if (status >= 400) {
    expect(body).toMatchObject({ message: expect.any(String) as string });
    const keys = Object.keys(body as object);
    expect(keys.every((key) => key === 'message' || key === 'errors')).toBe(true);
  }
}
