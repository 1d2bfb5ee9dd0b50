import { describe, expect, it } from 'vitest';
import { nextPushDelay, retryAfterSeconds } from './push-retry.js';

const now = new Date('2026-11-26T12:00:00Z');
const policy = { limit: 5, baseSeconds: 30 };
const base = { policy, ageSeconds: 0, ttlSeconds: 24 * 3600, jitter: 0 };

describe('retryAfterSeconds (RFC 9110 Retry-After)', () => {
  it('reads delay-seconds and HTTP dates, and ignores what is neither', () => {
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds(' 0 ', now)).toBe(0);
    expect(retryAfterSeconds('Thu, 26 Nov 2026 12:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Thu, 26 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('', now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds('-5', now)).toBeUndefined();
  });

  it('believes at most a day', () => {
    expect(retryAfterSeconds('999999999', now)).toBe(24 * 3600);
  });
});

describe('nextPushDelay', () => {
  it('doubles from PUSH_RETRY_BASE_SECONDS at each try, with up to a quarter of jitter', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => nextPushDelay({ ...base, attempt }))).toEqual([
      30, 60, 120, 240, 480,
    ]);
    expect(nextPushDelay({ ...base, attempt: 1, jitter: 1 })).toBe(38);
  });

  it('never tries sooner than the Retry-After the push service asked for', () => {
    expect(nextPushDelay({ ...base, attempt: 1, retryAfter: 600 })).toBe(600);
    expect(nextPushDelay({ ...base, attempt: 3, retryAfter: 5 })).toBe(120);
  });

  it('gives up after PUSH_RETRY_LIMIT retries', () => {
    expect(nextPushDelay({ ...base, attempt: 5 })).toBe(480);
    expect(nextPushDelay({ ...base, attempt: 6 })).toBeUndefined();
    expect(nextPushDelay({ ...base, policy: { limit: 0, baseSeconds: 30 }, attempt: 1 })).toBeUndefined();
  });

  it('gives up when the next try would come after the push’s time to live', () => {
    expect(nextPushDelay({ ...base, attempt: 1, ageSeconds: 24 * 3600 - 31 })).toBe(30);
    expect(nextPushDelay({ ...base, attempt: 1, ageSeconds: 24 * 3600 - 30 })).toBeUndefined();
    expect(nextPushDelay({ ...base, attempt: 1, retryAfter: 24 * 3600 })).toBeUndefined();
  });

  it('waits at most an hour when the back-off alone asks for more', () => {
    const patient = { ...base, policy: { limit: 20, baseSeconds: 3600 } };
    expect(nextPushDelay({ ...patient, attempt: 10 })).toBe(3600);
  });
});
