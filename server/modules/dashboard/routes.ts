import type { FastifyPluginAsync } from 'fastify';
import { prepareCheckWithoutAccount } from '#server/lib/auth/passwords.js';
import { createBackgroundTasks } from '#server/lib/background-tasks.js';
import { abuseRoutes } from './abuse/routes.js';
import { agentAdminRoutes } from './agents/routes.js';
import { auditRoutes } from './audit/routes.js';
import { staffAuthRoutes } from './auth/routes.js';
import { contactRoutes } from './contacts/routes.js';
import { lookupAdminRoutes } from './lookups/routes.js';
import { guardDashboardRoutes, type DashboardRoute } from './permission-guard.js';
import { broadcastRoutes } from './notifications/routes.js';
import { officeAdminRoutes } from './offices/routes.js';
import { paymentOrderRoutes } from './payments/order-routes.js';
import { paymentFinanceRoutes } from './payments/finance-routes.js';
import { moderationRoutes } from './properties/routes.js';
import { reportQueueRoutes } from './reports/routes.js';
import { roleRoutes } from './roles/routes.js';
import { staffRoutes } from './staff/routes.js';
import { statisticsRoutes } from './statistics/routes.js';
import { testimonialRoutes as testimonialAdminRoutes } from './testimonials/routes.js';
import { userRoutes } from './users/routes.js';

/** /api/dashboard: the back-office API. Every route names its permission (permission-guard.ts). */
export const dashboardRoutes: FastifyPluginAsync<{ routeTable: DashboardRoute[] }> = async (app, options) => {
  guardDashboardRoutes(app, options.routeTable);
  prepareCheckWithoutAccount();
  const background = createBackgroundTasks(app.log);
  app.addHook('onClose', () => background.settle());

  await app.register(staffAuthRoutes, { prefix: '/auth', background });
  await app.register(roleRoutes);
  await app.register(staffRoutes, { prefix: '/staff' });
  await app.register(auditRoutes);
  await app.register(moderationRoutes, { prefix: '/properties' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(statisticsRoutes);
  await app.register(contactRoutes, { prefix: '/contacts' });
  await app.register(abuseRoutes);
  await app.register(reportQueueRoutes, { prefix: '/reports' });
  await app.register(lookupAdminRoutes, { prefix: '/lookups' });
  await app.register(testimonialAdminRoutes, { prefix: '/testimonials' });
  await app.register(broadcastRoutes, { prefix: '/notifications' });
  await app.register(agentAdminRoutes, { prefix: '/agents' });
  await app.register(officeAdminRoutes);
  await app.register(paymentOrderRoutes);
  await app.register(paymentFinanceRoutes);
};
