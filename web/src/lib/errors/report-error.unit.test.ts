import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter } from './report-error';

describe('createErrorReporter', () => {
  it('sends at most a few reports per page load, cut to the limits, path without its query', () => {
    const send = vi.fn(() => Promise.resolve());
    const report = createErrorReporter({ send, path: () => '/account?token=secret#x', max: 2 });
    report(new TypeError('x'.repeat(600)), 'render');
    report('second', 'unhandled');
    report('third', 'unhandled');
    expect(send).toHaveBeenCalledTimes(2);
    const [[first]] = send.mock.calls as unknown as [[{ message: string; path: string; kind: string }]];
    expect(first.message).toHaveLength(500);
    expect(first).toMatchObject({ path: '/account', kind: 'render' });
  });

  it('never throws, whether sending fails or refuses', async () => {
    const failing = createErrorReporter({
      send: () => Promise.reject(new Error('offline')),
      path: () => '/',
    });
    expect(() => failing(new Error('boom'), 'unhandled')).not.toThrow();
    const throwing = createErrorReporter({
      send: () => {
        throw new Error('no fetch');
      },
      path: () => '/',
    });
    expect(() => throwing(new Error('boom'), 'unhandled')).not.toThrow();
    await Promise.resolve();
  });
});
