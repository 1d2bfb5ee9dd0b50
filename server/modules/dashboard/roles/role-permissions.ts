import {
  dashboardPermissions,
  isDashboardPermission,
  type DashboardPermission,
} from '#contract/dashboard/permissions.js';

/** The super-admin role holds every permission, whatever its stored list says. */
export function permissionsOfRole(role: {
  permissions: string[];
  isSuperAdmin: boolean;
}): ReadonlySet<DashboardPermission> {
  if (role.isSuperAdmin) return new Set(dashboardPermissions);
  return new Set(role.permissions.filter(isDashboardPermission));
}

/** In catalogue order, for answers. */
export function sortedPermissions(permissions: ReadonlySet<DashboardPermission>): DashboardPermission[] {
  return dashboardPermissions.filter((name) => permissions.has(name));
}
