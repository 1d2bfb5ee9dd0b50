import type { Database } from '#server/db/client.js';

/**
 * Where a reaction writes: the announcer's transaction, so that what a reaction does commits or rolls
 * back with the event itself (a push job exists exactly when its notification does).
 */
export type EventExecutor = Pick<Database, 'insert' | 'select' | 'update' | 'execute'>;

/** Something a module announces, for other modules to react to without the announcer knowing them. */
export interface DomainEvent<T> {
  readonly name: string;
  /** Never set: it carries the payload's type to `react` and `announce`. */
  readonly payload?: T;
}

export type Reaction<T> = (tx: EventExecutor, now: Date, payload: T) => Promise<void>;

const reactions = new Map<string, Map<string, Reaction<never>>>();

export function defineEvent<T>(name: string): DomainEvent<T> {
  return { name };
}

/**
 * `reactor` names the reacting module: connecting the modules again (a second app in one process)
 * replaces its reaction instead of adding a second one.
 */
export function react<T>(event: DomainEvent<T>, reactor: string, reaction: Reaction<T>): void {
  const byReactor = reactions.get(event.name) ?? new Map<string, Reaction<never>>();
  byReactor.set(reactor, reaction);
  reactions.set(event.name, byReactor);
}

/** Runs every reaction, in the order they were connected, inside the caller's transaction. */
export async function announce<T>(
  tx: EventExecutor,
  now: Date,
  event: DomainEvent<T>,
  payload: T,
): Promise<void> {
  for (const reaction of reactions.get(event.name)?.values() ?? []) {
    await (reaction as Reaction<T>)(tx, now, payload);
  }
}
