import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/** Work that runs after the answer has left (so its time cannot be measured by the caller). */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  /** Starts the task once this answer has been sent (or its caller has gone). */
  runAfterAnswer(reply: FastifyReply, name: string, task: () => Promise<void>): void;
  /** Waits for what is still running; called when the server closes. */
  settle(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  const run = (name: string, task: () => Promise<void>) => {
    const running = Promise.resolve()
      .then(task)
      .catch((error: unknown) => {
        log.warn({ task: name, err: { name: (error as Error).name } }, 'background task failed');
      })
      .finally(() => pending.delete(running));
    pending.add(running);
  };
  return {
    run,
    runAfterAnswer(reply, name, task) {
      reply.raw.once('close', () => run(name, task));
    },
    async settle() {
      await Promise.allSettled([...pending]);
    },
  };
}
