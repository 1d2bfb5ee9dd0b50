import { eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import {
  industryDetails,
  properties,
  propertyFeatures,
  propertyMedia,
  residenceDetails,
} from '#server/db/schema/index.js';

/** Rows per insert: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 200;

/** A row to insert as a new one: the same values, a new id. */
function withoutId<T extends { id: number }>(row: T): Omit<T, 'id'> {
  const copy: Partial<T> = { ...row };
  delete copy.id;
  return copy as Omit<T, 'id'>;
}

/**
 * Copies the published ads, with their details, features and photos (the same files), until at least
 * `atLeast` ads are published. Written through the server's own database handle: a thousand ads in a
 * few seconds instead of a thousand HTTP calls. The search table follows by its triggers, and the
 * copies keep their originals' lexemes, so they match the same words. Returns how many are published.
 *
 * The server's short-lived list cache does not see these writes: clear it afterwards
 * (`server.deps.listCache.clear()`).
 */
export async function copyPublishedAds(db: Database, atLeast: number): Promise<number> {
  const originals = await db.select().from(properties).where(eq(properties.status, 'published'));
  if (originals.length === 0) throw new Error('no published ad to copy');
  const ids = originals.map((ad) => ad.id);
  const [residences, industries, features, media] = await Promise.all([
    db.select().from(residenceDetails).where(inArray(residenceDetails.propertyId, ids)),
    db.select().from(industryDetails).where(inArray(industryDetails.propertyId, ids)),
    db.select().from(propertyFeatures).where(inArray(propertyFeatures.propertyId, ids)),
    db.select().from(propertyMedia).where(inArray(propertyMedia.propertyId, ids)),
  ]);

  const copies = Array.from({ length: Math.max(0, atLeast - originals.length) }, (_, index) => {
    const original = originals[index % originals.length];
    if (!original) throw new Error('no original');
    return original;
  });
  for (let start = 0; start < copies.length; start += BATCH) {
    const batch = copies.slice(start, start + BATCH);
    const inserted = await db
      .insert(properties)
      .values(batch.map(withoutId))
      .returning({ id: properties.id });
    // PostgreSQL returns the rows of one INSERT … VALUES in the order of the values.
    const copyOf = new Map<number, number[]>();
    batch.forEach((original, index) => {
      const copy = inserted[index]?.id;
      if (copy === undefined) throw new Error('an inserted ad has no id');
      copyOf.set(original.id, [...(copyOf.get(original.id) ?? []), copy]);
    });
    const forCopies = <T extends { propertyId: number }>(rows: T[]) =>
      rows.flatMap((row) => (copyOf.get(row.propertyId) ?? []).map((propertyId) => ({ ...row, propertyId })));
    const residenceRows = forCopies(residences);
    const industryRows = forCopies(industries);
    const featureRows = forCopies(features);
    const mediaRows = forCopies(media).map(withoutId);
    for (let from = 0; from < residenceRows.length; from += BATCH)
      await db.insert(residenceDetails).values(residenceRows.slice(from, from + BATCH));
    for (let from = 0; from < industryRows.length; from += BATCH)
      await db.insert(industryDetails).values(industryRows.slice(from, from + BATCH));
    for (let from = 0; from < featureRows.length; from += BATCH)
      await db.insert(propertyFeatures).values(featureRows.slice(from, from + BATCH));
    for (let from = 0; from < mediaRows.length; from += BATCH)
      await db.insert(propertyMedia).values(mediaRows.slice(from, from + BATCH));
  }
  return originals.length + copies.length;
}
