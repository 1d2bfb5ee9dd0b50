import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { notifications, pushOutbox, pushSubscriptions, sessions, users } from '#server/db/schema/index.js';
import type { Clock } from '#server/lib/clock.js';
import { pushMessageFor } from './push-message.js';
import { sendWebPush, type PushTarget } from './send-web-push.js';
import { loadVapidKeys, vapidSigner } from './vapid.js';

/** Sends notifications by Web Push once their transaction has committed. */
export interface PushService {
  /** The VAPID public key browsers subscribe with. */
  readonly publicKey: string;
  /** Sends those of `ids` still waiting in the outbox (another process may take them first). */
  deliver(ids: readonly number[]): void;
  /** Sends everything waiting in the outbox (when a listener has just (re)connected). */
  sweep(): void;
  /** Resolves once nothing is being sent. */
  idle(): Promise<void>;
  /** Stops sending, aborting requests in flight. */
  close(): Promise<void>;
}

export interface PushDeps {
  config: Config;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Push services keep a message this long for an offline browser; older outbox rows are dropped. */
export const PUSH_TTL_SECONDS = 24 * 3600;
const REQUEST_TIMEOUT_MS = 10_000;
const CONCURRENT_REQUESTS = 8;
const SWEEP_BATCH = 500;

interface Claimed {
  notificationId: number;
  createdAt: Date;
}

interface Target extends PushTarget {
  id: number;
  userId: string;
}

/** The name of a failure without its message: fetch and query errors can quote URLs or parameters. */
const failure = (error: unknown) => ({
  name: error instanceof Error ? error.name : typeof error,
  code:
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.cause?.code ??
    (error as { code?: unknown } | null)?.code,
});

const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'invalid';
  }
};

export async function createPushService(
  deps: PushDeps,
  fetchImpl: typeof fetch = fetch,
): Promise<PushService> {
  const { db, clock, log, config } = deps;
  const { keys, generated } = await loadVapidKeys(config.push.vapidKeys, config.dataDir);
  if (generated) log.info('generated a VAPID key pair for Web Push into DATA_DIR/secrets');
  const vapid = vapidSigner(keys, config.push.subject);
  const aborter = new AbortController();
  const inFlight = new Set<Promise<void>>();
  let closed = false;

  const track = (what: string, work: () => Promise<void>) => {
    if (closed) return;
    const running = work().catch((error: unknown) => {
      if (!closed) log.error({ err: failure(error) }, `push ${what} failed`);
    });
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running));
  };

  const sendOne = async (target: Target, payload: string) => {
    try {
      const status = await sendWebPush(target, payload, {
        vapid,
        ttlSeconds: PUSH_TTL_SECONDS,
        fetch: fetchImpl,
        signal: AbortSignal.any([aborter.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
      });
      if (status >= 200 && status < 300) return;
      const about = { subscriptionId: target.id, pushService: hostOf(target.endpoint), status };
      if (status === 404 || status === 410) {
        // The browser unsubscribed or the subscription expired: it will never work again.
        await db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.id, target.id), eq(pushSubscriptions.endpoint, target.endpoint)));
        log.info(about, 'push subscription is gone; removed');
        return;
      }
      log.warn(about, 'push service refused a message');
    } catch (error) {
      if (closed) return;
      log.warn(
        { subscriptionId: target.id, pushService: hostOf(target.endpoint), err: failure(error) },
        'push message could not be sent',
      );
    }
  };

  const sendClaimed = async (claimed: readonly Claimed[]) => {
    const now = clock.now();
    const fresh = claimed
      .filter((row) => now.getTime() - row.createdAt.getTime() < PUSH_TTL_SECONDS * 1000)
      .map((row) => row.notificationId);
    if (fresh.length === 0) return;
    const rows = await db
      .select({ notification: notifications, language: users.preferredLanguage })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(inArray(notifications.id, fresh), isNull(users.blockedAt)));
    if (rows.length === 0) return;
    const userIds = [...new Set(rows.map((row) => row.notification.userId))];
    // Only browsers whose session is still open: signing out stops pushes there.
    const targets: Target[] = await db
      .select({
        id: pushSubscriptions.id,
        userId: pushSubscriptions.userId,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
      .where(
        and(
          inArray(pushSubscriptions.userId, userIds),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      );
    const jobs = rows.flatMap(({ notification, language }) => {
      const payload = JSON.stringify(pushMessageFor(notification, language, config.publicUrl));
      return targets
        .filter((target) => target.userId === notification.userId)
        .map((target) => () => sendOne(target, payload));
    });
    await runLimited(jobs, CONCURRENT_REQUESTS);
  };

  return {
    publicKey: keys.publicKey,
    deliver: (ids) => {
      if (ids.length === 0) return;
      track('delivery', async () => {
        const claimed = await db
          .delete(pushOutbox)
          .where(inArray(pushOutbox.notificationId, [...ids]))
          .returning();
        await sendClaimed(claimed);
      });
    },
    sweep: () =>
      track('sweep', async () => {
        for (;;) {
          const waiting = db
            .select({ id: pushOutbox.notificationId })
            .from(pushOutbox)
            .orderBy(pushOutbox.notificationId)
            .limit(SWEEP_BATCH)
            .for('update', { skipLocked: true });
          const claimed = await db
            .delete(pushOutbox)
            .where(inArray(pushOutbox.notificationId, waiting))
            .returning();
          if (claimed.length === 0 || closed) return;
          await sendClaimed(claimed);
        }
      }),
    idle: async () => {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    close: async () => {
      closed = true;
      aborter.abort();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

/** Runs `jobs` with at most `limit` at a time. */
async function runLimited(jobs: readonly (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      if (job) await job();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
}
