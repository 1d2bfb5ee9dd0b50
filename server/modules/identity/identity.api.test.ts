import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as identityApi from '#contract/endpoints/identity.js';
import { identities, identityRequests } from '#server/db/schema/index.js';
import { DEVELOPMENT_TEST_IDS } from '#server/lib/identity/index.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { newIdNumber } from '#server/test/support/clients/verified-identity.js';
import { NAFATH_PEOPLE, startFakeNafath, type FakeNafath } from '#server/test/support/fakes/fake-nafath.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';

/**
 * Identity through Nafath (docs/decisions/0038-identity-through-nafath.md), against a local server
 * playing Nafath: the request and its two-digit number, the status questions, the signed callback,
 * one person one account, and every way it can go wrong.
 */

let nafath: FakeNafath;
let server: TestServer;

const start = (who: SignedIn, idNumber: string, language: 'ar' | 'en' = 'en') =>
  server.send(identityApi.startIdentityRequest, { body: { idNumber } }, { token: who.token, language });
const read = (who: SignedIn, id: string) =>
  server.send(identityApi.getIdentityRequest, { params: { id } }, { token: who.token });
const mine = (who: SignedIn) => server.send(identityApi.getMyIdentity, {}, { token: who.token });
const callback = (token: string) =>
  server.send(identityApi.nafathCallback, { body: { token } }, { language: 'en' });

/** The fake's transaction of a request the server started. */
function transactionOf(requestId: string) {
  const transaction = nafath.transactions.find((entry) => entry.requestId === requestId);
  if (!transaction) throw new Error(`Nafath was not asked for request ${requestId}`);
  return transaction;
}

const identityCount = async () => {
  const [row] = await server.deps.db.select({ n: count() }).from(identities);
  return row?.n ?? 0;
};

/** Starts a request, has the person pick the number, and posts Nafath's signed answer. */
async function verify(who: SignedIn, idNumber = newIdNumber()) {
  const started = await start(who, idNumber);
  expect(started.status).toBe(201);
  nafath.decide(transactionOf(started.body.id).transId, 'COMPLETED');
  const posted = await callback(await nafath.token(transactionOf(started.body.id).transId));
  expect(posted.status).toBe(200);
  return { idNumber, requestId: started.body.id };
}

beforeAll(async () => {
  nafath = await startFakeNafath();
  server = await startTestServer({ ...nafath.env(), NAFATH_REQUESTS_PER_HOUR: '100' });
});
afterAll(async () => {
  await server.close();
  await nafath.close();
});

describe('the ID number', () => {
  it('is checked before Nafath is asked: ten digits, 1 or 2 first, its check digit right', async () => {
    const who = await signIn(server);
    const calls = nafath.calls.length;
    for (const wrong of ['', '123', '3000000004', '1000000009', '10000000081', 'abcdefghij']) {
      const answer = await start(who, wrong);
      expect(answer.status).toBe(422);
      expect(answer.error.errors?.idNumber?.[0]).toMatch(/^(Enter your national ID|This ID or iqama number)/);
    }
    const arabic = await start(who, '1000000009', 'ar');
    expect(arabic.error.errors?.idNumber).toEqual([
      'رقم الهوية أو الإقامة غير صحيح: 10 أرقام تبدأ بـ 1 أو 2',
    ]);
    expect(nafath.calls.length).toBe(calls);
  });

  it('takes Arabic-Indic digits and spaces as typed', async () => {
    const who = await signIn(server);
    const idNumber = newIdNumber();
    const typed = idNumber.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const answer = await start(who, `${typed.slice(0, 4)} ${typed.slice(4)}`);
    expect(answer.status).toBe(201);
    expect(transactionOf(answer.body.id).nationalId).toBe(idNumber);
  });
});

describe('a verification through Nafath', () => {
  it('shows the number, waits, and takes the identity from the signed answer only', async () => {
    const who = await signIn(server);
    const idNumber = newIdNumber('2');
    const started = await start(who, idNumber, 'ar');
    expect(started.status).toBe(201);
    const transaction = transactionOf(started.body.id);
    expect(started.body).toMatchObject({
      state: 'waiting',
      random: transaction.random,
      idKind: 'resident',
      idLast4: idNumber.slice(-4),
      secondsLeft: 180,
      pollAfterSeconds: 3,
    });
    expect(transaction.local).toBe('ar');
    expect(nafath.calls.at(-1)?.authorised).toBe(true);

    expect((await read(who, started.body.id)).body.state).toBe('waiting');
    nafath.decide(transaction.transId, 'COMPLETED');
    // Asked again only once NAFATH_POLL_SECONDS have passed.
    expect((await read(who, started.body.id)).body.state).toBe('waiting');
    server.clock.advance(3);
    const picked = await read(who, started.body.id);
    expect(picked.body.state).toBe('confirming');
    expect((await mine(who)).body.identity).toBeNull();

    const posted = await callback(await nafath.token(transaction.transId));
    expect(posted.status).toBe(200);
    expect((await read(who, started.body.id)).body.state).toBe('verified');
    const { body } = await mine(who);
    expect(body.identity).toMatchObject({
      nameAr: 'سارة عبدالرحمن محمد العتيبي',
      nameEn: 'Sara Abdulrahman Mohammed Alotaibi',
      idKind: 'resident',
      idLast4: idNumber.slice(-4),
    });
    expect(body.openRequest).toBeNull();
    expect(body.testIds).toBeNull();

    const [stored] = await server.deps.db
      .select()
      .from(identityRequests)
      .where(eq(identityRequests.id, started.body.id));
    expect(stored?.sealedId).toBeNull();
    const everything = JSON.stringify(await server.deps.db.select().from(identities));
    expect(everything).not.toContain(idNumber);
  });

  it('applies the same signed answer once, however often it comes', async () => {
    const who = await signIn(server);
    const { requestId } = await verify(who);
    const before = await identityCount();
    const again = await callback(await nafath.token(transactionOf(requestId).transId));
    expect(again.status).toBe(200);
    expect(await identityCount()).toBe(before);
  });

  it('says so when the person refuses in the app, or lets the request expire there', async () => {
    for (const [status, state] of [
      ['REJECTED', 'rejected'],
      ['EXPIRED', 'expired'],
    ] as const) {
      const who = await signIn(server);
      const started = await start(who, newIdNumber());
      nafath.decide(transactionOf(started.body.id).transId, status);
      server.clock.advance(3);
      expect((await read(who, started.body.id)).body).toMatchObject({ state, pollAfterSeconds: null });
      expect((await mine(who)).body.identity).toBeNull();
    }
  });

  it('takes a refusal from the callback too, and a later signed "completed" no longer verifies', async () => {
    const who = await signIn(server);
    const started = await start(who, newIdNumber());
    const { transId } = transactionOf(started.body.id);
    expect((await callback(await nafath.token(transId, { status: 'REJECTED' }))).status).toBe(200);
    expect((await read(who, started.body.id)).body.state).toBe('rejected');
    expect((await callback(await nafath.token(transId))).status).toBe(200);
    expect((await mine(who)).body.identity).toBeNull();
  });

  it('expires a request nobody answered within NAFATH_REQUEST_SECONDS', async () => {
    const who = await signIn(server);
    const started = await start(who, newIdNumber());
    server.clock.advance(181);
    expect((await read(who, started.body.id)).body.state).toBe('expired');
    // A signed answer arriving after the end changes nothing.
    expect((await callback(await nafath.token(transactionOf(started.body.id).transId))).status).toBe(200);
    expect((await mine(who)).body.identity).toBeNull();
  });

  it('gives up on a signed answer that never comes: unavailable, after NAFATH_CALLBACK_GRACE_SECONDS', async () => {
    const who = await signIn(server);
    const started = await start(who, newIdNumber());
    nafath.decide(transactionOf(started.body.id).transId, 'COMPLETED');
    expect((await read(who, started.body.id)).body.state).toBe('confirming');
    server.clock.advance(59);
    expect((await read(who, started.body.id)).body.state).toBe('confirming');
    server.clock.advance(1);
    expect((await read(who, started.body.id)).body.state).toBe('unavailable');
  });

  it('resumes the open request after a reload, and a new request ends the earlier one', async () => {
    const who = await signIn(server);
    const first = await start(who, newIdNumber());
    expect((await mine(who)).body.openRequest?.id).toBe(first.body.id);
    const second = await start(who, newIdNumber());
    expect(second.status).toBe(201);
    expect((await read(who, first.body.id)).body.state).toBe('expired');
    expect((await mine(who)).body.openRequest?.id).toBe(second.body.id);
  });
});

describe('refused callbacks change nothing', () => {
  it('refuses a forged, expired, unknown or other person’s token with a 422', async () => {
    const who = await signIn(server);
    const started = await start(who, newIdNumber());
    const { transId } = transactionOf(started.body.id);
    const tokens = [
      await nafath.token(transId, { forged: true }),
      await nafath.token(transId, { expired: true }),
      await nafath.token('00000000-0000-4000-8000-000000000000'),
      await nafath.token(transId, { claims: { nin: newIdNumber() } }),
      'not-a-token',
    ];
    const before = await identityCount();
    for (const token of tokens) {
      const answer = await callback(token);
      expect(answer.status).toBe(422);
      expect(answer.error.message).toBe('The answer from Nafath is not valid');
    }
    expect(await identityCount()).toBe(before);
    expect((await read(who, started.body.id)).body.state).toBe('waiting');
  });

  it('answers 503 when Nafath’s keys cannot be read, and takes the answer when they can', async () => {
    const fresh = await startFakeNafath();
    const own = await startTestServer(fresh.env());
    try {
      const who = await signIn(own);
      const started = await own.send(
        identityApi.startIdentityRequest,
        { body: { idNumber: newIdNumber() } },
        { token: who.token },
      );
      const transaction = fresh.transactions.find((entry) => entry.requestId === started.body.id);
      const token = await fresh.token(transaction?.transId ?? '');
      fresh.keysDown = true;
      const down = await own.send(identityApi.nafathCallback, { body: { token } });
      expect(down.status).toBe(503);
      fresh.keysDown = false;
      const up = await own.send(identityApi.nafathCallback, { body: { token } });
      expect(up.status).toBe(200);
    } finally {
      await own.close();
      await fresh.close();
    }
  });
});

describe('one person, one account', () => {
  it('refuses an ID already verified on another account, before Nafath is asked', async () => {
    const [first, second] = await Promise.all([signIn(server), signIn(server)]);
    const { idNumber } = await verify(first);
    const calls = nafath.calls.length;
    const answer = await start(second, idNumber);
    expect(answer.status).toBe(409);
    expect(answer.error.message).toMatch(/already verified on another account/);
    expect(nafath.calls.length).toBe(calls);
  });

  it('ends a race between two accounts with the same ID as "in use" for the second', async () => {
    const [first, second] = await Promise.all([signIn(server), signIn(server)]);
    const idNumber = newIdNumber();
    const a = await start(first, idNumber);
    const b = await start(second, idNumber);
    expect((await callback(await nafath.token(transactionOf(a.body.id).transId))).status).toBe(200);
    expect((await callback(await nafath.token(transactionOf(b.body.id).transId))).status).toBe(200);
    expect((await read(second, b.body.id)).body.state).toBe('inUse');
    expect((await mine(second)).body.identity).toBeNull();
  });

  it('refuses a second verification of a verified user', async () => {
    const who = await signIn(server);
    await verify(who);
    const answer = await start(who, newIdNumber());
    expect(answer.status).toBe(409);
    expect(answer.error.message).toBe('Your identity is already verified');
  });

  it('shows a request to its owner only', async () => {
    const [owner, stranger] = await Promise.all([signIn(server), signIn(server)]);
    const started = await start(owner, newIdNumber());
    expect((await read(stranger, started.body.id)).status).toBe(404);
    expect((await mine(stranger)).body.openRequest).toBeNull();
  });
});

describe('when Nafath fails', () => {
  it('is a localized 503 when Nafath errs, hangs or answers garbage, and nothing is kept', async () => {
    const who = await signIn(server);
    for (const behaviour of ['error500', 'hang', 'garbage'] as const) {
      const idNumber = newIdNumber();
      nafath.behaviours.set(idNumber, behaviour);
      const began = Date.now();
      const answer = await start(who, idNumber, 'ar');
      expect(answer.status).toBe(503);
      expect(answer.error.message).toBe('تعذر الاتصال بخدمة نفاذ الآن، حاول مرة أخرى بعد قليل');
      expect(Date.now() - began).toBeLessThan(3_000);
    }
    expect((await mine(who)).body.openRequest).toBeNull();
  });

  it('is a 409 when Nafath already holds a request for the ID', async () => {
    const who = await signIn(server);
    const idNumber = newIdNumber();
    nafath.behaviours.set(idNumber, 'active');
    const answer = await start(who, idNumber);
    expect(answer.status).toBe(409);
    expect(answer.error.message).toMatch(/already waiting in the Nafath app/);
  });

  it('keeps a request waiting while the status questions fail, and goes on when they answer', async () => {
    const who = await signIn(server);
    const started = await start(who, newIdNumber());
    nafath.statusDown = true;
    try {
      server.clock.advance(3);
      expect((await read(who, started.body.id)).body.state).toBe('waiting');
    } finally {
      nafath.statusDown = false;
    }
    nafath.decide(transactionOf(started.body.id).transId, 'REJECTED');
    server.clock.advance(3);
    expect((await read(who, started.body.id)).body.state).toBe('rejected');
  });

  it('refuses wrong credentials at Nafath as unavailable, never as a verdict', async () => {
    const own = await startTestServer({ ...nafath.env(), NAFATH_APP_KEY: 'wrong' });
    try {
      const who = await signIn(own);
      const answer = await own.send(
        identityApi.startIdentityRequest,
        { body: { idNumber: newIdNumber() } },
        { token: who.token },
      );
      expect(answer.status).toBe(503);
      expect(nafath.calls.at(-1)?.authorised).toBe(false);
    } finally {
      await own.close();
    }
  });
});

describe('limits', () => {
  it('allows NAFATH_REQUESTS_PER_HOUR requests per account, then a 429 until the hour has passed', async () => {
    const own = await startTestServer({ ...nafath.env(), NAFATH_REQUESTS_PER_HOUR: '2' });
    try {
      let who = await signIn(own);
      const ask = () =>
        own.send(
          identityApi.startIdentityRequest,
          { body: { idNumber: newIdNumber() } },
          { token: who.token, language: 'en' },
        );
      expect((await ask()).status).toBe(201);
      expect((await ask()).status).toBe(201);
      const third = await ask();
      expect(third.status).toBe(429);
      expect(third.error.message).toMatch(/^Too many verification requests; try again in/);
      own.clock.advance(3600);
      // The hour also outlived the sign-in token: the same person signs in again.
      who = await signIn(own, who.e164);
      expect((await ask()).status).toBe(201);
    } finally {
      await own.close();
    }
  });

  it('allows NAFATH_REQUESTS_PER_HOUR requests per ID, whichever accounts make them', async () => {
    const own = await startTestServer({ ...nafath.env(), NAFATH_REQUESTS_PER_HOUR: '2' });
    try {
      const idNumber = newIdNumber();
      const statuses = [];
      for (let index = 0; index < 3; index += 1) {
        const who = await signIn(own);
        const answer = await own.send(
          identityApi.startIdentityRequest,
          { body: { idNumber } },
          { token: who.token },
        );
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await own.close();
    }
  });
});

describe('the development verifier', () => {
  it('plays each test ID: verified at the first question, refused, never answered, Nafath down', async () => {
    const own = await startTestServer();
    try {
      const ask = async (idNumber: string) => {
        const who = await signIn(own);
        const started = await own.send(
          identityApi.startIdentityRequest,
          { body: { idNumber } },
          { token: who.token },
        );
        if (started.status !== 201) return { who, state: String(started.status) };
        const polled = await own.send(
          identityApi.getIdentityRequest,
          { params: { id: started.body.id } },
          { token: who.token },
        );
        return { who, state: polled.body.state };
      };
      const citizen = await ask(DEVELOPMENT_TEST_IDS.citizen);
      expect(citizen.state).toBe('verified');
      const { body } = await own.send(identityApi.getMyIdentity, {}, { token: citizen.who.token });
      expect(body.identity).toMatchObject({ nameEn: 'Mohammed Abdullah Alqahtani', idLast4: '0008' });
      expect(body.testIds).toContain(DEVELOPMENT_TEST_IDS.citizen);
      expect((await ask(DEVELOPMENT_TEST_IDS.rejects)).state).toBe('rejected');
      expect((await ask(DEVELOPMENT_TEST_IDS.neverAnswers)).state).toBe('waiting');
      expect((await ask(DEVELOPMENT_TEST_IDS.unavailable)).state).toBe('503');
    } finally {
      await own.close();
    }
  });
});

it('never writes a full ID number to the log', () => {
  const logged = server.logs.join('\n');
  for (const transaction of nafath.transactions) expect(logged).not.toContain(transaction.nationalId);
  expect(logged).not.toContain(NAFATH_PEOPLE.englishLastName);
});
