import { defineEvent } from '#server/lib/domain-events.js';

/** A signed-in reader opened an ad's details. */
export const AD_VIEWED = defineEvent<{ userId: string; propertyId: number }>('adViewed');

/** What the public now sees of an ad is news: it was first published, or its price went down. */
export type PublicationNews =
  { kind: 'new' } | { kind: 'priceDrop'; oldPrice: number; newPrice: number; currency: string };

/** Announced inside the transaction that publishes the ad or lowers its public price. */
export const AD_MADE_PUBLIC = defineEvent<{ propertyId: number; news: PublicationNews }>('adMadePublic');
