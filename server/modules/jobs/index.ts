/**
 * Every queue of the product and what runs its jobs. What other modules may use of it; the rest is
 * its own.
 */
export { JOB_QUEUES, defineJobs } from './define-jobs.js';
