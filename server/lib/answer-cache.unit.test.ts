import { describe, expect, it } from 'vitest';
import { TestClock } from '../test/support/fakes/test-clock.js';
import { performance } from 'node:perf_hooks';
import { walPosition, walPositionText } from '../db/read-replicas.js';
import { AnswerCache } from './answer-cache.js';

function newCache(options: { freshSeconds?: number; staleSeconds?: number; maxWeight?: number } = {}) {
  const clock = new TestClock();
  const cache = new AnswerCache({
    clock,
    freshSeconds: options.freshSeconds ?? 5,
    staleSeconds: options.staleSeconds ?? 15,
    maxWeight: options.maxWeight ?? 100,
    weigh: (answer) => (answer as { weight?: number }).weight ?? 1,
  });
  return { clock, cache };
}

/** A load the test finishes by hand, counting how often it was started. */
function manualLoads<T>() {
  const started: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<T>((resolve, reject) => {
      started.push({ resolve, reject });
    });
  return { load, started };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('AnswerCache', () => {
  it('answers from memory while fresh, and asks again once the stale window has passed', async () => {
    const { clock, cache } = newCache();
    let calls = 0;
    const load = async () => ({ answer: ++calls });
    expect(await cache.get('k', load)).toEqual({ answer: 1 });
    clock.advance(4.9);
    expect(await cache.get('k', load)).toEqual({ answer: 1 });
    clock.advance(20);
    expect(await cache.get('k', load)).toEqual({ answer: 2 });
  });

  it('keeps keys apart', async () => {
    const { cache } = newCache();
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
    expect(await cache.get('a', async () => 'other')).toBe('A');
  });

  it('shares one load between concurrent misses of a key', async () => {
    const { cache } = newCache();
    const { load, started } = manualLoads<string>();
    const answers = Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(started).toHaveLength(1);
    started[0]?.resolve('once');
    expect(await answers).toEqual(['once', 'once', 'once']);
  });

  it('serves a stale answer while exactly one refresh runs, then the refreshed one', async () => {
    const { clock, cache } = newCache();
    expect(await cache.get('k', async () => 'old')).toBe('old');
    clock.advance(6);
    const { load, started } = manualLoads<string>();
    expect(await cache.get('k', load)).toBe('old');
    expect(await cache.get('k', load)).toBe('old');
    expect(started).toHaveLength(1);
    started[0]?.resolve('new');
    await flush();
    expect(await cache.get('k', load)).toBe('new');
    expect(started).toHaveLength(1);
  });

  it('keeps serving the stale answer when a refresh fails, and tries again on the next request', async () => {
    const { clock, cache } = newCache();
    await cache.get('k', async () => 'old');
    clock.advance(6);
    const { load, started } = manualLoads<string>();
    expect(await cache.get('k', load)).toBe('old');
    started[0]?.reject(new Error('database down'));
    await flush();
    expect(await cache.get('k', load)).toBe('old');
    expect(started).toHaveLength(2);
  });

  it('passes a failed load on to every waiting caller and keeps nothing', async () => {
    const { cache } = newCache();
    const { load, started } = manualLoads<string>();
    const first = cache.get('k', load);
    const second = cache.get('k', load);
    started[0]?.reject(new Error('boom'));
    await expect(first).rejects.toThrow('boom');
    await expect(second).rejects.toThrow('boom');
    expect(await cache.get('k', async () => 'later')).toBe('later');
  });

  it('clear() drops every answer and does not keep a load that was running when it was called', async () => {
    const { cache } = newCache();
    await cache.get('a', async () => 'before');
    const { load, started } = manualLoads<string>();
    const running = cache.get('b', load);
    cache.clear();
    expect(cache.size).toBe(0);
    started[0]?.resolve('read before the write');
    expect(await running).toBe('read before the write');
    expect(await cache.get('b', async () => 'read after the write')).toBe('read after the write');
    expect(await cache.get('a', async () => 'after')).toBe('after');
  });

  it('evicts the oldest answers to stay within its weight, and never keeps one heavier than that', async () => {
    const { cache } = newCache({ maxWeight: 10 });
    await cache.get('a', async () => ({ weight: 4 }));
    await cache.get('b', async () => ({ weight: 4 }));
    await cache.get('c', async () => ({ weight: 4 }));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => ({ weight: 1, reloaded: true }))).toEqual({
      weight: 1,
      reloaded: true,
    });
    await cache.get('huge', async () => ({ weight: 11 }));
    expect(await cache.get('huge', async () => 'reloaded')).toBe('reloaded');
  });

  it('is a pass-through when freshSeconds is 0', async () => {
    const { cache } = newCache({ freshSeconds: 0 });
    let calls = 0;
    await cache.get('k', async () => ++calls);
    await cache.get('k', async () => ++calls);
    expect(calls).toBe(2);
    expect(cache.enabled).toBe(false);
  });

  it('holds a value until the next clear(), even when off, and keeps no failed load', async () => {
    const { cache, clock } = newCache({ freshSeconds: 0 });
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.hold('names', read)).toBe(1);
    clock.advance(3_600);
    expect(await cache.hold('names', read)).toBe(1);
    cache.clear();
    expect(await cache.hold('names', read)).toBe(2);
    await expect(cache.hold('broken', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await flush();
    expect(await cache.hold('broken', async () => 'back')).toBe('back');
  });

  it("keeps a lagging copy's answers only once the copy has caught up after the last clear()", async () => {
    const { cache } = newCache();
    let caughtUpAt = performance.now();
    const replica = cache.readingFrom(() => caughtUpAt);
    let reads = 0;
    const read = async () => ++reads;
    cache.clear();
    // Caught up before the write that cleared the cache: served, never kept, never held.
    expect(await replica.get('list', read)).toBe(1);
    expect(await replica.get('list', read)).toBe(2);
    expect(await replica.hold('names', read)).toBe(3);
    expect(await replica.hold('names', read)).toBe(4);
    // What the primary keeps, the copy serves.
    expect(await cache.get('list', read)).toBe(5);
    expect(await replica.get('list', read)).toBe(5);
    cache.clear();
    caughtUpAt = performance.now() + 1;
    expect(await replica.get('list', read)).toBe(6);
    expect(await replica.get('list', read)).toBe(6);
    expect(await cache.get('list', read)).toBe(6);
    expect(await replica.hold('names', read)).toBe(7);
    expect(await cache.hold('names', read)).toBe(7);
  });
});

describe('write-ahead log positions', () => {
  it('compare as numbers and write back as PostgreSQL writes them', () => {
    expect(walPosition('16/B374D848')).toBe(0x16b374d848n);
    expect(walPosition('0/9') < walPosition('0/10')).toBe(true);
    expect(walPosition('1/0') > walPosition('0/FFFFFFFF')).toBe(true);
    expect(walPositionText(walPosition('16/B374D848'))).toBe('16/B374D848');
  });
});
