import { z } from 'zod';

/** The largest id a database `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/** The path's `:id` naming a stored item: a positive whole number; anything else is `fieldInvalid`. */
export const idParams = z.object({
  id: z.coerce.number({ error: 'fieldInvalid' }).int().positive().max(MAX_ID),
});
