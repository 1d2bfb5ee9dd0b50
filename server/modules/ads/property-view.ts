import type { NamedRef } from '#contract/lookups.js';
import type { PropertyListItem } from '#contract/properties.js';
import { localName, localPlace, localText } from '#server/lib/i18n/localize.js';
import type { Language } from '#contract/common.js';
import type { FileStorage } from '#server/lib/storage/storage.js';
import { toImageRef } from './media-view.js';
import type { ListRow } from './property-query.js';

export function namedRef(row: { id: number; nameAr: string; nameEn: string }, language: Language): NamedRef {
  return { id: row.id, name: localName(row, language) };
}

export function toListItem(row: ListRow, language: Language, storage: FileStorage): PropertyListItem {
  const { property } = row;
  return {
    id: property.id,
    category: property.category,
    title: localText(property.titleAr, property.titleEn, language),
    price: property.price,
    currency: property.currency,
    rentPeriod: property.rentPeriod,
    transactionType: namedRef(row.transactionType, language),
    propertyType: namedRef(row.propertyType, language),
    region: namedRef(row.region, language),
    city: namedRef(row.city, language),
    district: localPlace(property.district, property.districtEn, language),
    area: property.area,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    clearHeight: row.clearHeight,
    powerCapacityKva: row.powerCapacityKva,
    coverImage: row.cover ? toImageRef(row.cover, storage) : null,
    isFeatured: property.isFeatured || row.paidFeatured,
    isFavorite: row.isFavorite,
    status: property.status,
    createdAt: property.createdAt.toISOString(),
    latitude: property.latitude,
    longitude: property.longitude,
  };
}
