export * from './users.js';
export * from './phone-verifications.js';
export * from './sessions.js';
export * from './lookups.js';
export * from './agents.js';
export * from './properties.js';
export * from './support-messages.js';
