import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { refreshTokens, sessions, users } from '#server/db/schema/index.js';
import { childRefreshToken, hashRefreshToken, REFRESH_LIMITS } from '#server/lib/auth/refresh-tokens.js';
import { addSeconds, secondsBetween } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { revokeSession } from './revoke-session.js';
import { accessTokenFor, type TokenPair } from './session-tokens.js';

const sessionExpired = () => new AppError('unauthenticated', 'sessionExpired');

/**
 * Rotates the refresh token. Replaying the immediate parent of the current token within the grace
 * window answers with the current pair (two tabs refreshing together); any other reuse revokes the session.
 */
export async function refreshToken(deps: AppDeps, presented: string): Promise<TokenPair> {
  const now = deps.clock.now();
  const key = deps.secrets.hashKey;
  const [found] = await deps.db
    .select({ token: refreshTokens, session: sessions, user: users })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(presented, key)));
  if (!found) throw sessionExpired();
  const { token, session, user } = found;
  const idleLimit = addSeconds(session.lastUsedAt, REFRESH_LIMITS.idleSeconds);
  if (session.revokedAt || user.blockedAt || session.expiresAt <= now || idleLimit <= now)
    throw sessionExpired();

  const next = childRefreshToken(presented, key);
  const rotated = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (!claimed) return false;
    await tx.insert(refreshTokens).values({
      sessionId: session.id,
      tokenHash: hashRefreshToken(next, key),
      parentId: token.id,
      createdAt: now,
    });
    await tx.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, session.id));
    return true;
  });

  if (!rotated && !(await isGraceReplay(deps, token.id, now))) {
    await revokeSession(deps, session.id, 'refresh_reuse');
    deps.log.warn({ sessionId: session.id }, 'refresh token reuse: session revoked');
    throw sessionExpired();
  }
  return { token: await accessTokenFor(deps, user, session.id), refreshToken: next };
}

async function isGraceReplay(deps: AppDeps, tokenId: string, now: Date): Promise<boolean> {
  const [used] = await deps.db
    .select({ usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, tokenId));
  const [child] = await deps.db
    .select({ usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.parentId, tokenId));
  return (
    used?.usedAt != null &&
    child !== undefined &&
    child.usedAt === null &&
    secondsBetween(used.usedAt, now) <= REFRESH_LIMITS.parentGraceSeconds
  );
}
