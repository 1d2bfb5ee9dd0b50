import { z } from 'zod';
import { adLicenceStates, adLicenseNumber } from './properties.js';

export const licenceCheckQuery = z.object({
  number: adLicenseNumber,
  /** The caller's ad (or draft) the number is for: its own number is not "in use". */
  propertyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** The authority says the licence is valid and issued to the caller, and no other live ad uses it. */
export const licenceCheck = z.object({
  expiresAt: z.iso.datetime().nullable(),
  advertiserName: z.string().nullable(),
});
export type LicenceCheck = z.infer<typeof licenceCheck>;

/**
 * What the form needs to know of licences here: whether an ad must have one, and, where the
 * development stand-in answers for the authority, the numbers that play each of its answers.
 */
export const licenceRules = z.object({
  required: z.boolean(),
  testNumbers: z.array(z.object({ number: z.string(), answer: z.enum([...adLicenceStates, 'unavailable']) })),
});
export type LicenceRules = z.infer<typeof licenceRules>;
