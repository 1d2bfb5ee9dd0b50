import { and, eq, inArray, isNotNull, ne, not, notInArray, or } from 'drizzle-orm';
import type { DuplicateSuspect, PhotoRef } from '#contract/dashboard/properties.js';
import type { Language } from '#contract/common.js';
import type { Database } from '#server/db/client.js';
import { properties, propertyMedia, users, type PropertyRow } from '#server/db/schema/index.js';
import type { FileStorage } from '#server/lib/storage/storage.js';
import { bandProbes, photoMatches } from '#server/modules/properties/index.js';
import { sentAd } from '#server/modules/ads/index.js';
import { adHeadline, toAdHeadline } from '../shared/ad-headline.js';

/** At most this many candidate photos are compared per photo, however common its bands are. */
const CANDIDATES_PER_PHOTO = 500;
/** At most this many suspected originals are shown, those with most matching photos first. */
const SUSPECTS = 6;

type Reader = Pick<Database, 'select'>;

/** Drafts are their owners' own (a draft of changes shares its ad's photos): never a suspect. */
const drafts = (db: Reader) => db.select({ id: properties.id }).from(properties).where(not(sentAd));

/**
 * Other ads (any owner, any status) that this one may copy: photos within the duplicate threshold,
 * found through the band indexes (never a scan of every hash, ADR 0020), or the same licence number.
 */
export async function duplicateSuspects(
  db: Reader,
  storage: FileStorage,
  ad: PropertyRow,
  language: Language,
): Promise<DuplicateSuspect[]> {
  const ours = await db
    .select()
    .from(propertyMedia)
    .where(and(eq(propertyMedia.propertyId, ad.id), isNotNull(propertyMedia.dhash)));
  const hashed = ours.flatMap((row) => (row.dhash === null ? [] : [{ ...row, dhash: row.dhash }]));
  // One probe per photo, so a common band of one photo cannot crowd out the others' candidates.
  const candidates = (
    await Promise.all(
      hashed.map((photo) => {
        const [band0, band1, band2, band3] = bandProbes(photo.dhash);
        return db
          .select()
          .from(propertyMedia)
          .where(
            and(
              ne(propertyMedia.propertyId, ad.id),
              notInArray(propertyMedia.propertyId, drafts(db)),
              or(
                inArray(propertyMedia.dhashBand0, band0),
                inArray(propertyMedia.dhashBand1, band1),
                inArray(propertyMedia.dhashBand2, band2),
                inArray(propertyMedia.dhashBand3, band3),
              ),
            ),
          )
          .limit(CANDIDATES_PER_PHOTO);
      }),
    )
  ).flat();
  const matches = photoMatches(
    hashed,
    candidates.flatMap((row) => (row.dhash === null ? [] : [{ ...row, dhash: row.dhash }])),
  );
  const sameLicense = ad.adLicenseNumber
    ? await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.adLicenseNumber, ad.adLicenseNumber), ne(properties.id, ad.id), sentAd))
        .limit(SUSPECTS)
    : [];

  const ref = (row: (typeof ours)[number]): PhotoRef => ({
    id: row.id,
    url: storage.urlOf(row.key),
    thumbUrl: storage.urlOf(row.thumbKey),
  });
  const pairsByAd = new Map<number, DuplicateSuspect['pairs']>();
  const pairedOurs = new Map<number, Set<number>>();
  for (const { photo, original, distance } of matches) {
    const taken = pairedOurs.get(original.propertyId) ?? new Set();
    if (taken.has(photo.id)) continue;
    taken.add(photo.id);
    pairedOurs.set(original.propertyId, taken);
    const ourRow = ours.find((row) => row.id === photo.id);
    if (!ourRow) continue;
    const pairs = pairsByAd.get(original.propertyId) ?? [];
    pairs.push({ photo: ref(ourRow), original: ref(original), distance });
    pairsByAd.set(original.propertyId, pairs);
  }
  const licensed = new Set(sameLicense.map((row) => row.id));
  const ids = [...new Set([...licensed, ...pairsByAd.keys()])]
    .sort((a, b) => score(b) - score(a) || a - b)
    .slice(0, SUSPECTS);
  function score(id: number) {
    return (pairsByAd.get(id)?.length ?? 0) + (licensed.has(id) ? 100 : 0);
  }
  if (ids.length === 0) return [];

  const rows = await db
    .select({
      ...adHeadline,
      ownerId: properties.ownerId,
      fullName: users.fullName,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(and(inArray(properties.id, ids), sentAd));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...toAdHeadline(row, language),
        owner: { id: row.ownerId, fullName: row.fullName },
        sameOwner: row.ownerId === ad.ownerId,
        sameLicense: licensed.has(id),
        pairs: (pairsByAd.get(id) ?? []).sort((a, b) => a.photo.id - b.photo.id),
      },
    ];
  });
}
