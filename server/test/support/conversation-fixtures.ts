import { eq, sql } from 'drizzle-orm';
import * as account from '#contract/endpoints/account.js';
import * as messages from '#contract/endpoints/messages.js';
import { properties, propertyMessages } from '#server/db/schema/index.js';
import type { SignedIn } from './sign-in-flow.js';
import { createAd, industryBody, residenceBody, type Lookups } from './catalogue-fixtures.js';
import type { TestServer } from './test-server.js';

export const MESSAGES = '/api/website/messages';
export const REVIEWS = '/api/website/reviews';
export const NOTIFICATIONS = '/api/website/notifications';

/**
 * What staff approval does to an ad, less the owner's notification (so the suites count only what
 * they are about): published, its price now the one the public has seen.
 */
export async function publish(server: TestServer, id: number): Promise<void> {
  await server.deps.db
    .update(properties)
    .set({
      status: 'published',
      unreviewedEditAt: null,
      publishedAt: server.clock.now(),
      publishedPrice: sql`${properties.price}`,
      publishedCurrency: sql`${properties.currency}`,
      version: sql`${properties.version} + 1`,
    })
    .where(eq(properties.id, id));
}

/** A new published ad of `owner`; residential unless told otherwise. */
export async function publishedAd(
  server: TestServer,
  l: Lookups,
  owner: SignedIn,
  kind: 'residence' | 'industry' = 'residence',
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const body = kind === 'residence' ? residenceBody(l, overrides) : industryBody(l, overrides);
  const ad = await createAd(server, owner.token, kind, body);
  await publish(server, ad.id);
  return ad.id;
}

/** Gives the user a full name, as the profile page would. */
export async function setName(server: TestServer, user: SignedIn, fullName: string): Promise<void> {
  const answer = await server.send(account.updateProfile, { body: { fullName } }, { token: user.token });
  if (answer.status !== 200) throw new Error(`updateprofile answered ${answer.status}`);
}

const contacts = new WeakMap<object, Set<string>>();

/**
 * Issues 19 and 30: only someone the advertiser answered through the site (or confirmed as a client)
 * may review. The user writes to the ad's owner once per ad, and the owner's answer is stored as the
 * messages route would store it, without its notification, so suites count only what they are about
 * (reviews.api.test.ts sends both through the API). An owner's own ad is refused there and stays
 * uncontacted.
 */
export async function contactOwner(server: TestServer, user: SignedIn, propertyId: number): Promise<void> {
  const done = contacts.get(server) ?? new Set<string>();
  contacts.set(server, done);
  const key = `${user.userId}:${propertyId}`;
  if (done.has(key)) return;
  done.add(key);
  const sent = await server.send(
    messages.sendPropertyMessage,
    { body: { propertyId, message: 'Is it still available?' } },
    { token: user.token },
  );
  if (sent.status !== 201) return;
  await server.deps.db.insert(propertyMessages).values({
    propertyId,
    senderId: sent.body.receiverId,
    receiverId: user.userId,
    body: 'Yes, it is',
    createdAt: server.clock.now(),
  });
}
