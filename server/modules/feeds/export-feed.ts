import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '#server/deps.js';
import {
  feedListings,
  lookups,
  properties,
  propertyMedia,
  residenceDetails,
  users,
} from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { requireFeedManager } from './feed-access.js';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );

const element = (name: string, value: string | number | null | undefined, indent = '    ') =>
  value === null || value === undefined || value === ''
    ? ''
    : `${indent}<${name}>${escape(String(value))}</${name}>\n`;

/** A lookup's code as a feed names it: `city:riyadh` is `riyadh`. */
const code = (key: string | null, nameEn: string) => (key ?? nameEn).replace(/^city:/, '');

/**
 * The office's ads in the feed's XML (docs/operations/feeds.md), each by its feed reference or
 * `MZ-<id>`, with the photos' URLs the feed gave (or the site's own for an ad made here): importing
 * it back changes nothing. Drafts and archived (withdrawn) ads are left out.
 */
export async function exportFeed(deps: AppDeps, caller: AuthUser, officeId: number): Promise<string> {
  await requireFeedManager(deps.db, officeId, caller.id);
  const type = alias(lookups, 'type');
  const transaction = alias(lookups, 'transaction');
  const city = alias(lookups, 'city');
  const ads = await deps.db
    .select({
      ad: properties,
      reference: feedListings.reference,
      photoUrls: feedListings.photoUrls,
      type: { key: type.key, nameEn: type.nameEn },
      transaction: { key: transaction.key, nameEn: transaction.nameEn },
      city: { key: city.key, nameEn: city.nameEn },
      bedrooms: residenceDetails.bedrooms,
      bathrooms: residenceDetails.bathrooms,
      agentPhone: users.phoneNumber,
    })
    .from(properties)
    .innerJoin(type, eq(type.id, properties.propertyTypeId))
    .innerJoin(transaction, eq(transaction.id, properties.transactionTypeId))
    .innerJoin(city, eq(city.id, properties.cityId))
    .innerJoin(users, eq(users.id, properties.ownerId))
    .leftJoin(residenceDetails, eq(residenceDetails.propertyId, properties.id))
    .leftJoin(feedListings, eq(feedListings.propertyId, properties.id))
    .where(
      and(
        eq(properties.officeId, officeId),
        isNull(properties.revisionOf),
        notInArray(properties.status, ['draft', 'archived']),
      ),
    )
    .orderBy(asc(properties.id));
  const siteAds = ads.filter((row) => row.reference === null).map((row) => row.ad.id);
  const media = siteAds.length
    ? await deps.db
        .select({ propertyId: propertyMedia.propertyId, key: propertyMedia.key })
        .from(propertyMedia)
        .where(inArray(propertyMedia.propertyId, siteAds))
        .orderBy(asc(propertyMedia.propertyId), asc(propertyMedia.position))
    : [];
  const base = deps.config.publicUrl.replace(/\/+$/, '');
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);

  const items = ads.map(({ ad, reference, photoUrls, ...row }) => {
    const photos =
      photoUrls ??
      media.filter((item) => item.propertyId === ad.id).map((item) => absolute(deps.storage.urlOf(item.key)));
    return (
      '  <property>\n' +
      element('reference_number', reference ?? `MZ-${ad.id}`) +
      element('category', ad.category === 1 ? 'residential' : 'industrial') +
      element('property_type', code(row.type.key, row.type.nameEn)) +
      element('offering_type', code(row.transaction.key, row.transaction.nameEn)) +
      element('rent_period', ad.rentPeriod) +
      element('price', ad.price) +
      element('size', ad.area) +
      (ad.category === 1 ? element('bedroom', row.bedrooms) + element('bathroom', row.bathrooms) : '') +
      element('city', code(row.city.key, row.city.nameEn)) +
      element('community', ad.district) +
      element('latitude', ad.latitude) +
      element('longitude', ad.longitude) +
      element('title_ar', ad.titleAr) +
      element('title_en', ad.titleEn) +
      element('description_ar', ad.descriptionAr) +
      element('description_en', ad.descriptionEn) +
      element('permit_number', ad.adLicenseNumber) +
      `    <agent>\n${element('phone', row.agentPhone, '      ')}    </agent>\n` +
      (photos.length
        ? `    <photo>\n${photos.map((url) => element('url', url, '      ')).join('')}    </photo>\n`
        : '') +
      '  </property>\n'
    );
  });
  const stamp = deps.clock.now().toISOString().replace('T', ' ').slice(0, 19);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<list last_update="${stamp}" listing_count="${items.length}">\n${items.join('')}</list>\n`
  );
}
