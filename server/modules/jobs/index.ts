export { defineJobs } from './define-jobs.js';
