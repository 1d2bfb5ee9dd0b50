import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from './storage-keys';

const listeners = new Set<() => void>();

/** Call after writing or removing the token in this tab; other tabs hear the storage event. */
export function notifyAuthChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Signed in exactly when a Token is stored (spec §4); follows changes from any tab. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(STORAGE_KEYS.token) !== null,
    () => false,
  );
}

export interface StoredPhone {
  dialCode: string;
  fullNumber: string;
  phoneNumber: string;
}

export function storedPhone(): StoredPhone | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.phoneNumber);
    return raw ? (JSON.parse(raw) as StoredPhone) : null;
  } catch {
    return null;
  }
}

/** Logout per spec §4: remove Token and phoneNumber, go home and reload. */
export function signOut(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.phoneNumber);
  notifyAuthChanged();
  window.location.assign('/');
}
