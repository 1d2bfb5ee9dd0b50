import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
const COLOURS: Record<number, string> = { 40: '33', 50: '31', 60: '31' };
/** Fields every line carries or that the short line already shows. */
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
}

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toISOString().slice(11, 23);

function extras(record: LogRecord): string {
  const parts = Object.entries(record)
    .filter(([key, value]) => !SHOWN.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return parts.length > 0 ? `  ${parts.join(' ')}` : '';
}

/** Requests between their two lines; a request that never completes is forgotten past this many. */
const OPEN_REQUESTS = 1000;

/**
 * Short lines for pino records (an error's stack under its line). Fastify logs each request twice:
 * its method and path when it comes in, its status when answered; the second line says all of it.
 */
export function shortLines(colour: boolean) {
  const open = new Map<unknown, string>();
  return (record: LogRecord): string | undefined => {
    if (record.msg === 'incoming request' && record.req) {
      if (open.size >= OPEN_REQUESTS) open.delete(open.keys().next().value);
      open.set(record.reqId, `${record.req.method} ${record.req.url}`);
      return undefined;
    }
    const level = record.level ?? 30;
    const paint = (text: string) =>
      colour && COLOURS[level] ? `\u001b[${COLOURS[level]}m${text}\u001b[39m` : text;
    const head = `${clock(record.time)} ${paint(LEVELS[level] ?? String(level))}`;
    const request = open.get(record.reqId);
    let text: string;
    if (record.msg === 'request completed') {
      open.delete(record.reqId);
      const ms = record.responseTime === undefined ? '' : ` ${Math.round(record.responseTime)} ms`;
      text = `${request ?? 'request'} → ${record.res?.statusCode ?? '?'}${ms}`;
    } else {
      text = `${request ? `${request}: ` : ''}${record.msg ?? ''}${extras(record)}`;
    }
    const stack = record.err?.stack ?? record.err?.message;
    return `${head} ${text}${stack ? `\n${stack}` : ''}`;
  };
}

/**
 * Development's log output: pino's JSON lines as short readable ones (production keeps JSON for the
 * log collector). A line that is not JSON passes through as it is.
 */
export function shortLogLines(out: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout): Writable {
  const format = shortLines(out.isTTY === true);
  let pending = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line) continue;
        let record: LogRecord | undefined;
        try {
          record = JSON.parse(line) as LogRecord;
        } catch {
          out.write(`${line}\n`);
          continue;
        }
        const text = format(record);
        if (text !== undefined) out.write(`${text}\n`);
      }
      done();
    },
  });
}
