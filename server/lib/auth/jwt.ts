import type { Clock } from '../clock.js';
import { epochSeconds, signToken, verifyToken, type TokenKind } from './signed-tokens.js';

export const NAME_IDENTIFIER_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier';
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const WEBSITE: TokenKind = { audience: 'manzil-website', type: 'JWT' };

export interface AccessClaims {
  userId: string;
  sessionId: string;
  phoneNumber: string;
}

export async function signAccessToken(claims: AccessClaims, key: Uint8Array, clock: Clock): Promise<string> {
  const issuedAt = epochSeconds(clock.now());
  return signToken(
    WEBSITE,
    {
      subject: claims.userId,
      payload: {
        [NAME_IDENTIFIER_CLAIM]: claims.userId,
        sid: claims.sessionId,
        phone_number: claims.phoneNumber,
      },
      issuedAt,
      expiresAt: issuedAt + ACCESS_TOKEN_SECONDS,
    },
    key,
  );
}

/** Returns the claims of a valid token, or undefined for anything else (expired, tampered, alg:none). */
export async function verifyAccessToken(
  token: string,
  key: Uint8Array,
  clock: Clock,
): Promise<AccessClaims | undefined> {
  const payload = await verifyToken(WEBSITE, token, key, clock);
  const phoneNumber = payload?.phone_number;
  if (!payload || typeof phoneNumber !== 'string') return undefined;
  return { userId: payload.sub, sessionId: payload.sid, phoneNumber };
}
