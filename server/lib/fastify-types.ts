import type { MultipartForm } from '../../contract/common.js';
import type { EndpointDefinition } from '../../contract/endpoint.js';
import type { RoutePermission } from '../../contract/dashboard/permissions.js';
import type { AppDeps } from '../deps.js';
import type { StaffCaller } from '../modules/dashboard/auth/authenticate-staff.js';
import type { DashboardRoute } from '../modules/dashboard/permission-guard.js';
import type { AuthUser } from './auth/authenticate.js';
import type { Language } from '../../contract/common.js';
import type { RedisState } from './rate-limit/redis-link.js';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every /api/dashboard route with the permission it demands (tests walk it). */
    dashboardRoutes: readonly DashboardRoute[];
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
  }
  interface FastifyRequest {
    language: Language;
    user: AuthUser | undefined;
    /** The signed-in staff member on /api/dashboard routes. */
    staff: StaffCaller | undefined;
  }
}
