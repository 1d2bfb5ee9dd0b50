import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.js';
import { retryAfterSeconds } from './push-retry.js';
import { sendWebPush, type PushTarget } from './send-web-push.js';
import { loadVapidKeys, vapidSigner } from './vapid.js';

/** Push services keep a message this long for an offline browser; older notifications are not pushed. */
export const PUSH_TTL_SECONDS = 24 * 3600;
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * How one push went: `sent`; `gone` (404/410: the browser unsubscribed, the subscription is dead);
 * `later` (429, 5xx, a time-out or a lost connection: worth another try, not before `retryAfter`
 * seconds when the service said so); `refused` (anything else: trying again would not help).
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'later'; status?: number; retryAfter?: number; failure?: { name: string; code?: unknown } }
  | { kind: 'refused'; status: number };

/** Sends Web Push messages signed with this server's VAPID key (the jobs of push-queue.ts call it). */
export interface PushService {
  /** The VAPID public key browsers subscribe with. */
  readonly publicKey: string;
  /** One message to one browser; throws only when `signal` (or close) stopped it. */
  send(target: PushTarget, payload: string, ttlSeconds: number, signal: AbortSignal): Promise<PushOutcome>;
  /** Aborts the requests in flight. */
  close(): Promise<void>;
}

export interface PushDeps {
  config: Config;
  clock: { now(): Date };
  log: FastifyBaseLogger;
}

/** The name of a failure without its message: fetch errors can quote URLs. */
const failureOf = (error: unknown) => ({
  name: error instanceof Error ? error.name : typeof error,
  code:
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.cause?.code ??
    (error as { code?: unknown } | null)?.code,
});

export async function createPushService(
  deps: PushDeps,
  fetchImpl: typeof fetch = fetch,
): Promise<PushService> {
  const { config, clock, log } = deps;
  const { keys, generated } = await loadVapidKeys(config.push.vapidKeys, config.dataDir);
  if (generated) log.info('generated a VAPID key pair for Web Push into DATA_DIR/secrets');
  const vapid = vapidSigner(keys, config.push.subject);
  const aborter = new AbortController();

  return {
    publicKey: keys.publicKey,
    send: async (target, payload, ttlSeconds, signal) => {
      const stop = AbortSignal.any([aborter.signal, signal]);
      try {
        const { status, retryAfter } = await sendWebPush(target, payload, {
          vapid,
          ttlSeconds,
          fetch: fetchImpl,
          signal: AbortSignal.any([stop, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
        });
        if (status >= 200 && status < 300) return { kind: 'sent' };
        if (status === 404 || status === 410) return { kind: 'gone', status };
        if (status === 429 || status >= 500) {
          const seconds = retryAfterSeconds(retryAfter, clock.now());
          return { kind: 'later', status, ...(seconds === undefined ? {} : { retryAfter: seconds }) };
        }
        return { kind: 'refused', status };
      } catch (error) {
        if (stop.aborted) throw error;
        return { kind: 'later', failure: failureOf(error) };
      }
    },
    close: async () => {
      aborter.abort();
    },
  };
}
