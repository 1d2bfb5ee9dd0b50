import type { Clock } from '../clock.js';
import { epochSeconds, signToken, verifyToken, type TokenKind } from './signed-tokens.js';

/** Back-office tokens: their own key, audience and type, so the website refuses them and vice versa. */
const STAFF: TokenKind = { audience: 'manzil-dashboard', type: 'staff+jwt' };

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
  return signToken(
    STAFF,
    {
      subject: claims.staffId,
      payload: { sid: claims.sessionId },
      issuedAt: epochSeconds(clock.now()),
      expiresAt: epochSeconds(expiresAt),
    },
    key,
  );
}

/** The claims of a valid back-office token, or undefined for anything else. */
export async function verifyStaffToken(
  token: string,
  key: Uint8Array,
  clock: Clock,
): Promise<StaffClaims | undefined> {
  const payload = await verifyToken(STAFF, token, key, clock);
  return payload && { staffId: payload.sub, sessionId: payload.sid };
}
