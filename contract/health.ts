import { z } from 'zod';

export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** Only with REDIS_URL: `down` while Redis is unreachable and the rate limits count per process. */
  redis: z.enum(['ok', 'down']).optional(),
});
