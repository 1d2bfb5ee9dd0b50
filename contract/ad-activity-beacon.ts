import { z } from 'zod';
import { MAX_ID } from './id-params.js';

/** What a page reports of its own accord; the server sees views, reveals, messages and favourites itself. */
export const beaconKinds = ['impression', 'callTap', 'whatsappTap', 'share'] as const;
export type BeaconKind = (typeof beaconKinds)[number];

/** Cards a result page reports in one beacon: a page shows at most this many. */
export const MAX_IMPRESSIONS_PER_BEACON = 60;

const adId = z
  .number({ error: 'idsInvalid' })
  .int('idsInvalid')
  .min(1, 'idsInvalid')
  .max(MAX_ID, 'idsInvalid');

/**
 * A beacon of what a visitor did to ads (ADR 0040, "Events"): the cards a result page showed
 * (`impression`, 1 to 60 ads), or a tap on an ad's call, WhatsApp or share button (one ad). Nothing
 * about the visitor is in it.
 */
export const adActivityBeaconBody = z
  .object({
    kind: z.enum(beaconKinds, { error: 'choiceInvalid' }),
    propertyIds: z
      .array(adId, { error: 'idsInvalid' })
      .min(1, 'idsInvalid')
      .max(MAX_IMPRESSIONS_PER_BEACON, 'idsTooMany')
      .refine((ids) => new Set(ids).size === ids.length, 'idsRepeated'),
  })
  .refine((body) => body.kind === 'impression' || body.propertyIds.length === 1, {
    message: 'idsTooMany',
    path: ['propertyIds'],
  });
export type AdActivityBeaconBody = z.infer<typeof adActivityBeaconBody>;
