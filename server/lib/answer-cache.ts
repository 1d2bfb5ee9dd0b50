import { performance } from 'node:perf_hooks';
import type { Clock } from './clock.js';

export interface AnswerCacheOptions {
  clock: Clock;
  /** How long an answer is served without asking again; 0 turns the cache off. */
  freshSeconds: number;
  /** How much longer a stale answer is still served while one refresh runs. */
  staleSeconds: number;
  /** Upper bound on the summed weight (for example list items) of everything kept. */
  maxWeight: number;
  weigh: (answer: unknown) => number;
}

interface Entry {
  answer: unknown;
  weight: number;
  freshUntil: number;
  staleUntil: number;
  refreshing: boolean;
}

/** What reads use of a cache: the cache itself, or the cache as seen by reads of a copy that may lag. */
export type Answers = Pick<AnswerCache, 'get' | 'hold' | 'clear'>;

/**
 * A short-lived, in-process cache of read answers. Concurrent misses for one key share one load; a
 * stale answer is served while a single refresh runs; `clear()` drops everything, and a load that was
 * already running when it was called is not kept.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly holdings = new Map<string, Promise<unknown>>();
  private totalWeight = 0;
  private generation = 0;
  /** performance.now() of the last `clear()`. */
  private clearedAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: AnswerCacheOptions) {}

  get enabled(): boolean {
    return this.options.freshSeconds > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.answer(key, load, true);
  }

  /**
   * This cache for reads of a copy that may not hold the latest writes yet (a read replica): it
   * serves what is kept, but keeps or shares a copy's answer only when the copy had caught up, at
   * `caughtUpAt()` (a performance.now() time), with the primary after the last `clear()`. So an answer
   * read before a write reached the copy is never kept past that write.
   */
  readingFrom(caughtUpAt: () => number): Answers {
    const current = () => caughtUpAt() > this.clearedAt;
    return {
      get: (key, load) => this.answer(key, load, current()),
      hold: <T>(key: string, load: () => Promise<T>) =>
        current() ? this.hold(key, load) : ((this.holdings.get(key) as Promise<T> | undefined) ?? load()),
      clear: () => this.clear(),
    };
  }

  private async answer<T>(key: string, load: () => Promise<T>, mayKeep: boolean): Promise<T> {
    if (!this.enabled) return load();
    const now = this.options.clock.now().getTime();
    const entry = this.entries.get(key);
    if (entry && now < entry.freshUntil) return entry.answer as T;
    if (entry && now < entry.staleUntil) {
      if (mayKeep && !entry.refreshing) {
        entry.refreshing = true;
        this.loadOnce(key, load).catch(() => {
          entry.refreshing = false;
        });
      }
      return entry.answer as T;
    }
    return mayKeep ? this.loadOnce(key, load) : load();
  }

  /**
   * A value kept until the next `clear()` (any write), even with the cache off: for what many answers
   * read and writes seldom change (the lookups' names). A load that fails is not kept.
   */
  hold<T>(key: string, load: () => Promise<T>): Promise<T> {
    const kept = this.holdings.get(key);
    if (kept) return kept as Promise<T>;
    const pending = load();
    this.holdings.set(key, pending);
    pending.catch(() => {
      if (this.holdings.get(key) === pending) this.holdings.delete(key);
    });
    return pending;
  }

  clear(): void {
    this.generation += 1;
    this.clearedAt = performance.now();
    this.holdings.clear();
    this.entries.clear();
    this.loading.clear();
    this.totalWeight = 0;
  }

  private loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.loading.get(key);
    if (running) return running as Promise<T>;
    const generation = this.generation;
    const pending = load().then(
      (answer) => {
        if (this.loading.get(key) === pending) this.loading.delete(key);
        if (generation === this.generation) this.store(key, answer);
        return answer;
      },
      (error: unknown) => {
        if (this.loading.get(key) === pending) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, pending);
    return pending;
  }

  private store(key: string, answer: unknown): void {
    const { clock, freshSeconds, staleSeconds, maxWeight, weigh } = this.options;
    const weight = weigh(answer);
    if (weight > maxWeight) return;
    this.drop(key);
    while (this.totalWeight + weight > maxWeight) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.drop(oldest.value);
    }
    const now = clock.now().getTime();
    this.entries.set(key, {
      answer,
      weight,
      freshUntil: now + freshSeconds * 1000,
      staleUntil: now + (freshSeconds + staleSeconds) * 1000,
      refreshing: false,
    });
    this.totalWeight += weight;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.totalWeight -= entry.weight;
    this.entries.delete(key);
  }
}
