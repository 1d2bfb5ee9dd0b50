import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '#contract/common.js';
import type { PropertyDetail } from '#contract/properties.js';
import type { Database } from '#server/db/client.js';
import {
  industryDetails,
  lookups,
  propertyFeatures,
  residenceDetails,
  type PropertyRow,
} from '#server/db/schema/index.js';
import { lookupNames, namedRef } from '../ads/index.js';

const floor = alias(lookups, 'floor');
const buildType = alias(lookups, 'build_type');
const industryType = alias(lookups, 'industry_type');

const ref = (row: { id: number | null; nameAr: string; nameEn: string } | null, language: Language) =>
  row?.id ? namedRef({ ...row, id: row.id }, language) : null;

/** The facts of an ad's category and its features (amenities or industrial features), as details show them. */
export async function categoryDetails(
  db: Database,
  property: Pick<PropertyRow, 'id' | 'category'>,
  language: Language,
): Promise<PropertyDetail['details']> {
  const [features, details] = await Promise.all([
    db
      .select({ id: lookups.id, nameAr: lookups.nameAr, nameEn: lookups.nameEn })
      .from(propertyFeatures)
      .innerJoin(lookups, eq(lookups.id, propertyFeatures.lookupId))
      .where(eq(propertyFeatures.propertyId, property.id))
      .orderBy(asc(lookups.sortOrder), asc(lookups.id)),
    property.category === 1
      ? residentialDetails(db, property.id, language)
      : industrialDetails(db, property.id, language),
  ]);
  const featureRefs = features.map((feature) => namedRef(feature, language));
  return details.kind === 'residential'
    ? { ...details.value, relaxMedia: featureRefs }
    : { ...details.value, industryFeatures: featureRefs };
}

async function residentialDetails(db: Database, id: number, language: Language) {
  const [row] = await db
    .select({ details: residenceDetails, floor: lookupNames(floor), buildType: lookupNames(buildType) })
    .from(residenceDetails)
    .leftJoin(floor, eq(floor.id, residenceDetails.floorId))
    .leftJoin(buildType, eq(buildType.id, residenceDetails.buildTypeId))
    .where(eq(residenceDetails.propertyId, id));
  const details = row?.details;
  return {
    kind: 'residential' as const,
    value: {
      bedrooms: details?.bedrooms ?? 0,
      bathrooms: details?.bathrooms ?? 0,
      livingRooms: details?.livingRooms ?? null,
      floor: ref(row?.floor ?? null, language),
      buildType: ref(row?.buildType ?? null, language),
      buildingAge: details?.buildingAge ?? null,
      furnished: details?.furnished ?? false,
      streetWidth: details?.streetWidth ?? null,
      facade: details?.facade ?? null,
    },
  };
}

async function industrialDetails(db: Database, id: number, language: Language) {
  const [row] = await db
    .select({ details: industryDetails, industryType: lookupNames(industryType) })
    .from(industryDetails)
    .leftJoin(industryType, eq(industryType.id, industryDetails.industryTypeId))
    .where(eq(industryDetails.propertyId, id));
  const details = row?.details;
  return {
    kind: 'industrial' as const,
    value: {
      industryType: ref(row?.industryType ?? null, language),
      landArea: details?.landArea ?? null,
      builtArea: details?.builtArea ?? null,
      clearHeight: details?.clearHeight ?? null,
      powerCapacityKva: details?.powerCapacityKva ?? null,
      loadingDocks: details?.loadingDocks ?? null,
      floorLoad: details?.floorLoad ?? null,
      zoning: details?.zoning ?? null,
      streetWidth: details?.streetWidth ?? null,
      civilDefenceLicensed: details?.civilDefenceLicensed ?? false,
    },
  };
}
