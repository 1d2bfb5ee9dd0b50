import { z } from 'zod';
import { broadcastContent, broadcastSegment, broadcastSegmentKinds } from '#contract/dashboard/notifications';

/**
 * The segment as the form holds it (every field as typed: the region's id from a select, the day
 * from a date input), made into the endpoint's segment and checked by its schema. An empty select or
 * date is a missing answer, placed under its field.
 */
export const segmentDraft = z
  .object({ kind: z.enum(broadcastSegmentKinds), regionId: z.string(), since: z.string() })
  .transform(({ kind, regionId, since }, ctx): unknown => {
    const missing = (field: 'regionId' | 'since') => {
      ctx.addIssue({ code: 'custom', path: [field], message: 'fieldRequired' });
      return z.NEVER;
    };
    if (kind === 'region') return regionId ? { kind, regionId: Number(regionId) } : missing('regionId');
    if (kind === 'joinedSince') return since ? { kind, since } : missing('since');
    return { kind };
  })
  .pipe(broadcastSegment);
export type SegmentDraft = z.input<typeof segmentDraft>;

/** The broadcast's texts and its segment; the count to confirm comes from the preview. */
export const broadcastForm = broadcastContent.extend({ segment: segmentDraft });
export type BroadcastValues = z.input<typeof broadcastForm>;
export type BroadcastDraft = z.output<typeof broadcastForm>;

export const EMPTY_BROADCAST: BroadcastValues = {
  titleAr: '',
  titleEn: '',
  bodyAr: '',
  bodyEn: '',
  segment: { kind: 'all', regionId: '', since: '' },
};
