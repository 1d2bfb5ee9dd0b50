/**
 * The back office: staff and roles, sign-in, audit, moderation, broadcasts and statistics. What
 * other modules may use of it; the rest is its own.
 */
import './fastify-types.js';
export { systemActor } from './audit/audit-actor.js';
export { recordAudit } from './audit/record-audit.js';
export { bootstrapBackOffice } from './bootstrap-back-office.js';
export { BROADCAST_QUEUE } from './notifications/broadcast-queue.js';
export { BROADCAST_BATCH, deliverBroadcast } from './notifications/deliver-broadcast.js';
export type { DashboardRoute } from './permission-guard.js';
export { findRoleByName, roleNames } from './roles/find-role.js';
export { dashboardRoutes } from './routes.js';
export { insertStaff } from './staff/insert-staff.js';
