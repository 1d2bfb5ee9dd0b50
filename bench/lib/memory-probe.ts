/**
 * Loaded into a benchmarked server with `--import` (never by the app itself): every
 * MEMORY_PROBE_MS (default 10 s) appends the process's memory figures to MEMORY_PROBE_FILE as one
 * JSON line, so a bench can follow RSS and the V8 heap without a metrics route.
 */
import { appendFileSync } from 'node:fs';

const file = process.env.MEMORY_PROBE_FILE;
const every = Number(process.env.MEMORY_PROBE_MS ?? 10_000);

if (file) {
  setInterval(() => {
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    appendFileSync(
      file,
      `${JSON.stringify({ at: Date.now(), rss, heapUsed, heapTotal, external, arrayBuffers })}\n`,
    );
  }, every).unref();
}
