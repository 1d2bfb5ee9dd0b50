import { startFakeNafath, type FakeNafath } from '../fakes/fake-nafath.js';
import { startFakeRega, type FakeRega } from '../fakes/fake-rega.js';
import { startTestServer, type TestServer } from './test-server.js';

export interface ServerWithAuthorities {
  server: TestServer;
  /** Plays Nafath (identities). */
  nafath: FakeNafath;
  /** Plays REGA (ad licences and FAL licences). */
  rega: FakeRega;
  close(): Promise<void>;
}

/**
 * A test server that asks a local fake Nafath and a local fake REGA, for the tests of verified
 * advertisers and their offices (ADR 0038, 0039); `env` adds to or overrides their settings.
 */
export async function startWithAuthorities(env: Record<string, string> = {}): Promise<ServerWithAuthorities> {
  const [nafath, rega] = await Promise.all([startFakeNafath(), startFakeRega()]);
  const server = await startTestServer({
    ...nafath.env(),
    ...rega.env(),
    // Each test person starts one request or two; many people share a file's hour.
    NAFATH_REQUESTS_PER_HOUR: '100',
    ...env,
  });
  return {
    server,
    nafath,
    rega,
    close: async () => {
      await server.close();
      await Promise.all([nafath.close(), rega.close()]);
    },
  };
}
