import { and, eq, inArray } from 'drizzle-orm';
import type { IndustryBody, ResidenceBody } from '#contract/properties.js';
import type { AppDeps } from '#server/deps.js';
import { lookups, type LookupKind, type LookupRow } from '#server/db/schema/index.js';
import { AppError, type FieldErrors } from '#server/lib/errors.js';
import type { MessageKey } from '#contract/message-catalogue.js';

type Body = (ResidenceBody & { category: 1 }) | (IndustryBody & { category: 2 });

/**
 * Checks that every chosen lookup exists, is visible and is of the right kind, that the city lies in
 * the region, the property type fits the category and a rent has a period. Answers every problem
 * in one 422. Returns whether the transaction is a rent.
 */
export type SaveBody = Body;

export async function checkReferences(deps: AppDeps, body: Body): Promise<{ isRent: boolean }> {
  const wanted: [field: string, id: number | null | undefined, kind: LookupKind][] = [
    ['transactionTypeId', body.transactionTypeId, 'transactiontype'],
    ['propertyTypeId', body.propertyTypeId, 'propertytype'],
    ['regionId', body.regionId, 'region'],
    ['cityId', body.cityId, 'region'],
  ];
  if (body.category === 1) {
    wanted.push(['floorId', body.floorId, 'floor'], ['buildTypeId', body.buildTypeId, 'buildtype']);
    for (const id of body.relaxMediaIds) wanted.push(['relaxMediaIds', id, 'relaxmedia']);
  } else {
    wanted.push(['industryTypeId', body.industryTypeId, 'industrytype']);
    for (const id of body.industryFeatureIds) wanted.push(['industryFeatureIds', id, 'industryfeature']);
  }
  const ids = [...new Set(wanted.map(([, id]) => id).filter((id): id is number => typeof id === 'number'))];
  const rows = ids.length
    ? await deps.db
        .select()
        .from(lookups)
        .where(and(inArray(lookups.id, ids), eq(lookups.hidden, false)))
    : [];
  const byId = new Map<number, LookupRow>(rows.map((row) => [row.id, row]));

  const errors: FieldErrors = {};
  const fail = (field: string, key: MessageKey) => (errors[field] ??= []).push({ key });
  for (const [field, id, kind] of wanted) {
    if (id === undefined || id === null) continue;
    if (byId.get(id)?.kind !== kind) fail(field, 'choiceInvalid');
  }
  const region = byId.get(body.regionId);
  const city = byId.get(body.cityId);
  if (region && region.parentId !== null) fail('regionId', 'choiceInvalid');
  if (region && city && city.parentId !== region.id) fail('cityId', 'cityNotInRegion');
  const type = byId.get(body.propertyTypeId);
  if (type?.kind === 'propertytype' && type.category !== body.category) {
    fail('propertyTypeId', 'propertyTypeWrongCategory');
  }
  const isRent = byId.get(body.transactionTypeId)?.key === 'rent';
  if (isRent && !body.rentPeriod) fail('rentPeriod', 'rentPeriodRequired');

  const fields = Object.keys(errors);
  const first = fields[0] ? errors[fields[0]]?.[0] : undefined;
  if (first) throw new AppError('invalid', first.key, { fields: errors });
  return { isRent };
}
