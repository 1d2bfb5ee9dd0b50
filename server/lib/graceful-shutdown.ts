import type { FastifyBaseLogger } from 'fastify';
import type { Drain } from './drain.js';

export interface ShutdownPlan {
  drain: Drain;
  /** While `/readyz` says 503 and requests are still answered, before the listener closes. */
  graceMs: number;
  /** From the end of the grace period: past it the process exits 1 with requests unfinished. */
  deadlineMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Stops accepting, waits for the requests in flight, closes the database. */
  close(): Promise<void>;
  exit(code: number): void;
}

/**
 * The signal handler: draining first (`/readyz` 503), then the grace period for load balancers to
 * notice, then the close under its deadline. A second signal during the grace period cuts it short;
 * one after it exits at once.
 */
export function gracefulShutdown(plan: ShutdownPlan): (signal: string) => void {
  const { drain, graceMs, deadlineMs, log } = plan;
  let state: 'running' | 'grace' | 'closing' = 'running';
  let endGrace: (() => void) | undefined;

  const shutdown = async (signal: string) => {
    drain.start();
    log.info({ signal, graceMs, deadlineMs }, 'shutting down: draining');
    if (graceMs > 0) {
      state = 'grace';
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, graceMs);
        endGrace = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
    state = 'closing';
    log.info({ signal }, 'shutting down: closing the listener');
    const deadline = setTimeout(() => {
      log.error({ signal, deadlineMs }, 'shutdown passed its deadline; exiting with requests unfinished');
      plan.exit(1);
    }, deadlineMs);
    deadline.unref();
    try {
      await plan.close();
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      plan.exit(1);
      return;
    }
    plan.exit(0);
  };

  return (signal) => {
    switch (state) {
      case 'running':
        void shutdown(signal);
        return;
      case 'grace':
        log.info({ signal }, 'shutting down: grace period cut short by a second signal');
        endGrace?.();
        return;
      case 'closing':
        log.warn({ signal }, 'shutting down: asked again while closing; exiting now');
        plan.exit(1);
    }
  };
}
