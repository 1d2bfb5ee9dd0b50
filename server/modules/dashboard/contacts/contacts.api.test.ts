import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EndpointAnswer, EndpointInput } from '#contract/endpoint.js';
import * as contacts from '#contract/endpoints/dashboard/contacts.js';
import * as support from '#contract/endpoints/support.js';
import { auditLog, supportMessageNotes, supportMessages } from '#server/db/schema/index.js';
import { adminEnv, ADMIN, staffWith } from '#server/test/support/fixtures/staff-fixtures.js';
import type { Language } from '#contract/common.js';
import { useAdmin, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer({ ...adminEnv, SUPPORT_PER_IP_PER_10_MIN: '100' });
const admin = useAdmin(server);

const as = (token = admin.token, language: Language = 'en') => ({ token, language });
type ContactList = EndpointAnswer<typeof contacts.listContacts>;
type ListQuery = EndpointInput<typeof contacts.listContacts>['query'];
const list = (query: ListQuery = {}, token = admin.token) =>
  server.send(contacts.listContacts, { query }, as(token));
const get = (id: number, token = admin.token) =>
  server.send(contacts.getContact, { params: { id } }, as(token));
const handle = (id: number, token = admin.token) =>
  server.send(contacts.handleContact, { params: { id } }, as(token));
const unhandle = (id: number) => server.send(contacts.unhandleContact, { params: { id } }, as());
const addNote = (id: number, note: string, token = admin.token, language: Language = 'en') =>
  server.send(contacts.addContactNote, { params: { id }, body: { note } }, as(token, language));
const remove = (id: number, token = admin.token) =>
  server.send(contacts.deleteContact, { params: { id } }, as(token));
const ids = (answer: { body: ContactList }) => answer.body.data.map((item) => item.id);

async function send(fields: { fullName: string; message: string; subject?: string; email?: string }) {
  const answer = await server.send(support.sendSupportMessage, {
    body: { phoneNumber: '+966 55 123 4567', ...fields },
  });
  expect(answer.status).toBe(201);
  server.clock.advance(1);
  return answer.body.id;
}

async function auditOf(id: number) {
  return server.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.resourceId, String(id)));
}

describe('GET contacts', () => {
  it('lists support messages newest first, searches, filters handled, sorts and pages', async () => {
    const first = await send({ fullName: 'سارة العتيبي', message: 'أرغب في معرفة المزيد عن الفلل' });
    const second = await send({
      fullName: 'Omar Haddad',
      message: 'The map does not load on my phone',
      subject: 'Broken map',
      email: 'omar.haddad@example.com',
    });
    await handle(first);

    const all = await list({ PageSize: 100 });
    expect(all.status).toBe(200);
    expect(ids(all).indexOf(second)).toBeLessThan(ids(all).indexOf(first));
    expect(all.body.data.find((item) => item.id === second)).toMatchObject({
      fullName: 'Omar Haddad',
      subject: 'Broken map',
      email: 'omar.haddad@example.com',
      language: 'ar',
      isHandled: false,
      handledAt: null,
      handledBy: null,
      notesCount: 0,
    });

    expect(ids(await list({ Query: 'broken MAP' }))).toEqual([second]);
    expect(ids(await list({ Query: 'OMAR.HADDAD' }))).toEqual([second]);
    expect(ids(await list({ Query: 'الفلل' }))).toEqual([first]);
    expect(ids(await list({ Handled: true, PageSize: 100 }))).toContain(first);
    expect(ids(await list({ Handled: true, PageSize: 100 }))).not.toContain(second);
    // Query names are matched whatever their case (handled).
    const lowerCase = () =>
      server.call<ContactList>(
        'GET',
        `${contacts.listContacts.path}?handled=false&PageSize=100`,
        undefined,
        as(),
      );
    expect(ids(await lowerCase())).toContain(second);
    expect(ids(await lowerCase())).not.toContain(first);

    const oldest = await list({ SortBy: 'oldest', PageSize: 100 });
    expect(ids(oldest).indexOf(first)).toBeLessThan(ids(oldest).indexOf(second));
    const page = await list({ PageSize: 1, PageNumber: 1 });
    expect(page.body.data).toHaveLength(1);
    expect(page.body.totalDataCount).toBe(all.body.totalDataCount);
    expect(page.body.totalPages).toBe(all.body.totalDataCount);

    expect((await list({ SortBy: 'cheapest' as never })).status).toBe(422);
    expect((await list({ Handled: 'maybe' as never })).status).toBe(422);
  });
});

describe('contact detail, handle, notes and delete', () => {
  it('marks a message handled with who and when, and back; repeating records nothing', async () => {
    const id = await send({ fullName: 'Layla', message: 'Please call me back' });
    const detail = await get(id);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id, isHandled: false, notes: [] });

    const handledAt = server.clock.now().toISOString();
    const handled = await handle(id);
    expect(handled.status).toBe(200);
    expect(handled.body).toMatchObject({
      isHandled: true,
      handledAt,
      handledBy: { id: expect.any(String) as string, email: ADMIN.email },
    });
    server.clock.advance(5);
    expect((await handle(id)).body.handledAt).toBe(handledAt);

    const reopened = await unhandle(id);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ isHandled: false, handledAt: null, handledBy: null });
    expect((await unhandle(id)).status).toBe(200);

    const entries = await auditOf(id);
    expect(entries.map((entry) => [entry.resource, entry.action])).toEqual([
      ['Contacts', 'handle'],
      ['Contacts', 'unhandle'],
    ]);
    expect(entries[0]?.staffEmail).toBe(ADMIN.email);
    expect(entries[0]?.after).toMatchObject({ handledAt, handledByEmail: ADMIN.email });
  });

  it('adds staff notes with author and time, oldest first; checks their length in both languages', async () => {
    const id = await send({ fullName: 'Khalid', message: 'Wrong price on my ad' });
    const writer = await staffWith(server, admin.token, ['Contacts.Update', 'Contacts.Read']);

    const firstAt = server.clock.now().toISOString();
    const first = await addNote(id, '  Called him, no answer  ', writer.token);
    expect(first.status).toBe(200);
    server.clock.advance(60);
    const second = await addNote(id, 'x'.repeat(1000));
    expect(second.status).toBe(200);
    expect(second.body.notesCount).toBe(2);
    expect(second.body.notes).toEqual([
      {
        id: expect.any(Number) as number,
        note: 'Called him, no answer',
        author: { id: writer.id, email: writer.email },
        createdAt: firstAt,
      },
      {
        id: expect.any(Number) as number,
        note: 'x'.repeat(1000),
        author: { id: expect.any(String) as string, email: ADMIN.email },
        createdAt: expect.any(String) as string,
      },
    ]);
    expect((await list({ Query: 'Wrong price' })).body.data[0]).toMatchObject({ id, notesCount: 2 });

    const tooLong = await addNote(id, 'x'.repeat(1001));
    expect(tooLong.status).toBe(422);
    expect(tooLong.error.errors?.note).toEqual(['The note has 1 to 1000 characters']);
    const blank = await addNote(id, '   ', admin.token, 'ar');
    expect(blank.status).toBe(422);
    expect(blank.error.errors?.note).toEqual(['اكتب الملاحظة']);
    expect(
      (await server.send(contacts.addContactNote, { params: { id }, body: {} as never }, as())).status,
    ).toBe(422);
    expect((await get(id)).body.notes).toHaveLength(2);

    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['add-note', 'add-note']);
    expect(entries[0]).toMatchObject({ staffEmail: writer.email, after: { note: 'Called him, no answer' } });
  });

  it('deletes a message with its notes, audited; unknown ids answer 404', async () => {
    const id = await send({ fullName: 'Noura', message: 'Spam test, buy cheap followers now' });
    await addNote(id, 'spam');
    const deleted = await remove(id);
    expect(deleted.status).toBe(204);
    expect((await get(id)).status).toBe(404);
    expect(
      await server.deps.db
        .select()
        .from(supportMessageNotes)
        .where(eq(supportMessageNotes.supportMessageId, id)),
    ).toEqual([]);
    expect(await server.deps.db.select().from(supportMessages).where(eq(supportMessages.id, id))).toEqual([]);
    const entries = await auditOf(id);
    expect(entries.at(-1)).toMatchObject({
      action: 'delete',
      resource: 'Contacts',
      before: { fullName: 'Noura', message: 'Spam test, buy cheap followers now' },
      after: null,
    });

    expect((await remove(id)).status).toBe(404);
    expect((await handle(id)).status).toBe(404);
    expect((await addNote(id, 'late')).status).toBe(404);
    expect((await get('abc' as never)).status).toBe(422);
  });

  it('needs the Contacts permissions; a refused write records nothing', async () => {
    const id = await send({ fullName: 'Huda', message: 'Hello, I need help with my account' });
    const reader = await staffWith(server, admin.token, ['Contacts.ReadList', 'Contacts.Read']);
    expect((await list({}, reader.token)).status).toBe(200);
    expect((await get(id, reader.token)).status).toBe(200);
    expect((await handle(id, reader.token)).status).toBe(403);
    expect((await addNote(id, 'x', reader.token)).status).toBe(403);
    expect((await remove(id, reader.token)).status).toBe(403);
    expect(await auditOf(id)).toEqual([]);
    expect((await get(id)).body).toMatchObject({ isHandled: false, notes: [] });
  });
});
