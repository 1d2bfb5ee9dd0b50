import { z } from 'zod';
import { latinDigits } from './digits.js';

/** A Saudi national ID (starts with 1) or a resident's iqama (starts with 2). */
export const identityKinds = ['national', 'resident'] as const;
export type IdentityKind = (typeof identityKinds)[number];

/** Where a verification through Nafath stands (docs/decisions/0038-identity-through-nafath.md). */
export const identityRequestStates = [
  /** Nafath sent the number to the person's app; they have not answered yet. */
  'waiting',
  /** The person picked the number; the signed answer from Nafath has not arrived yet. */
  'confirming',
  'verified',
  'rejected',
  'expired',
  /** Nafath could not be reached, or its signed answer never came. */
  'unavailable',
  /** The identity is already that of another account. */
  'inUse',
] as const;
export type IdentityRequestState = (typeof identityRequestStates)[number];

/**
 * Ten digits, the first 1 or 2, the last a Luhn check digit over all ten: how the Ministry of
 * Interior numbers IDs and iqamas. Arabic-Indic digits count as digits; spaces are ignored.
 */
export function isSaudiIdNumber(value: string): boolean {
  if (!/^[12]\d{9}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 10; index += 1) {
    const digit = Number(value[index]);
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

export const identityKindOf = (idNumber: string): IdentityKind =>
  idNumber.startsWith('1') ? 'national' : 'resident';

export const idNumber = z
  .string({
    error: (issue) => (issue.input === undefined ? 'identityNumberRequired' : 'identityNumberInvalid'),
  })
  .transform((value) => latinDigits(value).replace(/[\s-]/g, ''))
  .pipe(
    z.string().min(1, 'identityNumberRequired').refine(isSaudiIdNumber, { message: 'identityNumberInvalid' }),
  );

export const startIdentityBody = z.object({ idNumber });

export const identityRequest = z.object({
  id: z.uuid(),
  state: z.enum(identityRequestStates),
  /** The two-digit number the person picks in the Nafath app; shown while waiting. */
  random: z.string(),
  idKind: z.enum(identityKinds),
  idLast4: z.string(),
  expiresAt: z.iso.datetime(),
  /** Seconds until `expiresAt` by the server's clock (a device's own clock may be wrong). */
  secondsLeft: z.number().int().min(0),
  /** How long the page should wait before asking again, while the request is open. */
  pollAfterSeconds: z.number().int().nullable(),
});
export type IdentityRequest = z.infer<typeof identityRequest>;

export const identityRequestParams = z.object({ id: z.uuid({ error: 'notFound' }) });

export const verifiedIdentity = z.object({
  nameAr: z.string(),
  nameEn: z.string(),
  idKind: z.enum(identityKinds),
  idLast4: z.string(),
  verifiedAt: z.iso.datetime(),
});
export type VerifiedIdentity = z.infer<typeof verifiedIdentity>;

export const myIdentity = z.object({
  identity: verifiedIdentity.nullable(),
  /** Publishing an ad needs a verified identity (ADVERTISER_IDENTITY_REQUIRED). */
  requiredToPublish: z.boolean(),
  /** The request still open, if any (the page resumes it after a reload). */
  openRequest: identityRequest.nullable(),
  /** The development verifier's test IDs (docs/operations/identity.md); null with Nafath itself. */
  testIds: z.array(z.string()).nullable(),
});
export type MyIdentity = z.infer<typeof myIdentity>;

/** What Nafath POSTs to the callback URL: a signed JWT with the outcome and the person's data. */
export const nafathCallbackBody = z.object({
  token: z.string().min(1).max(20_000),
  transId: z.string().max(200).optional(),
  requestId: z.string().max(200).optional(),
});
export const nafathCallbackAnswer = z.object({ received: z.boolean() });
