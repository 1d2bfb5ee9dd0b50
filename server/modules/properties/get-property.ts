import { asc, eq } from 'drizzle-orm';
import type { PropertyDetail } from '#contract/properties.js';
import type { AppDeps } from '#server/deps.js';
import {
  adLicenceChecks,
  agents,
  properties,
  propertyMedia,
  users,
  type PropertyRow,
} from '#server/db/schema/index.js';
import { addSeconds } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { addressBeyond, localPlace, localText } from '#server/lib/i18n/localize.js';
import type { Language } from '#contract/common.js';
import { publishedCount, toAdAgent, toAgentItem } from '../agents/index.js';
import { ratingSummary } from '../reviews/index.js';
import { categoryDetails } from './ad-details.js';
import { districtPricePerMetre } from './price-facts/district-price-per-metre.js';
import { priceHistory } from './price-facts/price-history.js';
import { advertiserBadgesOf, selectDetailRows, toMediaItem, toListItem } from '../ads/index.js';
import { toAdLicenceOut } from '../ad-licences/index.js';
import { isRobot, visitorKeyOf, type Visitor } from '../ad-activity/index.js';
import { managesOffice, officeOnAd } from '../offices/index.js';

interface GetOptions {
  category?: 1 | 2;
  callerId?: string | undefined;
  language: Language;
  /** Who asked, when a look at the ad counts as a view (the website's details routes). */
  visitor?: Visitor;
}

const DAY = 24 * 3600;
const firstName = (fullName: string | null) => fullName?.trim().split(/\s+/)[0] ?? null;

/**
 * One property. Everyone sees published ads, and sold or rented ones for SOLD_VISIBLE_DAYS after they
 * closed (marked by their status); the owner (and its office's managers) see theirs in any status (others get 404, as for an id
 * that does not exist). A look at a published ad by a `visitor` (not a robot) other than its owner counts
 * as a view, and as a phone reveal when the answer carries the ad's number, once per visitor and day
 * (ADR 0040); `views` is the count as of the last flush (a few seconds behind).
 */
export async function getProperty(deps: AppDeps, id: number, options: GetOptions): Promise<PropertyDetail> {
  const { language, callerId } = options;
  const [row] = await selectDetailRows(deps.db, callerId).where(eq(properties.id, id));
  // Its owner, or the owner or a manager of the office it was posted for (ADR 0039).
  const officeId = row?.property.officeId ?? null;
  const isOwner =
    row?.property.ownerId === callerId ||
    (callerId !== undefined && officeId !== null && (await managesOffice(deps.db, callerId, officeId)));
  if (!row || (!isPublic(deps, row.property) && !isOwner)) throw new AppError('notFound', 'notFound');
  if (options.category !== undefined && row.property.category !== options.category) {
    throw new AppError('notFound', 'notFound');
  }
  const { property } = row;
  const [media, details, agent, owner, rating, licenceCheck, history, districtPrice, office, badges] =
    await Promise.all([
      deps.db
        .select()
        .from(propertyMedia)
        .where(eq(propertyMedia.propertyId, id))
        .orderBy(asc(propertyMedia.position)),
      categoryDetails(deps.db, property, language),
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
      priceHistory(deps.db, id),
      districtPricePerMetre(deps.db, property),
      property.officeId === null ? null : officeOnAd(deps, property.officeId, language, deps.clock.now()),
      advertiserBadgesOf(deps, [id]),
    ]);
  // The ad's numbers, the agent's or the owner's, both or neither: signed-in callers only (ADR 0024).
  const contactPhone = callerId ? (agent?.agent.phoneNumber ?? owner?.phone ?? null) : null;
  if (options.visitor && !isOwner && property.status === 'published' && !isRobot(options.visitor.userAgent)) {
    // A view by the browser, signed in or not: a full load is asked for twice, signed out by the
    // server render and signed in by the page, and counts once (ADR 0040). The number, by the user.
    deps.activity.record(id, 'view', visitorKeyOf(deps, undefined, options.visitor));
    if (contactPhone !== null)
      deps.activity.record(id, 'phoneReveal', visitorKeyOf(deps, callerId, options.visitor));
  }
  const whatsapp = agent ? agent.agent.whatsapp : (owner?.whatsapp ?? null);
  const address = addressBeyond(property.address, [
    property.district,
    property.districtEn,
    ...[row.city, row.region].flatMap((place) => [place.nameAr, place.nameEn]),
  ]);
  return {
    ...toListItem(row, language, deps.storage),
    advertiserBadges: badges.get(id) ?? [],
    titleAr: property.titleAr,
    titleEn: property.titleEn,
    description: localText(property.descriptionAr, property.descriptionEn, language),
    descriptionAr: property.descriptionAr,
    descriptionEn: property.descriptionEn,
    address: localPlace(address, null, language),
    districtWritten: property.district,
    addressWritten: property.address,
    media: media.map((item) => toMediaItem(item, deps.storage)),
    details,
    owner: {
      id: property.ownerId,
      firstName: firstName(owner?.fullName ?? null),
      imageUrl: owner?.imageKey ? deps.storage.urlOf(owner.imageKey) : null,
    },
    agent: agent ? toAdAgent(toAgentItem(agent.agent, agent.propertiesCount, language, deps.storage)) : null,
    office,
    contactPhone,
    whatsapp: callerId ? whatsapp : null,
    hasWhatsapp: Boolean(whatsapp),
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
    views: property.views,
    rating,
    rejectionReason: isOwner ? property.rejectionReason : null,
    heldForReports: isOwner && property.status === 'pending' && property.heldForReportsAt !== null,
    suspensionReason: isOwner ? property.suspensionReason : null,
    expiresAt: isOwner ? (expiryOf(deps, property)?.toISOString() ?? null) : null,
    isOwner,
    draftOf: isOwner ? property.revisionOf : null,
    updatedAt: property.updatedAt.toISOString(),
    publishedAt: property.publishedAt?.toISOString() ?? null,
    priceHistory: history,
    districtPricePerMetre: districtPrice,
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
