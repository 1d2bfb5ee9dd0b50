export { emailVerificationPath } from './email-verification-link.js';
export { accountRoutes } from './routes.js';
export { startSession } from './session-tokens.js';
