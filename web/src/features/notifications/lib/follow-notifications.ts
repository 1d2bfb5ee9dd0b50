import { urlOf } from '#contract/endpoint';
import { notificationStream } from '#contract/endpoints/notifications';
import type { NotificationItem } from '#contract/notifications';
import { apiUrl, refreshSession } from '#web/lib/api/api-client';
import { storedLanguage } from '#web/lib/i18n/i18n';
import { STORAGE_KEYS } from '#web/lib/browser/storage-keys';
import { eventStreamParser } from './event-stream';

/** Until the server says otherwise (`retry:`). */
const DEFAULT_RETRY_MS = 3000;
const MAX_RETRY_MS = 60_000;
/** The server allows a few streams per user (tabs); beyond that it answers 429 with Retry-After. */
const BUSY_RETRY_MS = 30_000;

export interface FollowOptions {
  onNotification: (item: NotificationItem) => void;
  signal: AbortSignal;
  /** Carried across reconnects, so nothing created meanwhile is missed. */
  lastEventId: { current: string };
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

type Next = { wait: number; failed: boolean } | 'stop';

/** Reads one connection until it ends; answers how long to wait before the next one. */
async function readOnce(options: FollowOptions, token: string): Promise<Next> {
  const headers: Record<string, string> = {
    accept: 'text/event-stream',
    authorization: `Bearer ${token}`,
    'accept-language': storedLanguage(),
  };
  if (options.lastEventId.current) headers['last-event-id'] = options.lastEventId.current;
  const response = await fetch(apiUrl(urlOf(notificationStream, {})), {
    headers,
    cache: 'no-store',
    signal: options.signal,
  });
  if (response.status === 401) {
    // Connected before a refresh that has finished since: reconnect with the token it stored.
    const renewedMeanwhile = localStorage.getItem(STORAGE_KEYS.token) !== token;
    return renewedMeanwhile || (await refreshSession()) ? { wait: 0, failed: false } : 'stop';
  }
  if (response.status === 429) return { wait: BUSY_RETRY_MS, failed: false };
  if (!response.ok || !response.body) return { wait: DEFAULT_RETRY_MS, failed: true };

  const parser = eventStreamParser(options.lastEventId.current);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const event of parser.push(value)) {
      options.lastEventId.current = event.lastEventId;
      if (event.event !== 'notification') continue;
      try {
        options.onNotification(JSON.parse(event.data) as NotificationItem);
      } catch (error) {
        console.warn('unreadable notification event', error);
      }
    }
  }
  return { wait: parser.retryMs ?? DEFAULT_RETRY_MS, failed: false };
}

/**
 * Follows `GET notifications/stream` for as long as `signal` is not aborted and a session exists:
 * reconnects after the server's `retry:` delay (longer after failures) with `Last-Event-ID`, and
 * renews the token when the stream, which lives as long as its token, answers 401.
 */
export async function followNotifications(options: FollowOptions): Promise<void> {
  let failures = 0;
  while (!options.signal.aborted) {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    if (!token) return;
    let next: Next;
    try {
      next = await readOnce(options, token);
    } catch {
      next = { wait: DEFAULT_RETRY_MS, failed: true };
    }
    if (next === 'stop') return;
    failures = next.failed ? failures + 1 : 0;
    const backoff = Math.min(MAX_RETRY_MS, next.wait * 2 ** Math.max(0, failures - 1));
    // Spread the reconnects of many readers after a server restart.
    await pause(backoff * (0.8 + Math.random() * 0.4), options.signal);
  }
}
