import { summarize } from './latency.js';
import type { LoadRun } from './load-worker.js';
import type { ShapeFigures } from './search-mix-report.js';
import type { SearchRequest } from './search-mix-urls.js';

interface Timing {
  index: number;
  ms: number;
  failed: boolean;
  /** No answer when the run ended: cut off by its end, or given up after the timeout (`timedOut`). */
  unanswered: boolean;
  timedOut: boolean;
}

/** Latencies of a run by request; a request without an answer counts with the time it waited. */
function timings(run: LoadRun): Timing[] {
  return [
    ...run.answers.map(([index, ms, status]) => ({
      index,
      ms,
      failed: status < 200 || status > 299,
      unanswered: false,
      timedOut: false,
    })),
    ...run.unanswered.map(([index, ms]) => ({
      index,
      ms,
      failed: false,
      unanswered: true,
      timedOut: ms >= run.timeoutMs,
    })),
  ];
}

export function mixFigures(run: LoadRun) {
  const all = timings(run);
  return {
    rps: run.answers.length / run.seconds,
    ...summarize(all.map(({ ms }) => ms)),
    non2xx: all.filter(({ failed }) => failed).length,
  };
}

/** Figures per query shape, the slowest (by p99) first. */
export function shapeFigures(requests: SearchRequest[], run: LoadRun): ShapeFigures[] {
  const byShape = new Map<
    string,
    { latencies: number[]; non2xx: number; unanswered: number; timedOut: number }
  >();
  for (const { index, ms, failed, unanswered, timedOut } of timings(run)) {
    const shape = requests[index]?.shape ?? '?';
    const entry = byShape.get(shape) ?? { latencies: [], non2xx: 0, unanswered: 0, timedOut: 0 };
    entry.latencies.push(ms);
    if (failed) entry.non2xx += 1;
    if (unanswered) entry.unanswered += 1;
    if (timedOut) entry.timedOut += 1;
    byShape.set(shape, entry);
  }
  return [...byShape]
    .map(([shape, { latencies, ...counts }]) => ({ shape, ...counts, ...summarize(latencies) }))
    .sort((a, b) => b.p99 - a.p99);
}

/**
 * The shapes to rank: those seen at least 3 times (a p99 of one or two requests says more about what
 * ran beside them) and those with a request that timed out; all of them when fewer than 3 qualify.
 */
export function rankedShapes(shapes: ShapeFigures[]): ShapeFigures[] {
  const ranked = shapes.filter((shape) => shape.count >= 3 || shape.timedOut > 0);
  return ranked.length >= 3 ? ranked : shapes;
}

/** The slowest request of a shape, answered or not. */
export function slowestRequestOf(
  shape: string,
  requests: SearchRequest[],
  run: LoadRun,
): SearchRequest | undefined {
  let slowest: { index: number; ms: number } | undefined;
  for (const timing of timings(run)) {
    if (requests[timing.index]?.shape === shape && (!slowest || timing.ms > slowest.ms)) slowest = timing;
  }
  return slowest ? requests[slowest.index] : undefined;
}
