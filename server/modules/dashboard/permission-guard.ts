import type { FastifyInstance } from 'fastify';
import type { RoutePermission } from '#contract/dashboard/permissions.js';
import { AppError } from '#server/lib/errors.js';
import { authenticateStaff } from './auth/authenticate-staff.js';

export interface DashboardRoute {
  method: string;
  url: string;
  permission: RoutePermission;
}

/**
 * Every back-office route names its permission in `config.permission`; a route that does not stops
 * the server from starting. One onRequest hook enforces it before the body is read or validated, so
 * a caller without the permission learns nothing about the route's input: signed out → 401, signed
 * in without `AllowLoginToDashboard` or without the route's permission → 403.
 */
export function guardDashboardRoutes(app: FastifyInstance, table: DashboardRoute[]): void {
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    const methods = [route.method].flat();
    if (!permission) {
      throw new Error(`${methods.join(',')} ${route.url} declares no permission (config.permission)`);
    }
    for (const method of methods) {
      if (method !== 'HEAD') table.push({ method, url: route.url, permission });
    }
  });

  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (permission === 'public') return;
    const staff = await authenticateStaff(app.deps, request.headers.authorization);
    request.staff = staff;
    if (!staff.permissions.has('AllowLoginToDashboard')) {
      throw new AppError('forbidden', 'dashboardLoginNotAllowed');
    }
    if (!permission || !staff.permissions.has(permission)) {
      throw new AppError('forbidden', 'permissionRequired', { params: { permission: permission ?? '' } });
    }
  });
}
