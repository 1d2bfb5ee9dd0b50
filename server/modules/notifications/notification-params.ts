import { z } from 'zod';
import type { NotificationType } from '#contract/notifications.js';
import { suspensionReasons } from '#contract/properties.js';

const adTitle = { titleAr: z.string().nullable(), titleEn: z.string().nullable() };
const fromPerson = { ...adTitle, senderId: z.string(), senderName: z.string().nullable() };
/** A saved search's alerts name the search and carry its results' path and signed unsubscribe path. */
const savedSearchLinks = {
  savedSearchId: z.number().int(),
  searchName: z.string(),
  searchPath: z.string(),
  unsubscribePath: z.string(),
};

/**
 * The parameters each notification type stores (jsonb). They are read back through these schemas, so
 * a row written by an older or newer version is shown with a generic text instead of failing the list.
 */
export const notificationParams = {
  newMessage: z.object(fromPerson),
  reply: z.object(fromPerson),
  newReview: z.object({
    ...adTitle,
    reviewerName: z.string().nullable(),
    rating: z.number().int().min(1).max(5),
  }),
  priceDrop: z.object({ ...adTitle, oldPrice: z.number(), newPrice: z.number(), currency: z.string() }),
  adApproved: z.object(adTitle),
  adRejected: z.object({ ...adTitle, reason: z.string().nullable() }),
  adHeldForReports: z.object(adTitle),
  adSuspended: z.object({ ...adTitle, reason: z.enum(suspensionReasons) }),
  adExpiring: z.object({ ...adTitle, days: z.number().int() }),
  adExpired: z.object(adTitle),
  adChangesRequested: z.object({ ...adTitle, reason: z.string() }),
  broadcast: z.object({ titleAr: z.string(), titleEn: z.string(), bodyAr: z.string(), bodyEn: z.string() }),
  savedSearchMatch: z.object({ ...adTitle, ...savedSearchLinks }),
  savedSearchPriceDrop: z.object({
    ...adTitle,
    ...savedSearchLinks,
    oldPrice: z.number(),
    newPrice: z.number(),
    currency: z.string(),
  }),
  savedSearchDigest: z.object({ ...savedSearchLinks, count: z.number().int() }),
} satisfies Record<NotificationType, z.ZodType>;

export type NotificationParams<T extends NotificationType> = z.infer<(typeof notificationParams)[T]>;

/** The links of a saved-search alert, read from any notification's parameters (none for other types). */
export const savedSearchLinkParams = z.object({
  searchPath: savedSearchLinks.searchPath,
  unsubscribePath: savedSearchLinks.unsubscribePath,
});
