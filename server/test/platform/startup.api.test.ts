import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentProcess } from '#server/lib/process-identity.js';
import { generateVapidKeys } from '#server/modules/push/index.js';
import { builtServer } from '#server/test/support/servers/built-server.js';
import { spawnServer } from '#server/test/support/servers/spawn-server.js';

const RUNNING = 'Manzil is running';

function generateVapidPair() {
  const keys = generateVapidKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}
/** What production needs besides the SMS and email providers (the database is never reached). */
function productionBasics() {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://manzil@127.0.0.1:9/manzil',
    JWT_SECRET: 'x'.repeat(48),
    PUBLIC_URL: 'https://manzil.test',
    ...generateVapidPair(),
    TRUST_PROXY: '1',
    AD_LICENSE_VERIFIER: 'rega',
    REGA_API_URL: 'https://api.rega.example',
    REGA_API_KEY: 'rega-key',
    IDENTITY_VERIFIER: 'nafath',
    NAFATH_API_URL: 'https://nafath.example',
    NAFATH_APP_ID: 'app-id',
    NAFATH_APP_KEY: 'app-key',
    IDENTITY_HASH_KEY: 'i'.repeat(48),
  };
}

let workDir: string;
/** The server as `npm start` runs it. */
let entry: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'manzil-start-'));
  entry = await builtServer();
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

describe('production safety', () => {
  it('refuses to start with nothing set, and lists every missing item with what to set', async () => {
    const server = spawnServer(
      { NODE_ENV: 'production', DATA_DIR: path.join(workDir, 'prod-a'), PORT: '0' },
      entry,
    );
    expect(await server.exited(20_000)).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toEqual([
      'Invalid configuration for production:',
      expect.stringMatching(/^ {2}- DATABASE_URL: required in production: set it to .*postgres:\/\//),
      expect.stringMatching(/^ {2}- JWT_SECRET: required in production: set at least 32 random characters/),
      expect.stringMatching(/^ {2}- PUBLIC_URL: required in production: .*https:\/\//),
      expect.stringMatching(/^ {2}- VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: .*npm run vapid:keys/),
      expect.stringMatching(/^ {2}- TRUST_PROXY: required in production: /),
      expect.stringMatching(/^ {2}- SMS_PROVIDER: required in production: set SMS_PROVIDER to twilio/),
      expect.stringMatching(/^ {2}- EMAIL_PROVIDER: required in production: set EMAIL_PROVIDER=smtp/),
      expect.stringMatching(
        /^ {2}- AD_LICENSE_VERIFIER: required in production: set AD_LICENSE_VERIFIER=rega/,
      ),
      expect.stringMatching(/^ {2}- IDENTITY_VERIFIER: required in production: set IDENTITY_VERIFIER=nafath/),
      expect.stringMatching(/^ {2}- IDENTITY_HASH_KEY: required in production: /),
    ]);
    expect(existsSync(path.join(workDir, 'prod-a'))).toBe(false);
  });

  it('refuses the outbox senders in production even with everything else set', async () => {
    const server = spawnServer(
      {
        ...productionBasics(),
        SMS_PROVIDER: 'outbox',
        EMAIL_PROVIDER: 'outbox',
        DATA_DIR: path.join(workDir, 'prod-b'),
        PORT: '0',
      },
      entry,
    );
    expect(await server.exited(20_000)).toBe(1);
    expect(server.output().trim().split('\n')).toEqual([
      'Invalid configuration for production:',
      '  - SMS_PROVIDER: the outbox only writes to a file; set SMS_PROVIDER to twilio (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM) or unifonic (UNIFONIC_APP_SID, UNIFONIC_SENDER_ID)',
      '  - EMAIL_PROVIDER: the outbox only writes to a file; set EMAIL_PROVIDER=smtp with SMTP_HOST, EMAIL_FROM and, if the server asks for them, SMTP_USER and SMTP_PASSWORD',
    ]);
  });

  it("refuses a web app built with NODE_ENV=development (React's development build)", async () => {
    const webDist = path.join(workDir, 'web-built-in-development');
    await mkdir(webDist, { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(webDist, 'build-mode.json'), '{"nodeEnv":"development"}\n');
    const server = spawnServer(
      {
        ...productionBasics(),
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC0000',
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM: '+15550000000',
        EMAIL_PROVIDER: 'smtp',
        SMTP_HOST: 'smtp.manzil.test',
        EMAIL_FROM: 'Manzil <no-reply@manzil.test>',
        WEB_DIST_DIR: webDist,
        DATA_DIR: path.join(workDir, 'prod-dev-build'),
        PORT: '0',
      },
      entry,
    );
    expect(await server.exited(20_000)).toBe(1);
    expect(server.output().trim()).toBe(
      `The web app in ${webDist} was built with NODE_ENV=development, so it carries React's ` +
        'development build. Build it again without NODE_ENV=development (npm run build), or start ' +
        'with npm start, which rebuilds it.',
    );
  });

  it('refuses a provider whose credentials are missing', async () => {
    const server = spawnServer(
      { SMS_PROVIDER: 'twilio', DATA_DIR: path.join(workDir, 'dev-a'), PORT: '0' },
      entry,
    );
    expect(await server.exited(20_000)).toBe(1);
    expect(server.output()).toContain('TWILIO_ACCOUNT_SID is required');
  });
});

describe('photo storage', () => {
  it('refuses STORAGE=s3 without its bucket, region and public URL, naming each', async () => {
    const server = spawnServer(
      { STORAGE: 's3', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', DATA_DIR: path.join(workDir, 's3-a'), PORT: '0' },
      entry,
    );
    expect(await server.exited(20_000)).toBe(1);
    for (const name of ['S3_BUCKET', 'S3_REGION', 'STORAGE_PUBLIC_URL'])
      expect(server.output()).toContain(`${name}: ${name} is required with STORAGE=s3`);
    expect(server.output()).toContain(
      'S3_SECRET_ACCESS_KEY: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
    expect(server.output()).not.toContain('AKIAEXAMPLE');
  });
});

describe('the embedded database folder', () => {
  it('is created, locked against a second server, and taken over after a kill -9', async () => {
    const dataDir = path.join(workDir, 'nested', 'data');
    const env = { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', SEED_DEMO: 'false' };
    const first = spawnServer(env, entry);
    expect(await first.waitFor(RUNNING, 30_000)).toBe(true);
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);

    const second = spawnServer(env, entry);
    expect(await second.exited(30_000)).toBe(1);
    expect(second.output()).toContain(
      `Another Manzil server (pid ${String(first.child.pid)}) is already using`,
    );

    first.child.kill('SIGKILL');
    await first.exited(5_000);
    const third = spawnServer(env, entry);
    try {
      expect(await third.waitFor(RUNNING, 30_000)).toBe(true);
    } finally {
      third.child.kill('SIGTERM');
      expect(await third.exited(10_000)).toBe(0);
    }
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 90_000);

  it("is private to the server's user: DATA_DIR 0700, and nothing in it open to others", async () => {
    const dataDir = path.join(workDir, 'fresh', 'data');
    const server = spawnServer(
      { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', SEED_DEMO: 'false' },
      entry,
    );
    try {
      expect(await server.waitFor(RUNNING, 60_000)).toBe(true);
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      expect((await stat(path.dirname(dataDir))).mode & 0o777).toBe(0o700);
      const written = await entriesUnder(dataDir);
      // The embedded database's own files are among them, with the lock, the secrets and uploads/.
      expect(written.filter((entry) => entry.name.startsWith('pglite/base/')).length).toBeGreaterThan(100);
      expect(written.filter((entry) => (entry.mode & 0o077) !== 0)).toEqual([]);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited(10_000)).toBe(0);
    }
  }, 90_000);

  it('takes over a lock whose pid is alive but was written in another boot (a fresh container)', async () => {
    const dataDir = path.join(workDir, 'other-boot');
    await mkdir(dataDir, { recursive: true });
    // This test process is alive; the lock says it was written before the machine last started.
    const lockFile = path.join(dataDir, 'server.lock');
    await writeFile(lockFile, JSON.stringify({ ...currentProcess(), boot: 'an-earlier-boot' }));
    const server = spawnServer(
      { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', SEED_DEMO: 'false' },
      entry,
    );
    try {
      expect(await server.waitFor(RUNNING, 60_000)).toBe(true);
      const owner = JSON.parse(await readFile(lockFile, 'utf8')) as { pid: number };
      expect(owner.pid).toBe(server.child.pid);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited(10_000)).toBe(0);
    }
  }, 90_000);
});

/** Every file and folder under `folder`, with its permission bits, by its path inside it. */
async function entriesUnder(folder: string): Promise<{ name: string; mode: number }[]> {
  const names = await readdir(folder, { recursive: true });
  const entries = await Promise.all(
    names.map(async (name) => {
      // The database may remove a file between the listing and this look at it.
      const stats = await stat(path.join(folder, name)).catch(() => undefined);
      return stats ? [{ name, mode: stats.mode & 0o777 }] : [];
    }),
  );
  return entries.flat();
}
