import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { refreshTokens } from '#server/db/schema/index.js';
import { hashRefreshToken } from '#server/lib/auth/refresh-tokens.js';
import { revokeSession } from './revoke-session.js';

/** Ends the session the refresh token belongs to. Idempotent: an unknown token changes nothing. */
export async function logout(deps: AppDeps, presented: string): Promise<void> {
  const [token] = await deps.db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(presented, deps.secrets.hashKey)));
  if (token) await revokeSession(deps, token.sessionId, 'logout');
}
