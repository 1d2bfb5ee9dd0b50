import type { StaffCaller } from './auth/authenticate-staff.js';
import type { DashboardRoute } from './permission-guard.js';

// What the back office adds to Fastify's types. It lives with the module, not in lib/fastify-types.ts,
// because server/lib never imports server/modules (docs/architecture.md, "Boundaries").
declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api/dashboard route with the permission it demands (tests walk it). */
    dashboardRoutes: readonly DashboardRoute[];
  }
  interface FastifyRequest {
    /** The signed-in staff member on /api/dashboard routes. */
    staff: StaffCaller | undefined;
  }
}
