import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { lookups, officeMembers, users } from '#server/db/schema/index.js';
import type { ListingContext } from './read-listing.js';

/** The lookups a feed's rows name, and the office's people, read once per run. */
export async function listingContext(
  db: Pick<Database, 'select'>,
  officeId: number,
  importerId: string,
  photosPerAd: number,
): Promise<ListingContext> {
  const visible = await db.select().from(lookups).where(eq(lookups.hidden, false));
  const members = await db
    .select({ userId: officeMembers.userId, phoneNumber: users.phoneNumber })
    .from(officeMembers)
    .innerJoin(users, eq(users.id, officeMembers.userId))
    .where(and(eq(officeMembers.officeId, officeId), isNotNull(users.phoneNumber)));
  return {
    propertyTypes: visible.filter((row) => row.kind === 'propertytype'),
    transactionTypes: visible.filter((row) => row.kind === 'transactiontype'),
    cities: visible.filter((row) => row.kind === 'region' && row.parentId !== null),
    members,
    importerId,
    photosPerAd,
  };
}
