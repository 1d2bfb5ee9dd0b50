import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointAnswer, EndpointInput, ErrorAnswer } from '#contract/endpoint.js';
import * as account from '#contract/endpoints/account.js';
import * as messagesApi from '#contract/endpoints/messages.js';
import * as notificationsApi from '#contract/endpoints/notifications.js';
import * as reviewsApi from '#contract/endpoints/reviews.js';
import { notifications, properties, propertyMessages, reviews } from '#server/db/schema/index.js';
import { createAd, loadLookups, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { publishedAd, setName } from '#server/test/support/fixtures/conversation-fixtures.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { startTestServer } from '#server/test/support/servers/test-server.js';
import type { Language } from '#contract/common.js';
import { useLookups, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer();
const l = useLookups(server);

type MessageInput = EndpointInput<typeof messagesApi.sendPropertyMessage>['body'];
type ThreadQuery = EndpointInput<typeof messagesApi.getThread>['query'];

function send(user: SignedIn | undefined, body: MessageInput, language: Language = 'ar', on = server) {
  return on.send(messagesApi.sendPropertyMessage, { body }, { token: user?.token, language });
}
function inbox(user: SignedIn, language: Language = 'ar') {
  return server.send(messagesApi.listConversations, {}, { token: user.token, language });
}
function thread(
  user: SignedIn,
  otherId: string,
  propertyId: number | string,
  query: Partial<ThreadQuery> = {},
) {
  return server.send(
    messagesApi.getThread,
    { params: { senderId: otherId }, query: { PropertyId: String(propertyId), ...query } },
    { token: user.token },
  );
}
async function notificationsOf(user: SignedIn, language: Language = 'ar') {
  const answer = await server.send(
    notificationsApi.listNotifications,
    { query: { PageSize: 100 } },
    { token: user.token, language },
  );
  expect(answer.status).toBe(200);
  return answer.body;
}
const storedMessages = () => server.deps.db.$count(propertyMessages);

/** An owner called Khalid with a published villa, and a buyer called Sara. */
async function ownerAndBuyer() {
  const owner = await signIn(server);
  const buyer = await signIn(server);
  await setName(server, owner, 'خالد العتيبي');
  await setName(server, buyer, 'سارة القحطاني');
  const adId = await publishedAd(server, l, owner);
  return { owner, buyer, adId };
}

describe('POST sendPropertyMessage', () => {
  it('an inquirer writes to the owner of a published ad: 201 with the stored message', async () => {
    const { owner, buyer, adId } = await ownerAndBuyer();
    const answer = await send(buyer, { propertyId: adId, message: '  السلام عليكم، هل الفيلا متاحة؟  ' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number) as number,
      propertyId: adId,
      senderId: buyer.userId,
      receiverId: owner.userId,
      body: 'السلام عليكم، هل الفيلا متاحة؟',
      createdAt: server.clock.now().toISOString(),
      read: false,
    });
    const [row] = await server.deps.db
      .select()
      .from(propertyMessages)
      .where(eq(propertyMessages.id, answer.body.id));
    expect(row).toMatchObject({ senderId: buyer.userId, receiverId: owner.userId, readAt: null });
  });

  it('naming the owner as receiver is the same as naming no one', async () => {
    const { owner, buyer, adId } = await ownerAndBuyer();
    const answer = await send(buyer, { propertyId: adId, message: 'مرحبا', receiverId: owner.userId });
    expect(answer.status).toBe(201);
    expect(answer.body.receiverId).toBe(owner.userId);
    expect((await send(buyer, { propertyId: adId, message: 'مرحبا', receiverId: null })).status).toBe(201);
    expect((await send(buyer, { propertyId: adId, message: 'مرحبا', receiverId: '' })).status).toBe(201);
  });

  it('the owner answers with receiverId, also once the ad is no longer published', async () => {
    const { owner, buyer, adId } = await ownerAndBuyer();
    expect((await send(buyer, { propertyId: adId, message: 'هل السعر قابل للتفاوض؟' })).status).toBe(201);
    const reply = await send(owner, {
      propertyId: adId,
      message: 'نعم، تفضل بزيارة',
      receiverId: buyer.userId,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ senderId: owner.userId, receiverId: buyer.userId });

    await server.deps.db.update(properties).set({ status: 'sold' }).where(eq(properties.id, adId));
    const late = await send(owner, {
      propertyId: adId,
      message: 'تم البيع، شكرًا لك',
      receiverId: buyer.userId,
    });
    expect(late.status).toBe(201);
    // …but nobody else can write about an ad that is gone from the site.
    const before = await storedMessages();
    expect((await send(buyer, { propertyId: adId, message: 'هل ما زالت متاحة؟' })).status).toBe(404);
    expect(await storedMessages()).toBe(before);
  });

  it('nobody but the owner can write about an ad that is not published, or one that does not exist', async () => {
    const owner = await signIn(server);
    const buyer = await signIn(server);
    const pending = await createAd(server, owner.token, 'residence', residenceBody(l));
    expect(pending.status).toBe('pending');
    const before = await storedMessages();
    const answer = await send(buyer, { propertyId: pending.id, message: 'مرحبا' }, 'en');
    expect(answer.status).toBe(404);
    expect(answer.error).toEqual({ message: "The requested data hasn't been found" });
    expect((await send(buyer, { propertyId: 2_000_000_000, message: 'مرحبا' })).status).toBe(404);
    expect(await storedMessages()).toBe(before);
  });

  it('the owner must say whom they are answering', async () => {
    const { owner, adId } = await ownerAndBuyer();
    for (const receiverId of [undefined, owner.userId]) {
      const answer = await send(owner, { propertyId: adId, message: 'مرحبا', receiverId });
      expect(answer.status).toBe(422);
      expect(answer.error).toEqual({
        message: 'حدد المستفسر الذي تريد الرد عليه',
        errors: { receiverId: ['حدد المستفسر الذي تريد الرد عليه'] },
      });
    }
    const english = await send(owner, { propertyId: adId, message: 'Hello' }, 'en');
    expect(english.error.message).toBe('Choose the person you are replying to');
  });

  it("a stranger cannot reach a buyer through someone else's ad", async () => {
    const { buyer, adId } = await ownerAndBuyer();
    const stranger = await signIn(server);
    const otherInquirer = await signIn(server);
    expect((await send(buyer, { propertyId: adId, message: 'مرحبا' })).status).toBe(201);
    expect((await send(otherInquirer, { propertyId: adId, message: 'مرحبا' })).status).toBe(201);
    const before = await storedMessages();
    for (const caller of [stranger, otherInquirer]) {
      const answer = await send(caller, {
        propertyId: adId,
        message: 'عندي عرض أفضل',
        receiverId: buyer.userId,
      });
      expect(answer.status).toBe(404);
    }
    expect(await storedMessages()).toBe(before);
    expect((await notificationsOf(buyer)).totalDataCount).toBe(0);
  });

  it('the owner can answer only someone who wrote about this very ad', async () => {
    const { owner, buyer, adId } = await ownerAndBuyer();
    const secondAd = await publishedAd(server, l, owner);
    const stranger = await signIn(server);
    expect((await send(buyer, { propertyId: adId, message: 'مرحبا' })).status).toBe(201);
    const before = await storedMessages();
    for (const [propertyId, receiverId] of [
      [secondAd, buyer.userId],
      [adId, stranger.userId],
      [adId, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const answer = await send(owner, { propertyId, message: 'مرحبا', receiverId });
      expect(answer.status, `${propertyId} ${receiverId}`).toBe(404);
    }
    expect(await storedMessages()).toBe(before);
  });

  it.each([
    ['an empty message', { message: '' }, 'الرسالة مطلوبة'],
    ['a blank message', { message: ' \n\t ' }, 'الرسالة مطلوبة'],
    ['no message', { message: undefined as never }, 'الرسالة مطلوبة'],
    ['a message that is not text', { message: 42 as never }, 'الرسالة مطلوبة'],
    [
      'a message over 2000 characters',
      { message: 'م'.repeat(2001) },
      'الرسالة طويلة جدًا، الحد الأقصى 2000 حرف',
    ],
  ])('refuses %s with a localized 422 and stores nothing', async (_case, change, text) => {
    const { buyer, adId } = await ownerAndBuyer();
    const before = await storedMessages();
    const answer = await send(buyer, { propertyId: adId, ...change });
    expect(answer.status).toBe(422);
    expect(answer.error).toEqual({ message: text, errors: { message: [text] } });
    expect(await storedMessages()).toBe(before);
  });

  it('answers validation failures in English when asked, and takes exactly 2000 characters', async () => {
    const { buyer, adId } = await ownerAndBuyer();
    const tooLong = await send(buyer, { propertyId: adId, message: 'x'.repeat(2001) }, 'en');
    expect(tooLong.error.errors).toEqual({ message: ['The message is too long (at most 2000 characters)'] });
    const empty = await send(buyer, { propertyId: adId, message: '' }, 'en');
    expect(empty.error.message).toBe('The message is required');
    expect((await send(buyer, { propertyId: adId, message: 'x'.repeat(2000) })).status).toBe(201);
  });

  it.each([
    ['no property id', { propertyId: undefined as never }, 'propertyId'],
    ['a property id that is text', { propertyId: 'abc' as never }, 'propertyId'],
    ['a negative property id', { propertyId: -1 }, 'propertyId'],
    ['a huge property id', { propertyId: 1e15 }, 'propertyId'],
    ['a receiver that is not a user id', { receiverId: 'not-a-uuid' }, 'receiverId'],
    ['a receiver that is a number', { receiverId: 5 as never }, 'receiverId'],
  ])('refuses %s with a 422 on that field', async (_case, change, field) => {
    const { buyer, adId } = await ownerAndBuyer();
    const answer = await send(buyer, { propertyId: adId, message: 'مرحبا', ...change });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.error.errors ?? {})).toEqual([field]);
  });

  it('needs a signed-in caller', async () => {
    const { adId } = await ownerAndBuyer();
    const answer = await send(undefined, { propertyId: adId, message: 'مرحبا' });
    expect(answer.status).toBe(401);
    expect(answer.error).toEqual({ message: 'يرجى تسجيل الدخول' });
  });
});

describe('GET getAll and getBySenderId', () => {
  let owner: SignedIn;
  let sara: SignedIn;
  let noura: SignedIn;
  let adId: number;

  beforeAll(async () => {
    ({ owner, buyer: sara, adId } = await ownerAndBuyer());
    noura = await signIn(server);
    await setName(server, noura, 'نورة');
    expect((await send(sara, { propertyId: adId, message: 'هل الفيلا متاحة؟' })).status).toBe(201);
    server.clock.advance(1);
    expect((await send(noura, { propertyId: adId, message: 'كم عمر المبنى؟' })).status).toBe(201);
    server.clock.advance(1);
    expect(
      (await send(owner, { propertyId: adId, message: 'نعم متاحة', receiverId: sara.userId })).status,
    ).toBe(201);
  });

  it("the owner's inbox has one conversation per inquirer, the most recent first, with unread counts", async () => {
    const answer = await inbox(owner);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ totalDataCount: 2, totalPages: 1 });
    expect(answer.body.data).toEqual([
      {
        property: { id: adId, title: 'فيلا للبيع في حي النرجس', category: 1, coverImage: null },
        otherUser: { id: sara.userId, firstName: 'سارة', imageUrl: null },
        lastMessage: expect.objectContaining({
          body: 'نعم متاحة',
          senderId: owner.userId,
          read: false,
        }) as object,
        unreadCount: 1,
      },
      {
        property: expect.objectContaining({ id: adId }) as object,
        otherUser: { id: noura.userId, firstName: 'نورة', imageUrl: null },
        lastMessage: expect.objectContaining({ body: 'كم عمر المبنى؟', senderId: noura.userId }) as object,
        unreadCount: 1,
      },
    ]);
  });

  it("the inquirer's inbox shows the owner; titles follow the language; pages work", async () => {
    const answer = await inbox(sara, 'en');
    expect(answer.body.data).toEqual([
      expect.objectContaining({
        property: expect.objectContaining({ title: 'Villa for sale in Al Narjis' }) as object,
        otherUser: { id: owner.userId, firstName: 'خالد', imageUrl: null },
        unreadCount: 1,
      }),
    ]);
    // Query names are matched whatever their case (pageSize).
    const paged = await server.call<EndpointAnswer<typeof messagesApi.listConversations>>(
      'GET',
      `${messagesApi.listConversations.path}?pageSize=1&PageNumber=1`,
      undefined,
      { token: owner.token },
    );
    expect(paged.body).toMatchObject({ totalDataCount: 2, totalPages: 2 });
    expect(paged.body.data.map((item) => item.otherUser.id)).toEqual([noura.userId]);
  });

  it('someone with no messages has an empty inbox', async () => {
    const stranger = await signIn(server);
    expect((await inbox(stranger)).body).toEqual({ data: [], totalPages: 0, totalDataCount: 0 });
  });

  it('opening a conversation lists it oldest first and marks what the reader received read', async () => {
    const answer = await thread(owner, sara.userId, adId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      totalDataCount: 2,
      totalPages: 1,
      property: { id: adId, title: 'فيلا للبيع في حي النرجس', category: 1, coverImage: null },
      otherUser: { id: sara.userId, firstName: 'سارة', imageUrl: null },
    });
    expect(answer.body.data.map((m) => [m.body, m.read])).toEqual([
      ['هل الفيلا متاحة؟', true],
      ['نعم متاحة', false],
    ]);
    const after = await inbox(owner);
    expect(after.body.data.map((c) => c.unreadCount)).toEqual([0, 1]);

    const saraSide = await thread(sara, owner.userId, adId);
    expect(saraSide.body.data.map((m) => m.read)).toEqual([true, true]);
    expect((await inbox(sara)).body.data[0]?.unreadCount).toBe(0);
  });

  it('pages through a conversation', async () => {
    const answer = await thread(owner, sara.userId, adId, { PageSize: 1, PageNumber: 1 });
    expect(answer.body).toMatchObject({ totalDataCount: 2, totalPages: 2 });
    expect(answer.body.data.map((m) => m.body)).toEqual(['نعم متاحة']);
  });

  it('the same two people about another ad are another conversation', async () => {
    const secondAd = await publishedAd(server, l, owner, 'industry');
    expect((await send(sara, { propertyId: secondAd, message: 'وهذا المستودع؟' })).status).toBe(201);
    const answer = await inbox(owner);
    expect(answer.body.totalDataCount).toBe(3);
    expect(answer.body.data[0]).toMatchObject({
      property: { id: secondAd, category: 2, title: 'مستودع للإيجار في السلي' },
      otherUser: { id: sara.userId },
      unreadCount: 1,
    });
    const first = await thread(owner, sara.userId, adId);
    expect(first.body.totalDataCount).toBe(2);
  });

  it('nobody reads a conversation they are not in (404)', async () => {
    const stranger = await signIn(server);
    for (const [reader, otherId] of [
      [stranger, sara.userId],
      [stranger, owner.userId],
      [owner, stranger.userId],
      [sara, noura.userId],
      [noura, sara.userId],
      [owner, owner.userId],
    ] as const) {
      const answer = await thread(reader, otherId, adId);
      expect(answer.status).toBe(404);
      expect(answer.error).toEqual({ message: 'البيانات المطلوبة غير موجودة' });
    }
    // The conversation exists, but about another ad it does not.
    const otherAd = await publishedAd(server, l, owner);
    expect((await thread(owner, sara.userId, otherAd)).status).toBe(404);
    // Nothing was marked read by those attempts.
    expect((await inbox(owner)).body.data.find((c) => c.otherUser.id === noura.userId)?.unreadCount).toBe(1);
  });

  it('bad ids and a missing PropertyId are a localized 422', async () => {
    const missing = await server.send(
      messagesApi.getThread,
      { params: { senderId: sara.userId }, query: { PropertyId: undefined as never } },
      { token: owner.token },
    );
    expect(missing.status).toBe(422);
    expect(missing.error.errors).toEqual({ PropertyId: ['رقم الإعلان مطلوب'] });
    // A typed query leaves an empty value out: `PropertyId=` goes raw.
    const empty = await server.call(
      'GET',
      `${messagesApi.getThread.path.replace(':senderId', sara.userId)}?PropertyId=`,
      undefined,
      { token: owner.token },
    );
    expect(empty.status, 'PropertyId=').toBe(422);
    for (const propertyId of ['abc', '-3', '99999999999']) {
      const answer = await thread(owner, sara.userId, propertyId);
      expect(answer.status, `PropertyId=${propertyId}`).toBe(422);
    }
    for (const id of ['abc', "1' or '1'='1", '\u0000', 'x'.repeat(150)]) {
      const answer = await thread(owner, id, adId);
      expect(answer.status, id).toBe(422);
    }
    expect((await thread(owner, sara.userId, adId, { PageSize: 0 })).status).toBe(422);
  });

  it('needs a signed-in caller', async () => {
    expect((await server.send(messagesApi.listConversations)).status).toBe(401);
    const answer = await server.send(messagesApi.getThread, {
      params: { senderId: sara.userId },
      query: { PropertyId: String(adId) },
    });
    expect(answer.status).toBe(401);
  });
});

describe('message notifications', () => {
  it('a new message notifies the owner once per conversation until they look', async () => {
    const { owner, buyer, adId } = await ownerAndBuyer();
    expect((await send(buyer, { propertyId: adId, message: 'مرحبا' })).status).toBe(201);
    expect((await send(buyer, { propertyId: adId, message: 'هل من رد؟' })).status).toBe(201);
    let listed = await notificationsOf(owner);
    expect(listed.data).toEqual([
      {
        id: expect.any(Number) as number,
        type: 'newMessage',
        title: 'رسالة جديدة',
        body: 'رسالة جديدة من سارة بخصوص إعلانك «فيلا للبيع في حي النرجس»',
        createdAt: server.clock.now().toISOString(),
        read: false,
        propertyId: adId,
        category: 1,
      },
    ]);
    expect(listed.unreadCount).toBe(1);

    // Opening the conversation reads its notification; the next message notifies again.
    expect((await thread(owner, buyer.userId, adId)).status).toBe(200);
    listed = await notificationsOf(owner);
    expect(listed).toMatchObject({ unreadCount: 0, totalDataCount: 1 });
    expect((await send(buyer, { propertyId: adId, message: 'شكرًا' })).status).toBe(201);
    listed = await notificationsOf(owner);
    expect(listed).toMatchObject({ unreadCount: 1, totalDataCount: 2 });
  });

  it("an owner's answer notifies the inquirer, in the reader's language", async () => {
    const { owner, buyer } = await ownerAndBuyer();
    const warehouse = await publishedAd(server, l, owner, 'industry');
    expect((await send(buyer, { propertyId: warehouse, message: 'ما ارتفاع السقف؟' })).status).toBe(201);
    expect(
      (await send(owner, { propertyId: warehouse, message: '12 مترًا', receiverId: buyer.userId })).status,
    ).toBe(201);
    const arabic = await notificationsOf(buyer);
    expect(arabic.data).toEqual([
      expect.objectContaining({
        type: 'reply',
        title: 'رد على رسالتك',
        body: 'رد من خالد على رسالتك بخصوص «مستودع للإيجار في السلي»',
        propertyId: warehouse,
        category: 2,
      }),
    ]);
    const english = await notificationsOf(buyer, 'en');
    expect(english.data[0]).toMatchObject({
      title: 'New reply',
      body: 'خالد replied to your message about “Warehouse for rent in Al Sulay”',
    });
  });

  it('notifications of different conversations are separate', async () => {
    const { owner, buyer, adId } = await ownerAndBuyer();
    const other = await signIn(server);
    expect((await send(buyer, { propertyId: adId, message: 'مرحبا' })).status).toBe(201);
    expect((await send(other, { propertyId: adId, message: 'مرحبا' })).status).toBe(201);
    const listed = await notificationsOf(owner);
    expect(listed.unreadCount).toBe(2);
    expect(listed.data.map((n) => n.body)).toContain(
      'رسالة جديدة من أحد المستخدمين بخصوص إعلانك «فيلا للبيع في حي النرجس»',
    );
  });
});

describe('message send limit', () => {
  it('takes 20 messages per sender in 10 minutes, then answers 429 with Retry-After', async () => {
    const limited = await startTestServer();
    try {
      const lookups = await loadLookups(limited);
      const owner = await signIn(limited);
      const buyer = await signIn(limited);
      const ad = await createAd(limited, owner.token, 'residence', residenceBody(lookups));
      await limited.deps.db.update(properties).set({ status: 'published' }).where(eq(properties.id, ad.id));
      for (let i = 0; i < 20; i += 1) {
        expect((await send(buyer, { propertyId: ad.id, message: `رسالة ${i}` }, 'ar', limited)).status).toBe(
          201,
        );
        limited.clock.advance(10);
      }
      const refused = await send(buyer, { propertyId: ad.id, message: 'رسالة أخرى' }, 'ar', limited);
      expect(refused.status).toBe(429);
      // The first message of the window was sent 200 s ago: it leaves the window in 400 s.
      expect(refused.headers.get('retry-after')).toBe('400');
      expect(refused.error).toEqual({ message: 'أرسلت رسائل كثيرة، حاول مرة أخرى بعد 400 ثانية' });
      expect(await limited.deps.db.$count(propertyMessages)).toBe(20);

      // The owner's answers count against the owner, not the buyer.
      const reply = await send(
        owner,
        { propertyId: ad.id, message: 'أهلًا', receiverId: buyer.userId },
        'ar',
        limited,
      );
      expect(reply.status).toBe(201);

      limited.clock.advance(400);
      expect((await send(buyer, { propertyId: ad.id, message: 'عدت' }, 'ar', limited)).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('hostile input on the message, review and notification writes', () => {
  const hostileBodies: [string, string][] = [
    ['malformed JSON', '{"propertyId": '],
    ['a bare string', '"hello"'],
    ['null', 'null'],
    ['an array', '[1,2,3]'],
    ['wrong types', JSON.stringify({ propertyId: {}, message: [], receiverId: true, rating: 'x', ids: 'x' })],
    ['prototype pollution', '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'],
    [
      'a NUL character',
      JSON.stringify({ propertyId: 1, message: 'a\u0000b', rating: 3, comment: 'a\u0000' }),
    ],
    ['SQL-looking text', JSON.stringify({ propertyId: '1; drop table users', receiverId: "' or 1=1 --" })],
    ['huge ids', JSON.stringify({ propertyId: 1e300, ids: [1e300], rating: 1e300 })],
    ['too many ids', JSON.stringify({ ids: Array.from({ length: 101 }, (_, i) => i + 1) })],
    ['empty object', '{}'],
  ];
  // Bodies no typed input can hold: sent raw, as JSON text.
  const routes = [messagesApi.sendPropertyMessage, reviewsApi.addReview, notificationsApi.readNotifications];

  for (const { method, path } of routes) {
    for (const [name, raw] of hostileBodies) {
      it(`${method} ${path} with ${name}: a 4xx in the contract's shape, nothing stored`, async () => {
        const user = await signIn(server);
        const before = await Promise.all([
          storedMessages(),
          server.deps.db.$count(reviews),
          server.deps.db.$count(notifications),
        ]);
        const answer = await server.call<ErrorAnswer>(method, path, raw, {
          token: user.token,
          headers: { 'content-type': 'application/json' },
        });
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(answer.body.message).toEqual(expect.any(String));
        expect(
          await Promise.all([
            storedMessages(),
            server.deps.db.$count(reviews),
            server.deps.db.$count(notifications),
          ]),
        ).toEqual(before);
      });
    }
  }
});

describe('deleting an account', () => {
  it('removes its messages, and the notifications and reviews that belong to it', async () => {
    const { owner, buyer, adId } = await ownerAndBuyer();
    expect((await send(buyer, { propertyId: adId, message: 'مرحبا' })).status).toBe(201);
    expect((await send(owner, { propertyId: adId, message: 'أهلًا', receiverId: buyer.userId })).status).toBe(
      201,
    );
    const review = await server.send(
      reviewsApi.addReview,
      { body: { propertyId: adId, rating: 5 } },
      { token: buyer.token },
    );
    expect(review.status).toBe(201);
    expect((await server.send(account.deleteAccount, {}, { token: buyer.token })).status).toBe(204);
    expect((await inbox(owner)).body.totalDataCount).toBe(0);
    const left = await server.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer.userId));
    expect(left).toEqual([]);
    const listed = await server.send(reviewsApi.listReviews, { query: { PropertyId: String(adId) } });
    expect(listed.body).toMatchObject({ totalDataCount: 0, average: null });
  });
});
