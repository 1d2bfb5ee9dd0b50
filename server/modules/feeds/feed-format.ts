/**
 * The feed's fields (docs/operations/feeds.md), named as the XML elements and CSV columns name them,
 * close to the Property Finder XML that Gulf CRMs already send. A report names a problem by these.
 */
export const FEED_TEXT_FIELDS = [
  'reference_number',
  'category',
  'property_type',
  'offering_type',
  'rent_period',
  'price',
  'size',
  'bedroom',
  'bathroom',
  'city',
  'community',
  'latitude',
  'longitude',
  'title_ar',
  'title_en',
  'description_ar',
  'description_en',
  'permit_number',
  'agent_phone',
  'agent_id',
] as const;
export type FeedTextField = (typeof FEED_TEXT_FIELDS)[number];

/** One listing as read from the file: each field's text (absent when empty), and its photos' URLs in order. */
export type FeedListing = Partial<Record<FeedTextField, string>> & { photos: string[] };

/** In a CSV, the photos column holds the URLs separated by this. */
export const CSV_PHOTO_SEPARATOR = '|';
