import type { FastifyBaseLogger } from 'fastify';

/** Work that runs after the answer has left (so its time cannot be measured by the caller). */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  /** Waits for what is still running; called when the server closes. */
  settle(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running = Promise.resolve()
        .then(task)
        .catch((error: unknown) => {
          log.warn({ task: name, err: { name: (error as Error).name } }, 'background task failed');
        })
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async settle() {
      await Promise.allSettled([...pending]);
    },
  };
}
