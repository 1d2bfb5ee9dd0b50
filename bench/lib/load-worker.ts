/**
 * autocannon in a worker thread, so the load generator does not share the server's event loop (the
 * server runs in the bench process; PGlite runs inside that event loop).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Each request takes the next path (wrapping around only when the list runs out). Every answer is
 * recorded as [path index, milliseconds, status]; every request left without one (timed out, or cut
 * off by the end of the run) as [path index, milliseconds it had waited, at most the timeout].
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.autocannon);
const { base, paths, connections, seconds, timeout } = workerData;
const sentAt = [];
const answered = [];
const answers = [];
const opts = { url: base + paths[0], connections, duration: seconds, timeout };
opts.requests = [{ setupRequest: (request, context) => {
  context.id = sentAt.length;
  sentAt.push(performance.now());
  return { ...request, path: paths[context.id % paths.length] };
} }];
const tracker = autocannon(opts, (error, raw) => {
  if (error) return parentPort.postMessage({ error: String(error) });
  const now = performance.now();
  const unanswered = [];
  sentAt.forEach((at, id) => {
    if (!answered[id]) unanswered.push([id % paths.length, Math.min(now - at, timeout * 1000)]);
  });
  parentPort.postMessage({
    seconds: raw.duration, sent: sentAt.length, errors: raw.errors, timeouts: raw.timeouts, timeoutMs: timeout * 1000,
    answers, unanswered,
  });
});
tracker.on('response', (client, status, _bytes, ms) => {
  const id = client.requestIterator.context.id;
  answered[id] = true;
  answers.push([id % paths.length, ms, status]);
});
`;
const autocannonPath = createRequire(import.meta.url).resolve('autocannon');

export interface LoadOptions {
  base: string;
  /** Paths taken in turn, one per request. */
  paths: string[];
  connections: number;
  seconds: number;
  /** Seconds before autocannon gives up on one request. */
  timeout: number;
}

export interface LoadRun {
  seconds: number;
  /** Requests started. */
  sent: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  /** How long autocannon waited for an answer before giving up on a request. */
  timeoutMs: number;
  /** [index into paths, milliseconds, HTTP status] for every answer. */
  answers: [number, number, number][];
  /** [index into paths, milliseconds waited] for every request without an answer. */
  unanswered: [number, number][];
}

export function runLoad(options: LoadOptions): Promise<LoadRun> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { autocannon: autocannonPath, ...options },
    });
    worker.once('message', (message: LoadRun & { error?: string }) => {
      void worker.terminate();
      if (message.error) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}

/**
 * Waits until requests left over by a finished run have been answered (autocannon stops sending, the
 * server keeps working on what it received): until /api/health answers within 50 ms, at most
 * `limitMs`. Answers whether it got there.
 */
export async function settle(base: string, limitMs = 120_000): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const sent = Date.now();
    const answered = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(limitMs) }).then(
      async (answer) => {
        await answer.text();
        return true;
      },
      () => false,
    );
    if (answered && Date.now() - sent < 50) return true;
  }
  return false;
}
