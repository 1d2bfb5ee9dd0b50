import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as auth from '#contract/endpoints/dashboard/auth.js';
import * as staffMembers from '#contract/endpoints/dashboard/staff.js';
import { staffPasswordResets } from '#server/db/schema/index.js';
import type { EmailMessage } from '#server/lib/email/index.js';
import { newSaudiMobile } from '#server/test/support/clients/sign-in-flow.js';
import {
  adminEnv,
  createRole,
  createStaff,
  lastResetCode,
  login,
  sentCount,
  type StaffAccount,
} from '#server/test/support/fixtures/staff-fixtures.js';
import { holdTable } from '#server/test/support/faults/hold-table.js';
import type { Language } from '#contract/common.js';
import { useAdmin, useTestServer } from '#server/test/support/suite.js';

let roleId: number;

const server = useTestServer(adminEnv);
const admin = useAdmin(server);
beforeAll(async () => {
  roleId = await createRole(server, admin.token, ['AllowLoginToDashboard']);
});

const forgot = (email: string, language: Language = 'en') =>
  server.send(auth.forgotPassword, { body: { email } }, { language });
const reset = (email: string, code: string, newPassword: string) =>
  server.send(auth.resetPassword, { body: { email, code, newPassword } }, { language: 'en' });
const REJECTED = 'The verification code is wrong or no longer valid; check it or request a new code';
const newMember = (phoneNumber?: string) =>
  createStaff(server, admin.token, roleId, phoneNumber ? { phoneNumber } : {});

/** Asks for a code and reads it from the outbox (the sending happens after the 202). */
async function codeFor(member: StaffAccount, to = member.email): Promise<string> {
  const before = await sentCount(server, to);
  expect((await forgot(member.email)).status).toBe(202);
  return lastResetCode(server, to, before);
}

describe('forgot password', () => {
  it('answers 202 with no body for a known and an unknown email alike', async () => {
    const member = await newMember();
    const known = await forgot(member.email);
    const unknown = await forgot('nobody-at-all@manzil.test');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(await sentCount(server, 'nobody-at-all@manzil.test')).toBe(0);
  });

  it('answers a known email while its account work is held: nothing per account runs before the answer', async () => {
    const member = await newMember();
    const release = await holdTable(server.deps.db, 'staff');
    try {
      const stillWaiting = new Promise<string>((resolve) => setTimeout(resolve, 3_000, 'still waiting'));
      const answered = forgot(member.email).then((answer) => answer.status);
      expect(await Promise.race([answered, stillWaiting])).toBe(202);
      expect(await sentCount(server, member.email)).toBe(0);
    } finally {
      await release();
    }
    expect(await lastResetCode(server, member.email)).toMatch(/^\d{6}$/);
  });

  it('emails a 6-digit code, in Arabic then English, to staff without a phone', async () => {
    const member = await newMember();
    expect((await forgot(member.email, 'ar')).status).toBe(202);
    const code = await lastResetCode(server, member.email);
    expect(code).toMatch(/^\d{6}$/);
    const { readFile } = await import('node:fs/promises');
    const lines = (await readFile(`${server.dataDir}/email-outbox.jsonl`, 'utf8')).trim().split('\n');
    const mail = JSON.parse(
      lines.filter((line) => line.includes(member.email)).at(-1) ?? '{}',
    ) as Partial<EmailMessage>;
    expect(mail.subject).toBe('رمز إعادة تعيين كلمة المرور | Your password reset code');
    expect(mail.text).toContain(code);
    expect(mail.text).toContain('صالح لمدة 10 دقائق');
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('texts the code to the staff phone when there is one', async () => {
    const phone = newSaudiMobile();
    const member = await newMember(phone.national);
    const code = await codeFor(member, phone.e164);
    expect(await sentCount(server, member.email)).toBe(0);
    expect((await reset(member.email, code, 'Brand-New-Secret-41')).status).toBe(204);
  });

  it('stores the code only as a hash', async () => {
    const member = await newMember();
    const code = await codeFor(member);
    const rows = await server.deps.db
      .select()
      .from(staffPasswordResets)
      .where(eq(staffPasswordResets.staffId, member.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('sends at most one code a minute and five an hour, silently', async () => {
    const member = await newMember();
    await codeFor(member);
    expect((await forgot(member.email)).status).toBe(202);
    // Codes are sent after the answer (it takes the same time either way): each request a minute after
    // the last one's code went out, as a person would send them.
    await expect.poll(() => sentCount(server, member.email), { timeout: 5_000 }).toBe(1);
    for (let request = 2; request <= 7; request += 1) {
      server.clock.advance(61);
      expect((await forgot(member.email)).status).toBe(202);
      await expect.poll(() => sentCount(server, member.email), { timeout: 5_000 }).toBe(Math.min(request, 5));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sentCount(server, member.email)).toBe(5);
  });

  it('sends nothing to a blocked staff member', async () => {
    const member = await newMember();
    await server.send(staffMembers.blockStaff, { params: { id: member.id } }, { token: admin.token });
    expect((await forgot(member.email)).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await sentCount(server, member.email)).toBe(0);
  });
});

describe('reset password', () => {
  it('sets the new password, ends every session and the code works once', async () => {
    const member = await newMember();
    const token = await login(server, member.email, member.password);
    const code = await codeFor(member);
    expect((await reset(member.email, code, 'Brand-New-Secret-42')).status).toBe(204);
    expect((await server.send(auth.getMe, {}, { token })).status).toBe(401);
    expect((await server.send(auth.login, { body: member })).status).toBe(422);
    expect((await login(server, member.email, 'Brand-New-Secret-42')).length).toBeGreaterThan(20);
    const again = await reset(member.email, code, 'Brand-New-Secret-43');
    expect(again.status).toBe(422);
    expect(again.error.message).toBe(REJECTED);
  });

  it('refuses a wrong code (422 on code) and burns the code after five tries', async () => {
    const member = await newMember();
    const code = await codeFor(member);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await reset(member.email, wrong, 'Brand-New-Secret-44');
      expect(answer.status).toBe(422);
      expect(answer.error.errors?.code).toEqual([REJECTED]);
    }
    const right = await reset(member.email, code, 'Brand-New-Secret-44');
    expect(right.status).toBe(422);
    expect(right.error.message).toBe(REJECTED);
  });

  it('counts parallel tries one by one', async () => {
    const member = await newMember();
    const code = await codeFor(member);
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.all(Array.from({ length: 12 }, () => reset(member.email, wrong, 'Brand-New-Secret-45')));
    const [row] = await server.deps.db
      .select()
      .from(staffPasswordResets)
      .where(eq(staffPasswordResets.staffId, member.id));
    expect(row?.attempts).toBe(5);
    expect((await reset(member.email, code, 'Brand-New-Secret-45')).status).toBe(422);
  });

  it('a code expires after 10 minutes', async () => {
    const member = await newMember();
    const code = await codeFor(member);
    server.clock.advance(10 * 60 + 1);
    const answer = await reset(member.email, code, 'Brand-New-Secret-46');
    expect(answer.status).toBe(422);
    expect(answer.error.message).toBe(REJECTED);
  });

  it('a new code replaces the previous one', async () => {
    const member = await newMember();
    const first = await codeFor(member);
    server.clock.advance(61);
    const second = await codeFor(member);
    if (first !== second) expect((await reset(member.email, first, 'Brand-New-Secret-47')).status).toBe(422);
    expect((await reset(member.email, second, 'Brand-New-Secret-47')).status).toBe(204);
  });

  it('answers a wrong code for a known email, a known email without a code and an unknown email alike (422, one message)', async () => {
    const member = await newMember();
    const code = await codeFor(member);
    const wrong = code === '000000' ? '111111' : '000000';
    const known = await reset(member.email, wrong, 'Brand-New-Secret-52');
    const withoutCode = await reset((await newMember()).email, wrong, 'Brand-New-Secret-52');
    const unknown = await reset('nobody-reset-alike@manzil.test', wrong, 'Brand-New-Secret-52');
    expect(known.status).toBe(422);
    expect(known.error.errors?.code).toEqual([REJECTED]);
    expect(withoutCode).toMatchObject({ status: known.status, error: known.error });
    expect(unknown).toMatchObject({ status: known.status, error: known.error });
    const arabic = await server.send(
      auth.resetPassword,
      { body: { email: member.email, code: wrong, newPassword: 'Brand-New-Secret-52' } },
      { language: 'ar' },
    );
    expect(arabic.error.errors?.code).toEqual([
      'رمز التحقق غير صحيح أو لم يعد صالحًا، تحقّق منه أو اطلب رمزًا جديدًا',
    ]);
  });

  it('lifts a sign-in lock', async () => {
    const member = await newMember();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await server.send(auth.login, { body: { email: member.email, password: `Wrong-${attempt}-xxxxx` } });
    }
    const code = await codeFor(member);
    expect((await reset(member.email, code, 'Brand-New-Secret-49')).status).toBe(204);
    expect(
      (await server.send(auth.login, { body: { email: member.email, password: 'Brand-New-Secret-49' } }))
        .status,
    ).toBe(200);
  });

  it('accepts Arabic-Indic digits in the code', async () => {
    const member = await newMember();
    const code = await codeFor(member);
    const arabic = code.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    expect((await reset(member.email, arabic, 'Brand-New-Secret-50')).status).toBe(204);
  });

  it('applies the password rules to the new password', async () => {
    const member = await newMember();
    const code = await codeFor(member);
    const cases: [string, string][] = [
      ['short-1', 'The password must have at least 10 characters'],
      ['Password123', 'This password is too common and easy to guess; choose a stronger one'],
      [member.email.toUpperCase(), 'The password must not be the email address'],
    ];
    for (const [password, message] of cases) {
      const answer = await reset(member.email, code, password);
      expect(answer.status).toBe(422);
      expect(answer.error.errors?.newPassword).toEqual([message]);
    }
    expect((await reset(member.email, code, 'Brand-New-Secret-51')).status).toBe(204);
  });
});

describe('change password', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    server.send(auth.changePassword, { body: { currentPassword, newPassword } }, { token, language: 'en' });

  it('replaces the password and ends the other sessions, keeping this one', async () => {
    const member = await newMember();
    const here = await login(server, member.email, member.password);
    const elsewhere = await login(server, member.email, member.password);
    expect((await change(here, member.password, 'Changed-Secret-Value-1')).status).toBe(204);
    expect((await server.send(auth.getMe, {}, { token: here })).status).toBe(200);
    expect((await server.send(auth.getMe, {}, { token: elsewhere })).status).toBe(401);
    expect((await login(server, member.email, 'Changed-Secret-Value-1')).length).toBeGreaterThan(20);
  });

  it('refuses a wrong current password on its field, counting towards the lock', async () => {
    const member = await newMember();
    const token = await login(server, member.email, member.password);
    const answer = await change(token, 'Not-My-Password-1', 'Changed-Secret-Value-2');
    expect(answer.status).toBe(422);
    expect(answer.error.errors?.currentPassword).toEqual(['The current password is not correct']);
    for (let attempt = 2; attempt <= 4; attempt += 1)
      await change(token, `Not-My-Password-${attempt}`, 'x'.repeat(12) + 'Zq1');
    const fifth = await change(token, 'Not-My-Password-5', 'Changed-Secret-Value-2');
    expect(fifth.status).toBe(429);
  });

  it('refuses the same password again, a common one and the email', async () => {
    const member = await newMember();
    const token = await login(server, member.email, member.password);
    const same = await change(token, member.password, member.password);
    expect(same.error.errors?.newPassword).toEqual(['The new password must differ from the current one']);
    const common = await change(token, member.password, 'qwertyuiop');
    expect(common.error.errors?.newPassword).toEqual([
      'This password is too common and easy to guess; choose a stronger one',
    ]);
    const email = await change(token, member.password, member.email);
    expect(email.error.errors?.newPassword).toEqual(['The password must not be the email address']);
  });

  it('needs a sign-in', async () => {
    expect((await change('', 'a', 'b')).status).toBe(401);
  });
});

describe('logs', () => {
  it('never hold a reset code or a password', async () => {
    const member = await newMember();
    const code = await codeFor(member);
    await reset(member.email, code, 'Logged-Never-Secret-9');
    const logs = server.logs.join('');
    // Log lines hold timestamps, so a code is looked for as a number of its own.
    expect(logs).not.toMatch(new RegExp(`(?<!\\w)${code}(?!\\w)`));
    expect(logs).not.toContain('Logged-Never-Secret-9');
    expect(logs).not.toContain(member.password);
  });
});
