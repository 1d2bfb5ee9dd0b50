import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PropertyDetail } from '#contract/properties.js';
import type { AppDeps } from '#server/deps.js';
import {
  adLicenceChecks,
  agents,
  industryDetails,
  lookups,
  properties,
  propertyFeatures,
  propertyMedia,
  residenceDetails,
  users,
  type PropertyRow,
} from '#server/db/schema/index.js';
import { addSeconds } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { addressBeyond, localPlace, localText } from '#server/lib/i18n/localize.js';
import type { Language } from '#contract/common.js';
import { publishedCount, toAgentItem } from '../agents/agent-view.js';
import { ratingSummary } from '../reviews/rating-summary.js';
import { lookupNames, selectDetailRows } from './property-query.js';
import { toAdLicenceOut } from '../ad-licences/licence-view.js';
import { toMediaItem } from './media-view.js';
import { namedRef, toListItem } from './property-view.js';

interface GetOptions {
  category?: 1 | 2;
  callerId?: string | undefined;
  language: Language;
}

const DAY = 24 * 3600;
const firstName = (fullName: string | null) => fullName?.trim().split(/\s+/)[0] ?? null;
const ref = (row: { id: number | null; nameAr: string; nameEn: string } | null, language: Language) =>
  row?.id ? namedRef({ ...row, id: row.id }, language) : null;

/**
 * One property. Everyone sees published ads, and sold or rented ones for SOLD_VISIBLE_DAYS after they
 * closed (marked by their status); the owner sees theirs in any status (others get 404, as for an id
 * that does not exist). A view of a published ad by anyone but the owner is counted.
 */
export async function getProperty(deps: AppDeps, id: number, options: GetOptions): Promise<PropertyDetail> {
  const { language, callerId } = options;
  const [row] = await selectDetailRows(deps.db, callerId).where(eq(properties.id, id));
  const isOwner = row?.property.ownerId === callerId;
  if (!row || (!isPublic(deps, row.property) && !isOwner)) throw new AppError('notFound', 'notFound');
  if (options.category !== undefined && row.property.category !== options.category) {
    throw new AppError('notFound', 'notFound');
  }
  const { property } = row;
  const [media, features, details, agent, owner, rating, licenceCheck] = await Promise.all([
    deps.db
      .select()
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, id))
      .orderBy(asc(propertyMedia.position)),
    deps.db
      .select({ id: lookups.id, nameAr: lookups.nameAr, nameEn: lookups.nameEn })
      .from(propertyFeatures)
      .innerJoin(lookups, eq(lookups.id, propertyFeatures.lookupId))
      .where(eq(propertyFeatures.propertyId, id))
      .orderBy(asc(lookups.sortOrder), asc(lookups.id)),
    property.category === 1 ? residentialDetails(deps, id, language) : industrialDetails(deps, id, language),
    property.agentId === null
      ? undefined
      : deps.db
          .select({ agent: agents, propertiesCount: publishedCount })
          .from(agents)
          .where(eq(agents.id, property.agentId))
          .then(([found]) => found),
    deps.db
      .select({
        fullName: users.fullName,
        imageKey: users.imageKey,
        phone: users.phoneNumber,
        whatsapp: users.whatsapp,
      })
      .from(users)
      .where(eq(users.id, property.ownerId))
      .then(([found]) => found),
    ratingSummary(deps.db, id),
    property.adLicenseNumber === null
      ? undefined
      : deps.db
          .select()
          .from(adLicenceChecks)
          .where(eq(adLicenceChecks.propertyId, id))
          .then(([found]) => found),
  ]);
  const countsAsView = !isOwner && property.status === 'published';
  if (countsAsView) {
    await deps.db
      .update(properties)
      .set({ views: sql`${properties.views} + 1` })
      .where(eq(properties.id, id));
  }
  const featureRefs = features.map((feature) => namedRef(feature, language));
  const address = addressBeyond(property.address, [
    property.district,
    property.districtEn,
    ...[row.city, row.region].flatMap((place) => [place.nameAr, place.nameEn]),
  ]);
  return {
    ...toListItem(row, language, deps.storage),
    titleAr: property.titleAr,
    titleEn: property.titleEn,
    description: localText(property.descriptionAr, property.descriptionEn, language),
    descriptionAr: property.descriptionAr,
    descriptionEn: property.descriptionEn,
    address: localPlace(address, null, language),
    districtWritten: property.district,
    addressWritten: property.address,
    media: media.map((item) => toMediaItem(item, deps.storage)),
    details:
      details.kind === 'residential'
        ? { ...details.value, relaxMedia: featureRefs }
        : { ...details.value, industryFeatures: featureRefs },
    owner: {
      id: property.ownerId,
      firstName: firstName(owner?.fullName ?? null),
      imageUrl: owner?.imageKey ? deps.storage.urlOf(owner.imageKey) : null,
    },
    agent: agent ? toAgentItem(agent.agent, agent.propertiesCount, language, deps.storage) : null,
    contactPhone: callerId ? (agent?.agent.phoneNumber ?? owner?.phone ?? null) : null,
    // An agent's numbers are public; a private owner's numbers are for signed-in callers only.
    whatsapp: agent ? agent.agent.whatsapp : callerId ? (owner?.whatsapp ?? null) : null,
    adLicenseNumber: property.adLicenseNumber,
    adLicence:
      property.adLicenseNumber === null
        ? null
        : await toAdLicenceOut(
            property.adLicenseNumber,
            licenceCheck ?? null,
            deps.config.adLicences.verifyUrl,
            deps.clock.now(),
          ),
    views: property.views + (countsAsView ? 1 : 0),
    rating,
    rejectionReason: isOwner ? property.rejectionReason : null,
    heldForReports: isOwner && property.status === 'pending' && property.heldForReportsAt !== null,
    suspensionReason: isOwner ? property.suspensionReason : null,
    expiresAt: isOwner ? (expiryOf(deps, property)?.toISOString() ?? null) : null,
    isOwner,
    updatedAt: property.updatedAt.toISOString(),
  };
}

type Lifecycle = Pick<PropertyRow, 'status' | 'closedAt' | 'publishedAt' | 'confirmedAt'>;

function isPublic(deps: AppDeps, property: Lifecycle): boolean {
  if (property.status === 'published') return true;
  if (property.status !== 'sold' && property.status !== 'rented') return false;
  const shownUntil = addSeconds(
    property.closedAt ?? new Date(0),
    deps.config.adLifecycle.soldVisibleDays * DAY,
  );
  return shownUntil > deps.clock.now();
}

/** When a published ad expires unless its owner confirms it (the ad expiry job's rule, at the earliest). */
function expiryOf(deps: AppDeps, property: Lifecycle): Date | null {
  if (property.status !== 'published' || !property.publishedAt) return null;
  const start =
    property.confirmedAt && property.confirmedAt > property.publishedAt
      ? property.confirmedAt
      : property.publishedAt;
  return addSeconds(start, deps.config.adLifecycle.maxAgeDays * DAY);
}

const floor = alias(lookups, 'floor');
const buildType = alias(lookups, 'build_type');
const industryType = alias(lookups, 'industry_type');

async function residentialDetails(deps: AppDeps, id: number, language: Language) {
  const [row] = await deps.db
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

async function industrialDetails(deps: AppDeps, id: number, language: Language) {
  const [row] = await deps.db
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
