import { AppError } from './errors.js';

export interface ConversionPoolOptions {
  /** Conversions running at once in this process: one per core. */
  slots: number;
  /** Conversions waiting for a slot, everyone's together. */
  maxWaiting: number;
  /** Conversions one owner may have waiting. */
  maxWaitingPerOwner: number;
}

export interface ConversionPoolUse {
  running: number;
  waiting: number;
  /** Conversions finished (or failed) since the start, and those refused because the queue was full. */
  done: number;
  refused: number;
}

export interface ConversionPool {
  /**
   * Runs `work` when a slot is free and it is its owner's turn. Refuses at once with a 503 (and how
   * long to wait) when the owner, or everyone, already has as many waiting as allowed. A `signal` that
   * aborts while the work waits takes it out of the queue.
   */
  run<T>(owner: string, work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  use(): ConversionPoolUse;
}

interface Waiting {
  start(): void;
  cancel(reason: unknown): void;
}

/** Until conversions have been timed, what one is taken to last. */
const FIRST_GUESS_SECONDS = 1;
/** How far a new duration moves the average: recent conversions count most. */
const AVERAGE_WEIGHT = 0.2;
const MAX_RETRY_AFTER_SECONDS = 60;

/**
 * A fixed number of conversions at once for the whole process, and a queue per owner (a user):
 * slots go to the owners in turn, each owner's conversions in the order they came, so one owner with
 * many files does not hold back another with one. The queue is bounded in all and per owner.
 */
export function createConversionPool(options: ConversionPoolOptions): ConversionPool {
  /** Owners with something waiting, in the order their turn comes; the first one's goes next. */
  const queues = new Map<string, Waiting[]>();
  let running = 0;
  let waiting = 0;
  let done = 0;
  let refused = 0;
  let averageSeconds = FIRST_GUESS_SECONDS;

  const startNext = () => {
    while (running < options.slots) {
      const turn = queues.entries().next();
      if (turn.done) return;
      const [owner, queue] = turn.value;
      queues.delete(owner);
      const next = queue.shift();
      // Its turn taken, the owner goes to the back of the line.
      if (queue.length > 0) queues.set(owner, queue);
      if (!next) continue;
      waiting -= 1;
      next.start();
    }
  };

  /** Seconds until a slot is likely free for a newcomer, from how long conversions have taken. */
  const retryAfterSeconds = () =>
    Math.min(
      MAX_RETRY_AFTER_SECONDS,
      Math.max(1, Math.ceil((averageSeconds * (running + waiting)) / options.slots)),
    );

  const execute = async <T>(work: () => Promise<T>): Promise<T> => {
    running += 1;
    const started = performance.now();
    try {
      return await work();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      averageSeconds += (seconds - averageSeconds) * AVERAGE_WEIGHT;
      running -= 1;
      done += 1;
      startNext();
    }
  };

  return {
    async run(owner, work, signal) {
      signal?.throwIfAborted();
      if (running < options.slots && waiting === 0) return execute(work);
      const queue = queues.get(owner) ?? [];
      if (waiting >= options.maxWaiting || queue.length >= options.maxWaitingPerOwner) {
        refused += 1;
        const seconds = retryAfterSeconds();
        throw new AppError('unavailable', 'conversionsBusy', {
          params: { seconds },
          retryAfterSeconds: seconds,
        });
      }
      return new Promise((resolve, reject) => {
        const leave = () => {
          const index = queue.indexOf(entry);
          if (index < 0) return;
          queue.splice(index, 1);
          if (queue.length === 0) queues.delete(owner);
          waiting -= 1;
          entry.cancel(signal?.reason);
        };
        const entry: Waiting = {
          start: () => {
            signal?.removeEventListener('abort', leave);
            execute(work).then(resolve, reject);
          },
          cancel: reject,
        };
        signal?.addEventListener('abort', leave, { once: true });
        queue.push(entry);
        if (!queues.has(owner)) queues.set(owner, queue);
        waiting += 1;
      });
    },
    use: () => ({ running, waiting, done, refused }),
  };
}
