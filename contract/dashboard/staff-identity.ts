import { z } from 'zod';

/** Who a staff member is: the same in the staff list and in the signed-in member's own profile. */
export const staffIdentity = {
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.object({ id: z.number().int(), name: z.string(), isSuperAdmin: z.boolean() }),
};

/** The staff member a record names: the email stays, the id is null once their account is deleted. */
export const staffRef = z.object({ id: z.uuid().nullable(), email: z.string() });
