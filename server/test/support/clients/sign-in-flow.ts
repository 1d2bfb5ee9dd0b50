import { randomInt } from 'node:crypto';
import * as account from '#contract/endpoints/account.js';
import { TERMS_VERSION } from '#contract/legal.js';
import type { ApiCaller } from './api-caller.js';

export const ACCOUNT = '/api/website/account';

const MOBILE_PREFIXES = ['50', '53', '54', '55', '56', '58', '59'];

/** A fresh Saudi mobile number per call, so tests never share limits by accident. */
export function newSaudiMobile(): { national: string; e164: string } {
  const prefix = MOBILE_PREFIXES[randomInt(0, MOBILE_PREFIXES.length)] ?? '50';
  const national = `${prefix}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  return { national, e164: `+966${national}` };
}

/** A code that is not this one (the next number, five digits). */
export const wrongCodeFor = (code: string) => String((Number(code) + 1) % 100_000).padStart(5, '0');

export async function requestCode(server: ApiCaller, national: string, headers: Record<string, string> = {}) {
  return server.send(account.register, { body: { phoneNumber: national, dialCode: '+966' } }, { headers });
}

export interface SignedIn {
  token: string;
  refreshToken: string;
  userId: string;
  e164: string;
}

/** Signs in a new phone, or `existing` (E.164) again, which opens another session. */
export async function signIn(server: ApiCaller, existing?: string): Promise<SignedIn> {
  const e164 = existing ?? newSaudiMobile().e164;
  const registered = await server.send(account.register, { body: { phoneNumber: e164, dialCode: '+966' } });
  if (registered.status !== 200) throw new Error(`register answered ${registered.status}`);
  const code = await server.lastCode(e164);
  const verified = await server.send(account.verifyCode, {
    body: { code, id: registered.body.guid, acceptedTermsVersion: TERMS_VERSION },
  });
  if (verified.status !== 200) throw new Error(`verifycode answered ${verified.status}`);
  return { ...verified.body, userId: userIdOf(verified.body.token), e164 };
}

export function userIdOf(token: string): string {
  const [, payload = ''] = token.split('.');
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub;
}
