import type { JobRunner } from '../jobs/job-runner.js';
import type { DatabaseHandle, PoolUse } from '#server/db/client.js';
import type { ReadReplicas } from '#server/db/read-replicas.js';
import type { ImageConverter } from '../images.js';
import type { Metrics } from './metrics.js';

/** What the notification hub (modules/notifications/live-hub.ts) tells about itself. */
interface LiveStreams {
  openStreams(): number;
  listening(): boolean;
}

/** The gauges read from the app's parts at each scrape: database pools and live notifications. */
export function observeApp(
  metrics: Metrics,
  parts: {
    database: DatabaseHandle;
    replicas?: Pick<ReadReplicas, 'status' | 'poolUse' | 'readsServed'> | undefined;
    live: LiveStreams;
    jobs: Pick<JobRunner, 'jobCounts'>;
    images: Pick<ImageConverter, 'use'>;
  },
): void {
  const { database, replicas, live, jobs, images } = parts;
  const primaryUse = database.poolUse;
  const poolUse = primaryUse && (() => [...primaryUse(), ...(replicas?.poolUse() ?? [])]);
  if (replicas) observeReplicas(metrics, replicas);
  if (poolUse) {
    const perPool = (read: (use: PoolUse) => number) => () =>
      poolUse().map((use) => ({ labels: { pool: use.pool }, value: read(use) }));
    metrics.gauge({
      name: 'manzil_db_pool_connections',
      help: 'PostgreSQL connections open in a pool, by state (busy, idle).',
      labelNames: ['pool', 'state'],
      collect: () =>
        poolUse().flatMap((use) => [
          { labels: { pool: use.pool, state: 'busy' }, value: use.total - use.idle },
          { labels: { pool: use.pool, state: 'idle' }, value: use.idle },
        ]),
    });
    metrics.gauge({
      name: 'manzil_db_pool_waiting',
      help: 'Queries waiting for a free PostgreSQL connection, by pool.',
      labelNames: ['pool'],
      collect: perPool((use) => use.waiting),
    });
    metrics.gauge({
      name: 'manzil_db_pool_max',
      help: 'The most connections a pool opens.',
      labelNames: ['pool'],
      collect: perPool((use) => use.max),
    });
  }
  metrics.gauge({
    name: 'manzil_notification_streams',
    help: 'Notification streams (server-sent events) open in this process.',
    collect: () => [{ value: live.openStreams() }],
  });
  metrics.gauge({
    name: 'manzil_notification_listener_up',
    help: '1 while the LISTEN connection of live notifications is up, 0 while it reconnects.',
    collect: () => [{ value: live.listening() ? 1 : 0 }],
  });
  metrics.gauge({
    name: 'manzil_jobs',
    help: 'Background jobs by queue and state (finished ones until they are archived, 12 h after).',
    labelNames: ['queue', 'state'],
    collect: async () =>
      Object.entries(await jobs.jobCounts()).flatMap(([queue, states]) =>
        Object.entries(states).map(([state, value]) => ({ labels: { queue, state }, value })),
      ),
  });
  metrics.gauge({
    name: 'manzil_image_conversions',
    help: 'Image conversions (uploaded photos) running, and waiting for a slot, in this process.',
    labelNames: ['state'],
    collect: () => {
      const use = images.use();
      return [
        { labels: { state: 'running' }, value: use.running },
        { labels: { state: 'waiting' }, value: use.waiting },
      ];
    },
  });
  metrics.counter({
    name: 'manzil_image_conversions_total',
    help: 'Image conversions finished (converted or failed), and refused because the queue was full.',
    labelNames: ['outcome'],
    collect: () => {
      const use = images.use();
      return [
        { labels: { outcome: 'finished' }, value: use.done },
        { labels: { outcome: 'refused' }, value: use.refused },
      ];
    },
  });
}

/** Each read replica's state and lag, as `/readyz` tells them. */
function observeReplicas(metrics: Metrics, replicas: Pick<ReadReplicas, 'status' | 'readsServed'>): void {
  metrics.counter({
    name: 'manzil_db_public_reads_total',
    help: 'Public reads (lists, search, map, details, lookups) answered, by where they ran: primary or a replica.',
    labelNames: ['target'],
    collect: () => replicas.readsServed().map(({ target, count }) => ({ labels: { target }, value: count })),
  });
  metrics.gauge({
    name: 'manzil_db_replica_up',
    help: 'Per read replica: 1 while it serves reads, 0 while it is down or lags past the bound.',
    labelNames: ['replica', 'state'],
    collect: () =>
      replicas
        .status()
        .map(({ name, state }) => ({ labels: { replica: name, state }, value: state === 'up' ? 1 : 0 })),
  });
  metrics.gauge({
    name: 'manzil_db_replica_lag_seconds',
    help: 'Per read replica: how far behind the primary it was at the last probe (none while down).',
    labelNames: ['replica'],
    collect: () =>
      replicas
        .status()
        .flatMap(({ name, lagSeconds }) =>
          lagSeconds === null ? [] : [{ labels: { replica: name }, value: lagSeconds }],
        ),
  });
}
