import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDrain } from './drain.js';
import { gracefulShutdown } from './graceful-shutdown.js';

const GRACE_MS = 5_000;
const DEADLINE_MS = 10_000;

/** A shutdown whose close the test finishes by hand, with what it logged and the exit codes asked. */
function plan(graceMs = GRACE_MS) {
  const drain = createDrain();
  const lines: string[] = [];
  const exits: number[] = [];
  const closes: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const record = (_fields: unknown, message?: string) => void lines.push(message ?? '');
  const shutdown = gracefulShutdown({
    drain,
    graceMs,
    deadlineMs: DEADLINE_MS,
    log: { info: record, warn: record, error: record } as never,
    close: () => new Promise<void>((resolve, reject) => closes.push({ resolve, reject })),
    exit: (code) => void exits.push(code),
  });
  return { drain, lines, exits, closes, shutdown };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('gracefulShutdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drains at once, closes only when the grace period is over, then exits 0', async () => {
    const { drain, closes, exits, shutdown } = plan();
    shutdown('SIGTERM');
    expect(drain.draining).toBe(true);
    await vi.advanceTimersByTimeAsync(GRACE_MS - 1);
    expect(closes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(closes).toHaveLength(1);
    closes[0]?.resolve();
    await settle();
    expect(exits).toEqual([0]);
  });

  it('a second signal during the grace period closes at once', async () => {
    const { closes, exits, lines, shutdown } = plan();
    shutdown('SIGTERM');
    await settle();
    shutdown('SIGTERM');
    await settle();
    expect(closes).toHaveLength(1);
    expect(lines).toContain('shutting down: grace period cut short by a second signal');
    closes[0]?.resolve();
    await settle();
    expect(exits).toEqual([0]);
  });

  it('without a grace period it closes at once; a signal while closing exits 1 at once', async () => {
    const { closes, exits, shutdown } = plan(0);
    shutdown('SIGINT');
    await settle();
    expect(closes).toHaveLength(1);
    shutdown('SIGINT');
    expect(exits).toEqual([1]);
  });

  it('a close still running at the deadline (counted from the end of the grace) exits 1', async () => {
    const { closes, exits, lines, shutdown } = plan();
    shutdown('SIGTERM');
    await vi.advanceTimersByTimeAsync(GRACE_MS + DEADLINE_MS - 1);
    expect(closes).toHaveLength(1);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(exits).toEqual([1]);
    expect(lines).toContain('shutdown passed its deadline; exiting with requests unfinished');
  });

  it('a close that fails exits 1', async () => {
    const { closes, exits, shutdown } = plan(0);
    shutdown('SIGTERM');
    await settle();
    closes[0]?.reject(new Error('database close failed'));
    await settle();
    expect(exits).toEqual([1]);
  });
});
