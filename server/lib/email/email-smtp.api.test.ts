import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as auth from '#contract/endpoints/dashboard/auth.js';
import * as health from '#contract/endpoints/health.js';
import { EmailDeliveryError, staffAddress } from '#server/lib/email/index.js';
import { smtpSender } from '#server/lib/email/smtp.js';
import {
  startFakeSmtpServer,
  type FakeSmtpServer,
  type ReceivedMail,
} from '#server/test/support/fakes/fake-smtp-server.js';
import { scanText } from '#server/test/support/logs/log-scan.js';
import { leaves, readMime } from '#server/test/support/readers/mime-message.js';
import {
  adminEnv,
  createRole,
  createStaff,
  login,
  loginAdmin,
  type StaffAccount,
} from '#server/test/support/fixtures/staff-fixtures.js';
import { startTcpProxy, type TcpProxy } from '#server/test/support/faults/tcp-proxy.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';

const SMTP = { user: 'manzil-mailer', pass: 'smtp-pass-for-tests-7f3a' };
const FROM = { name: 'منزل', address: 'no-reply@manzil.test' };
const NOT_SENT = 'password reset code not sent';

let smtp: FakeSmtpServer;
/** Between the server and the SMTP server, so a test can take SMTP away and bring it back. */
let link: TcpProxy;
let server: TestServer;
let adminToken: string;
let roleId: number;

beforeAll(async () => {
  smtp = await startFakeSmtpServer(SMTP);
  link = await startTcpProxy({ host: '127.0.0.1', port: smtp.port });
  server = await startTestServer({
    ...adminEnv,
    EMAIL_PROVIDER: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(link.port),
    SMTP_USER: SMTP.user,
    SMTP_PASSWORD: SMTP.pass,
    // The local SMTP server offers no STARTTLS; a production relay must.
    SMTP_REQUIRE_TLS: 'false',
    SMTP_TIMEOUT_SECONDS: '1',
    EMAIL_FROM: `${FROM.name} <${FROM.address}>`,
  });
  adminToken = await loginAdmin(server);
  roleId = await createRole(server, adminToken, ['AllowLoginToDashboard']);
});
afterAll(async () => {
  await server.close();
  await link.close();
  await smtp.close();
});

/** A staff member without a phone: their reset code goes by email. */
const newMember = () => createStaff(server, adminToken, roleId);

async function forgot(member: StaffAccount): Promise<void> {
  const answer = await server.send(
    auth.forgotPassword,
    { body: { email: member.email } },
    { language: 'en' },
  );
  expect(answer.status).toBe(202);
}

async function mailTo(email: string): Promise<ReceivedMail> {
  await expect
    .poll(() => smtp.received.some((mail) => mail.to.includes(email)), { timeout: 10_000 })
    .toBe(true);
  const mail = smtp.received.find((item) => item.to.includes(email));
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/** The warning the flow writes when the code could not leave, as its JSON fields. */
async function notSentWarning(
  member: StaffAccount,
): Promise<{ channel: string; err: Record<string, string> }> {
  const line = () => server.logs.find((text) => text.includes(NOT_SENT) && text.includes(member.id));
  await expect.poll(line, { timeout: 15_000 }).toBeDefined();
  return JSON.parse(line() ?? '{}') as { channel: string; err: Record<string, string> };
}

function expectNothingSecretLogged(): void {
  const logs = server.logs.join('');
  expect(logs).not.toContain(SMTP.pass);
  expect(logs).not.toContain(Buffer.from(`\u0000${SMTP.user}\u0000${SMTP.pass}`).toString('base64'));
  expect(scanText(logs, 'email-smtp')).toEqual([]);
}

describe('staff password reset over SMTP', () => {
  it('mails the code in Arabic then English, as text and right-to-left HTML, and the code resets the password', async () => {
    const member = await newMember();
    await forgot(member);
    const mail = await mailTo(member.email);
    expect(mail).toMatchObject({ from: FROM.address, to: [member.email] });

    const message = readMime(mail.raw);
    expect(message.headers.get('to')).toBe(member.email);
    expect(message.headers.get('from')).toBe(`${FROM.name} <${FROM.address}>`);
    expect(message.headers.get('subject')).toBe('رمز إعادة تعيين كلمة المرور | Your password reset code');
    expect(message.headers.get('mime-version')).toBe('1.0');
    expect(message.headers.get('content-type')).toMatch(/^multipart\/alternative;/);
    const [text, html, ...others] = leaves(message);
    expect(others).toEqual([]);
    expect(text?.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(html?.headers.get('content-type')).toBe('text/html; charset=utf-8');

    const code = /\b(\d{6})\b/.exec(text?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const textBody = text?.body ?? '';
    expect(textBody.match(new RegExp(code, 'g'))).toHaveLength(2);
    expect(textBody.indexOf('إعادة تعيين كلمة مرور لوحة التحكم')).toBeGreaterThan(-1);
    expect(textBody.indexOf('Reset your back-office password')).toBeGreaterThan(
      textBody.indexOf('إعادة تعيين كلمة مرور لوحة التحكم'),
    );
    const htmlBody = html?.body ?? '';
    expect(htmlBody).toMatch(/^<!doctype html>\r?\n<html lang="ar" dir="rtl">/);
    expect(htmlBody.indexOf('<div lang="ar" dir="rtl"')).toBeLessThan(
      htmlBody.indexOf('<div lang="en" dir="ltr"'),
    );
    expect(htmlBody.match(new RegExp(`>${code}<`, 'g'))).toHaveLength(2);
    expect(htmlBody).not.toMatch(/\ssrc=|<link|url\(/i);

    const reset = await server.send(auth.resetPassword, {
      body: { email: member.email, code, newPassword: 'Brand-New-Secret-58' },
    });
    expect(reset.status).toBe(204);
    expect((await login(server, member.email, 'Brand-New-Secret-58')).length).toBeGreaterThan(20);
    expect(server.logs.join('')).not.toContain(code);
    expectNothingSecretLogged();
  });

  it('when the SMTP server refuses the login: the same 202, a warning without secrets, and mail flows again once it accepts', async () => {
    const member = await newMember();
    const loginsBefore = smtp.logins();
    smtp.setMode('refuse-login');
    try {
      await forgot(member);
      const warning = await notSentWarning(member);
      expect(warning).toMatchObject({
        channel: 'email',
        err: { name: 'EmailDeliveryError', reason: 'EAUTH 535' },
      });
      expect(smtp.logins()).toBeGreaterThan(loginsBefore);
      expect(smtp.received.some((mail) => mail.to.includes(member.email))).toBe(false);
    } finally {
      smtp.setMode('accept');
    }
    expectNothingSecretLogged();

    // The person asks again after the one-minute wait between codes; this time it arrives.
    server.clock.advance(61);
    await forgot(member);
    expect((await mailTo(member.email)).to).toEqual([member.email]);
  });

  it('when the SMTP server is down: the same 202, a warning, and the server keeps answering', async () => {
    const member = await newMember();
    await link.close();
    try {
      await forgot(member);
      expect(await notSentWarning(member)).toMatchObject({
        channel: 'email',
        err: { name: 'EmailDeliveryError', reason: 'ESOCKET' },
      });
      expect((await server.send(health.checkHealth)).status).toBe(200);
    } finally {
      await link.reopen();
    }
    expectNothingSecretLogged();
  });

  it('when the SMTP server takes the connection and never answers: the send gives up after SMTP_TIMEOUT_SECONDS', async () => {
    const member = await newMember();
    smtp.setMode('silent');
    try {
      await forgot(member);
      expect(await notSentWarning(member)).toMatchObject({
        channel: 'email',
        err: { name: 'EmailDeliveryError', reason: 'ETIMEDOUT' },
      });
    } finally {
      smtp.setMode('accept');
    }
    expectNothingSecretLogged();
  });
});

describe('the SMTP sender', () => {
  it('never logs in over a connection the server does not upgrade with STARTTLS (SMTP_REQUIRE_TLS)', async () => {
    const loginsBefore = smtp.logins();
    const received = smtp.received.length;
    const sender = smtpSender(
      { host: '127.0.0.1', port: smtp.port, secure: false, requireTls: true, auth: SMTP, timeoutMs: 5_000 },
      FROM.address,
    );
    const to = staffAddress('someone@manzil.test');
    const failure = await sender.send({ to, subject: 'Hello', text: 'Hello' }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(EmailDeliveryError);
    expect((failure as EmailDeliveryError).reason).toMatch(/^ETLS\b/);
    expect(smtp.logins()).toBe(loginsBefore);
    expect(smtp.received).toHaveLength(received);
  });
});
