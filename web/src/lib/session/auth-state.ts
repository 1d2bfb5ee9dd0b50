import { useSyncExternalStore } from 'react';
import type { EndpointAnswer } from '#contract/endpoint';
import type { verifyCode } from '#contract/endpoints/account';
import { storageChanges } from '../browser/storage-changes';
import { STORAGE_KEYS } from '../browser/storage-keys';

const { changed, subscribe } = storageChanges();

/** Call after writing or removing the token in this tab; other tabs hear the storage event. */
export const notifyAuthChanged = changed;

/** Signed in exactly when a Token is stored (spec §4). */
export const isSignedIn = () => localStorage.getItem(STORAGE_KEYS.token) !== null;

/** `isSignedIn` that follows changes from any tab; pages rendered on the server are signed out. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribe, isSignedIn, () => false);
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

interface TokenClaims {
  userId: string;
  phoneNumber: string | null;
}

const NAME_IDENTIFIER = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/nameidentifier';

/** Reads (without verifying: the server does that) the claims the interface needs. */
export function claimsOf(token: string): TokenClaims | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const userId = json[NAME_IDENTIFIER] ?? json.sub;
    if (typeof userId !== 'string') return null;
    return { userId, phoneNumber: typeof json.phone_number === 'string' ? json.phone_number : null };
  } catch {
    return null;
  }
}

/** Stores a new session (spec §3 keys): Token, refreshToken and the name-identifier as userInfoId. */
export function storeSession(pair: EndpointAnswer<typeof verifyCode>): void {
  localStorage.setItem(STORAGE_KEYS.token, pair.token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, pair.refreshToken);
  const claims = claimsOf(pair.token);
  if (claims) localStorage.setItem(STORAGE_KEYS.userInfoId, claims.userId);
  notifyAuthChanged();
}

/** The signed-in phone number: the stored record while it exists, else the token's claim. */
export function signedInPhone(): string | null {
  const token = localStorage.getItem(STORAGE_KEYS.token);
  return storedPhone()?.fullNumber ?? (token ? (claimsOf(token)?.phoneNumber ?? null) : null);
}

/** Generated once per browser (spec §3). */
export function deviceId(): string {
  let id = localStorage.getItem(STORAGE_KEYS.deviceId);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEYS.deviceId, id);
  }
  return id;
}
