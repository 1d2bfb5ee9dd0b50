import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import { DRAFT_KEPT_DAYS } from '#contract/limits.js';
import type { AppDeps } from '#server/deps.js';
import {
  emailVerificationSends,
  notifications,
  phoneVerifications,
  proofOfWorkRedemptions,
  properties,
  sessions,
  staffPasswordResets,
  staffSessions,
} from '#server/db/schema/index.js';
import { REFRESH_LIMITS } from '#server/lib/auth/refresh-tokens.js';
import { addSeconds } from '#server/lib/clock.js';
import { orphanedFiles } from '#server/lib/storage/orphaned-files.js';
import { deleteInBatches } from './delete-in-batches.js';
import { referencedFiles } from './referenced-files.js';

const DAY = 24 * 3600;
/** Codes live minutes, but the sending limits count them a day back (send-limits.ts): kept two days. */
const CODES_KEPT_SECONDS = 2 * DAY;
/** Ended sessions stay a week, for questions about a recent sign-out or block. */
const ENDED_SESSIONS_KEPT_SECONDS = 7 * DAY;
const ORPHANS_KEPT_SECONDS = DAY;

export interface PurgeRule {
  readonly name: string;
  /** Deletes what the rule no longer keeps at `now`; answers how many rows went. */
  purge(deps: Pick<AppDeps, 'db' | 'config' | 'storage'>, now: Date, signal: AbortSignal): Promise<number>;
}

/** Sent codes, kept CODES_KEPT_SECONDS from when they were sent. */
const codesRule = (
  name: string,
  table: typeof phoneVerifications | typeof emailVerificationSends | typeof staffPasswordResets,
): PurgeRule => ({
  name,
  purge: ({ db }, now, signal) =>
    deleteInBatches(db, table, table.id, lt(table.createdAt, addSeconds(now, -CODES_KEPT_SECONDS)), signal),
});

/** Everything the `purge` job deletes, in order. A new purge is one more rule here. */
export const PURGE_RULES: readonly PurgeRule[] = [
  codesRule('phoneCodes', phoneVerifications),
  // Counted a day back by the verification limits (email-verification-limits.ts).
  codesRule('emailVerificationSends', emailVerificationSends),
  codesRule('staffResetCodes', staffPasswordResets),
  {
    // A used proof of work is kept only while its challenge could still be sent again.
    name: 'usedProofsOfWork',
    purge: ({ db }, now, signal) =>
      deleteInBatches(
        db,
        proofOfWorkRedemptions,
        proofOfWorkRedemptions.signature,
        lt(proofOfWorkRedemptions.expiresAt, now),
        signal,
      ),
  },
  {
    // Revoked, past their end, or idle past the refresh limit, for a week: their refresh tokens and
    // push subscriptions go with them.
    name: 'sessions',
    purge: ({ db }, now, signal) => {
      const before = addSeconds(now, -ENDED_SESSIONS_KEPT_SECONDS);
      return deleteInBatches(
        db,
        sessions,
        sessions.id,
        or(
          lt(sessions.revokedAt, before),
          lt(sessions.expiresAt, before),
          lt(sessions.lastUsedAt, addSeconds(before, -REFRESH_LIMITS.idleSeconds)),
        ),
        signal,
      );
    },
  },
  {
    name: 'staffSessions',
    purge: ({ db }, now, signal) => {
      const before = addSeconds(now, -ENDED_SESSIONS_KEPT_SECONDS);
      return deleteInBatches(
        db,
        staffSessions,
        staffSessions.id,
        or(lt(staffSessions.revokedAt, before), lt(staffSessions.expiresAt, before)),
        signal,
      );
    },
  },
  {
    // NOTIFICATION_RETENTION_DAYS after it was written; unread ones stay.
    name: 'readNotifications',
    purge: ({ db, config }, now, signal) =>
      deleteInBatches(
        db,
        notifications,
        notifications.id,
        and(
          isNotNull(notifications.readAt),
          lt(notifications.createdAt, addSeconds(now, -config.jobs.notificationRetentionDays * DAY)),
        ),
        signal,
      ),
  },
  {
    // Drafts untouched for DRAFT_KEPT_DAYS; their photo files are orphans then (next rule), except
    // those a draft of changes shares with its ad.
    name: 'staleDrafts',
    purge: ({ db }, now, signal) =>
      deleteInBatches(
        db,
        properties,
        properties.id,
        and(
          eq(properties.status, 'draft'),
          lt(properties.updatedAt, addSeconds(now, -DRAFT_KEPT_DAYS * DAY)),
        ),
        signal,
      ),
  },
  {
    // Files no row names: an upload whose request died between storing and committing, a delete the
    // store refused. A day old at least, so an upload still under way keeps its files.
    name: 'orphanedFiles',
    purge: async ({ db, storage }, now, signal) => {
      let deleted = 0;
      const search = {
        prefix: '',
        olderThan: addSeconds(now, -ORPHANS_KEPT_SECONDS),
        referenced: (keys: string[]) => referencedFiles(db, keys),
      };
      for await (const file of orphanedFiles(storage, search)) {
        signal.throwIfAborted();
        await storage.delete(file.key);
        deleted += 1;
      }
      return deleted;
    },
  },
];
