import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as account from '#contract/endpoints/account.js';
import { TERMS_VERSION } from '#contract/legal.js';
import * as health from '#contract/endpoints/health.js';
import {
  startFakeProvider,
  type FakeProvider,
  type ReceivedRequest,
} from '#server/test/support/fakes/fake-sms-provider.js';
import { newSaudiMobile, requestCode } from '#server/test/support/clients/sign-in-flow.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';

const codeIn = (text: string | null) => /\d{5}/.exec(text ?? '')?.[0] ?? '';

async function verifyWith(server: TestServer, guid: string, code: string) {
  return server.send(account.verifyCode, { body: { id: guid, code, acceptedTermsVersion: TERMS_VERSION } });
}

describe('twilio sender', () => {
  const sid = 'AC0123456789abcdef0123456789abcdef';
  const authToken = 'twilio-auth-token-for-tests';
  let provider: FakeProvider;
  let server: TestServer;

  /** Twilio: Basic auth with the account SID and auth token, form fields To, From, Body; 201 with a sid. */
  const twilio = (request: ReceivedRequest) => {
    const expectedAuth = `Basic ${Buffer.from(`${sid}:${authToken}`).toString('base64')}`;
    if (request.headers.authorization !== expectedAuth) {
      return { status: 401, body: { code: 20003, message: 'Authenticate', status: 401 } };
    }
    const validPath =
      request.method === 'POST' && request.path === `/2010-04-01/Accounts/${sid}/Messages.json`;
    const validForm =
      request.headers['content-type'] === 'application/x-www-form-urlencoded' &&
      /^\+\d{8,15}$/.test(request.form.get('To') ?? '') &&
      request.form.get('From') === '+15005550006' &&
      Boolean(request.form.get('Body'));
    if (!validPath || !validForm)
      return { status: 400, body: { code: 21604, message: 'bad request', status: 400 } };
    return { status: 201, body: { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' } };
  };

  beforeAll(async () => {
    provider = await startFakeProvider(twilio);
    server = await startTestServer({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: sid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: '+15005550006',
      TWILIO_BASE_URL: provider.url,
    });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  it('sends the code as Twilio documents it, and the code signs in', async () => {
    const phone = newSaudiMobile();
    const registered = await requestCode(server, phone.national);
    expect(registered.status).toBe(200);
    const request = provider.received.at(-1);
    expect(request?.form.get('To')).toBe(phone.e164);
    expect(request?.form.get('Body')).toMatch(/^رمز التحقق الخاص بك: \d{5}$/);
    const verified = await verifyWith(
      server,
      registered.body.guid,
      codeIn(request?.form.get('Body') ?? null),
    );
    expect(verified.status).toBe(200);
  });

  it('a provider refusal answers 503 with a localized message, and that verification cannot be used', async () => {
    provider.respondWith(() => ({
      status: 400,
      body: { code: 21211, message: "Invalid 'To' Phone Number" },
    }));
    const phone = newSaudiMobile();
    const answer = await server.send(
      account.register,
      { body: { phoneNumber: phone.national, dialCode: '+966' } },
      { language: 'en' },
    );
    expect(answer.status).toBe(503);
    expect(answer.error.message).toBe(
      'The verification code could not be sent right now, please try again later',
    );
    const text = provider.received.at(-1)?.form.get('Body') ?? '';
    const logs = server.logs.join('');
    expect(logs).toContain('SMS not sent');
    expect(logs).not.toContain(text);
    expect(logs).not.toContain(authToken);
    provider.respondWith(twilio);
  });

  it('an unreachable provider answers 503, not a crash', async () => {
    const unreachable = await startTestServer({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: sid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: '+15005550006',
      TWILIO_BASE_URL: 'http://127.0.0.1:9',
    });
    try {
      expect((await requestCode(unreachable, newSaudiMobile().national)).status).toBe(503);
      expect((await unreachable.send(health.checkHealth)).status).toBe(200);
    } finally {
      await unreachable.close();
    }
  });
});

describe('unifonic sender', () => {
  const appSid = 'unifonic-app-sid-for-tests';
  let provider: FakeProvider;
  let server: TestServer;

  /** Unifonic: form fields AppSid, SenderID, Recipient (international, no +), Body; JSON with success. */
  const unifonic = (request: ReceivedRequest) => {
    if (request.method !== 'POST' || request.path !== '/rest/SMS/messages') {
      return { status: 404, body: { success: false, errorCode: 'ER-404', message: 'not found' } };
    }
    if (request.form.get('AppSid') !== appSid) {
      return { status: 200, body: { success: false, errorCode: 'ER-01', message: 'Invalid AppSid' } };
    }
    const valid =
      request.form.get('SenderID') === 'Manzil' &&
      /^\d{8,15}$/.test(request.form.get('Recipient') ?? '') &&
      Boolean(request.form.get('Body'));
    if (!valid)
      return { status: 200, body: { success: false, errorCode: 'ER-03', message: 'Invalid recipient' } };
    return {
      status: 200,
      body: {
        success: true,
        message: '',
        errorCode: 'ER-00',
        data: { MessageID: 41_000_123, Status: 'Queued' },
      },
    };
  };

  beforeAll(async () => {
    provider = await startFakeProvider(unifonic);
    server = await startTestServer({
      SMS_PROVIDER: 'unifonic',
      UNIFONIC_APP_SID: appSid,
      UNIFONIC_SENDER_ID: 'Manzil',
      UNIFONIC_BASE_URL: provider.url,
    });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  it('sends the code as Unifonic documents it (recipient without +), in English when asked', async () => {
    const phone = newSaudiMobile();
    const registered = await server.send(
      account.register,
      { body: { phoneNumber: phone.national, dialCode: '+966' } },
      { language: 'en' },
    );
    expect(registered.status).toBe(200);
    const request = provider.received.at(-1);
    expect(request?.form.get('Recipient')).toBe(phone.e164.slice(1));
    expect(request?.form.get('Body')).toMatch(/^Your verification code: \d{5}$/);
    const verified = await verifyWith(
      server,
      registered.body.guid,
      codeIn(request?.form.get('Body') ?? null),
    );
    expect(verified.status).toBe(200);
  });

  it('success:false from Unifonic answers 503', async () => {
    provider.respondWith(() => ({
      status: 200,
      body: { success: false, errorCode: 'ER-05', message: 'No credit' },
    }));
    expect((await requestCode(server, newSaudiMobile().national)).status).toBe(503);
    provider.respondWith(unifonic);
  });
});
