import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import {
  adLicenceChecks,
  industryDetails,
  properties,
  propertyFeatures,
  propertyMedia,
  residenceDetails,
  type PropertyRow,
} from '#server/db/schema/index.js';
import { photoFileColumns, shownAsWritten } from '../ads/index.js';

type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** What an owner writes of an ad: what a draft of changes copies, and gives back when sent (ADR 0032). */
export const adContent = (ad: PropertyRow) => ({
  category: ad.category,
  ...shownAsWritten(ad),
  transactionTypeId: ad.transactionTypeId,
  propertyTypeId: ad.propertyTypeId,
  regionId: ad.regionId,
  cityId: ad.cityId,
  districtEn: ad.districtEn,
  searchText: ad.searchText,
  lexemesTitle: ad.lexemesTitle,
  lexemesPlace: ad.lexemesPlace,
  lexemesBody: ad.lexemesBody,
  lexemesVersion: ad.lexemesVersion,
});

/** The rows that hang off an ad and belong to what its owner writes: facts, features, licence check, photos. */
const ownerWritten = [
  residenceDetails,
  industryDetails,
  propertyFeatures,
  adLicenceChecks,
  propertyMedia,
] as const;

/** Copies an ad's facts, features, licence check and photo rows (the files are shared) to its draft. */
export async function copyOwnerWritten(tx: Tx, from: number, to: number): Promise<void> {
  for (const table of ownerWritten) {
    const rows: Record<string, unknown>[] = await tx.select().from(table).where(eq(table.propertyId, from));
    const copies = rows.map((row) => {
      const copy: Record<string, unknown> = { ...row, propertyId: to };
      // A photo row's own id is new; the other tables are keyed by the ad.
      delete copy.id;
      return copy;
    });
    if (copies.length) await tx.insert(table).values(copies as never);
  }
}

/**
 * Gives a sent draft's facts, features, licence check and photo rows to its ad, in place of the
 * ad's own. The ad's photo rows are deleted: the caller deletes the files no row names any more.
 */
export async function moveOwnerWritten(tx: Tx, draftId: number, adId: number) {
  const replacedPhotos = await tx
    .delete(propertyMedia)
    .where(eq(propertyMedia.propertyId, adId))
    .returning(photoFileColumns);
  for (const table of ownerWritten) {
    if (table !== propertyMedia) await tx.delete(table).where(eq(table.propertyId, adId));
    await tx.update(table).set({ propertyId: adId }).where(eq(table.propertyId, draftId));
  }
  return replacedPhotos;
}

/** The draft of changes its owner started on an ad, if any. */
export async function draftOfChanges(
  tx: Pick<Database, 'select'>,
  adId: number,
): Promise<number | undefined> {
  const [draft] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.revisionOf, adId));
  return draft?.id;
}
