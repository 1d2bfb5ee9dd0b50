/** Figures of one mixed-load run (bench/mixed-load.ts) as the README section, and whether it was clean. */

export interface RouteFigures {
  route: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  /** Pages answered with the empty shell: the server render failed and the browser would render. */
  notRendered: number;
}

export interface MemorySample {
  at: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

export interface RunFigures {
  date: string;
  node: string;
  rate: number;
  connections: number;
  seconds: number;
  totals: { requests: number; errors: number; timeouts: number; seconds: number };
  routes: RouteFigures[];
  samples: MemorySample[];
  startedAt: number;
  /** The machine's 1-minute load average when the measured run started and when it ended. */
  load: { before: number; after: number; cores: number };
}

const MB = 1024 * 1024;
const round = (value: number, digits = 0) => Number(value.toFixed(digits));

/** Least-squares slope of `value` over time, in MB per minute. */
function slopeMbPerMinute(samples: MemorySample[], value: (sample: MemorySample) => number): number {
  if (samples.length < 2) return 0;
  const xs = samples.map((sample) => (sample.at - (samples[0]?.at ?? 0)) / 60_000);
  const ys = samples.map((sample) => value(sample) / MB);
  const meanX = xs.reduce((a, b) => a + b, 0) / xs.length;
  const meanY = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, index) => {
    num += (x - meanX) * ((ys[index] ?? 0) - meanY);
    den += (x - meanX) ** 2;
  });
  return den === 0 ? 0 : num / den;
}

function minuteFigures(samples: MemorySample[]) {
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  return {
    rssMb: round(mean(samples.map((sample) => sample.rss)) / MB),
    heapMinMb: round(Math.min(...samples.map((sample) => sample.heapUsed)) / MB),
    heapMeanMb: round(mean(samples.map((sample) => sample.heapUsed)) / MB),
  };
}

export function formatRun(run: RunFigures): { text: string; clean: boolean } {
  const routes = [...run.routes].sort((a, b) => a.route.localeCompare(b.route));
  const all = routes.reduce((sum, route) => sum + route.requests, 0);
  const non2xx = routes.reduce((sum, route) => sum + route.non2xx, 0);
  const notRendered = routes.reduce((sum, route) => sum + route.notRendered, 0);
  const failures = run.totals.errors + run.totals.timeouts + non2xx + notRendered;
  const achieved = run.totals.requests / run.totals.seconds;
  const end = run.startedAt + run.seconds * 1000;
  const first = run.samples.filter((sample) => sample.at < run.startedAt + 60_000);
  const last = run.samples.filter((sample) => sample.at >= end - 60_000 && sample.at <= end + 1000);
  const lines = [
    '<!-- mixed-load:start -->',
    '',
    `Last run: ${run.date}, Node ${run.node}, the server in a process of its own (\`server/main.ts\`, NODE_ENV=production) on PostgreSQL with the demo catalogue, autocannon in the bench process at a fixed ${run.rate} requests/s over ${run.connections} connections for ${run.seconds} s (after a 15 s warm-up), ${round(achieved, 1)} requests/s achieved. Each connection repeats one visit of 14 requests; sign-in codes come from a local stand-in for Twilio.`,
    '',
    '| route | requests | p50 ms | p95 ms | p99 ms | max ms | non-2xx | pages not rendered |',
    '| ----- | -------- | ------ | ------ | ------ | ------ | ------- | ------------------ |',
    ...routes.map(
      (route) =>
        `| ${route.route} | ${route.requests} | ${round(route.p50, 1)} | ${round(route.p95, 1)} | ${round(route.p99, 1)} | ${round(route.max)} | ${route.non2xx} | ${route.route.startsWith('page') ? route.notRendered : '–'} |`,
    ),
    `| **all** | **${all}** | | | | | **${non2xx}** | **${notRendered}** |`,
    '',
    `Socket errors: ${run.totals.errors}, timeouts (30 s): ${run.totals.timeouts}. Latency is autocannon's, from sending a request to its last byte.`,
    '',
    `Load average (1 min) on this ${run.load.cores}-core machine: ${round(run.load.before, 1)} when the run started, ${round(run.load.after, 1)} when it ended${Math.max(run.load.before, run.load.after) > run.load.cores * 0.75 ? ': other work was running on the machine at the same time, so the latencies are pessimistic' : ''}.`,
    '',
  ];
  if (first.length > 0 && last.length > 0) {
    const a = minuteFigures(first);
    const b = minuteFigures(last);
    lines.push(
      `Server memory, sampled every 10 s (${run.samples.length} samples; heap is V8's used heap, its minimum in a minute is the live data after a collection):`,
      '',
      '| minute | RSS MB (mean) | heap MB (min) | heap MB (mean) |',
      '| ------ | ------------- | ------------- | -------------- |',
      `| first | ${a.rssMb} | ${a.heapMinMb} | ${a.heapMeanMb} |`,
      `| last | ${b.rssMb} | ${b.heapMinMb} | ${b.heapMeanMb} |`,
      '',
      `Slope over the run: RSS ${round(
        slopeMbPerMinute(run.samples, (sample) => sample.rss),
        2,
      )} MB/min, heap ${round(
        slopeMbPerMinute(run.samples, (sample) => sample.heapUsed),
        2,
      )} MB/min.`,
      '',
    );
  }
  lines.push(`Errors of any kind: **${failures}**.`, '', '<!-- mixed-load:end -->');
  return { text: lines.join('\n'), clean: failures === 0 };
}
