import { z } from 'zod';
import { MAX_RECENTLY_VIEWED } from './limits.js';

/** The device's list, merged into the account's at sign-in (newest first, each ad once, 20 at most). */
export const recentlyViewedBody = z.object({
  views: z
    .array(
      z.object({ propertyId: z.number().int().positive().max(2_147_483_647), viewedAt: z.iso.datetime() }),
    )
    .max(MAX_RECENTLY_VIEWED),
});
export type RecentlyViewedBody = z.infer<typeof recentlyViewedBody>;
