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

/** `GET /readyz`: 200 `ready` with nothing failing, or 503 `unavailable` naming what fails. */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'unavailable']),
  failing: z.array(z.enum(readinessChecks)),
});
