import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { notifications, pushSubscriptions, sessions, users } from '#server/db/schema/index.js';
import { secondsBetween } from '#server/lib/clock.js';
import { pushMessageFor } from './push-message.js';
import { openSession } from '#server/lib/auth/open-session.js';
import { PUSH_QUEUE, type PushJob } from './push-queue.js';
import { nextPushDelay } from './push-retry.js';
import { PUSH_TTL_SECONDS } from './push-service.js';

type PushDeps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'push' | 'jobs'>;

const hostOf = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'invalid';
  }
};

/**
 * Sends one queued push, if it is still wanted: the notification younger than the push TTL, its
 * receiver not blocked, the browser still subscribed in an open session. A dead subscription (404,
 * 410) is removed; a refusal for now (429, 5xx, time-out) is tried again later with back-off.
 */
export async function deliverPush(deps: PushDeps, job: PushJob, signal: AbortSignal): Promise<void> {
  const { db, clock, log, config } = deps;
  const now = clock.now();
  const [found] = await db
    .select({ notification: notifications, language: users.preferredLanguage })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(notifications.id, job.notificationId), isNull(users.blockedAt)));
  if (!found) return;
  const { notification, language } = found;
  const ageSeconds = Math.max(0, secondsBetween(notification.createdAt, now));
  if (ageSeconds >= PUSH_TTL_SECONDS) return;
  const [target] = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(
      and(
        eq(pushSubscriptions.id, job.subscriptionId),
        eq(pushSubscriptions.userId, notification.userId),
        openSession(sessions, now),
      ),
    );
  if (!target) return;

  const payload = JSON.stringify(pushMessageFor(notification, language, config.publicUrl));
  const ttl = Math.floor(PUSH_TTL_SECONDS - ageSeconds);
  const outcome = await deps.push.send(target, payload, ttl, signal);
  const about = { subscriptionId: target.id, pushService: hostOf(target.endpoint), attempt: job.attempt };
  switch (outcome.kind) {
    case 'sent':
      return;
    case 'gone':
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, target.id), eq(pushSubscriptions.endpoint, target.endpoint)));
      log.info({ ...about, status: outcome.status }, 'push subscription is gone; removed');
      return;
    case 'refused':
      log.warn({ ...about, status: outcome.status }, 'push service refused a message');
      return;
    case 'later': {
      const delay = nextPushDelay({
        attempt: job.attempt,
        ...(outcome.retryAfter === undefined ? {} : { retryAfter: outcome.retryAfter }),
        policy: config.push.retry,
        ageSeconds,
        ttlSeconds: PUSH_TTL_SECONDS,
        jitter: Math.random(),
      });
      const why = { ...about, status: outcome.status, err: outcome.failure };
      if (delay === undefined) {
        log.warn(why, 'push message could not be sent; given up');
        return;
      }
      await deps.jobs.send(PUSH_QUEUE, [
        { data: { ...job, attempt: job.attempt + 1 }, startAfterSeconds: delay },
      ]);
      log.info({ ...why, retryInSeconds: delay }, 'push message could not be sent now; retrying later');
    }
  }
}
