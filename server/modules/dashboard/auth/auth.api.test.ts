import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as account from '#contract/endpoints/account.js';
import * as audit from '#contract/endpoints/dashboard/audit.js';
import * as auth from '#contract/endpoints/dashboard/auth.js';
import * as roles from '#contract/endpoints/dashboard/roles.js';
import * as staffMembers from '#contract/endpoints/dashboard/staff.js';
import * as notifications from '#contract/endpoints/notifications.js';
import * as properties from '#contract/endpoints/properties.js';
import { staff } from '#server/db/schema/index.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import {
  ADMIN,
  adminEnv,
  createRole,
  createStaff,
  login,
  loginAdmin,
  staffWith,
} from '#server/test/support/fixtures/staff-fixtures.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';
import type { Language } from '#contract/common.js';

let server: TestServer;
let adminToken: string;

beforeAll(async () => {
  // Tests choose the client's address with X-Forwarded-For, as a proxy in front would.
  server = await startTestServer({ ...adminEnv, TRUST_PROXY: '1' });
  adminToken = await loginAdmin(server);
});
afterAll(async () => {
  await server.close();
});

const tryLogin = (email: string, password: string, language: Language = 'en', from?: string) =>
  server.send(
    auth.login,
    { body: { email, password } },
    { language, ...(from ? { headers: { 'x-forwarded-for': from } } : {}) },
  );
const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

describe('staff sign-in', () => {
  it('answers a back-office token, its expiry and the role’s permissions', async () => {
    const answer = await tryLogin(ADMIN.email, ADMIN.password);
    expect(answer.status).toBe(200);
    expect(answer.body.permissions).toContain('AllowLoginToDashboard');
    expect(answer.body.permissions).toContain('AuditLog.ReadList');
    const claims = decode(answer.body.token);
    expect(claims.aud).toBe('manzil-dashboard');
    expect(claims.iss).toBe('manzil');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(8 * 3600);
    expect(new Date(answer.body.expiresAt).getTime()).toBe(Number(claims.exp) * 1000);
    expect(
      JSON.parse(Buffer.from(answer.body.token.split('.')[0] ?? '', 'base64url').toString()),
    ).toMatchObject({
      alg: 'HS256',
      typ: 'staff+jwt',
    });
  });

  it('takes the email in any letter case and with spaces around it', async () => {
    expect((await tryLogin(`  ${ADMIN.email.toUpperCase()} `, ADMIN.password)).status).toBe(200);
  });

  it('stores the password as an argon2id hash', async () => {
    const [row] = await server.deps.db.select().from(staff).where(eq(staff.email, ADMIN.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    expect(row?.passwordHash).not.toContain(ADMIN.password);
  });

  it('refuses a wrong password and an unknown email with the same localized answer', async () => {
    const member = await staffWith(server, adminToken, []);
    const wrong = await tryLogin(member.email, 'Not-The-Password-1');
    const unknown = await tryLogin('nobody-here@manzil.test', 'Not-The-Password-1');
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.error).toEqual({ message: 'Incorrect email or password' });
    expect(unknown.error).toEqual(wrong.error);
    const arabic = await tryLogin('nobody-here@manzil.test', 'Not-The-Password-1', 'ar');
    expect(arabic.error.message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  });

  it('spends about the same time on an unknown email as on a known one (dummy hash)', async () => {
    const member = await staffWith(server, adminToken, []);
    const time = async (email: string) => {
      const started = performance.now();
      await tryLogin(email, 'Not-The-Password-1');
      return performance.now() - started;
    };
    await time('warm-up@manzil.test');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      known.push(await time(member.email));
      unknown.push(await time(`ghost-${round}@manzil.test`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
    // Both run one argon2 verification (tens of milliseconds); a skipped one would be a few ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    expect(median(known)).toBeGreaterThan(median(unknown) * 0.5);
    // Three failures each: the unknown addresses are counted too, two under the lock.
    await server.deps.db.delete(staff).where(eq(staff.email, member.email));
  });

  it('locks an email from one address after five failures for 15 minutes (429, Retry-After, localized), then lets it in', async () => {
    const member = await staffWith(server, adminToken, []);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await tryLogin(member.email, `Wrong-Password-${attempt}`)).status).toBe(422);
    }
    const fifth = await tryLogin(member.email, 'Wrong-Password-5');
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('retry-after')).toBe('900');
    expect(fifth.error.message).toBe('Too many failed sign-in attempts, try again in 15 minutes');

    const right = await tryLogin(member.email, member.password, 'ar');
    expect(right.status).toBe(429);
    expect(right.error.message).toBe('محاولات دخول خاطئة كثيرة، حاول مرة أخرى بعد 15 دقيقة');

    server.clock.advance(10 * 60);
    const later = await tryLogin(member.email, member.password);
    expect(later.status).toBe(429);
    expect(Number(later.headers.get('retry-after'))).toBe(300);

    server.clock.advance(5 * 60 + 1);
    expect((await tryLogin(member.email, member.password)).status).toBe(200);
  });

  it('locks an unknown email the same way, so the lock does not tell which emails exist', async () => {
    const ghost = 'ghost-lock@manzil.test';
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      statuses.push((await tryLogin(ghost, `Wrong-Password-${attempt}`)).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 429, 429]);
  });

  it('wrong passwords from many addresses never lock the super-admin out: the right password from an address that has not failed signs in', async () => {
    for (let address = 1; address <= 8; address += 1) {
      const wrong = await tryLogin(ADMIN.email, `Wrong-Password-${address}`, 'en', `203.0.113.${address}`);
      expect(wrong.status).toBe(422);
    }
    expect((await tryLogin(ADMIN.email, ADMIN.password, 'en', '198.51.100.1')).status).toBe(200);
    expect((await tryLogin(ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  it('five failures lock the email for that address only; the same email from another address signs in', async () => {
    const member = await staffWith(server, adminToken, []);
    const attacker = '203.0.113.50';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await tryLogin(member.email, `Wrong-Password-${attempt}`, 'en', attacker)).status).toBe(422);
    }
    const fifth = await tryLogin(member.email, 'Wrong-Password-5', 'en', attacker);
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('retry-after')).toBe('900');
    expect((await tryLogin(member.email, member.password, 'en', attacker)).status).toBe(429);
    expect((await tryLogin(member.email, member.password, 'en', '198.51.100.50')).status).toBe(200);
  });

  it('failures across addresses pause each wrong answer longer, up to 3 s, the same for an unknown email, and never the right password', async () => {
    const member = await staffWith(server, adminToken, []);
    const pausesOf = async (email: string) => {
      const before = server.clock.pauses.length;
      for (let address = 1; address <= 10; address += 1) {
        expect((await tryLogin(email, `Wrong-Password-${address}`, 'en', `192.0.2.${address}`)).status).toBe(
          422,
        );
      }
      return server.clock.pauses.slice(before);
    };
    expect(await pausesOf(member.email)).toEqual([0.5, 1, 2, 3, 3]);
    expect(await pausesOf('ghost-slowed@manzil.test')).toEqual([0.5, 1, 2, 3, 3]);

    const before = server.clock.pauses.length;
    expect((await tryLogin(member.email, member.password, 'en', '198.51.100.60')).status).toBe(200);
    expect(server.clock.pauses.length).toBe(before);
  });

  it('counts parallel guesses one by one: at most five are checked', async () => {
    const member = await staffWith(server, adminToken, []);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => tryLogin(member.email, `Parallel-Guess-${index}`)),
    );
    const checked = answers.filter((answer) => answer.status === 422).length;
    expect(checked).toBeLessThanOrEqual(4);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(8);
    expect((await tryLogin(member.email, member.password)).status).toBe(429);
  });

  it('forgets failures older than the 15-minute window', async () => {
    const member = await staffWith(server, adminToken, []);
    for (let attempt = 1; attempt <= 4; attempt += 1) await tryLogin(member.email, `Wrong-${attempt}-xxxxx`);
    server.clock.advance(15 * 60 + 1);
    expect((await tryLogin(member.email, 'Wrong-again-xxxxx')).status).toBe(422);
    expect((await tryLogin(member.email, member.password)).status).toBe(200);
  });

  it('a success clears the count of failures', async () => {
    const member = await staffWith(server, adminToken, []);
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await tryLogin(member.email, `Wrong-${attempt}-xxxxx`)).status).toBe(422);
      }
      expect((await tryLogin(member.email, member.password)).status).toBe(200);
    }
  });

  it('refuses a role without AllowLoginToDashboard (403, localized)', async () => {
    const roleId = await createRole(server, adminToken, ['Roles.ReadList']);
    const member = await createStaff(server, adminToken, roleId);
    const answer = await tryLogin(member.email, member.password);
    expect(answer.status).toBe(403);
    expect(answer.error.message).toBe('You are not allowed to sign in to the back-office');
  });

  it('validates the body (422 with field errors)', async () => {
    const answer = await server.send(
      auth.login,
      { body: { email: 'not-an-email', password: '' } },
      { language: 'en' },
    );
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.error.errors ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
  });
});

describe('per-IP limit', () => {
  it('sign-in is limited per IP (429 with Retry-After)', async () => {
    const limited = await startTestServer({ STAFF_AUTH_PER_IP_PER_10_MIN: '3' });
    try {
      const statuses: number[] = [];
      for (let call = 0; call < 4; call += 1) {
        const answer = await limited.send(auth.login, {
          body: { email: 'ip@manzil.test', password: 'Whatever-123x' },
        });
        statuses.push(answer.status);
        if (answer.status === 429) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([422, 422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the signed-in staff member', () => {
  it('GET auth/me answers the profile and the role’s current permissions', async () => {
    const member = await staffWith(server, adminToken, ['Roles.ReadList']);
    const me = await server.send(auth.getMe, {}, { token: member.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: member.id,
      email: member.email,
      fullName: 'Test Staff',
      phoneNumber: null,
    });
    expect(me.body.permissions).toEqual(['AllowLoginToDashboard', 'Roles.ReadList']);
    expect(me.body).not.toHaveProperty('passwordHash');
  });

  it('logout ends the session of that token only', async () => {
    const member = await staffWith(server, adminToken, []);
    const other = await login(server, member.email, member.password);
    const out = await server.send(auth.logout, {}, { token: member.token });
    expect(out.status).toBe(204);
    expect((await server.send(auth.getMe, {}, { token: member.token })).status).toBe(401);
    expect((await server.send(auth.getMe, {}, { token: other })).status).toBe(200);
  });

  it('the token expires after 8 hours', async () => {
    const member = await staffWith(server, adminToken, []);
    server.clock.advance(8 * 3600 + 1);
    const answer = await server.send(auth.getMe, {}, { token: member.token, language: 'en' });
    expect(answer.status).toBe(401);
    expect(answer.error.message).toBe('Session expired, please login again');
    adminToken = await loginAdmin(server);
  });

  it('answers 401 without a token, with a localized message (HEAD too)', async () => {
    const answer = await server.send(auth.getMe);
    expect(answer.status).toBe(401);
    expect(answer.error.message).toBe('يرجى تسجيل الدخول');
    // HEAD is no endpoint's method: Fastify answers it from the GET route.
    expect((await server.call('HEAD', roles.listRoles.path)).status).toBe(401);
  });
});

describe('token separation', () => {
  it('a website token is refused on every /api/dashboard route kind (401)', async () => {
    const user = await signIn(server);
    const as = { token: user.token };
    const answers = [
      await server.send(auth.getMe, {}, as),
      await server.send(roles.listRoles, {}, as),
      await server.send(staffMembers.listStaff, {}, as),
      await server.send(audit.listAuditLog, {}, as),
      await server.send(roles.createRole, { body: { name: 'x', permissions: [] } }, as),
    ];
    for (const answer of answers) expect(answer.status).toBe(401);
  });

  it('a staff token is refused on website routes (401)', async () => {
    const member = await staffWith(server, adminToken, []);
    const profile = await server.send(
      account.getProfile,
      { params: { id: member.id } },
      { token: member.token },
    );
    expect(profile.status).toBe(401);
    const list = await server.send(notifications.listNotifications, {}, { token: member.token });
    expect(list.status).toBe(401);
    const favorites = await server.send(properties.listFavorites, {}, { token: member.token });
    expect(favorites.status).toBe(401);
  });

  it('a staff token re-signed with the website key is still refused by the website (type and audience)', async () => {
    const { SignJWT } = await import('jose');
    const member = await staffWith(server, adminToken, []);
    const claims = decode(member.token);
    const resigned = await new SignJWT({ ...claims, phone_number: '+966500000000' })
      .setProtectedHeader({ alg: 'HS256', typ: 'staff+jwt' })
      .sign(server.deps.secrets.jwtKey);
    expect(
      (await server.send(account.getProfile, { params: { id: member.id } }, { token: resigned })).status,
    ).toBe(401);
  });

  it('a website token re-signed with the staff key is still refused by the back-office', async () => {
    const { SignJWT } = await import('jose');
    const user = await signIn(server);
    const resigned = await new SignJWT(decode(user.token))
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(server.deps.secrets.staffJwtKey);
    expect((await server.send(auth.getMe, {}, { token: resigned })).status).toBe(401);
  });
});

describe('logs', () => {
  it('never hold a password or a token', async () => {
    const member = await staffWith(server, adminToken, []);
    await tryLogin(member.email, 'Secret-Wrong-Guess-77');
    const logs = server.logs.join('');
    expect(logs).not.toContain(member.password);
    expect(logs).not.toContain('Secret-Wrong-Guess-77');
    expect(logs).not.toContain(ADMIN.password);
    expect(logs).not.toContain(member.token);
    expect(logs).not.toContain(adminToken);
  });
});
