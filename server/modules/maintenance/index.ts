export { PURGE_QUEUE } from './purge-queue.js';
export { runPurges } from './run-purges.js';
