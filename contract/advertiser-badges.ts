/**
 * What the site vouches for about an ad's advertiser (issue 34): `verifiedIdentity`, its owner's
 * identity verified through Nafath (ADR 0038); `licensedBroker`, it was posted for a brokerage office
 * that is active and whose FAL licence is valid now (ADR 0039).
 */
export const advertiserBadges = ['verifiedIdentity', 'licensedBroker'] as const;
export type AdvertiserBadge = (typeof advertiserBadges)[number];
