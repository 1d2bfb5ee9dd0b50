/**
 * What visitors do to ads, counted honestly for the advertiser's desk (ADR 0040, "Events"): the
 * batching recorder, the beacon route, the daily roll-up and what it announces. What other modules
 * may use of it; the rest is its own.
 */
export { createActivityRecorder, type ActivityRecorder } from './activity-recorder.js';
export { AD_CONTACT_TAPPED } from './contact-tapped.js';
export { connectAdActivityReactions } from './reactions.js';
export { rollUpAdActivity } from './roll-up.js';
export { AD_ACTIVITY_ROLLUP_QUEUE } from './rollup-queue.js';
export { adActivityRoutes } from './routes.js';
export { writeActivity } from './write-activity.js';
export { isRobot, userVisitorKey, visitorKeyOf, type Visitor } from './visitor-key.js';
