import { describe, expect, it } from 'vitest';
import { parsePrometheus, valueOf } from '../../test/support/readers/prometheus-text.js';
import { createRequestMetrics } from './request-metrics.js';

describe('createRequestMetrics', () => {
  it('counts by status class and fills cumulative buckets up to +Inf, with the sum and count', () => {
    const metrics = createRequestMetrics([0.01, 0.1, 1]);
    const route = { method: 'GET', route: '/api/website/property/GetById/:id' };
    for (const [status, seconds] of [
      [200, 0.004],
      [200, 0.01],
      [404, 0.05],
      [503, 2],
    ] as const) {
      metrics.observe(route.method, route.route, status, seconds);
    }
    const samples = parsePrometheus(metrics.exposition());
    const requests = (statusClass: string) =>
      valueOf(samples, 'manzil_http_requests_total', { ...route, status_class: statusClass });
    expect([requests('2xx'), requests('4xx'), requests('5xx'), requests('3xx')]).toEqual([2, 1, 1, 0]);
    const bucket = (le: string) =>
      valueOf(samples, 'manzil_http_request_duration_seconds_bucket', { ...route, le });
    expect(['0.01', '0.1', '1', '+Inf'].map(bucket)).toEqual([2, 3, 3, 4]);
    expect(valueOf(samples, 'manzil_http_request_duration_seconds_count', route)).toBe(4);
    expect(valueOf(samples, 'manzil_http_request_duration_seconds_sum', route)).toBeCloseTo(2.064);
  });

  it('writes HELP and TYPE lines, and escapes label values', () => {
    const metrics = createRequestMetrics([1]);
    expect(metrics.exposition()).toContain('# TYPE manzil_http_requests_total counter');
    expect(metrics.exposition()).toContain('# TYPE manzil_http_request_duration_seconds histogram');
    metrics.observe('GET', 'a"b\\c', 200, 0.5);
    const [sample] = parsePrometheus(metrics.exposition());
    expect(sample?.labels.route).toBe('a"b\\c');
  });
});
