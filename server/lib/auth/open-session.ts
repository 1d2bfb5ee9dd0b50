import { and, gt, isNull } from 'drizzle-orm';
import type { sessions, staffSessions } from '#server/db/schema/index.js';

/** A session, a user's or a staff member's, still open at `now`: neither revoked nor past its end. */
export const openSession = (session: typeof sessions | typeof staffSessions, now: Date) =>
  and(isNull(session.revokedAt), gt(session.expiresAt, now));
