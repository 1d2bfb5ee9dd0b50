import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as company from '#contract/endpoints/company.js';
import * as support from '#contract/endpoints/support.js';
import { supportMessages } from '#server/db/schema/index.js';
import { signIn, userIdOf } from '#server/test/support/clients/sign-in-flow.js';
import { startTestServer } from '#server/test/support/servers/test-server.js';
import { useTestServer } from '#server/test/support/suite.js';

const server = useTestServer();

const valid = {
  fullName: 'سارة العتيبي',
  phoneNumber: '+966 55 123 4567',
  email: 'sara@example.com',
  subject: 'استفسار عن فيلا',
  message: 'أرغب في معرفة المزيد عن الفلل المتاحة في حي النرجس.',
};

async function stored(id: number) {
  const [row] = await server.deps.db.select().from(supportMessages).where(eq(supportMessages.id, id));
  return row;
}

describe('POST /api/website/support/send (contact us)', () => {
  it('stores a message from a visitor and answers 201 with its id', async () => {
    const answer = await server.send(support.sendSupportMessage, { body: valid });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(Number) as number });
    expect(await stored(answer.body.id)).toMatchObject({
      fullName: valid.fullName,
      phoneNumber: valid.phoneNumber,
      email: valid.email,
      subject: valid.subject,
      message: valid.message,
      userId: null,
      language: 'ar',
      handledAt: null,
    });
  });

  it('links the message to the sender when signed in, and keeps the language', async () => {
    const user = await signIn(server);
    const answer = await server.send(
      support.sendSupportMessage,
      { body: { ...valid, email: '', subject: '' } },
      { token: user.token, language: 'en' },
    );
    expect(answer.status).toBe(201);
    expect(await stored(answer.body.id)).toMatchObject({
      userId: userIdOf(user.token),
      language: 'en',
      email: null,
      subject: null,
    });
  });

  it('accepts Arabic-Indic digits in the phone number', async () => {
    const answer = await server.send(support.sendSupportMessage, {
      body: { ...valid, phoneNumber: '٠٥٥١٢٣٤٥٦٧' },
    });
    expect(answer.status).toBe(201);
    expect((await stored(answer.body.id))?.phoneNumber).toBe('0551234567');
  });

  it.each([
    ['no name', { fullName: '' }, 'fullName', 'الاسم مطلوب'],
    ['no phone', { phoneNumber: '' }, 'phoneNumber', 'رقم الهاتف مطلوب'],
    ['a phone with letters', { phoneNumber: 'call me' }, 'phoneNumber', 'رقم الهاتف غير صحيح'],
    ['a bad email', { email: 'sara@' }, 'email', 'البريد الإلكتروني غير صحيح'],
    ['a short message', { message: 'مرحبا' }, 'message', 'يجب ألا يقل عن 10'],
    ['a long message', { message: 'م'.repeat(2001) }, 'message', 'يجب ألا يزيد عن 2000'],
  ])('refuses %s with a localized 422 and stores nothing', async (_case, change, field, text) => {
    const before = await server.deps.db.$count(supportMessages);
    const answer = await server.send(support.sendSupportMessage, { body: { ...valid, ...change } });
    expect(answer.status).toBe(422);
    expect(answer.error.errors?.[field]).toEqual([text]);
    expect(await server.deps.db.$count(supportMessages)).toBe(before);
  });

  it('answers in English when asked', async () => {
    const answer = await server.send(
      support.sendSupportMessage,
      { body: { ...valid, message: '' } },
      { language: 'en' },
    );
    expect(answer.status).toBe(422);
    expect(answer.error.errors?.message).toEqual(['The message is required']);
  });
});

describe('support send limit', () => {
  it('takes a few messages per address per 10 minutes, then answers 429 with Retry-After', async () => {
    const limited = await startTestServer({ SUPPORT_PER_IP_PER_10_MIN: '2' });
    try {
      expect((await limited.send(support.sendSupportMessage, { body: valid })).status).toBe(201);
      expect((await limited.send(support.sendSupportMessage, { body: valid })).status).toBe(201);
      const refused = await limited.send(support.sendSupportMessage, { body: valid }, { language: 'en' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.deps.db.$count(supportMessages)).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/website/company', () => {
  it('answers the configured phone, WhatsApp and email', async () => {
    const configured = await startTestServer({
      COMPANY_PHONE: '+966 11 222 3333',
      COMPANY_WHATSAPP: '+966 50 111 2222',
      COMPANY_EMAIL: 'care@example.sa',
    });
    try {
      const answer = await configured.send(company.getCompanyContact);
      expect({ status: answer.status, body: answer.body }).toMatchObject({
        status: 200,
        body: { phone: '+966 11 222 3333', whatsapp: '+966 50 111 2222', email: 'care@example.sa' },
      });
    } finally {
      await configured.close();
    }
  });

  it('lists the configured social profiles in a fixed order, none when unset', async () => {
    expect((await server.send(company.getCompanyContact)).body.social).toEqual([]);
    const configured = await startTestServer({
      COMPANY_SNAPCHAT_URL: 'https://www.snapchat.com/add/manzil',
      COMPANY_X_URL: 'https://x.com/manzil',
    });
    try {
      expect((await configured.send(company.getCompanyContact)).body.social).toEqual([
        { network: 'x', url: 'https://x.com/manzil' },
        { network: 'snapchat', url: 'https://www.snapchat.com/add/manzil' },
      ]);
    } finally {
      await configured.close();
    }
  });
});
