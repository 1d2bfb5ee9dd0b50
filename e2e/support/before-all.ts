import { beforeAll } from 'vitest';

/**
 * Makes a value in a beforeAll hook; the answer reads it in the file's tests and in the hooks it
 * registers later (Vitest runs a file's hooks in order).
 */
export function madeBeforeAll<T>(make: () => Promise<T>, timeout?: number): () => T {
  let made: { value: T } | undefined;
  beforeAll(async () => {
    made = { value: await make() };
  }, timeout);
  return () => {
    if (!made) throw new Error('made in beforeAll: read it in a test or a later hook');
    return made.value;
  };
}
