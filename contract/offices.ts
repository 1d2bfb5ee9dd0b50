import { z } from 'zod';
import { latinDigits } from './digits.js';
import { writtenText } from './written-text.js';

/** Roles in a brokerage office (docs/decisions/0039-brokerage-offices.md). */
export const officeRoles = ['owner', 'manager', 'agent'] as const;
export type OfficeRole = (typeof officeRoles)[number];

/** `pendingReview`: its FAL licence is an establishment's, which staff confirm before it acts. */
export const officeStatuses = ['active', 'pendingReview', 'suspended'] as const;
export type OfficeStatus = (typeof officeStatuses)[number];

export const falStates = ['valid', 'expired', 'cancelled', 'unknown'] as const;

const officeName = (requiredKey: string) =>
  z.string({ error: requiredKey }).trim().min(2, 'officeNameLength').max(100, 'officeNameLength');

/** A FAL licence number as typed: digits (Arabic-Indic too), spaces ignored. */
export const falNumber = z
  .string({ error: (issue) => (issue.input === undefined ? 'falNumberRequired' : 'falNumberInvalid') })
  .transform((value) => latinDigits(value).replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'falNumberRequired')
      .regex(/^\d{6,20}$/, 'falNumberInvalid'),
  );

export const createOfficeBody = z.object({
  nameAr: officeName('officeNameRequired'),
  nameEn: officeName('officeNameRequired'),
  falNumber,
});

export const officeIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const officeMember = z.object({
  userId: z.uuid(),
  name: z.string(),
  role: z.enum(officeRoles),
  joinedAt: z.iso.datetime(),
});

/** An office as anyone sees it. */
export const publicOffice = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  falNumber: z.string(),
  /** The FAL licence is valid at the authority (as last asked) and not past its expiry. */
  licensed: z.boolean(),
  falExpiresAt: z.iso.datetime().nullable(),
  status: z.enum(officeStatuses),
  members: z.array(officeMember),
  createdAt: z.iso.datetime(),
});
export type PublicOffice = z.infer<typeof publicOffice>;

export const myOffice = z.object({
  office: publicOffice.nullable(),
  role: z.enum(officeRoles).nullable(),
});
export type MyOffice = z.infer<typeof myOffice>;
