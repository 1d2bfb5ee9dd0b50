import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { pathOf, type EndpointDefinition, type ErrorAnswer, type Method } from '#contract/endpoint.js';
import * as account from '#contract/endpoints/account.js';
import * as adActivity from '#contract/endpoints/ad-activity.js';
import * as abuse from '#contract/endpoints/dashboard/abuse.js';
import * as agents from '#contract/endpoints/dashboard/agents.js';
import * as contacts from '#contract/endpoints/dashboard/contacts.js';
import * as lookups from '#contract/endpoints/dashboard/lookups.js';
import * as broadcasts from '#contract/endpoints/dashboard/notifications.js';
import * as moderation from '#contract/endpoints/dashboard/properties.js';
import * as reportQueue from '#contract/endpoints/dashboard/reports.js';
import * as roles from '#contract/endpoints/dashboard/roles.js';
import * as staff from '#contract/endpoints/dashboard/staff.js';
import * as testimonials from '#contract/endpoints/dashboard/testimonials.js';
import * as leads from '#contract/endpoints/leads.js';
import * as messages from '#contract/endpoints/messages.js';
import * as reports from '#contract/endpoints/reports.js';
import * as reviews from '#contract/endpoints/reviews.js';
import * as savedSearches from '#contract/endpoints/saved-searches.js';
import * as support from '#contract/endpoints/support.js';
import { TERMS_VERSION } from '#contract/legal.js';
import * as health from '#contract/endpoints/health.js';
import * as properties from '#contract/endpoints/properties.js';
import { rowsOf } from '#server/db/raw-rows.js';
import {
  broadcastDeliveries,
  phoneVerifications,
  properties as propertiesTable,
  reports as reportsTable,
  sessions,
  supportMessages,
  users,
} from '#server/db/schema/index.js';
import { createAd, loadLookups, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { contactOwner, publishedAd } from '#server/test/support/fixtures/conversation-fixtures.js';
import { newSaudiMobile, requestCode, signIn } from '#server/test/support/clients/sign-in-flow.js';
import { adVersion, adminEnv, loginAdmin } from '#server/test/support/fixtures/staff-fixtures.js';
import { useSignedIn, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer({ BODY_LIMIT_BYTES: String(64 * 1024), ...adminEnv });
const user = useSignedIn(server);

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
  on(adActivity.recordAdActivity, 'property/activity', false),
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

/** Unicode's explicit embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const DIRECTION_CONTROLS = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
/** `text` with every direction control around it and an override inside (it would flip what follows). */
const withControls = (text: string) =>
  `${DIRECTION_CONTROLS}${text.slice(0, 2)}\u202E${text.slice(2)}\u202C${DIRECTION_CONTROLS}`;
const holdsControls = (value: unknown) => /[\u202A-\u202E\u2066-\u2069]/.test(JSON.stringify(value));

describe('direction controls in what people write (issue 30, item 9d)', () => {
  /** A success answer holding no direction control: what it answers is what was stored. */
  const stripped = <T>(answer: { status: number; body: T }): T => {
    expect(answer.status).toBeLessThan(300);
    expect(holdsControls(answer.body)).toBe(false);
    return answer.body;
  };

  it('are stripped from names, titles, descriptions, messages, comments and notes on the website', async () => {
    const l = await loadLookups(server);
    const writer = await signIn(server);
    const as = { token: writer.token };

    const profile = await server.send(
      account.updateProfile,
      { body: { fullName: withControls('سارة القحطاني'), whatsapp: withControls('+966551234567') } },
      as,
    );
    expect(stripped(profile)).toMatchObject({
      fullName: 'سارة القحطاني',
      whatsapp: '+966551234567',
    });

    const ad = await server.send(
      properties.saveResidence,
      {
        body: residenceBody(l, {
          titleAr: withControls('فيلا للبيع'),
          titleEn: withControls('Villa for sale'),
          descriptionAr: withControls('فيلا حديثة\nقريبة من الخدمات'),
          descriptionEn: withControls('A new villa'),
          district: withControls('الملقا'),
          address: withControls('شارع الأمير'),
        }),
      },
      as,
    );
    expect(stripped(ad)).toMatchObject({
      titleAr: 'فيلا للبيع',
      titleEn: 'Villa for sale',
      descriptionAr: 'فيلا حديثة\nقريبة من الخدمات',
      descriptionEn: 'A new villa',
      districtWritten: 'الملقا',
      addressWritten: 'شارع الأمير',
    });

    const owner = await signIn(server);
    const adId = await publishedAd(server, l, owner);
    const message = await server.send(
      messages.sendPropertyMessage,
      { body: { propertyId: adId, message: withControls('هل ما زالت متاحة؟') } },
      as,
    );
    expect(stripped(message)).toMatchObject({ body: 'هل ما زالت متاحة؟' });
    const [lead] = (await server.send(leads.listMyLeads, { query: {} }, { token: owner.token })).body.data;
    const noted = await server.send(
      leads.updateLead,
      { params: { id: lead?.id ?? 0 }, body: { note: withControls('يفضّل المعاينة مساءً') } },
      { token: owner.token },
    );
    expect(stripped(noted)).toMatchObject({ note: 'يفضّل المعاينة مساءً' });
    await contactOwner(server, writer, adId);
    const review = await server.send(
      reviews.addReview,
      { body: { propertyId: adId, rating: 4, comment: withControls('موقع ممتاز') } },
      as,
    );
    expect(stripped(review)).toMatchObject({ comment: 'موقع ممتاز' });

    const search = await server.send(
      savedSearches.createSavedSearch,
      { body: { name: withControls('فلل الرياض'), filters: {} } },
      as,
    );
    expect(stripped(search)).toMatchObject({ name: 'فلل الرياض' });
    const renamed = await server.send(
      savedSearches.updateSavedSearch,
      { params: { id: search.body.id }, body: { name: withControls('فلل جدة') } },
      as,
    );
    expect(stripped(renamed)).toMatchObject({ name: 'فلل جدة' });

    const contact = await server.send(support.sendSupportMessage, {
      body: {
        fullName: withControls('خالد العتيبي'),
        phoneNumber: '0551234567',
        subject: withControls('استفسار'),
        message: withControls('أريد معرفة طريقة نشر إعلان'),
      },
    });
    expect(contact.status).toBe(201);
    const [stored] = await server.deps.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.id, contact.body.id));
    expect(stored).toMatchObject({
      fullName: 'خالد العتيبي',
      subject: 'استفسار',
      message: 'أريد معرفة طريقة نشر إعلان',
    });

    const report = await server.send(
      reports.reportItem,
      { body: { kind: 'ad', id: adId, reason: 'other', note: withControls('السعر غير صحيح') } },
      as,
    );
    expect(report.status).toBe(200);
    const [reported] = await server.deps.db
      .select({ note: reportsTable.note })
      .from(reportsTable)
      .where(eq(reportsTable.targetId, adId));
    expect(reported?.note).toBe('السعر غير صحيح');
  });

  it('text made of nothing but direction controls is empty: the field’s own 422', async () => {
    const adId = await publishedAd(server, await loadLookups(server), await signIn(server));
    const answer = await server.send(
      messages.sendPropertyMessage,
      { body: { propertyId: adId, message: ` ${DIRECTION_CONTROLS} ` } },
      { token: user.token, language: 'en' },
    );
    expect(answer.status).toBe(422);
    expect(answer.error.errors).toEqual({ message: ['The message is required'] });
  });

  it('are stripped from what staff write: roles, staff, agents, lookups, testimonials, broadcasts, reasons, notes', async () => {
    const token = await loginAdmin(server);
    const as = { token };
    const role = await server.send(
      roles.createRole,
      { body: { name: withControls('مراجع'), permissions: ['AllowLoginToDashboard'] } },
      as,
    );
    expect(stripped(role)).toMatchObject({ name: 'مراجع' });
    const member = await server.send(
      staff.createStaff,
      {
        body: {
          email: 'bidi-staff@manzil.test',
          fullName: withControls('نورة السبيعي'),
          password: 'Quiet-River-Bidi-2024',
          roleId: role.body.id,
        },
      },
      as,
    );
    expect(stripped(member)).toMatchObject({ fullName: 'نورة السبيعي' });
    const agent = await server.send(
      agents.createAgent,
      {
        body: {
          fullNameAr: withControls('وسيط موثوق'),
          fullNameEn: withControls('Trusted Agent'),
          phoneNumber: '050 123 9876',
          languages: ['ar'],
        },
      },
      as,
    );
    expect(stripped(agent)).toMatchObject({
      fullNameAr: 'وسيط موثوق',
      fullNameEn: 'Trusted Agent',
    });
    const floor = await server.send(
      lookups.createLookup,
      { body: { kind: 'floor', nameAr: withControls('سطح'), nameEn: withControls('Roof') } },
      as,
    );
    expect(stripped(floor)).toMatchObject({ nameAr: 'سطح', nameEn: 'Roof' });
    const quote = await server.send(
      testimonials.createTestimonial,
      {
        body: {
          authorNameAr: withControls('عبدالله'),
          authorRoleAr: withControls('مشتري'),
          quoteAr: withControls('تجربة ممتازة'),
        },
      },
      as,
    );
    expect(stripped(quote)).toMatchObject({
      authorNameAr: 'عبدالله',
      authorRoleAr: 'مشتري',
      quoteAr: 'تجربة ممتازة',
    });

    const segment = { kind: 'all' } as const;
    const preview = await server.send(broadcasts.previewBroadcast, { body: { segment } }, as);
    const sent = await server.send(
      broadcasts.sendBroadcast,
      {
        body: {
          titleAr: withControls('تنبيه'),
          titleEn: withControls('Notice'),
          bodyAr: withControls('نص الإشعار'),
          bodyEn: withControls('The notice'),
          segment,
          expectedCount: preview.body.count,
        },
      },
      as,
    );
    expect(sent.status).toBe(200);
    const [delivery] = await server.deps.db.select().from(broadcastDeliveries);
    expect(delivery?.content).toEqual({
      titleAr: 'تنبيه',
      titleEn: 'Notice',
      bodyAr: 'نص الإشعار',
      bodyEn: 'The notice',
    });

    const l = await loadLookups(server);
    const pending = await createAd(server, user.token, 'residence', residenceBody(l));
    const rejected = await server.send(
      moderation.rejectProperty,
      {
        params: { id: pending.id },
        body: {
          reason: withControls('الصور غير واضحة'),
          version: await adVersion(server, token, pending.id),
        },
      },
      as,
    );
    expect(rejected.status).toBe(204);
    const [ad] = await server.deps.db
      .select({ reason: propertiesTable.rejectionReason })
      .from(propertiesTable)
      .where(eq(propertiesTable.id, pending.id));
    expect(ad?.reason).toBe('الصور غير واضحة');

    const [inbox] = await server.deps.db.select({ id: supportMessages.id }).from(supportMessages);
    const noted = await server.send(
      contacts.addContactNote,
      { params: { id: inbox?.id ?? 0 }, body: { note: withControls('اتصلنا به') } },
      as,
    );
    expect(noted.status).toBe(200);
    expect(holdsControls(noted.body)).toBe(false);
    const [message] = await rowsOf<{ id: number }>(
      server.deps.db,
      sql`select id from property_messages limit 1`,
    );
    const hidden = await server.send(
      abuse.hideMessage,
      { params: { id: message?.id ?? 0 }, body: { reason: withControls('رسالة مسيئة') } },
      as,
    );
    expect(stripped(hidden)).toMatchObject({ hiddenReason: 'رسالة مسيئة' });

    const reportedAd = await publishedAd(server, l, await signIn(server));
    await server.send(
      reports.reportItem,
      { body: { kind: 'ad', id: reportedAd, reason: 'scam' } },
      { token: user.token },
    );
    const decided = await server.send(
      reportQueue.decideReport,
      {
        params: { kind: 'ad', id: reportedAd },
        body: { decision: 'dismissed', note: withControls('لا مخالفة') },
      },
      as,
    );
    expect(decided.status).toBe(200);
    expect(holdsControls(decided.body)).toBe(false);
  });

  it('no stored text holds one afterwards, in any table', async () => {
    const columns = await rowsOf<{ table: string; column: string }>(
      server.deps.db,
      sql`select table_name as "table", column_name as "column" from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
    );
    expect(columns.length).toBeGreaterThan(20);
    const found: string[] = [];
    for (const { table, column } of columns) {
      const [hit] = await rowsOf<{ n: number }>(
        server.deps.db,
        sql`select count(*)::int as n from ${sql.identifier(table)}
            where ${sql.identifier(column)}::text ~ ${'[\u202A-\u202E\u2066-\u2069]'}`,
      );
      if (hit && hit.n > 0) found.push(`${table}.${column}: ${hit.n}`);
    }
    expect(found).toEqual([]);
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
