import type { BroadcastPreviewAnswer, BroadcastSegment } from '#contract/dashboard/notifications.js';
import type { AppDeps } from '#server/deps.js';
import { checkSegment, countAudience } from './broadcast-audience.js';

/** How many users a broadcast to this segment would reach now. */
export async function previewBroadcast(
  deps: AppDeps,
  segment: BroadcastSegment,
): Promise<BroadcastPreviewAnswer> {
  await checkSegment(deps.db, segment);
  return { count: await countAudience(deps.db, segment, deps.clock.now()) };
}
