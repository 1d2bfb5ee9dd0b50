import http from 'node:http';
import type { Language } from '#contract/common.js';

/** A server-sent event as a browser's EventSource would see it. */
export interface SseEvent {
  id: string | undefined;
  event: string | undefined;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** Comment lines received so far (heartbeats), without the colon. */
  comments: string[];
  /** `retry:` fields received. */
  retries: number[];
  /** The next event not taken yet by `next`; fails after `ms`. */
  next(ms?: number): Promise<SseEvent>;
  /** Resolves when `count` comment lines have arrived in all. */
  comment(count: number, ms?: number): Promise<void>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  isEnded(): boolean;
  close(): void;
}

export interface StreamOptions {
  token?: string;
  language?: Language;
  lastEventId?: string;
}

export type OpenedStream = SseStream | { status: number; body: unknown; headers: Headers };

export function isStream(opened: OpenedStream): opened is SseStream {
  return 'events' in opened;
}

/** Resolves when the server has ended `stream`; fails if it is still open after `ms`. */
export async function endsWithin(stream: SseStream, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the stream was still open after ${ms} ms`)), ms);
  });
  try {
    await Promise.race([stream.ended, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Opens `GET url` as the web app does (a streaming request that can send the bearer header) and parses
 * the events. It uses its own connection, destroyed by `close()`: fetch's shared pool opens a spare
 * connection when a request is aborted, which a closing server then waits for.
 */
export async function openSse(url: string, options: StreamOptions = {}): Promise<OpenedStream> {
  const headers: Record<string, string> = {
    accept: 'text/event-stream',
    'accept-language': options.language ?? 'ar',
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const request = http.get(url, { headers, agent: false });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(response.headers)) {
    if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const status = response.statusCode ?? 0;
  if (status !== 200) {
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    request.destroy();
    const text = Buffer.concat(chunks).toString();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // keep the text
    }
    return { status, body, headers: responseHeaders };
  }

  const events: SseEvent[] = [];
  const comments: string[] = [];
  const retries: number[] = [];
  let taken = 0;
  let ended = false;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of [...waiters]) waiter();
  };

  const parseBlock = (block: string) => {
    let id: string | undefined;
    let event: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        comments.push(line.slice(1).trim());
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry') retries.push(Number(value));
    }
    if (data.length > 0) events.push({ id, event, data: data.join('\n') });
  };

  response.setEncoding('utf8');
  const done = (async () => {
    let buffer = '';
    try {
      for await (const chunk of response) {
        buffer += chunk as string;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // destroyed by close()
    } finally {
      ended = true;
      wake();
    }
  })();

  const waitUntil = (ready: () => boolean, ms: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (ready()) {
          cleanup();
          resolve();
        } else if (ended) {
          cleanup();
          reject(new Error(`stream ended while waiting for ${what}`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no ${what} within ${ms} ms (events so far: ${JSON.stringify(events)})`));
      }, ms);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return {
    status,
    headers: responseHeaders,
    events,
    comments,
    retries,
    next: async (ms = 5000) => {
      await waitUntil(() => events.length > taken, ms, 'event');
      const event = events[taken];
      taken += 1;
      if (!event) throw new Error('no event');
      return event;
    },
    comment: (count, ms = 5000) => waitUntil(() => comments.length >= count, ms, `${count} comments`),
    ended: done,
    isEnded: () => ended,
    close: () => request.destroy(),
  };
}
