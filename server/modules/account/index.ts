/**
 * Sign-in by SMS code, sessions, the profile and a verified email. What other modules may use of
 * it; the rest is its own.
 */
export { emailVerificationPath } from './email-verification-link.js';
export { accountRoutes } from './routes.js';
export { startSession } from './session-tokens.js';
