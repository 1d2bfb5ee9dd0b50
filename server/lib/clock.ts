import { setTimeout as wait } from 'node:timers/promises';

export interface Clock {
  now(): Date;
  /** Waits before going on; the test clock records the pause and returns at once. */
  pause(seconds: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  pause: (seconds) => wait(seconds * 1000),
};

export function secondsBetween(earlier: Date, later: Date): number {
  return (later.getTime() - earlier.getTime()) / 1000;
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
