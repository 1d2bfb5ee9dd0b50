import { readFile } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as account from '#contract/endpoints/account.js';
import { TERMS_VERSION } from '#contract/legal.js';
import { phoneVerifications, sessions, users } from '#server/db/schema/index.js';
import {
  newSaudiMobile,
  requestCode,
  userIdOf,
  wrongCodeFor,
} from '#server/test/support/clients/sign-in-flow.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';
import type { Language } from '#contract/common.js';
import { useTestServer } from '#server/test/support/suite.js';

const server = useTestServer();

const verify = (id: string, code: string, language: Language = 'ar') =>
  server.send(account.verifyCode, { body: { id, code, acceptedTermsVersion: TERMS_VERSION } }, { language });

async function freshCode() {
  const phone = newSaudiMobile();
  const registered = await requestCode(server, phone.national);
  expect(registered.status).toBe(200);
  return { ...phone, guid: registered.body.guid, code: await server.lastCode(phone.e164) };
}

async function sessionCount(userPhone: string): Promise<number> {
  const [row] = await server.deps.db
    .select({ n: count() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.phoneNumber, userPhone));
  return row?.n ?? 0;
}

describe('phone sign-in rules (decisions.md)', () => {
  it('the code is 5 digits and arrives in the user’s language', async () => {
    const phone = newSaudiMobile();
    await requestCode(server, phone.national);
    const english = newSaudiMobile();
    await server.send(
      account.register,
      { body: { phoneNumber: english.national, dialCode: '+966' } },
      { language: 'en' },
    );
    const outbox = (await readFile(server.deps.config.sms.outboxFile, 'utf8')).trim().split('\n');
    const texts = outbox.map((line) => JSON.parse(line) as { to: string; text: string; createdAt: string });
    expect(texts.find((m) => m.to === phone.e164)?.text).toMatch(/^رمز التحقق الخاص بك: \d{5}$/);
    expect(texts.find((m) => m.to === english.e164)?.text).toMatch(/^Your verification code: \d{5}$/);
    expect(Date.parse(texts[0]?.createdAt ?? '')).not.toBeNaN();
  });

  it('a correct code signs in and creates the account on first verification', async () => {
    const { guid, code, e164 } = await freshCode();
    const [before] = await server.deps.db.select().from(users).where(eq(users.phoneNumber, e164));
    expect(before).toBeUndefined();
    const answer = await verify(guid, code);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      token: expect.any(String) as string,
      refreshToken: expect.any(String) as string,
    });
    const [created] = await server.deps.db.select().from(users).where(eq(users.phoneNumber, e164));
    expect(created?.id).toBe(userIdOf(answer.body.token));
  });

  it('single use: a code that signed in once cannot sign in again', async () => {
    const { guid, code } = await freshCode();
    expect((await verify(guid, code)).status).toBe(200);
    const replay = await verify(guid, code, 'en');
    expect(replay.status).toBe(422);
    expect(replay.error.message).toBe('This verification code is no longer valid, please request a new code');
  });

  it('a wrong code answers 422 "رمز التحقق غير صحيح" / "Invalid verification code"', async () => {
    const { guid, code } = await freshCode();
    const arabic = await verify(guid, wrongCodeFor(code));
    expect(arabic.status).toBe(422);
    expect(arabic.error).toEqual({
      message: 'رمز التحقق غير صحيح',
      errors: { code: ['رمز التحقق غير صحيح'] },
    });
    const english = await verify(guid, wrongCodeFor(code), 'en');
    expect(english.error.message).toBe('Invalid verification code');
  });

  it('5-try cap: five wrong tries burn the code, and the 6th try fails even with the right code', async () => {
    const { guid, code } = await freshCode();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await verify(guid, wrongCodeFor(code), 'en')).error.message).toBe('Invalid verification code');
    }
    const sixth = await verify(guid, code, 'en');
    expect(sixth.status).toBe(422);
    expect(sixth.error.message).toMatch(/request a new code/);
  });

  it('5-minute expiry: the right code is refused after 5 minutes', async () => {
    const { guid, code } = await freshCode();
    server.clock.advance(5 * 60 + 1);
    const late = await verify(guid, code);
    expect(late.status).toBe(422);
    expect(late.error.message).toBe('رمز التحقق لم يعد صالحًا، يرجى طلب رمز جديد');
  });

  it('5-minute expiry: the right code still works just before 5 minutes', async () => {
    const { guid, code } = await freshCode();
    server.clock.advance(5 * 60 - 2);
    expect((await verify(guid, code)).status).toBe(200);
  });

  it('an unknown verification id asks for a new code', async () => {
    const unknown = await verify('7b0a3c55-0000-4000-8000-000000000000', '12345', 'en');
    expect(unknown.status).toBe(422);
    expect(unknown.error.message).toMatch(/request a new code/);
  });

  it('a new code kills the previous one', async () => {
    const phone = newSaudiMobile();
    const first = await requestCode(server, phone.national);
    const firstCode = await server.lastCode(phone.e164);
    server.clock.advance(61);
    const second = await requestCode(server, phone.national);
    const secondCode = await server.lastCode(phone.e164);
    expect((await verify(first.body.guid, firstCode)).status).toBe(422);
    expect((await verify(second.body.guid, secondCode)).status).toBe(200);
  });

  it('60 s resend cooldown per phone, with Retry-After', async () => {
    const phone = newSaudiMobile();
    expect((await requestCode(server, phone.national)).status).toBe(200);
    server.clock.advance(30);
    const early = await requestCode(server, phone.national);
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('retry-after'))).toBe(30);
    expect(early.error.message).toBe('يمكنك طلب رمز جديد بعد 30 ثانية');
    server.clock.advance(30);
    expect((await requestCode(server, phone.national)).status).toBe(200);
  });

  it('at most 3 codes per phone per hour', async () => {
    const phone = newSaudiMobile();
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await requestCode(server, phone.national)).status).toBe(200);
      server.clock.advance(61);
    }
    const fourth = await requestCode(server, phone.national);
    expect(fourth.status).toBe(429);
    const wait = Number(fourth.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(3000);
    // The message says how long, in minutes here, and (outbox in development) where the codes went.
    const outbox = server.deps.config.sms.outboxFile;
    expect(fourth.error.message).toBe(
      `طلبت رموزًا كثيرة، حاول مرة أخرى بعد ${Math.ceil(wait / 60)} دقيقة ` +
        `(بيئة التطوير: لا تُرسل رسائل SMS، والرموز في \u2066${outbox}\u2069. الحدود هنا هي حدود الإنتاج نفسها، ولكل رقم حدوده.)`,
    );
    const english = await requestCode(server, phone.national, { 'accept-language': 'en' });
    expect(english.error.message).toBe(
      `Too many codes requested, please try again in ${Math.ceil(wait / 60)} minutes ` +
        `(Development: no SMS is sent; the codes are in ${outbox}. The limits are the same as in production, and each number has its own.)`,
    );
    server.clock.advance(3600);
    expect((await requestCode(server, phone.national)).status).toBe(200);
  });

  it('at most 10 codes per phone per day', async () => {
    const phone = newSaudiMobile();
    for (let sent = 0; sent < 10; sent += 1) {
      expect((await requestCode(server, phone.national)).status).toBe(200);
      server.clock.advance(20 * 60 + 1);
    }
    const eleventh = await requestCode(server, phone.national);
    expect(eleventh.status).toBe(429);
    server.clock.advance(24 * 3600);
    expect((await requestCode(server, phone.national)).status).toBe(200);
  });

  it('at most 10 failed tries per phone (from one source) per 24 h, across codes', async () => {
    const phone = newSaudiMobile();
    for (let round = 0; round < 2; round += 1) {
      const registered = await requestCode(server, phone.national);
      const code = await server.lastCode(phone.e164);
      for (let attempt = 0; attempt < 5; attempt += 1) await verify(registered.body.guid, wrongCodeFor(code));
      server.clock.advance(61);
    }
    const blockedSend = await requestCode(server, phone.national, {});
    expect(blockedSend.status).toBe(429);
    expect(blockedSend.error.message).toMatch(/^محاولات خاطئة كثيرة، حاول مرة أخرى بعد \d+ ساعة /);
    server.clock.advance(24 * 3600);
    const registered = await requestCode(server, phone.national);
    expect(registered.status).toBe(200);
    expect((await verify(registered.body.guid, await server.lastCode(phone.e164))).status).toBe(200);
  });

  it('mobile-only: a Saudi landline is refused with a field error', async () => {
    const answer = await server.send(
      account.register,
      { body: { phoneNumber: '112345678', dialCode: '+966' } },
      { language: 'en' },
    );
    expect(answer.status).toBe(422);
    expect(answer.error).toEqual({
      message: 'Please enter a mobile number',
      errors: { phoneNumber: ['Please enter a mobile number'] },
    });
  });

  it('an unknown or malformed dial code is a 422 on dialCode, never a 500', async () => {
    for (const dialCode of ['+999', '+0', '+1234', '999', '+8', '٩٩٩', '+00', '0']) {
      const answer = await server.send(
        account.register,
        { body: { phoneNumber: '0551234567', dialCode } },
        { language: 'en' },
      );
      expect(answer.status, dialCode).toBe(422);
      expect(answer.error, dialCode).toEqual({
        message: 'The dial code is not valid',
        errors: { dialCode: ['The dial code is not valid'] },
      });
    }
  });

  it('only the configured countries: a UK mobile is refused', async () => {
    const answer = await server.send(account.register, {
      body: { phoneNumber: '7912345678', dialCode: '+44' },
    });
    expect(answer.status).toBe(422);
    expect(answer.error.message).toBe('أرقام هذه الدولة غير مدعومة حاليًا');
  });

  it('normalisation: 05…, 5… and +9665… are one number and one account', async () => {
    const phone = newSaudiMobile();
    const spellings = [`0${phone.national}`, phone.national, phone.e164];
    const userIds = new Set<string>();
    for (const spelling of spellings) {
      const registered = await server.send(account.register, {
        body: { phoneNumber: spelling, dialCode: '+966' },
      });
      expect(registered.status).toBe(200);
      const verified = await verify(registered.body.guid, await server.lastCode(phone.e164));
      userIds.add(userIdOf(verified.body.token));
      server.clock.advance(21 * 60);
    }
    expect(userIds.size).toBe(1);
    const rows = await server.deps.db.select().from(users).where(eq(users.phoneNumber, phone.e164));
    expect(rows).toHaveLength(1);
  });

  it('the same answer for a new and a known phone', async () => {
    const known = await freshCode();
    await verify(known.guid, known.code);
    server.clock.advance(61);
    const knownAgain = await requestCode(server, known.national);
    const unknown = await requestCode(server, newSaudiMobile().national);
    expect(knownAgain.status).toBe(unknown.status);
    expect(Object.keys(knownAgain.body)).toEqual(Object.keys(unknown.body));
    expect(knownAgain.body.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(knownAgain.body.guid).not.toBe(known.guid);
  });

  it('race safety: 20 parallel correct verifications create exactly one session', async () => {
    const { guid, code, e164 } = await freshCode();
    const answers = await Promise.all(Array.from({ length: 20 }, () => verify(guid, code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(19);
    expect(await sessionCount(e164)).toBe(1);
  });

  it('race safety: of 20 parallel wrong codes exactly the 5 the code allows are counted, the rest count nothing', async () => {
    // Issue 30 changed this rule: tries against a burned code no longer count (ADR 0026).
    const { guid, code } = await freshCode();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => verify(guid, wrongCodeFor(code), 'en')),
    );
    const messages = answers.map((answer) => answer.error.message);
    expect(messages.filter((message) => message === 'Invalid verification code')).toHaveLength(5);
    expect(messages.filter((message) => /request a new code/.test(message))).toHaveLength(15);
    const [row] = await server.deps.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.id, guid));
    expect(row?.attempts).toBe(5);
    expect((await verify(guid, code, 'en')).error.message).toMatch(/request a new code/);
  });

  it('race safety: a burst of parallel guesses gets no more than 5 tries at a code', async () => {
    // Each round: 29 wrong guesses and then the right code, all at once. With the 5-try cap applied
    // one try at a time, the right code arrives after the code is burned in nearly every round.
    let signedIn = 0;
    for (let round = 0; round < 5; round += 1) {
      const { guid, code } = await freshCode();
      const guesses = Array.from({ length: 29 }, (_, index) =>
        verify(guid, String((Number(code) + index + 1) % 100_000).padStart(5, '0')),
      );
      const answers = await Promise.all([...guesses, verify(guid, code)]);
      signedIn += answers.filter((answer) => answer.status === 200).length;
      server.clock.advance(24 * 3600);
    }
    expect(signedIn).toBeLessThanOrEqual(1);
  });

  it('codes are stored only as hashes, and appear in no answer and no log line', async () => {
    const { guid, code, e164 } = await freshCode();
    const [row] = await server.deps.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.id, guid));
    expect(row?.codeHash).toBeDefined();
    expect(row?.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    const answer = await verify(guid, code);
    const allLogs = server.logs.join('');
    expect(allLogs).not.toContain(`: ${code}`);
    expect(allLogs).not.toContain(e164);
    expect(allLogs).not.toContain(answer.body.refreshToken);
    expect(allLogs).not.toContain(answer.body.token);
  });

  it('Arabic-Indic digits in the code are accepted', async () => {
    const { guid, code } = await freshCode();
    const arabicDigits = code.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    expect((await verify(guid, arabicDigits)).status).toBe(200);
  });

  it('a code of the wrong length answers the spec’s message', async () => {
    const answer = await verify('7b0a3c55-0000-4000-8000-000000000000', '1234');
    expect(answer.status).toBe(422);
    expect(answer.error.errors?.code).toEqual(['رمز التحقق يجب أن يكون مكونًا من 5 أرقام']);
    const missing = await server.send(account.verifyCode, {
      body: { id: '7b0a3c55-0000-4000-8000-000000000000', code: undefined as never },
    });
    expect(missing.error.errors?.code).toEqual(['رمز التحقق مطلوب']);
  });

  it('required fields answer the spec’s Arabic messages', async () => {
    const answer = await server.send(account.register, { body: {} as never });
    expect(answer.status).toBe(422);
    expect(answer.error.errors).toEqual({
      phoneNumber: ['رقم الهاتف مطلوب'],
      dialCode: ['رمز الدولة مطلوب'],
    });
    expect(answer.error.message).toBe('رقم الهاتف مطلوب');
  });
});

describe('sending limits across phones', () => {
  let limited: TestServer;
  beforeAll(async () => {
    // No reserve for returning numbers here: these new numbers may spend the whole budget (ADR 0026).
    limited = await startTestServer({
      SMS_PER_IP_PER_10_MIN: '3',
      SMS_DAILY_BUDGET: '7',
      SMS_RETURNING_RESERVE_PERCENT: '0',
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('per-IP limit: the 4th code from one address in 10 minutes is refused, then allowed again', async () => {
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await requestCode(limited, newSaudiMobile().national)).status).toBe(200);
    }
    const fourth = await requestCode(limited, newSaudiMobile().national);
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    limited.clock.advance(10 * 60 + 1);
    expect((await requestCode(limited, newSaudiMobile().national)).status).toBe(200);
  });

  it('forged X-Forwarded-For headers do not escape the per-IP limit (proxies are not trusted by default)', async () => {
    limited.clock.advance(10 * 60 + 1);
    const forged = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });
    const answers = [];
    for (let n = 0; n < 4; n += 1)
      answers.push(await requestCode(limited, newSaudiMobile().national, forged(n)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
  });

  it('global daily SMS budget: sending stops when the budget is spent', async () => {
    limited.clock.advance(10 * 60 + 1);
    const overBudget = await requestCode(limited, newSaudiMobile().national);
    expect(overBudget.status).toBe(429);
    // Spent until the next UTC day: the message says how long, as Retry-After does.
    const hours = Math.ceil(Number(overBudget.headers.get('retry-after')) / 3600);
    expect(overBudget.error.message).toBe(`تعذر إرسال رمز التحقق الآن، حاول مرة أخرى بعد ${hours} ساعة`);
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({
      TRUST_PROXY: '1',
      SMS_PER_IP_PER_10_MIN: '2',
      SMS_DAILY_BUDGET: '5',
      SMS_RETURNING_RESERVE_PERCENT: '0',
    });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('the per-IP limit counts the address the proxy saw, not what the client wrote before it', async () => {
    const viaProxy = (client: string) => ({ 'x-forwarded-for': `6.6.6.6, ${client}` });
    expect((await requestCode(proxied, newSaudiMobile().national, viaProxy('198.51.100.1'))).status).toBe(
      200,
    );
    expect((await requestCode(proxied, newSaudiMobile().national, viaProxy('198.51.100.1'))).status).toBe(
      200,
    );
    expect((await requestCode(proxied, newSaudiMobile().national, viaProxy('198.51.100.1'))).status).toBe(
      429,
    );
    expect((await requestCode(proxied, newSaudiMobile().national, viaProxy('198.51.100.2'))).status).toBe(
      200,
    );
  });

  it('the global budget holds under parallel requests from many addresses', async () => {
    proxied.clock.advance(10 * 60 + 1);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        requestCode(proxied, newSaudiMobile().national, { 'x-forwarded-for': `192.0.2.${n + 1}` }),
      ),
    );
    // 3 codes were sent in the previous test; the budget of 5 leaves exactly 2.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(28);
  });
});
