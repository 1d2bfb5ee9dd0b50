import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Clock } from '../clock.js';

const ALGORITHM = 'HS256';
const ISSUER = 'manzil';

/**
 * What sets a kind of token apart: the website's and the back office's differ in audience and type
 * (and key), so neither passes for the other.
 */
export interface TokenKind {
  audience: string;
  type: string;
}

/** Seconds since the epoch, as tokens write times. */
export const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** Signs a token of this kind for `subject`, issued now and valid until `expiresAt` (epoch seconds). */
export function signToken(
  kind: TokenKind,
  token: { subject: string; payload: JWTPayload; issuedAt: number; expiresAt: number },
  key: Uint8Array,
): Promise<string> {
  return new SignJWT(token.payload)
    .setProtectedHeader({ alg: ALGORITHM, typ: kind.type })
    .setSubject(token.subject)
    .setIssuer(ISSUER)
    .setAudience(kind.audience)
    .setIssuedAt(token.issuedAt)
    .setExpirationTime(token.expiresAt)
    .sign(key);
}

/**
 * The payload of a valid token of this kind, with its subject and session id, or undefined for
 * anything else (another kind, expired, tampered, alg:none).
 */
export async function verifyToken(
  kind: TokenKind,
  token: string,
  key: Uint8Array,
  clock: Clock,
): Promise<(JWTPayload & { sub: string; sid: string }) | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: kind.audience,
      typ: kind.type,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    const { sub, sid } = payload;
    return typeof sub === 'string' && typeof sid === 'string' ? { ...payload, sub, sid } : undefined;
  } catch {
    return undefined;
  }
}
