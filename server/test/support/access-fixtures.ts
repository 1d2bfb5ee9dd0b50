import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import * as messages from '#contract/endpoints/messages.js';
import * as catalogue from '#contract/endpoints/properties.js';
import * as saved from '#contract/endpoints/saved-searches.js';
import {
  notifications,
  properties,
  propertyMedia,
  propertyMessages,
  pushSubscriptions,
  savedSearches,
  sessions,
  users,
} from '#server/db/schema/index.js';
import type { OwnedKind } from '#contract/endpoint.js';
import { industryBody, residenceBody, saveDraft, type Lookups } from './catalogue-fixtures.js';
import { publishedAd } from './conversation-fixtures.js';
import type { SignedIn } from './sign-in-flow.js';
import type { TestServer } from './test-server.js';

/**
 * One resource of the owner, as the matrix asks for it: a route takes from `values` what its path,
 * query, JSON body or multipart form names (extra body fields are dropped by its schema).
 */
export interface OwnedTarget {
  /** What this one is, in failure messages. */
  label: string;
  values: Record<string, unknown>;
  /** Query parameters every route of the kind receives. */
  query?: Record<string, string | number>;
  /** The resource as stored, compared before and after a refused call. */
  snapshot(): Promise<unknown>;
}

export interface AccessWorld {
  server: TestServer;
  lookups: Lookups;
  /** Owns every target. */
  owner: SignedIn;
  /** A third person, for resources that need one (who wrote to the owner). */
  inquirer: SignedIn;
}

export interface KindFixture {
  /**
   * How the contract refuses another signed-in user: 403/404 unless the route is documented to
   * ignore what is not the caller's (then the read-back is the proof).
   */
  othersAnswer: readonly number[];
  /** Fresh resources of the owner, one per variant; the owner must succeed on at least one. */
  create(world: AccessWorld): Promise<OwnedTarget[]>;
}

const REFUSED = [403, 404] as const;

export async function uploadPhoto(world: AccessWorld, propertyId: number): Promise<number> {
  const data = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#1d6f7a' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('propertyId', String(propertyId));
  form.append('files', new Blob([new Uint8Array(data)]), 'photo.jpg');
  const answer = await world.server.send(catalogue.uploadMedia, { body: form }, { token: world.owner.token });
  if (answer.status !== 200) throw new Error(`uploadPropertyMedia answered ${answer.status}`);
  return answer.body.data.at(-1)!.id;
}

const propertySnapshot = (world: AccessWorld, id: number) => async () => ({
  property: await world.server.deps.db.select().from(properties).where(eq(properties.id, id)),
  media: await world.server.deps.db
    .select()
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, id))
    .orderBy(asc(propertyMedia.id)),
});

async function ownedAd(world: AccessWorld, kind: 'residence' | 'industry'): Promise<OwnedTarget> {
  const id = await publishedAd(world.server, world.lookups, world.owner, kind);
  const mediaId = await uploadPhoto(world, id);
  const body = kind === 'residence' ? residenceBody(world.lookups) : industryBody(world.lookups);
  return {
    label: `${kind} ad ${id}`,
    values: { ...body, id, propertyId: id, status: 'archived', mediaIds: [mediaId] },
    snapshot: propertySnapshot(world, id),
  };
}

/** A published ad with no photo added after its approval (a new photo sends it back to review). */
async function publishedAdAsApproved(world: AccessWorld): Promise<OwnedTarget> {
  const id = await publishedAd(world.server, world.lookups, world.owner);
  return {
    label: `published ad ${id}`,
    values: { ...residenceBody(world.lookups), id, propertyId: id, status: 'archived' },
    snapshot: propertySnapshot(world, id),
  };
}

/** A new ad its owner has not sent yet (ADR 0032): only its owner may send it. */
async function draftAd(world: AccessWorld): Promise<OwnedTarget> {
  const body = residenceBody(world.lookups);
  const { id } = await saveDraft(world.server, world.owner.token, 'residence', body);
  return {
    label: `draft ${id}`,
    values: { ...body, id, propertyId: id, status: 'archived' },
    snapshot: propertySnapshot(world, id),
  };
}

/** An ad the expiry job took down (issue 19): only its owner may renew it. */
async function expiredAd(world: AccessWorld): Promise<OwnedTarget> {
  const target = await publishedAdAsApproved(world);
  const id = target.values.id as number;
  await world.server.deps.db.update(properties).set({ status: 'expired' }).where(eq(properties.id, id));
  return { ...target, label: `expired ad ${id}` };
}

/** The inquirer writes to the owner about a published ad of the owner's. */
async function writtenTo(world: AccessWorld): Promise<{ propertyId: number }> {
  const propertyId = await publishedAd(world.server, world.lookups, world.owner);
  const sent = await world.server.send(
    messages.sendPropertyMessage,
    { body: { propertyId, message: 'Is it still available?' } },
    { token: world.inquirer.token },
  );
  if (sent.status !== 201) throw new Error(`sendPropertyMessage answered ${sent.status}`);
  return { propertyId };
}

/** Keyed by the kind a route declares in `config.owns`; a kind without one fails the matrix. */
export const accessFixtures: Record<OwnedKind, KindFixture> = {
  profile: {
    othersAnswer: REFUSED,
    create: async (world) => [
      {
        label: `profile ${world.owner.userId}`,
        values: { id: world.owner.userId },
        snapshot: () => world.server.deps.db.select().from(users).where(eq(users.id, world.owner.userId)),
      },
    ],
  },
  property: {
    othersAnswer: REFUSED,
    create: async (world) => [
      await ownedAd(world, 'residence'),
      await ownedAd(world, 'industry'),
      await publishedAdAsApproved(world),
      await expiredAd(world),
      await draftAd(world),
    ],
  },
  media: {
    othersAnswer: REFUSED,
    create: async (world) => {
      const target = await ownedAd(world, 'residence');
      const [mediaId] = target.values.mediaIds as number[];
      return [{ ...target, label: `photo ${mediaId} of ${target.label}`, values: { mediaId } }];
    },
  },
  conversation: {
    othersAnswer: REFUSED,
    create: async (world) => {
      const { propertyId } = await writtenTo(world);
      const { db } = world.server.deps;
      const between = and(
        eq(propertyMessages.propertyId, propertyId),
        or(
          eq(propertyMessages.senderId, world.owner.userId),
          eq(propertyMessages.receiverId, world.owner.userId),
        ),
      );
      return [
        {
          label: `conversation about ad ${propertyId}`,
          values: { senderId: world.inquirer.userId },
          query: { PropertyId: propertyId },
          snapshot: async () => ({
            messages: await db
              .select()
              .from(propertyMessages)
              .where(between)
              .orderBy(asc(propertyMessages.id)),
            notices: await db
              .select()
              .from(notifications)
              .where(eq(notifications.propertyId, propertyId))
              .orderBy(asc(notifications.id)),
          }),
        },
      ];
    },
  },
  notification: {
    // PUT readNotification ignores ids of other users (documented); the read-back proves it.
    othersAnswer: [200],
    create: async (world) => {
      await writtenTo(world);
      const { db } = world.server.deps;
      const [notice] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, world.owner.userId))
        .orderBy(desc(notifications.id))
        .limit(1);
      if (!notice) throw new Error('the message left the owner no notification');
      return [
        {
          label: `notification ${notice.id}`,
          values: { ids: [notice.id] },
          snapshot: () => db.select().from(notifications).where(eq(notifications.id, notice.id)),
        },
      ];
    },
  },
  'push-subscription': {
    // DELETE push-subscription changes nothing for an endpoint that is not the caller's (documented).
    othersAnswer: [204],
    create: async (world) => {
      const { db } = world.server.deps;
      const [session] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, world.owner.userId))
        .limit(1);
      if (!session) throw new Error('the owner has no session');
      const endpoint = `https://fcm.googleapis.com/fcm/send/access-matrix-${randomUUID()}`;
      const now = world.server.clock.now();
      await db.insert(pushSubscriptions).values({
        userId: world.owner.userId,
        sessionId: session.id,
        endpoint,
        p256dh: 'B'.repeat(87),
        auth: 'A'.repeat(22),
        createdAt: now,
        updatedAt: now,
      });
      return [
        {
          label: 'push subscription',
          values: { endpoint },
          snapshot: () => db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
        },
      ];
    },
  },
  'saved-search': {
    othersAnswer: REFUSED,
    create: async (world) => {
      const created = await world.server.send(
        saved.createSavedSearch,
        { body: { name: 'Villas in Riyadh', filters: { Category: 1 } } },
        { token: world.owner.token },
      );
      if (created.status !== 201) throw new Error(`createSavedSearch answered ${created.status}`);
      const { id } = created.body;
      return [
        {
          label: `saved search ${id}`,
          values: { id, name: 'Renamed', paused: true },
          snapshot: () => world.server.deps.db.select().from(savedSearches).where(eq(savedSearches.id, id)),
        },
      ];
    },
  },
};
