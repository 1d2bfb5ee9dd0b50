import type { PublishedAd } from './load-published-ad.js';

const SELL = 'http://purl.org/goodrelations/v1#Sell';
const LEASE_OUT = 'http://purl.org/goodrelations/v1#LeaseOut';

/** schema.org RealEstateListing: the offer (price, currency, sale or lease), the place and the photos. */
export function listingJsonLd(ad: PublishedAd, description: string) {
  const hasPoint = ad.latitude !== null && ad.longitude !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: ad.title,
    description,
    url: ad.url,
    ...(ad.images.length > 0 ? { image: ad.images.map((image) => image.url) } : {}),
    ...(ad.publishedAt ? { datePosted: ad.publishedAt } : {}),
    dateModified: ad.updatedAt,
    offers: {
      '@type': 'Offer',
      price: ad.price,
      priceCurrency: ad.currency,
      businessFunction: ad.rentPeriod ? LEASE_OUT : SELL,
      availability: 'https://schema.org/InStock',
      url: ad.url,
    },
    contentLocation: {
      '@type': 'Place',
      name: [ad.city, ad.district].filter(Boolean).join('، '),
      address: {
        '@type': 'PostalAddress',
        addressLocality: ad.city,
        addressRegion: ad.region,
        ...(ad.address ? { streetAddress: ad.address } : {}),
      },
      ...(hasPoint
        ? { geo: { '@type': 'GeoCoordinates', latitude: ad.latitude, longitude: ad.longitude } }
        : {}),
    },
  };
}
