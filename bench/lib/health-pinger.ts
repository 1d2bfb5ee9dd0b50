/**
 * Pings /api/health from a worker thread (its own event loop, so a server that blocks the bench
 * process's loop cannot hide it): one request at a time, the next 20 ms after the last answer.
 */
import { Worker } from 'node:worker_threads';
import { summarize, type LatencySummary } from './latency.js';

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const latencies = [];
let stopped = false;
parentPort.on('message', () => { stopped = true; });
(async () => {
  while (!stopped) {
    const started = performance.now();
    try {
      const answer = await fetch(workerData.url, { signal: AbortSignal.timeout(workerData.timeoutMs) });
      await answer.text();
      latencies.push(performance.now() - started);
    } catch {
      latencies.push(workerData.timeoutMs);
    }
    await new Promise((resolve) => setTimeout(resolve, workerData.everyMs));
  }
  parentPort.postMessage(latencies);
})();
`;

export interface HealthPings extends LatencySummary {
  /** Pings slower than 100 ms. */
  slow: number;
}

/** Starts pinging; `stop()` answers the latencies seen. */
export function pingHealth(base: string, everyMs = 20, timeoutMs = 300_000) {
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { url: `${base}/api/health`, everyMs, timeoutMs },
  });
  const done = new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop(): Promise<HealthPings> {
      worker.postMessage('stop');
      const latencies = await done;
      await worker.terminate();
      return { ...summarize(latencies), slow: latencies.filter((ms) => ms > 100).length };
    },
  };
}
