import type { Clock } from '#server/lib/clock.js';

/**
 * A clock the test moves by hand. It starts at 06:00 UTC today, so limits counted per UTC day do not
 * roll over by accident in the middle of a test.
 */
export class TestClock implements Clock {
  private current = new Date().setUTCHours(6, 0, 0, 0);

  /** Every pause the server asked for, in seconds; none of them is waited. */
  readonly pauses: number[] = [];

  now(): Date {
    return new Date(this.current);
  }

  advance(seconds: number): void {
    this.current += seconds * 1000;
  }

  pause(seconds: number): Promise<void> {
    this.pauses.push(seconds);
    return Promise.resolve();
  }
}
