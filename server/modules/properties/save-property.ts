import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import {
  industryDetails,
  properties,
  propertyFeatures,
  residenceDetails,
  type PropertyRow,
} from '#server/db/schema/index.js';

import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { claimLicence, recordLicenceCheck, sameAd, verifyForSave } from '../ad-licences/index.js';
import { nextVersion } from '../ads/index.js';
import { identityMissingToPublish, identityRequired } from '../identity/index.js';
import { editableAds, officeOf } from '../offices/index.js';
import { ownerEdited } from './owner-edit.js';
import { checkReferences, type SaveBody } from './check-references.js';
import { priceMadePublic } from './price-made-public.js';
import { lexemesFor, propertySearchText } from '../search/index.js';

/**
 * Creates an ad, as a draft nobody else sees until its owner sends it (submit-property.ts), or updates
 * the caller's own when the body has an id. Saving a draft keeps it one; saving a sent ad is a new
 * submission: to review with moderation on, published with it off (owner-edit.ts). A new price
 * enters the ad's price history, and is announced to the ad's savers, once it is public. Its licence
 * must be valid at the authority and used by no other live ad (docs/decisions/0017-ad-licences.md);
 * saving a suspended ad with a valid licence is how its owner renews it.
 */
export async function saveProperty(deps: AppDeps, caller: AuthUser, body: SaveBody): Promise<number> {
  const { isRent } = await checkReferences(deps, body);
  const licenceNumber = body.adLicenseNumber ?? null;
  const licenceAnswer = await verifyForSave(deps, caller, licenceNumber);
  // Saving a sent ad sends it again (a draft stays a draft): that needs a verified identity.
  const unverified = body.id !== undefined && (await identityMissingToPublish(deps, caller.id));
  // A member of a brokerage office posts for it (ADR 0039).
  const officeId = body.id === undefined ? await officeOf(deps.db, caller.id) : null;
  const now = deps.clock.now();
  const texts = {
    titleAr: body.titleAr ?? null,
    titleEn: body.titleEn ?? null,
    descriptionAr: body.descriptionAr ?? null,
    descriptionEn: body.descriptionEn ?? null,
    transactionTypeId: body.transactionTypeId,
    propertyTypeId: body.propertyTypeId,
    regionId: body.regionId,
    cityId: body.cityId,
    district: body.district ?? null,
    address: body.address ?? null,
  };
  const shared = {
    ...texts,
    ...(await lexemesFor(deps.db, texts)),
    category: body.category,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    price: body.price,
    currency: body.currency,
    rentPeriod: isRent ? (body.rentPeriod ?? null) : null,
    area: body.area,
    adLicenseNumber: body.adLicenseNumber ?? null,
    searchText: propertySearchText([
      body.titleAr,
      body.titleEn,
      body.descriptionAr,
      body.descriptionEn,
      body.district,
      body.address,
    ]),
    rejectionReason: null,
    suspensionReason: null,
    updatedAt: now,
  } as const;

  return deps.db.transaction(async (tx) => {
    let saved: PropertyRow | undefined;
    if (body.id !== undefined) {
      const [existing] = await tx
        .select()
        .from(properties)
        .where(
          and(
            eq(properties.id, body.id),
            await editableAds(tx, caller.id),
            eq(properties.category, body.category),
          ),
        )
        .for('update');
      if (!existing) throw new AppError('notFound', 'notFound');
      if (unverified && existing.status !== 'draft') throw identityRequired();
      if (licenceNumber !== null) await claimLicence(tx, licenceNumber, sameAd(existing));
      const edited = await ownerEdited(tx, deps, existing, 'texts');
      [saved] = await tx
        .update(properties)
        .set({
          ...shared,
          ...edited,
          // The district's English name stays only while the district does.
          districtEn: sql`CASE WHEN ${properties.district} IS NOT DISTINCT FROM ${shared.district}::text THEN ${properties.districtEn} END`,
          publishedAt: edited.status === 'published' ? (existing.publishedAt ?? now) : existing.publishedAt,
          // The owner's edit confirms the ad is available, and reopens a closed or expired one.
          confirmedAt: now,
          expiryRemindedAt: null,
          closedAt: null,
          version: nextVersion(),
        })
        .where(eq(properties.id, body.id))
        .returning();
    } else {
      if (licenceNumber !== null) await claimLicence(tx, licenceNumber, []);
      [saved] = await tx
        .insert(properties)
        .values({ ...shared, status: 'draft', ownerId: caller.id, officeId, createdAt: now })
        .returning();
    }
    if (!saved) throw new Error('the ad was not saved');
    const id = saved.id;
    await priceMadePublic(tx, now, saved);
    await recordLicenceCheck(
      tx,
      now,
      id,
      licenceNumber !== null && licenceAnswer ? { number: licenceNumber, answer: licenceAnswer } : null,
    );

    if (body.category === 1) {
      const details = {
        bedrooms: body.bedrooms,
        bathrooms: body.bathrooms,
        livingRooms: body.livingRooms ?? null,
        floorId: body.floorId ?? null,
        buildTypeId: body.buildTypeId ?? null,
        buildingAge: body.buildingAge ?? null,
        furnished: body.furnished,
        streetWidth: body.streetWidth ?? null,
        facade: body.facade ?? null,
      };
      await tx
        .insert(residenceDetails)
        .values({ propertyId: id, ...details })
        .onConflictDoUpdate({ target: residenceDetails.propertyId, set: details });
    } else {
      const details = {
        industryTypeId: body.industryTypeId ?? null,
        landArea: body.landArea ?? null,
        builtArea: body.builtArea ?? null,
        clearHeight: body.clearHeight ?? null,
        powerCapacityKva: body.powerCapacityKva ?? null,
        loadingDocks: body.loadingDocks ?? null,
        floorLoad: body.floorLoad ?? null,
        zoning: body.zoning ?? null,
        streetWidth: body.streetWidth ?? null,
        civilDefenceLicensed: body.civilDefenceLicensed,
      };
      await tx
        .insert(industryDetails)
        .values({ propertyId: id, ...details })
        .onConflictDoUpdate({ target: industryDetails.propertyId, set: details });
    }

    const featureIds = [...new Set(body.category === 1 ? body.relaxMediaIds : body.industryFeatureIds)];
    await tx.delete(propertyFeatures).where(eq(propertyFeatures.propertyId, id));
    if (featureIds.length) {
      await tx.insert(propertyFeatures).values(featureIds.map((lookupId) => ({ propertyId: id, lookupId })));
    }
    return id;
  });
}
