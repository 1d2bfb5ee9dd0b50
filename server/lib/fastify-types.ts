import type { MultipartForm } from '#contract/common.js';
import type { EndpointDefinition } from '#contract/endpoint.js';
import type { RoutePermission } from '#contract/dashboard/permissions.js';
import type { AppDeps } from '../deps.js';
import type { AuthUser } from './auth/authenticate.js';
import type { Language } from '#contract/common.js';
import type { RedisState } from './rate-limit/redis-link.js';

// The back office's additions (dashboardRoutes, request.staff) are in modules/dashboard/fastify-types.ts.
declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Where the rate limits count now: `ok` in Redis, `down` in this process (Redis away), `off` no Redis. */
    rateLimitRedis(): RedisState | 'off';
  }
  interface FastifyContextConfig {
    /** The route reads a multipart/form-data body (uploads) of this form. */
    multipartForm?: MultipartForm;
    /** Back-office routes: the permission the caller's role must hold, or `public`. */
    permission?: RoutePermission;
    /** The contract endpoint the route answers (endpoint-routes.ts). */
    endpoint?: EndpointDefinition;
    /** A POST that changes nothing a reader sees (a beacon): not a write to caches and replicas. */
    changesNoReads?: true;
  }
  interface FastifyRequest {
    language: Language;
    user: AuthUser | undefined;
  }
}
