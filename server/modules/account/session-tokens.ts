import { randomUUID } from 'node:crypto';
import type { AppDeps } from '#server/deps.js';
import { refreshTokens, sessions, type UserRow } from '#server/db/schema/index.js';
import { signAccessToken } from '#server/lib/auth/jwt.js';
import { hashRefreshToken, newRefreshToken, REFRESH_LIMITS } from '#server/lib/auth/refresh-tokens.js';
import { addSeconds } from '#server/lib/clock.js';

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export async function startSession(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>,
  user: Pick<UserRow, 'id' | 'phoneNumber'>,
  deviceId: string | undefined,
): Promise<TokenPair> {
  const now = deps.clock.now();
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await deps.db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id: sessionId,
      userId: user.id,
      deviceId: deviceId ?? null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: addSeconds(now, REFRESH_LIMITS.absoluteSeconds),
    });
    await tx.insert(refreshTokens).values({
      sessionId,
      tokenHash: hashRefreshToken(refreshToken, deps.secrets.hashKey),
      createdAt: now,
    });
  });
  return { token: await accessTokenFor(deps, user, sessionId), refreshToken };
}

export function accessTokenFor(
  deps: Pick<AppDeps, 'clock' | 'secrets'>,
  user: Pick<UserRow, 'id' | 'phoneNumber'>,
  sessionId: string,
): Promise<string> {
  return signAccessToken(
    { userId: user.id, sessionId, phoneNumber: user.phoneNumber },
    deps.secrets.jwtKey,
    deps.clock,
  );
}
