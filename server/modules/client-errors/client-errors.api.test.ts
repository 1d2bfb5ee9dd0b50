import { describe, expect, it } from 'vitest';
import * as clientErrors from '#contract/endpoints/client-errors.js';
import { scanText } from '#server/test/support/logs/log-scan.js';
import { startTestServer } from '#server/test/support/servers/test-server.js';
import { useTestServer } from '#server/test/support/suite.js';

const server = useTestServer();

interface ReportLine {
  reqId?: string;
  msg?: string;
  clientError?: { path: string; kind: string; message: string; stack?: string };
}

const reportLines = (): { text: string; line: ReportLine }[] =>
  server.logs
    .flatMap((chunk) => chunk.split('\n'))
    .filter((text) => text.includes('a browser reported an error'))
    .map((text) => ({ text, line: JSON.parse(text) as ReportLine }));

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlLWhlcmUtYWJj';

describe('POST /api/website/client-errors', () => {
  it('answers 204 and logs one warn line with the request id, no token, code or phone', async () => {
    const answer = await server.send(clientErrors.reportClientError, {
      body: {
        message: `Cannot read properties of undefined; Bearer ${jwt} for +966551234567, code 482913`,
        stack: `TypeError: boom\n    at render (https://manzil.sa/assets/index-abc.js:1:23456)\n    token ${jwt}`,
        path: '/account/reset?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG#x',
        kind: 'render',
      },
    });
    expect(answer.status).toBe(204);
    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    const lines = reportLines().filter(({ line }) => line.reqId === requestId);
    expect(lines).toHaveLength(1);
    const [{ text, line }] = lines as [{ text: string; line: ReportLine }];
    expect(text).toContain('"level":40');
    expect(line.clientError).toMatchObject({ path: '/account/reset', kind: 'render' });
    expect(line.clientError?.message).toContain('Cannot read properties of undefined');
    expect(line.clientError?.stack).toContain('index-abc.js:1:23456');
    expect(text).not.toContain('eyJ');
    expect(text).not.toContain('551234567');
    expect(text).not.toContain('482913');
    expect(text).not.toContain('token=');
    expect(scanText(text)).toEqual([]);
  });

  it.each([
    ['no message', { message: '' }, 'message', 'The message is required'],
    ['a long message', { message: 'x'.repeat(501) }, 'message', 'Must be at most 500'],
    ['a long stack', { stack: 'x'.repeat(4001) }, 'stack', 'Must be at most 4000'],
    ['a full URL as the path', { path: 'https://evil.example/x' }, 'path', 'This value is not valid'],
    ['an unknown kind', { kind: 'other' }, 'kind', 'The selected option is not available'],
  ])('refuses %s with a localized 422', async (_case, change, field, text) => {
    const answer = await server.send(
      clientErrors.reportClientError,
      { body: { message: 'boom', path: '/search', ...change } as never },
      { language: 'en' },
    );
    expect(answer.status).toBe(422);
    expect(answer.error.errors?.[field]?.[0]).toContain(text);
  });
});

describe('client error limit', () => {
  it('takes 10 reports per address a minute, then answers 429', async () => {
    const limited = await startTestServer();
    try {
      const report = () =>
        limited.send(clientErrors.reportClientError, { body: { message: 'boom', path: '/' } });
      for (let sent = 0; sent < 10; sent += 1) expect((await report()).status).toBe(204);
      const refused = await report();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
