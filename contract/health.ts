import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** Only with REDIS_URL: `down` while Redis is unreachable and the rate limits count per process. */
  redis: z.enum(['ok', 'down']).optional(),
});

/** `GET /livez`: the process runs (no database call). */
export const livenessResponse = z.object({ status: z.literal('alive') });

/** What `GET /readyz` found wrong: shutting down, the database, the LISTEN connection of live events. */
export const readinessChecks = ['draining', 'database', 'events'] as const;
export type ReadinessCheck = (typeof readinessChecks)[number];

/** A read replica (DATABASE_READ_URLS): `lagging` and `down` ones are skipped, reads go elsewhere. */
export const replicaStatus = z.object({
  name: z.string(),
  state: z.enum(['up', 'lagging', 'down']),
  /** Seconds behind the primary at the last probe; null while down. */
  lagSeconds: z.number().nullable(),
});

/**
 * `GET /readyz`: 200 `ready` with nothing failing, or 503 `unavailable` naming what fails. With read
 * replicas, each one's state; a replica down never makes the server unready (the primary reads).
 */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  failing: z.array(z.enum(readinessChecks)),
  replicas: z.array(replicaStatus).optional(),
});
