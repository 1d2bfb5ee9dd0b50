import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import * as account from '#contract/endpoints/account.js';
import { refreshTokens, sessions } from '#server/db/schema/index.js';
import { NAME_IDENTIFIER_CLAIM } from '#server/lib/auth/jwt.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { useTestServer } from '#server/test/support/suite.js';

const server = useTestServer();

const decode = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;
const profileOf = (user: SignedIn, token = user.token) =>
  server.send(account.getProfile, { params: { id: user.userId } }, { token });
const refresh = (refreshToken: string) => server.send(account.refreshToken, { body: { refreshToken } });
/** The form api.md first described, kept working for one release (deprecated). */
const refreshInQuery = (refreshToken: string) =>
  server.send(
    account.refreshToken,
    { query: { refreshToken } },
    { headers: { 'x-request-id': requestId() } },
  );
let requests = 0;
const requestId = () => `tokens-test-${String((requests += 1))}`;
const DEPRECATION = 'the refresh token in the query string is deprecated';
/** Log lines of one request that say the query form is deprecated. */
const deprecationLines = (id: string) =>
  server.logs.filter((line) => line.includes(DEPRECATION) && line.includes(`"reqId":"${id}"`));

describe('access token (JWT)', () => {
  it('carries the name-identifier claim, sub, sid, phone_number, iss/aud and lives 15 minutes', async () => {
    const user = await signIn(server);
    const [header = '', payload = ''] = user.token.split('.');
    expect(decode(header)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = decode(payload);
    expect(claims[NAME_IDENTIFIER_CLAIM]).toBe(user.userId);
    expect(claims.sub).toBe(user.userId);
    expect(claims.sid).toEqual(expect.any(String));
    expect(claims.phone_number).toBe(user.e164);
    expect(claims.iss).toBe('manzil');
    expect(claims.aud).toBe('manzil-website');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
  });

  it('opens the caller’s own profile', async () => {
    const user = await signIn(server);
    expect((await profileOf(user)).status).toBe(200);
  });

  it('expires after 15 minutes', async () => {
    const user = await signIn(server);
    server.clock.advance(15 * 60 + 1);
    const answer = await server.send(
      account.getProfile,
      { params: { id: user.userId } },
      { token: user.token, language: 'en' },
    );
    expect(answer.status).toBe(401);
    expect(answer.error.message).toBe('Session expired, please login again');
  });

  it('refuses alg:none', async () => {
    const user = await signIn(server);
    const [, payload = ''] = user.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await profileOf(user, none)).status).toBe(401);
  });

  it('refuses a tampered payload', async () => {
    const user = await signIn(server);
    const other = await signIn(server);
    const [header = '', payload = '', signature = ''] = user.token.split('.');
    const claims = { ...decode(payload), sub: other.userId };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect((await profileOf(other, forged)).status).toBe(401);
  });

  it('refuses a token signed with another key or another algorithm', async () => {
    const user = await signIn(server);
    const claims = decode(user.token.split('.')[1] ?? '');
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('a-completely-different-secret-key-123456'));
    expect((await profileOf(user, otherKey)).status).toBe(401);
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(server.deps.secrets.jwtKey);
    expect((await profileOf(user, hs512)).status).toBe(401);
  });

  it('refuses a token with the wrong audience or issuer', async () => {
    const user = await signIn(server);
    const claims = decode(user.token.split('.')[1] ?? '');
    for (const change of [{ aud: 'someone-else' }, { iss: 'someone-else' }]) {
      const token = await new SignJWT({ ...claims, ...change })
        .setProtectedHeader({ alg: 'HS256' })
        .sign(server.deps.secrets.jwtKey);
      expect((await profileOf(user, token)).status).toBe(401);
    }
  });

  it('answers 401 without a token, with a localized message', async () => {
    const answer = await server.send(account.getProfile, {
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(answer.status).toBe(401);
    expect(answer.error.message).toBe('يرجى تسجيل الدخول');
  });
});

describe('refresh token', () => {
  it('is stored only as a hash', async () => {
    const user = await signIn(server);
    const rows = await server.deps.db.select().from(refreshTokens);
    expect(rows.some((row) => row.tokenHash === user.refreshToken)).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(user.refreshToken);
  });

  it('rotates: each refresh answers a new pair and the new token works', async () => {
    const user = await signIn(server);
    const first = await refresh(user.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(user.refreshToken);
    expect((await profileOf(user, first.body.token)).status).toBe(200);
    server.clock.advance(11);
    const second = await refresh(first.body.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.body.refreshToken);
  });

  it('grace: replaying the immediate parent within 10 s answers the current pair (two tabs)', async () => {
    const user = await signIn(server);
    const [tabA, tabB] = await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)]);
    expect(tabA.status).toBe(200);
    expect(tabB.status).toBe(200);
    expect(tabB.body.refreshToken).toBe(tabA.body.refreshToken);
    server.clock.advance(9);
    const late = await refresh(user.refreshToken);
    expect(late.status).toBe(200);
    expect(late.body.refreshToken).toBe(tabA.body.refreshToken);
    expect((await refresh(tabA.body.refreshToken)).status).toBe(200);
  });

  it('reuse after the grace window revokes the whole session', async () => {
    const user = await signIn(server);
    const rotated = await refresh(user.refreshToken);
    server.clock.advance(11);
    const replay = await refresh(user.refreshToken);
    expect(replay.status).toBe(401);
    expect((await refresh(rotated.body.refreshToken)).status).toBe(401);
    expect((await profileOf(user, rotated.body.token)).status).toBe(401);
  });

  it('reuse of an older ancestor revokes the session even inside 10 s', async () => {
    const user = await signIn(server);
    const second = await refresh(user.refreshToken);
    const third = await refresh(second.body.refreshToken);
    expect(third.status).toBe(200);
    expect((await refresh(user.refreshToken)).status).toBe(401);
    expect((await refresh(third.body.refreshToken)).status).toBe(401);
  });

  it('an unknown refresh token answers 401', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
  });

  it('idle expiry: unused for 30 days, the session ends', async () => {
    const user = await signIn(server);
    server.clock.advance(30 * 24 * 3600 + 1);
    expect((await refresh(user.refreshToken)).status).toBe(401);
  });

  it('absolute expiry: after 90 days the session ends even when used every day', async () => {
    const user = await signIn(server);
    let current = user.refreshToken;
    for (let day = 0; day < 3; day += 1) {
      server.clock.advance(29 * 24 * 3600);
      const answer = await refresh(current);
      expect(answer.status).toBe(200);
      current = answer.body.refreshToken;
    }
    server.clock.advance(3 * 24 * 3600 + 1);
    expect((await refresh(current)).status).toBe(401);
  });

  it('the refresh token never reaches the logs, though it travels in the query string', async () => {
    const user = await signIn(server);
    await refreshInQuery(user.refreshToken);
    // The query name percent-encoded (refresh%54oken): no typed query writes it so.
    await server.call(
      'POST',
      `${account.refreshToken.path}?refresh%54oken=${encodeURIComponent(user.refreshToken)}`,
    );
    const logs = server.logs.join('');
    expect(logs).not.toContain(user.refreshToken);
    expect(logs).not.toContain(encodeURIComponent(user.refreshToken));
    expect(logs).toContain('/refresh-token?[query redacted]');
  });
});

describe('where the refresh token travels', () => {
  it('in the body: the pair rotates and no deprecation is logged', async () => {
    const user = await signIn(server);
    const id = requestId();
    const answer = await server.send(
      account.refreshToken,
      { body: { refreshToken: user.refreshToken } },
      { headers: { 'x-request-id': id } },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.refreshToken).not.toBe(user.refreshToken);
    expect((await profileOf(user, answer.body.token)).status).toBe(200);
    expect(server.logs.some((line) => line.includes(`"reqId":"${id}"`))).toBe(true);
    expect(deprecationLines(id)).toEqual([]);
  });

  it('in the query string (deprecated, kept for one release): still rotates, with one warning that holds no token', async () => {
    const user = await signIn(server);
    const before = requests;
    const answer = await refreshInQuery(user.refreshToken);
    expect(answer.status).toBe(200);
    const id = `tokens-test-${String(before + 1)}`;
    const lines = deprecationLines(id);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 40, msg: DEPRECATION });
    expect(lines[0]).not.toContain(user.refreshToken);
    expect(lines[0]).not.toContain(answer.body.refreshToken);
    // The rotated token is refused on reuse the same way whichever form presented it.
    server.clock.advance(11);
    expect((await refresh(user.refreshToken)).status).toBe(401);
  });

  it('both forms at once: the body’s token is the one used, and nothing is deprecated', async () => {
    const user = await signIn(server);
    const id = requestId();
    const answer = await server.send(
      account.refreshToken,
      { body: { refreshToken: user.refreshToken }, query: { refreshToken: 'not-a-token' } },
      { headers: { 'x-request-id': id } },
    );
    expect(answer.status).toBe(200);
    expect(deprecationLines(id)).toEqual([]);
  });

  it.each([
    ['no body and no query', undefined, ''],
    ['an empty body', {}, ''],
    ['an empty token in the body', { refreshToken: '' }, ''],
    ['an empty token in the query', undefined, '?refreshToken='],
  ])('%s: 422 on refreshToken, localized', async (_name, body, query) => {
    // Raw: the typed calls always carry a token.
    const answer = await server.call<{ message: string; errors?: Record<string, string[]> }>(
      'POST',
      `${account.refreshToken.path}${query}`,
      body === undefined ? undefined : JSON.stringify(body),
      { language: 'en', headers: body === undefined ? {} : { 'content-type': 'application/json' } },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ refreshToken: ['This field is required'] });
  });

  it('the OpenAPI document takes the token in the body and marks the query parameter deprecated', async () => {
    interface Operation {
      parameters?: { name: string; in: string; deprecated?: boolean; required?: boolean }[];
      requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
    }
    const document = (
      await server.call<{ paths: Record<string, Record<string, Operation>> }>('GET', '/api/docs/json')
    ).body;
    const operation = document.paths[account.refreshToken.path]?.post;
    expect(operation?.parameters).toEqual([
      expect.objectContaining({ name: 'refreshToken', in: 'query', deprecated: true, required: false }),
    ]);
    const schema = operation?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(schema?.properties ?? {})).toEqual(['refreshToken']);
  });
});

describe('logout', () => {
  it('revokes the session at once: the access token and the refresh token stop working', async () => {
    const user = await signIn(server);
    const answer = await server.send(account.logout, { body: { refreshToken: user.refreshToken } });
    expect(answer.status).toBe(204);
    expect((await profileOf(user)).status).toBe(401);
    expect((await refresh(user.refreshToken)).status).toBe(401);
    const [session] = await server.deps.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(session?.revokedReason).toBe('logout');
  });

  it('ends only that session: another device stays signed in', async () => {
    const user = await signIn(server);
    server.clock.advance(61);
    const otherDevice = await signIn(server, user.e164);
    expect(otherDevice.userId).toBe(user.userId);
    await server.send(account.logout, { body: { refreshToken: user.refreshToken } });
    expect((await profileOf(user, otherDevice.token)).status).toBe(200);
  });

  it('with an unknown token answers 204 and changes nothing', async () => {
    expect((await server.send(account.logout, { body: { refreshToken: 'unknown' } })).status).toBe(204);
  });
});
