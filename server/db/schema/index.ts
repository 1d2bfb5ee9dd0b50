export * from './users.js';
export * from './phone-verifications.js';
export * from './sessions.js';
