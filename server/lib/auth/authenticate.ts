import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '#server/deps.js';
import { sessions, users } from '#server/db/schema/index.js';
import { AppError } from '../errors.js';
import { verifyAccessToken } from './jwt.js';
import { openSession } from './open-session.js';

export interface AuthUser {
  id: string;
  sessionId: string;
  phoneNumber: string;
}

/**
 * Checks the bearer token and that its session is still open, so logout and blocking take effect at
 * once rather than when the 15-minute token runs out.
 */
export async function authenticate(deps: AppDeps, authorization: string | undefined): Promise<AuthUser> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw new AppError('unauthenticated', 'unauthenticated');
  const claims = await verifyAccessToken(match[1], deps.secrets.jwtKey, deps.clock);
  if (!claims || !(await isSessionOpen(deps, claims.userId, claims.sessionId)))
    throw new AppError('unauthenticated', 'sessionExpired');
  return { id: claims.userId, sessionId: claims.sessionId, phoneNumber: claims.phoneNumber };
}

/** The session exists, belongs to the user, is neither revoked nor expired, and the user is not blocked. */
export async function isSessionOpen(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const [open] = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        openSession(sessions, deps.clock.now()),
        isNull(users.blockedAt),
      ),
    );
  return open !== undefined;
}

/** preHandler for routes that need a signed-in user. */
export async function requireUser(this: { deps: AppDeps }, request: FastifyRequest): Promise<void> {
  request.user = await authenticate(this.deps, request.headers.authorization);
}

/** preHandler for public routes that answer more to a signed-in caller; a bad token is still a 401. */
export async function optionalUser(this: { deps: AppDeps }, request: FastifyRequest): Promise<void> {
  if (request.headers.authorization !== undefined) {
    request.user = await authenticate(this.deps, request.headers.authorization);
  }
}

export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('unauthenticated', 'unauthenticated');
  return request.user;
}
