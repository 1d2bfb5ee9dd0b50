/** The longest wait between two tries that the back-off alone asks for. */
const MAX_BACKOFF_SECONDS = 3600;
/** A Retry-After further away than this is not believed. */
const MAX_RETRY_AFTER_SECONDS = 24 * 3600;

/** Seconds a Retry-After header asks to wait (RFC 9110: delay-seconds or an HTTP date), if valid. */
export function retryAfterSeconds(header: string | null, now: Date): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  // HTTP dates start with the day's name ("Thu, 26 Nov 2026 12:00:00 GMT").
  const seconds = /^\d+$/.test(value)
    ? Number(value)
    : /^[A-Za-z]{3}/.test(value)
      ? (Date.parse(value) - now.getTime()) / 1000
      : Number.NaN;
  if (!Number.isFinite(seconds)) return undefined;
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(0, Math.ceil(seconds)));
}

export interface PushRetryInput {
  /** The try that was just refused for now: 1 for the first. */
  attempt: number;
  /** What the push service's Retry-After asked for, in seconds. */
  retryAfter?: number;
  /** PUSH_RETRY_LIMIT and PUSH_RETRY_BASE_SECONDS. */
  policy: { limit: number; baseSeconds: number };
  /** How old the notification is; a push is not worth sending past `ttlSeconds`. */
  ageSeconds: number;
  ttlSeconds: number;
  /** 0 to 1, spreading retries of many pushes refused together. */
  jitter: number;
}

/**
 * Seconds until the next try of a push the service refused for now, or undefined to give up: the
 * retries are spent, or the next try would come after the push's time to live. The wait doubles at
 * each try (plus up to a quarter of jitter) and is never shorter than the service's Retry-After.
 */
export function nextPushDelay(input: PushRetryInput): number | undefined {
  const { attempt, retryAfter, policy, ageSeconds, ttlSeconds, jitter } = input;
  if (attempt > policy.limit) return undefined;
  const backoff = Math.min(MAX_BACKOFF_SECONDS, policy.baseSeconds * 2 ** (attempt - 1)) * (1 + jitter / 4);
  const delay = Math.ceil(Math.max(retryAfter ?? 0, backoff));
  return ageSeconds + delay < ttlSeconds ? delay : undefined;
}
