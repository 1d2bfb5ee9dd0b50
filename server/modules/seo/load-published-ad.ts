import { and, asc, eq } from 'drizzle-orm';
import type { PhotoSource } from '#contract/properties.js';
import type { AppDeps } from '#server/deps.js';
import { properties, propertyMedia } from '#server/db/schema/index.js';
import { localName, localText } from '#server/lib/i18n/localize.js';
import { photoSources, published, selectDetailRows } from '../ads/index.js';
import { absoluteUrl, canonicalPath, type DetailsTarget } from './details-path.js';

const MAX_ID = 2_147_483_647;
/** How many photos a share card's structured data lists. */
const MAX_IMAGES = 10;

/** What a share card and its structured data say about one published ad. */
export interface PublishedAd {
  id: number;
  category: 1 | 2;
  title: string;
  description: string;
  url: string;
  /** `url` is absolute for crawlers; `sources` are what the web app's gallery chooses from. */
  images: { url: string; sources: PhotoSource[]; width: number; height: number }[];
  price: number;
  currency: string;
  rentPeriod: 'daily' | 'monthly' | 'yearly' | null;
  propertyType: string;
  city: string;
  region: string;
  district: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  area: number;
  publishedAt: string | null;
  updatedAt: string;
}

/**
 * One published ad in Arabic, each text falling back to English (docs/decisions/0003-share-cards.md).
 * Nothing is counted as a view, and any other status is as absent as an unknown id.
 */
export async function loadPublishedAd(
  deps: AppDeps,
  target: DetailsTarget,
): Promise<PublishedAd | undefined> {
  if (!Number.isInteger(target.id) || target.id < 1 || target.id > MAX_ID) return undefined;
  const [row] = await selectDetailRows(deps.db, undefined).where(
    and(eq(properties.id, target.id), published),
  );
  if (!row) return undefined;
  const { property } = row;
  const category = property.category === 2 ? 2 : 1;
  if (target.category !== undefined && target.category !== category) return undefined;
  const media = await deps.db
    .select({
      key: propertyMedia.key,
      variants: propertyMedia.variants,
      width: propertyMedia.width,
      height: propertyMedia.height,
    })
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, property.id))
    .orderBy(asc(propertyMedia.position), asc(propertyMedia.id))
    .limit(MAX_IMAGES);
  const { publicUrl } = deps.config;
  return {
    id: property.id,
    category,
    title: localText(property.titleAr, property.titleEn, 'ar'),
    description: localText(property.descriptionAr, property.descriptionEn, 'ar'),
    url: absoluteUrl(publicUrl, canonicalPath(property)),
    images: media.map((item) => ({
      url: absoluteUrl(publicUrl, deps.storage.urlOf(item.key)),
      sources: photoSources(item, deps.storage),
      width: item.width,
      height: item.height,
    })),
    price: property.price,
    currency: property.currency,
    rentPeriod: property.rentPeriod,
    propertyType: localName(row.propertyType, 'ar'),
    city: localName(row.city, 'ar'),
    region: localName(row.region, 'ar'),
    district: property.district,
    address: property.address,
    latitude: property.latitude,
    longitude: property.longitude,
    area: property.area,
    publishedAt: property.publishedAt?.toISOString() ?? null,
    updatedAt: property.updatedAt.toISOString(),
  };
}
