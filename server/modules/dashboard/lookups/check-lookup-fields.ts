import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { LookupFields } from '#contract/dashboard/lookups.js';
import type { Database } from '#server/db/client.js';
import { lookups, type LookupKind, type LookupRow } from '#server/db/schema/index.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { usageCountOf } from './lookup-usage.js';

type Tx = Pick<Database, 'select' | 'execute'>;

export interface CheckedLookupFields {
  nameAr: string;
  nameEn: string;
  category: number | null;
  parentId: number | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Serialises the writes to one list, so two staff members cannot add the same name at once. Call it
 * first in the transaction, before any row lock.
 */
export async function lockLookupList(tx: Tx, kind: LookupKind): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lookups:${kind}`}))`);
}

async function checkParent(tx: Tx, parentId: number, current: LookupRow | undefined): Promise<void> {
  const [region] = await tx.select().from(lookups).where(eq(lookups.id, parentId));
  if (!region || region.kind !== 'region' || region.parentId !== null || region.id === current?.id)
    throw fieldError('parentId', 'lookupParentInvalid');
}

/**
 * The fields that only some lists have: a category for property types (required), a region for a
 * city, coordinates for regions and cities (both or neither). An entry keeps its level: a region
 * stays a region, a city stays a city.
 */
async function checkKindFields(
  tx: Tx,
  kind: LookupKind,
  fields: LookupFields,
  current: LookupRow | undefined,
) {
  const category = fields.category ?? null;
  const parentId = fields.parentId ?? null;
  const latitude = fields.latitude ?? null;
  const longitude = fields.longitude ?? null;
  if (kind === 'propertytype' && category === null) throw fieldError('category', 'lookupCategoryRequired');
  if (kind !== 'propertytype' && category !== null) throw fieldError('category', 'lookupFieldNotAllowed');
  if (kind !== 'region') {
    if (parentId !== null) throw fieldError('parentId', 'lookupFieldNotAllowed');
    if (latitude !== null) throw fieldError('latitude', 'lookupFieldNotAllowed');
    if (longitude !== null) throw fieldError('longitude', 'lookupFieldNotAllowed');
  }
  if ((latitude === null) !== (longitude === null))
    throw fieldError(latitude === null ? 'latitude' : 'longitude', 'coordinatesTogether');
  if (current && (current.parentId === null) !== (parentId === null))
    throw fieldError('parentId', 'lookupLevelFixed');
  if (parentId !== null) await checkParent(tx, parentId, current);
  return { category, parentId, latitude, longitude };
}

async function checkNamesFree(tx: Tx, kind: LookupKind, checked: CheckedLookupFields, current?: LookupRow) {
  const [taken] = await tx
    .select({ id: lookups.id })
    .from(lookups)
    .where(
      and(
        eq(lookups.kind, kind),
        sql`${lookups.parentId} is not distinct from ${checked.parentId}`,
        or(
          sql`lower(${lookups.nameAr}) = lower(${checked.nameAr})`,
          sql`lower(${lookups.nameEn}) = lower(${checked.nameEn})`,
        ),
        current ? ne(lookups.id, current.id) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new AppError('conflict', 'lookupNameTaken');
}

/** A used entry keeps its region and category: the ads that use it were checked against them. */
async function checkUsedEntryKeepsPlace(tx: Tx, checked: CheckedLookupFields, current: LookupRow) {
  if (checked.parentId === current.parentId && checked.category === current.category) return;
  const [usage] = await tx
    .select({ n: usageCountOf(current.kind) })
    .from(lookups)
    .where(eq(lookups.id, current.id));
  if (usage && usage.n > 0)
    throw new AppError('conflict', 'lookupChangeInUse', { params: { count: usage.n } });
}

/** Validates an entry's fields for its list (422), then that its names are free there (409). */
export async function checkLookupFields(
  tx: Tx,
  kind: LookupKind,
  fields: LookupFields,
  current?: LookupRow,
): Promise<CheckedLookupFields> {
  const checked = {
    nameAr: fields.nameAr,
    nameEn: fields.nameEn,
    ...(await checkKindFields(tx, kind, fields, current)),
  };
  await checkNamesFree(tx, kind, checked, current);
  if (current) await checkUsedEntryKeepsPlace(tx, checked, current);
  return checked;
}
