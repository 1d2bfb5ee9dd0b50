import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { pickKeys } from '#server/lib/pick-keys.js';
import {
  industryDetails,
  properties,
  propertyFeatures,
  propertyMedia,
  residenceDetails,
  type ApprovedVersion,
  type PropertyRow,
} from '#server/db/schema/index.js';

type Reader = Pick<Database, 'select'>;

/** The columns of an ad its owner writes that the public sees as they are stored (no lookup ids). */
const SHOWN_AS_WRITTEN = [
  'titleAr',
  'titleEn',
  'descriptionAr',
  'descriptionEn',
  'district',
  'address',
  'latitude',
  'longitude',
  'price',
  'currency',
  'rentPeriod',
  'area',
  'adLicenseNumber',
] as const satisfies readonly (keyof PropertyRow)[];

export const shownAsWritten = (ad: PropertyRow) => pickKeys(ad, SHOWN_AS_WRITTEN);

/** What the public sees of an ad now, in the form an approval keeps (schema `ApprovedVersion`). */
export async function currentVersionOf(
  db: Reader,
  ad: PropertyRow,
  approvedAt: Date,
): Promise<ApprovedVersion> {
  const [[residence], [industry], features, photos] = await Promise.all([
    db.select().from(residenceDetails).where(eq(residenceDetails.propertyId, ad.id)),
    db.select().from(industryDetails).where(eq(industryDetails.propertyId, ad.id)),
    db
      .select({ id: propertyFeatures.lookupId })
      .from(propertyFeatures)
      .where(eq(propertyFeatures.propertyId, ad.id)),
    db
      .select({ id: propertyMedia.id, thumbKey: propertyMedia.thumbKey })
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, ad.id))
      .orderBy(asc(propertyMedia.position), asc(propertyMedia.id)),
  ]);
  return {
    version: ad.version,
    approvedAt: approvedAt.toISOString(),
    fields: {
      ...shownAsWritten(ad),
      transactionType: ad.transactionTypeId,
      propertyType: ad.propertyTypeId,
      region: ad.regionId,
      city: ad.cityId,
      ...(residence && {
        bedrooms: residence.bedrooms,
        bathrooms: residence.bathrooms,
        livingRooms: residence.livingRooms,
        floor: residence.floorId,
        buildType: residence.buildTypeId,
        buildingAge: residence.buildingAge,
        furnished: residence.furnished,
        streetWidth: residence.streetWidth,
        facade: residence.facade,
      }),
      ...(industry && {
        industryType: industry.industryTypeId,
        landArea: industry.landArea,
        builtArea: industry.builtArea,
        clearHeight: industry.clearHeight,
        powerCapacityKva: industry.powerCapacityKva,
        loadingDocks: industry.loadingDocks,
        floorLoad: industry.floorLoad,
        zoning: industry.zoning,
        streetWidth: industry.streetWidth,
        civilDefenceLicensed: industry.civilDefenceLicensed,
      }),
      features: features
        .map((feature) => feature.id)
        .sort((a, b) => a - b)
        .join(','),
    },
    photos,
  };
}

/** Keeps what the reviewer approved, as the base of the diff when an edit sends the ad back. */
export async function keepApprovedVersion(
  tx: Pick<Database, 'select' | 'update'>,
  ad: PropertyRow,
  now: Date,
): Promise<void> {
  const approvedVersion = await currentVersionOf(tx, ad, now);
  await tx.update(properties).set({ approvedVersion }).where(eq(properties.id, ad.id));
}
