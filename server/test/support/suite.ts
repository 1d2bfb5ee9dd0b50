import { afterAll, beforeAll } from 'vitest';
import * as auth from '#contract/endpoints/dashboard/auth.js';
import { loadLookups, type Lookups } from './fixtures/catalogue-fixtures.js';
import { loginAdmin } from './fixtures/staff-fixtures.js';
import { signIn, type SignedIn } from './clients/sign-in-flow.js';
import { startTestServer, type TestServer, type TestServerOptions } from './servers/test-server.js';

interface Lifetime<T> {
  /** Undoes what `make` did, after the suite's tests. */
  release?: (value: T) => Promise<void>;
  /** How long `make` may take, in milliseconds (the hook timeout otherwise). */
  timeout?: number;
}

/**
 * A value the suite makes once, in a beforeAll hook registered where this is called (so values made
 * from other values come in order). What is returned at once is a stand-in: tests and later hooks
 * use it as the value itself.
 */
export function beforeAllValue<T extends object>(make: () => Promise<T>, lifetime: Lifetime<T> = {}): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  }, lifetime.timeout);
  const { release } = lifetime;
  if (release) afterAll(async () => (made ? release(made) : undefined));
  const value = (): T => {
    if (made === undefined) throw new Error('a suite value was read before its beforeAll hook made it');
    return made;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const found: unknown = Reflect.get(value(), key);
      return typeof found === 'function' ? (found as (...args: unknown[]) => unknown).bind(value()) : found;
    },
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor(_, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** The suite's own server on a fresh database, closed after its tests. */
export function useTestServer(
  env: Record<string, string> = {},
  { timeout, ...options }: TestServerOptions & { timeout?: number } = {},
): TestServer {
  return beforeAllValue(() => startTestServer(env, options), {
    release: (server) => server.close(),
    timeout,
  });
}

export const useLookups = (server: TestServer): Lookups => beforeAllValue(() => loadLookups(server));

/** A website user signed in with a new phone number. */
export const useSignedIn = (server: TestServer): SignedIn => beforeAllValue(() => signIn(server));

/** The back-office administrator's session, and the administrator's staff id. */
export const useAdmin = (server: TestServer): { token: string; id: string } =>
  beforeAllValue(async () => {
    const token = await loginAdmin(server);
    const me = await server.send(auth.getMe, {}, { token });
    return { token, id: me.body.id };
  });
