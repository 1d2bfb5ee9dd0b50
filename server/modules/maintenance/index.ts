/**
 * Purges of what has outlived its time. What other modules may use of it; the rest is its own.
 */
export { PURGE_QUEUE } from './purge-queue.js';
export { runPurges } from './run-purges.js';
