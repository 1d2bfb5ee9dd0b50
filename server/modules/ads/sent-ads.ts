import { ne } from 'drizzle-orm';
import type { sentStatuses } from '#contract/properties.js';
import { properties, type PropertyStatus } from '#server/db/schema/index.js';

type SentStatus = (typeof sentStatuses)[number];

/** Sent ads: what staff see and count (a draft is its owner's alone, ADR 0032). */
export const sentAd = ne(properties.status, 'draft');

/** The status of an ad read with `sentAd`, as staff answers type it. */
export function sentStatusOf(status: PropertyStatus): SentStatus {
  if (status === 'draft') throw new Error('a draft reached a staff answer');
  return status;
}
