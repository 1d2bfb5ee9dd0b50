import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock.js';

export const NAME_IDENTIFIER_CLAIM = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier';
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const ALGORITHM = 'HS256';
export const ISSUER = 'manzil';
const AUDIENCE = 'manzil-website';
const TOKEN_TYPE = 'JWT';

export interface AccessClaims {
  userId: string;
  sessionId: string;
  phoneNumber: string;
}

export async function signAccessToken(claims: AccessClaims, key: Uint8Array, clock: Clock): Promise<string> {
  const issuedAt = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({
    [NAME_IDENTIFIER_CLAIM]: claims.userId,
    sid: claims.sessionId,
    phone_number: claims.phoneNumber,
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(key);
}

/** Returns the claims of a valid token, or undefined for anything else (expired, tampered, alg:none). */
export async function verifyAccessToken(
  token: string,
  key: Uint8Array,
  clock: Clock,
): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      // A back-office token carries another type (and audience and key): never a website session.
      typ: TOKEN_TYPE,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    const { sub, sid, phone_number: phoneNumber } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof phoneNumber !== 'string')
      return undefined;
    return { userId: sub, sessionId: sid, phoneNumber };
  } catch {
    return undefined;
  }
}
