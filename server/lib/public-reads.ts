import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReadReplicas, Replica } from '../db/read-replicas.js';
import { walPosition, walPositionText } from '../db/read-replicas.js';
import type { AppDeps } from '../deps.js';
import type { AnswerCache } from './answer-cache.js';
import { isDatabaseUnavailable } from './db-errors.js';
import { AppError } from './errors.js';
import { isSuccessfulWrite } from './successful-write.js';

/** Where a writer's last write stands in the primary's log; its reads wait for a replica that holds it. */
export const READ_AFTER_COOKIE = 'manzil_read_after';
/** Read the primary: the position of the write could not be read. */
const ANY_WRITE = 'FFFFFFFF/FFFFFFFF';
const POSITION = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/;

/**
 * Public reads (lists, search, the map, details, lookups) on a read replica when there are any
 * (docs/decisions/0037-read-replicas.md), everything else on the primary.
 */
export interface PublicReads {
  /**
   * Runs `read` with the deps of a replica that is up, within the lag bound, and holds the caller's
   * last write; else with the primary's. A replica that fails the read is skipped from then on (when
   * it is gone) and the read runs again on the primary: public reads change nothing.
   */
  run<T>(request: FastifyRequest, read: (deps: AppDeps) => Promise<T>): Promise<T>;
}

/** The caller's read-after cookie (`name=position`), for the reads a server render makes for it. */
export function readAfterCookie(request: FastifyRequest): string | undefined {
  const cookies = request.headers.cookie;
  if (!cookies?.includes(READ_AFTER_COOKIE)) return undefined;
  return cookies
    .split(';')
    .map((part) => part.trim())
    .find(
      (part) =>
        part.startsWith(`${READ_AFTER_COOKIE}=`) && POSITION.test(part.slice(READ_AFTER_COOKIE.length + 1)),
    );
}

/** Positions of signed-in writers' last writes in this process, for clients that keep no cookies. */
class RecentWriters {
  private readonly writes = new Map<string, { position: bigint; until: number }>();

  constructor(private readonly seconds: number) {}

  remember(userId: string, position: bigint): void {
    const now = performance.now();
    if (this.writes.size >= MAX_WRITERS) {
      for (const [id, write] of this.writes) if (write.until <= now) this.writes.delete(id);
      if (this.writes.size >= MAX_WRITERS) this.writes.delete(this.writes.keys().next().value ?? '');
    }
    this.writes.delete(userId);
    this.writes.set(userId, { position, until: now + this.seconds * 1000 });
  }

  positionOf(userId: string | undefined): bigint | undefined {
    const write = userId === undefined ? undefined : this.writes.get(userId);
    return write && write.until > performance.now() ? write.position : undefined;
  }
}

const MAX_WRITERS = 50_000;

/** Where the caller's reads must start: after its last write (cookie, or its account's in this process). */
function readAfter(request: FastifyRequest, writers: RecentWriters): bigint | undefined {
  const cookie = readAfterCookie(request);
  const ofCookie = cookie === undefined ? undefined : walPosition(cookie.slice(READ_AFTER_COOKIE.length + 1));
  const ofUser = writers.positionOf(request.user?.id);
  if (ofCookie === undefined) return ofUser;
  return ofUser === undefined || ofCookie > ofUser ? ofCookie : ofUser;
}

export interface ReadRouting extends PublicReads {
  /**
   * After a write succeeds, its writer's reads go to the primary, or to a replica that has replayed
   * the primary's position after the write: for the cookie's life (a browser, on any instance) and
   * for its account's on this instance (an app that keeps no cookies). By then every replica that is
   * up holds it: an up replica is at most the lag bound behind.
   */
  readYourWrites(app: FastifyInstance, options: { secure: boolean }): void;
}

export function createPublicReads(
  primary: () => AppDeps,
  cache: AnswerCache,
  replicas: ReadReplicas | undefined,
  maxLagSeconds: number,
): ReadRouting {
  if (!replicas || replicas.count === 0) {
    return { run: (_request, read) => read(primary()), readYourWrites: () => undefined };
  }
  const remembered = Math.ceil(maxLagSeconds) + 3;
  const writers = new RecentWriters(remembered);
  const readers = new Map<Replica, AppDeps>();
  const readerOf = (replica: Replica): AppDeps => {
    let reader = readers.get(replica);
    if (!reader) {
      reader = {
        ...primary(),
        db: replica.database.db,
        listCache: cache.readingFrom(() => replica.caughtUpAt),
      };
      readers.set(replica, reader);
    }
    return reader;
  };
  return {
    async run(request, read) {
      const replica = replicas.pick(readAfter(request, writers));
      if (replica) {
        try {
          const answer = await read(readerOf(replica));
          replicas.countRead(replica.name);
          return answer;
        } catch (error) {
          if (error instanceof AppError) throw error;
          if (isDatabaseUnavailable(error)) replicas.markDown(replica);
          request.log.warn({ err: error, replica: replica.name }, 'a read replica failed: read the primary');
        }
      }
      const answer = await read(primary());
      replicas.countRead('primary');
      return answer;
    },
    readYourWrites(app, { secure }) {
      const attributes = `Path=/; Max-Age=${remembered}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
      app.addHook('onSend', async (request, reply, payload) => {
        if (!isSuccessfulWrite(request, reply)) return payload;
        const position = (await replicas.writtenPosition().catch(() => undefined)) ?? walPosition(ANY_WRITE);
        if (request.user?.id !== undefined) writers.remember(request.user.id, position);
        const cookie = `${READ_AFTER_COOKIE}=${walPositionText(position)}; ${attributes}`;
        const set = reply.getHeader('set-cookie');
        reply.header('set-cookie', set === undefined ? cookie : [...[set].flat().map(String), cookie]);
        return payload;
      });
    },
  };
}
