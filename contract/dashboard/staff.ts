import { z } from 'zod';
import { writtenText } from '../written-text.js';
import { latinDigits } from '../common.js';
import { listEnvelope, queryBoolean, queryId, sortablePagingQuery } from '../paging.js';
import { newPassword, passwordNotEmail, staffEmail } from './password-policy.js';
import { staffIdentity } from './staff-identity.js';
import { openApiSchemas } from '../openapi-registry.js';

export const staffSortOrders = ['newest', 'oldest', 'nameAsc', 'nameDesc', 'emailAsc', 'emailDesc'] as const;

export const staffListQuery = sortablePagingQuery(staffSortOrders, {
  RoleId: queryId,
  IsBlocked: queryBoolean,
});
export type StaffListQuery = z.infer<typeof staffListQuery>;

/** Anything that is not a staff id answers 404, like an id that is not there. */
export const staffIdParams = z.object({ id: z.string().max(100) });

const fullName = writtenText({ error: 'fullNameRequired' })
  .min(1, 'fullNameRequired')
  .max(100, 'fieldTooLong');

/** International form (`+9665…`); sent reset codes go here by SMS instead of email. */
const phoneNumber = z
  .string()
  .trim()
  .transform(latinDigits)
  .pipe(z.string().regex(/^\+?[\d\s-]{7,20}$/, 'phoneInvalid'));

const roleId = z.number({ error: 'fieldRequired' }).int().positive().max(2_147_483_647);

/** What staff send about a member: a new one needs every field but the phone; an edit any of them. */
const staffFields = z.object({
  email: staffEmail,
  fullName,
  password: newPassword,
  roleId,
  phoneNumber: z.union([z.literal('').transform(() => null), z.null(), phoneNumber]),
});

export const createStaffBody = staffFields
  .partial({ phoneNumber: true })
  .superRefine(passwordNotEmail('password', (body) => body.email));
export type CreateStaffBody = z.infer<typeof createStaffBody>;

/** Every field optional; `phoneNumber: null` (or "") removes the phone; a password revokes sessions. */
export const updateStaffBody = staffFields
  .partial()
  .superRefine(passwordNotEmail('password', (body) => body.email));
export type UpdateStaffBody = z.infer<typeof updateStaffBody>;

export const staffMember = z
  .object({
    ...staffIdentity,
    isBlocked: z.boolean(),
    blockedAt: z.iso.datetime().nullable(),
    lastLoginAt: z.iso.datetime().nullable(),
    passwordChangedAt: z.iso.datetime(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .register(openApiSchemas, { id: 'DashboardStaffMember' });
export type StaffMember = z.infer<typeof staffMember>;

export const staffList = listEnvelope(staffMember);
