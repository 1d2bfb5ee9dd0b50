import { z } from 'zod';
import { openApiSchemas } from '../openapi-registry.js';

/**
 * The back-office permission catalogue (decisions.md "Back-office"). A name joins a resource and an
 * action (`Properties.ReadList`); three global names stand alone. A role is a set of these names; the
 * super-admin role holds all of them. `View` permissions only show or hide menu entries.
 */
export const crudActions = ['Create', 'Update', 'Delete', 'Read', 'ReadList', 'View'] as const;

function permissionsOf<R extends string, const A extends readonly string[]>(resource: R, actions: A) {
  return actions.map((action) => `${resource}.${action}` as `${R}.${A[number]}`);
}

export const globalPermissions = ['AllowLoginToDashboard', 'ViewDashboard', 'ViewGlobalStatistics'] as const;

/** Which actions each resource has; one `Lookups` resource covers every lookup list. */
export const resourceActions = {
  Users: crudActions,
  Staff: crudActions,
  Roles: crudActions,
  Properties: [...crudActions, 'Approve', 'Feature'],
  Categories: crudActions,
  Lookups: crudActions,
  Agents: crudActions,
  Contacts: ['Update', 'Delete', 'Read', 'ReadList', 'View'],
  Ratings: ['Delete', 'Read', 'ReadList', 'View'],
  Comments: ['Delete', 'Read', 'ReadList', 'View'],
  Testimonials: crudActions,
  Notifications: ['Broadcast', 'Read', 'ReadList', 'View'],
  Statistics: ['Read', 'View'],
  AuditLog: ['Read', 'ReadList', 'View'],
  Reports: ['Update', 'ReadList', 'View'],
  /** Brokerage offices and the verification queue; `Update` suspends and reinstates (ADR 0039). */
  Offices: ['Approve', 'Update', 'Read', 'ReadList', 'View'],
  /** Orders, revenue and tax documents; `Refund` refunds a payment, `Manage` edits prices and the seller (ADR 0041). */
  Payments: ['Refund', 'Manage', 'Read', 'ReadList', 'View'],
} as const;

export type DashboardResource = keyof typeof resourceActions;
export const dashboardResources = Object.keys(resourceActions) as DashboardResource[];

export const dashboardPermissions = [
  ...globalPermissions,
  ...permissionsOf('Users', resourceActions.Users),
  ...permissionsOf('Staff', resourceActions.Staff),
  ...permissionsOf('Roles', resourceActions.Roles),
  ...permissionsOf('Properties', resourceActions.Properties),
  ...permissionsOf('Categories', resourceActions.Categories),
  ...permissionsOf('Lookups', resourceActions.Lookups),
  ...permissionsOf('Agents', resourceActions.Agents),
  ...permissionsOf('Contacts', resourceActions.Contacts),
  ...permissionsOf('Ratings', resourceActions.Ratings),
  ...permissionsOf('Comments', resourceActions.Comments),
  ...permissionsOf('Testimonials', resourceActions.Testimonials),
  ...permissionsOf('Notifications', resourceActions.Notifications),
  ...permissionsOf('Statistics', resourceActions.Statistics),
  ...permissionsOf('AuditLog', resourceActions.AuditLog),
  ...permissionsOf('Reports', resourceActions.Reports),
  ...permissionsOf('Offices', resourceActions.Offices),
  ...permissionsOf('Payments', resourceActions.Payments),
];

export type DashboardPermission = (typeof dashboardPermissions)[number];

const permissionNames = new Set<string>(dashboardPermissions);

export function isDashboardPermission(value: string): value is DashboardPermission {
  return permissionNames.has(value);
}

export const dashboardPermission = z.enum(
  dashboardPermissions as [DashboardPermission, ...DashboardPermission[]],
);

/**
 * What a back-office route demands. `public` marks the few routes a signed-out person calls (login,
 * forgot and reset password); every other route names one permission.
 */
export type RoutePermission = DashboardPermission | 'public';

export const permissionCatalogueItem = z
  .object({
    name: dashboardPermission,
    /** null for the three global permissions */
    resource: z.string().nullable(),
    action: z.string().nullable(),
  })
  .register(openApiSchemas, { id: 'DashboardPermission' });

export const permissionCatalogue = z.object({ data: z.array(permissionCatalogueItem) });
export type PermissionCatalogue = z.infer<typeof permissionCatalogue>;

export function describePermissions(): PermissionCatalogue {
  return {
    data: dashboardPermissions.map((name) => {
      const [resource, action] = name.split('.');
      return { name, resource: action ? (resource ?? null) : null, action: action ?? null };
    }),
  };
}
