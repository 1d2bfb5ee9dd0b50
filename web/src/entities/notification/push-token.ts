import type { EndpointInput } from '#contract/endpoint';
import { pushPublicKey, savePushSubscription } from '#contract/endpoints/notifications';
import { call } from '#web/lib/api/api-client';
import { STORAGE_KEYS } from '#web/lib/browser/storage-keys';

/** The spec's path for the notification service worker (§9). */
const SERVICE_WORKER_PATH = '/firebase-messaging-sw.js';
/** Spec §9: the service worker has 10 seconds to become ready. */
const READY_TIMEOUT_MS = 10_000;
/** Spec §9: the push token is refreshed after 7 days. */
export const PUSH_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const pushSupported = () =>
  typeof window !== 'undefined' &&
  'Notification' in window &&
  'PushManager' in window &&
  'serviceWorker' in navigator;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

async function subscribe(): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
  await withTimeout(navigator.serviceWorker.ready, READY_TIMEOUT_MS);
  const { publicKey } = await call(pushPublicKey, {}, { quiet: true });
  const key = base64UrlBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  // Made for another server key (the key was rotated): it cannot receive our messages.
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * Spec §4: asks for permission while it is `default`; when granted, subscribes this browser and
 * answers the subscription (the spec's `fcmToken`), kept in storage. Null when not granted or when
 * this browser cannot (no push support, no push service): sign-in goes on without it.
 */
export async function obtainPushToken(): Promise<string | null> {
  if (!pushSupported()) return null;
  try {
    // Asked only during the reader's own gesture (a press, a typed digit): browsers ignore or
    // silently block a prompt without one, and an autofilled code is no gesture.
    if (
      Notification.permission === 'default' &&
      'userActivation' in navigator &&
      !navigator.userActivation.isActive
    )
      return null;
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    if (permission !== 'granted') return null;
    const token = JSON.stringify((await subscribe()).toJSON());
    localStorage.setItem(STORAGE_KEYS.fcmToken, token);
    localStorage.setItem(STORAGE_KEYS.fcmTokenSavedAt, String(Date.now()));
    return token;
  } catch (error) {
    console.warn('no push subscription', error instanceof Error ? error.message : error);
    return null;
  }
}

/** Tells the server about a subscription obtained after sign-in (or renewed). */
export function sendPushToken(token: string): Promise<unknown> {
  const subscription = JSON.parse(token) as EndpointInput<
    typeof savePushSubscription
  >['body']['subscription'];
  return call(savePushSubscription, { body: { subscription } }, { quiet: true });
}

/** Whether this browser already allowed notifications (then subscribing needs no prompt). */
export const pushAllowed = () => pushSupported() && Notification.permission === 'granted';

/** Whether the reader blocked notifications for this site (a dismissed prompt leaves them undecided). */
export const pushBlocked = () => pushSupported() && Notification.permission === 'denied';

/** A granted browser whose token is missing or older than 7 days. */
export function pushTokenIsStale(now = Date.now()): boolean {
  if (!pushAllowed()) return false;
  const savedAt = Number(localStorage.getItem(STORAGE_KEYS.fcmTokenSavedAt) ?? 0);
  return !localStorage.getItem(STORAGE_KEYS.fcmToken) || now - savedAt > PUSH_TOKEN_MAX_AGE_MS;
}
