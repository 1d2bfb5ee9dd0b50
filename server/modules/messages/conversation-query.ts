import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { propertyMessages } from '#server/db/schema/index.js';
import { storedPhotoJson, type StoredPhoto } from '../properties/photo-files.js';

/** Messages staff have hidden as abusive are in no website answer, for either person. */
export const notHidden = isNull(propertyMessages.hiddenAt);

/** The visible messages between two people about one property, in either direction. */
export const between = (propertyId: number, one: string, other: string) =>
  and(
    notHidden,
    eq(propertyMessages.propertyId, propertyId),
    or(
      and(eq(propertyMessages.senderId, one), eq(propertyMessages.receiverId, other)),
      and(eq(propertyMessages.senderId, other), eq(propertyMessages.receiverId, one)),
    ),
  );

/**
 * The cover photo of the `properties` row of the same query, written out in full: with a single-table
 * FROM drizzle leaves columns unqualified, and inside the subquery `id` would be the photo's.
 */
export const coverOfProperty = sql<StoredPhoto | null>`(
  select ${storedPhotoJson('pm')} from property_media pm
  where pm.property_id = "properties"."id" order by pm.position, pm.id limit 1)`;
