/**
 * Identity through Nafath (docs/decisions/0038-identity-through-nafath.md). What other modules may
 * use of it; the rest is its own.
 */
export {
  identityMissingToPublish,
  identityRequired,
  requireIdentityToPublish,
  verifiedIdHash,
} from './publishing-identity.js';
export { idHashOf } from './settle-request.js';
export { identityRoutes } from './routes.js';
