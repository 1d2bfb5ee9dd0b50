import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock.js';
import { ALGORITHM, ISSUER } from './jwt.js';

/** Back-office tokens: their own key, audience and type, so the website refuses them and vice versa. */
const STAFF_AUDIENCE = 'manzil-dashboard';
const STAFF_TOKEN_TYPE = 'staff+jwt';

export interface StaffClaims {
  staffId: string;
  sessionId: string;
}

export async function signStaffToken(
  claims: StaffClaims,
  expiresAt: Date,
  key: Uint8Array,
  clock: Clock,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: STAFF_TOKEN_TYPE })
    .setSubject(claims.staffId)
    .setIssuer(ISSUER)
    .setAudience(STAFF_AUDIENCE)
    .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/** The claims of a valid back-office token, or undefined for anything else. */
export async function verifyStaffToken(
  token: string,
  key: Uint8Array,
  clock: Clock,
): Promise<StaffClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: STAFF_AUDIENCE,
      typ: STAFF_TOKEN_TYPE,
      currentDate: clock.now(),
      requiredClaims: ['sub', 'sid', 'exp'],
    });
    const { sub, sid } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string') return undefined;
    return { staffId: sub, sessionId: sid };
  } catch {
    return undefined;
  }
}
