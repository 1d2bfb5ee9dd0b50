import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { within } from '../within.js';
import { createRequestMetrics } from './request-metrics.js';

/** One sample of a gauge read at scrape time. */
export interface GaugeReading {
  labels?: Record<string, string>;
  value: number;
}

export interface GaugeSpec {
  /** Prometheus name: `manzil_` and snake case, the unit last (`_seconds`, `_bytes`). */
  name: string;
  help: string;
  labelNames?: readonly string[];
  /** Read at every scrape; a reading that fails or takes too long leaves the gauge without samples. */
  collect: () => readonly GaugeReading[] | Promise<readonly GaugeReading[]>;
}

export type DeliveryChannel = 'sms' | 'email' | 'push';
export type DeliveryOutcome = 'sent' | 'failed';

/** The process's Prometheus metrics, in a registry of its own (several servers may share a process). */
export interface Metrics {
  /** Some way to scrape is configured (METRICS_TOKEN or METRICS_PORT). */
  readonly enabled: boolean;
  /** One answered HTTP request; `route` is a pattern (`/api/website/property/:id`), never a raw URL. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** One message handed to a provider (SMS, email, Web Push) and what became of it. */
  countDelivery(channel: DeliveryChannel, provider: string, outcome: DeliveryOutcome): void;
  /** A gauge whose samples are read at each scrape (pool use, open streams, jobs by state). */
  gauge(spec: GaugeSpec): void;
  /** A counter whose totals are read at each scrape from what keeps them (`_total` names). */
  counter(spec: GaugeSpec): void;
  /** The text exposition format. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

/** A collector that has not answered by then is skipped for this scrape, so a scrape never hangs. */
const COLLECT_LIMIT_MS = 2_000;

/** Latency buckets in seconds: a cached answer (1-5 ms) up to a slow search or upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: { enabled: boolean }): Metrics {
  const registry = new Registry();
  const registers = [registry];
  // Process memory, CPU, event-loop lag, GC, handles: the standard `process_*` and `nodejs_*` names.
  // Only when someone can scrape: they start an event-loop monitor and a GC observer for good.
  if (options.enabled) collectDefaultMetrics({ register: registry });

  const requests = createRequestMetrics(LATENCY_BUCKETS);
  const deliveries = new Counter({
    name: 'manzil_deliveries_total',
    help: 'Messages handed to a provider, by channel (sms, email, push), provider and outcome (sent, failed).',
    labelNames: ['channel', 'provider', 'outcome'] as const,
    registers,
  });
  const collectFailures = new Counter({
    name: 'manzil_metric_collect_failures_total',
    help: 'Gauge readings left out of a scrape: their source failed or did not answer within 2 s.',
    labelNames: ['metric'] as const,
    registers,
  });

  /** Empties a metric and fills it again from its source; a source that fails leaves it empty. */
  const refill = async (
    metric: { reset(): void },
    name: string,
    collect: GaugeSpec['collect'],
    add: (reading: GaugeReading) => void,
  ) => {
    metric.reset();
    try {
      for (const reading of await within(collect(), COLLECT_LIMIT_MS, 'collect took too long')) add(reading);
    } catch {
      metric.reset();
      collectFailures.inc({ metric: name });
    }
  };

  return {
    enabled: options.enabled,
    observeRequest: (method, route, statusCode, seconds) =>
      requests.observe(method, route, statusCode, seconds),
    countDelivery: (channel, provider, outcome) => deliveries.inc({ channel, provider, outcome }),
    counter: ({ name, help, labelNames = [], collect }) => {
      new Counter({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          await refill(this, name, collect, ({ labels = {}, value }) => this.inc(labels, value));
        },
      });
    },
    gauge: ({ name, help, labelNames = [], collect }) => {
      new Gauge({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          await refill(this, name, collect, ({ labels = {}, value }) => this.set(labels, value));
        },
      });
    },
    scrape: async () => ({
      contentType: registry.contentType,
      body: `${await registry.metrics()}\n${requests.exposition()}`,
    }),
  };
}
