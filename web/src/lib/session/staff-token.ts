import { storageChanges } from '../browser/storage-changes';
import { STORAGE_KEYS } from '../browser/storage-keys';

/**
 * The back-office token, which the API client sends on back-office calls. Kept apart from the
 * session's permissions (staff-session.ts), so every page's client carries no permission catalogue.
 */
export const staffToken = (): string | null => localStorage.getItem(STORAGE_KEYS.adminToken);

export const staffChanges = storageChanges();

/** Removes only the back-office keys: a website session in the same browser stays. */
export function clearStaffSession(): void {
  localStorage.removeItem(STORAGE_KEYS.adminToken);
  localStorage.removeItem(STORAGE_KEYS.permissions);
  staffChanges.changed();
}
