import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { shortLines, shortLogLines } from './log-lines.js';

const time = Date.UTC(2026, 11, 6, 6, 1, 2, 345);

describe('development log lines', () => {
  it('make a request one short line when it is answered, and name it in the lines between', () => {
    const format = shortLines(false);
    const common = { level: 30, time, pid: 1, hostname: 'h', reqId: 'req-1' };
    const incoming = { ...common, msg: 'incoming request', req: { method: 'GET', url: '/api/health' } };
    expect(format(incoming)).toBe(undefined);
    expect(format({ ...common, msg: 'request refused', status: 404 })).toBe(
      '06:01:02.345 INFO  GET /api/health: request refused  status=404',
    );
    const completed = { ...common, msg: 'request completed', res: { statusCode: 200 }, responseTime: 3.6 };
    expect(format(completed)).toBe('06:01:02.345 INFO  GET /api/health → 200 4 ms');
    expect(format(completed)).toBe('06:01:02.345 INFO  request → 200 4 ms');
  });

  it('keep a message, its own fields and an error stack; colour warnings on a terminal', () => {
    const line = shortLines(true)({
      level: 50,
      time,
      msg: 'server render failed',
      url: '/x',
      err: { message: 'boom', stack: 'Error: boom\n    at f' },
    });
    expect(line).toBe(
      '06:01:02.345 \u001b[31mERROR\u001b[39m server render failed  url=/x\nError: boom\n    at f',
    );
  });

  it('pass lines that are not JSON through, and join lines written in pieces', () => {
    const out = new PassThrough();
    let written = '';
    out.on('data', (chunk: Buffer) => (written += chunk.toString()));
    const stream = shortLogLines(out);
    stream.write('plain text\n{"level":40,"time":');
    stream.write(`${time},"msg":"slow"}\n`);
    expect(written).toBe('plain text\n06:01:02.345 WARN  slow\n');
  });

  it('are the default in development only; production and tests log JSON', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'development', LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });
});
