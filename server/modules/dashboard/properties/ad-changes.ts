import { inArray } from 'drizzle-orm';
import { reviewedFields, type AdChanges, type ReviewedField } from '#contract/dashboard/properties.js';
import type { Language } from '#contract/common.js';
import type { Database } from '#server/db/client.js';
import { lookups, propertyMedia, type ApprovedVersion, type PropertyRow } from '#server/db/schema/index.js';
import type { FileStorage } from '#server/lib/storage/storage.js';
import { currentVersionOf } from '#server/modules/ads/index.js';

/** The fields holding lookup ids; the diff shows their names. */
const LOOKUP_FIELDS = new Set<ReviewedField>([
  'transactionType',
  'propertyType',
  'region',
  'city',
  'floor',
  'buildType',
  'industryType',
]);

type Value = string | number | boolean | null;

/**
 * The ad now against the version a reviewer last approved: null when none was approved or nothing
 * the public sees changed since.
 */
export async function adChangesOf(
  db: Pick<Database, 'select'>,
  storage: FileStorage,
  ad: PropertyRow,
  language: Language,
): Promise<AdChanges | null> {
  const approved = ad.approvedVersion;
  if (!approved) return null;
  const now = await currentVersionOf(db, ad, new Date(approved.approvedAt));
  const changed = reviewedFields.filter(
    (field) => (approved.fields[field] ?? null) !== (now.fields[field] ?? null),
  );
  const before = new Set(approved.photos.map((photo) => photo.id));
  const after = new Set(now.photos.map((photo) => photo.id));
  const addedIds = now.photos.filter((photo) => !before.has(photo.id)).map((photo) => photo.id);
  const removed = approved.photos.filter((photo) => !after.has(photo.id)).length;
  const kept = (photos: ApprovedVersion['photos'], other: Set<number>) =>
    photos.filter((photo) => other.has(photo.id)).map((photo) => photo.id);
  const reordered = kept(approved.photos, after).join() !== kept(now.photos, before).join();
  if (changed.length === 0 && addedIds.length === 0 && removed === 0 && !reordered) return null;

  const name = await namesOf(db, changed, [approved, now], language);
  const added = addedIds.length
    ? await db.select().from(propertyMedia).where(inArray(propertyMedia.id, addedIds))
    : [];
  const byId = new Map(added.map((row) => [row.id, row]));
  return {
    approvedAt: approved.approvedAt,
    approvedVersion: approved.version,
    fields: changed.map((field) => ({
      field,
      before: name(field, approved.fields[field] ?? null),
      after: name(field, now.fields[field] ?? null),
    })),
    photosAdded: addedIds.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ id, url: storage.urlOf(row.key), thumbUrl: storage.urlOf(row.thumbKey) }] : [];
    }),
    photosRemoved: removed,
    photosReordered: reordered,
  };
}

/** Shows lookup ids (and the feature list's ids) by their names in the reader's language. */
async function namesOf(
  db: Pick<Database, 'select'>,
  fields: readonly ReviewedField[],
  versions: ApprovedVersion[],
  language: Language,
) {
  const idsOf = (field: ReviewedField, value: Value): number[] => {
    if (field === 'features') return typeof value === 'string' && value ? value.split(',').map(Number) : [];
    return LOOKUP_FIELDS.has(field) && typeof value === 'number' ? [value] : [];
  };
  const ids = [
    ...new Set(
      fields.flatMap((field) => versions.flatMap((version) => idsOf(field, version.fields[field] ?? null))),
    ),
  ];
  const rows = ids.length
    ? await db
        .select({ id: lookups.id, nameAr: lookups.nameAr, nameEn: lookups.nameEn })
        .from(lookups)
        .where(inArray(lookups.id, ids))
    : [];
  const names = new Map(rows.map((row) => [row.id, language === 'ar' ? row.nameAr : row.nameEn]));
  return (field: ReviewedField, value: Value): Value => {
    if (field === 'features') {
      const list = idsOf(field, value).map((id) => names.get(id) ?? `#${id}`);
      return list.length ? list.join(language === 'ar' ? '، ' : ', ') : null;
    }
    if (LOOKUP_FIELDS.has(field) && typeof value === 'number') return names.get(value) ?? `#${value}`;
    return value;
  };
}
