import { PassThrough } from 'node:stream';
import { and, desc, eq, gt, max } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '#server/deps.js';
import { notifications, type NotificationRow } from '#server/db/schema/index.js';
import { isSessionOpen, userOf } from '#server/lib/auth/authenticate.js';
import { rateLimited } from '#server/lib/errors.js';
import { MAX_NOTIFICATION_REPLAY } from '#contract/limits.js';
import type { Language } from '#contract/common.js';
import type { LiveStream } from './live-hub.js';
import { toNotificationItem } from './render.js';

/** What a client should wait before reconnecting (the SSE `retry:` field). */
const RECONNECT_MS = 3000;
/** A client this far behind is dropped; it reconnects with Last-Event-ID and catches up. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const REMEMBERED_IDS = 500;
/** Retry-After when the user already has the most streams open. */
const BUSY_RETRY_SECONDS = 30;
const MAX_INT = 2_147_483_647;

/** `Last-Event-ID` as we wrote it (a notification id); anything else means no replay. */
export function parseLastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\s*\d{1,10}\s*$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_INT ? id : undefined;
}

/** When the (already verified) bearer token expires, in ms since the epoch. */
function tokenExpiry(authorization: string | undefined): number | undefined {
  const payload = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]?.split('.')[1];
  if (!payload) return undefined;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

class NotificationStream implements LiveStream {
  /** The highest id sent (or the client's Last-Event-ID): catching up starts after it. */
  private cursor = 0;
  private readonly sent = new Set<number>();
  /** Live rows that arrive while the replay runs wait here, so the order stays by id. */
  private waiting: NotificationRow[] | undefined = [];
  private catchingUp = Promise.resolve();
  private readonly timers: NodeJS.Timeout[] = [];
  private stopped = false;

  constructor(
    private readonly deps: AppDeps,
    readonly userId: string,
    readonly sessionId: string,
    private readonly language: Language,
    readonly out: PassThrough,
  ) {}

  /** Writes the reconnect delay, then the replay, and starts the heartbeat and the token clock. */
  open(cursor: number, expiresAt: number | undefined): void {
    this.cursor = cursor;
    this.write(`retry: ${RECONNECT_MS}\n\n`);
    const heartbeat = setInterval(
      () => this.write(': heartbeat\n\n'),
      this.deps.config.notifications.heartbeatSeconds * 1000,
    );
    this.timers.push(heartbeat);
    if (expiresAt !== undefined) {
      // The stream lives as long as its token: the client reconnects with a fresh one (and
      // Last-Event-ID). A session that ends sooner ends the stream through the hub.
      const left = Math.min(Math.max(0, expiresAt - this.deps.clock.now().getTime()), MAX_INT);
      this.timers.push(setTimeout(() => this.end(), left));
    }
    this.catchUp();
  }

  deliver(row: NotificationRow): void {
    if (this.waiting) this.waiting.push(row);
    else this.send(row);
  }

  catchUp(): void {
    this.catchingUp = this.catchingUp.then(() => this.replay());
  }

  end(): void {
    if (!this.out.writableEnded) this.out.end();
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.deps.live.remove(this);
  }

  private async replay(): Promise<void> {
    if (this.stopped) return;
    try {
      // A revocation announced while this stream was being registered, or while the listener was
      // reconnecting, was not heard: the session itself says whether it still may receive.
      if (!(await isSessionOpen(this.deps, this.userId, this.sessionId))) {
        this.end();
        return;
      }
      const rows = await this.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, this.userId), gt(notifications.id, this.cursor)))
        .orderBy(desc(notifications.id))
        .limit(MAX_NOTIFICATION_REPLAY);
      for (const row of rows.reverse()) this.send(row);
    } catch (error) {
      this.deps.log.error({ err: error }, 'notification stream replay failed');
      this.end();
    } finally {
      const waiting = this.waiting ?? [];
      this.waiting = undefined;
      for (const row of waiting.sort((a, b) => a.id - b.id)) this.send(row);
    }
  }

  private send(row: NotificationRow): void {
    if (this.sent.has(row.id) || row.userId !== this.userId) return;
    this.sent.add(row.id);
    if (this.sent.size > REMEMBERED_IDS) {
      const oldest = this.sent.values().next().value;
      if (oldest !== undefined) this.sent.delete(oldest);
    }
    this.cursor = Math.max(this.cursor, row.id);
    const item = toNotificationItem(row, this.language);
    this.write(`id: ${row.id}\nevent: notification\ndata: ${JSON.stringify(item)}\n\n`);
  }

  private write(text: string): void {
    if (this.stopped || this.out.writableEnded) return;
    this.out.write(text);
    if (this.out.writableLength + this.out.readableLength > MAX_BUFFERED_BYTES) this.end();
  }
}

/**
 * GET stream: the caller's new notifications as server-sent events, in the request's language, for
 * as long as the connection (and the bearer token) lasts.
 */
export async function openNotificationStream(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const caller = userOf(request);
  const out = new PassThrough();
  const stream = new NotificationStream(deps, caller.id, caller.sessionId, request.language, out);
  if (!deps.live.add(stream)) throw rateLimited('rateLimited', BUSY_RETRY_SECONDS);
  out.once('close', () => stream.stop());

  let cursor = parseLastEventId(request.headers['last-event-id']);
  try {
    if (cursor === undefined) {
      // A first connection starts from now: only notifications created from here on are sent.
      const [newest] = await deps.db
        .select({ id: max(notifications.id) })
        .from(notifications)
        .where(eq(notifications.userId, caller.id));
      cursor = newest?.id ?? 0;
    }
  } catch (error) {
    stream.stop();
    throw error;
  }
  stream.open(cursor, tokenExpiry(request.headers.authorization));
  void reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .header('x-accel-buffering', 'no')
    .send(out);
}
