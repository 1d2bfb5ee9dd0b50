/**
 * What the site vouches for about an ad's advertiser (issue 34): `verifiedIdentity`, its owner's
 * identity verified through Nafath (ADR 0038); `licensedBroker`, it was posted for a brokerage office
 * that is active and whose FAL licence is valid now (ADR 0039); `quickResponder`, its owner answered
 * enough of their conversations quickly enough over the last 30 days (ADR 0040).
 */
export const advertiserBadges = ['verifiedIdentity', 'licensedBroker', 'quickResponder'] as const;
export type AdvertiserBadge = (typeof advertiserBadges)[number];
