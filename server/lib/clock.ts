export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function secondsBetween(earlier: Date, later: Date): number {
  return (later.getTime() - earlier.getTime()) / 1000;
}

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
