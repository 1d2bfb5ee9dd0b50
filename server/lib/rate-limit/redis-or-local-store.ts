import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RedisLink } from './redis-link.js';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** The longest a request waits for Redis before it is counted in this process instead. */
const REDIS_DEADLINE_MS = 50;

/** Counts in Redis while it answers, in this process's memory while it does not. */
class RedisOrLocalStore implements FastifyRateLimitStore {
  constructor(
    private readonly link: RedisLink,
    private readonly redis: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    const countLocally = () => this.local.incr(key, callback, timeWindow, max);
    if (this.link.state() !== 'ok') {
      countLocally();
      return;
    }
    let answered = false;
    const answer = (how: () => void) => {
      if (answered) return;
      answered = true;
      clearTimeout(deadline);
      how();
    };
    // setImmediate: after a busy spell of the event loop the timer runs before a reply that has
    // already arrived is read; the deadline gives that reply its chance first.
    const deadline = setTimeout(() => setImmediate(() => answer(countLocally)), REDIS_DEADLINE_MS);
    this.redis.incr(
      key,
      (error, result) => {
        if (error) {
          this.link.commandFailed(error);
          answer(countLocally);
        } else {
          answer(() => callback(null, result));
        }
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new RedisOrLocalStore(this.link, this.redis.child(routeOptions), this.local.child(routeOptions));
  }
}

/** The `store` option of @fastify/rate-limit: keys in Redis start with `nameSpace`. */
export function redisOrLocalStore(link: RedisLink, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends RedisOrLocalStore {
    constructor({ continueExceeding = false, exponentialBackoff = false }: RateLimitOptions) {
      super(
        link,
        new RedisStore(continueExceeding, exponentialBackoff, link.client, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
