import { useSyncExternalStore } from 'react';
import { isDashboardPermission, type DashboardPermission } from '#contract/dashboard/permissions';
import { staffChanges, staffToken } from './staff-token';
import { STORAGE_KEYS } from '../browser/storage-keys';

const { changed, subscribe } = staffChanges;

/** Spec §6: the permissions list is read only while an admin token is stored; otherwise it is empty. */
function readPermissions(): string {
  return staffToken() === null ? '[]' : (localStorage.getItem(STORAGE_KEYS.permissions) ?? '[]');
}

/** The last list read, so that the same stored text gives the same array (stable for React). */
let lastParsed: { raw: string; list: readonly DashboardPermission[] } = { raw: '[]', list: [] };

function parsePermissions(raw: string): readonly DashboardPermission[] {
  if (lastParsed.raw === raw) return lastParsed.list;
  let list: DashboardPermission[] = [];
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value)) {
      list = value.filter(
        (name): name is DashboardPermission => typeof name === 'string' && isDashboardPermission(name),
      );
    }
  } catch {
    list = [];
  }
  lastParsed = { raw, list };
  return list;
}

export function storeStaffSession(token: string, permissions: readonly string[]): void {
  localStorage.setItem(STORAGE_KEYS.adminToken, token);
  localStorage.setItem(STORAGE_KEYS.permissions, JSON.stringify(permissions));
  changed();
}

/** The server reads the role on every request; the stored list follows it for the menu. */
export function storePermissions(permissions: readonly string[]): void {
  if (staffToken() === null) return;
  const next = JSON.stringify(permissions);
  if (localStorage.getItem(STORAGE_KEYS.permissions) === next) return;
  localStorage.setItem(STORAGE_KEYS.permissions, next);
  changed();
}

export function useStaffSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => staffToken() !== null,
    () => false,
  );
}

export function useStaffPermissions(): readonly DashboardPermission[] {
  const raw = useSyncExternalStore(subscribe, readPermissions, () => '[]');
  return parsePermissions(raw);
}

export function useCan(): (permission: DashboardPermission) => boolean {
  const permissions = useStaffPermissions();
  return (permission) => permissions.includes(permission);
}
