import { summarize, type LatencySummary } from './latency.js';

export interface SequentialFigures extends LatencySummary {
  /** Requests given up after `requestLimitMs` (counted with that time). */
  stopped: number;
  non2xx: number;
}

/**
 * `paths` one at a time, until they run out or `seconds` have passed (checked before each request);
 * each request is given up after `requestLimitMs`.
 */
export async function sequentialRequests(
  base: string,
  paths: string[],
  seconds: number,
  requestLimitMs: number,
): Promise<SequentialFigures> {
  const latencies: number[] = [];
  let stopped = 0;
  let non2xx = 0;
  const started = Date.now();
  for (const pathOf of paths) {
    if (Date.now() - started > seconds * 1000) break;
    const sent = performance.now();
    try {
      const answer = await fetch(`${base}${pathOf}`, { signal: AbortSignal.timeout(requestLimitMs) });
      await answer.text();
      if (!answer.ok) non2xx += 1;
      latencies.push(performance.now() - sent);
    } catch (error) {
      if ((error as Error).name !== 'TimeoutError') throw error;
      stopped += 1;
      latencies.push(requestLimitMs);
    }
  }
  return { ...summarize(latencies), stopped, non2xx };
}
