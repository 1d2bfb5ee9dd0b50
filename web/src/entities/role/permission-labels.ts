import type { TFunction } from 'i18next';
import {
  dashboardResources,
  globalPermissions,
  type DashboardResource,
} from '#contract/dashboard/permissions';

export const isResource = (value: string | null): value is DashboardResource =>
  value !== null && dashboardResources.some((resource) => resource === value);

type GlobalPermission = (typeof globalPermissions)[number];
const isGlobal = (name: string): name is GlobalPermission =>
  globalPermissions.some((permission) => permission === name);

const actions = [
  'Create',
  'Update',
  'Delete',
  'Read',
  'ReadList',
  'View',
  'Approve',
  'Feature',
  'Broadcast',
] as const;
type PermissionAction = (typeof actions)[number];
export const isAction = (value: string | null): value is PermissionAction =>
  value !== null && actions.some((action) => action === value);

export function resourceLabel(t: TFunction, resource: string): string {
  return isResource(resource) ? t(`dashboard.resources.${resource}`) : resource;
}

export function actionLabel(t: TFunction, action: string): string {
  return isAction(action) ? t(`dashboard.actions.${action}`) : action;
}

/** "Roles: Create" or a global permission's own name, in the reader's language. */
export function permissionLabel(t: TFunction, name: string): string {
  if (isGlobal(name)) return t(`dashboard.globalPermissions.${name}`);
  const [resource = '', action = ''] = name.split('.');
  return `${resourceLabel(t, resource)}: ${actionLabel(t, action)}`;
}
