import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.js';

const run = promisify(execFile);
const INSTALLED = '/usr/lib/postgresql';

/**
 * A PostgreSQL cluster of the test's own, on a free port: a test may stop and start it at will, which
 * it must never do to the machine's shared server. PostgreSQL refuses to run as root, so as root the
 * cluster belongs to the `postgres` account and every command runs through `runuser`.
 */
export interface PrivatePostgres {
  port: number;
  /** A connection URL to `database` (default `postgres`) as the superuser `postgres`. */
  url(database?: string): string;
  /** A new, empty database; its URL. */
  createDatabase(name: string): Promise<string>;
  /** `immediate` is a crash (recovery at the next start); `fast` a clean shutdown. */
  stop(mode: 'immediate' | 'fast'): Promise<void>;
  start(): Promise<void>;
  isRunning(): boolean;
  /** Stops the cluster and deletes its folder. */
  close(): Promise<void>;
}

async function binDir(): Promise<string> {
  const versions = (await readdir(INSTALLED)).filter((name) => /^\d+$/.test(name));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`no PostgreSQL installed under ${INSTALLED}`);
  return path.join(INSTALLED, newest, 'bin');
}

async function postgresAccount(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  return { uid: Number(stdout.trim()), gid: Number(group.trim()) };
}

interface ClusterPlace {
  bin: string;
  account: { uid: number; gid: number } | undefined;
  folder: string;
  dataDir: string;
  port: number;
}

async function newPlace(): Promise<ClusterPlace> {
  const bin = await binDir();
  const account = await postgresAccount();
  const folder = await mkdtemp(path.join(tmpdir(), 'manzil-private-pg-'));
  if (account) await chown(folder, account.uid, account.gid);
  return { bin, account, folder, dataDir: path.join(folder, 'data'), port: await freePort() };
}

const runAs = ({ bin, account }: ClusterPlace, command: string, args: string[]) =>
  account
    ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
    : run(path.join(bin, command), args);

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const place = await newPlace();
  await runAs(place, 'initdb', [
    '-D',
    place.dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  return startCluster(place);
}

/**
 * A hot standby of `primary` on a free port, streaming its write-ahead log (`pg_basebackup -R`):
 * a read replica as production runs one, on this machine.
 */
export async function startPrivateReplica(primary: PrivatePostgres): Promise<PrivatePostgres> {
  const place = await newPlace();
  await runAs(place, 'pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    place.dataDir,
    '-R',
    '-X',
    'stream',
    '--checkpoint=fast',
    '--no-sync',
  ]);
  return startCluster(place);
}

async function startCluster(place: ClusterPlace): Promise<PrivatePostgres> {
  const { folder, dataDir, port } = place;
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c full_page_writes=off',
    '-c max_connections=60',
  ].join(' ');
  let running = false;
  const start = async () => {
    running = true;
    await runAs(place, 'pg_ctl', [
      'start',
      '-w',
      '-t',
      '30',
      '-D',
      dataDir,
      '-l',
      path.join(folder, 'log'),
      '-o',
      options,
    ]);
  };
  const stop = async (mode: 'immediate' | 'fast') => {
    running = false;
    await runAs(place, 'pg_ctl', ['stop', '-w', '-t', '30', '-m', mode, '-D', dataDir]);
  };
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  await start();

  return {
    port,
    url,
    createDatabase: async (name) => {
      await runStatement(url(), `create database ${name}`);
      return url(name);
    },
    stop,
    start,
    isRunning: () => running,
    close: async () => {
      await stop('immediate').catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export interface TestPostgresDatabase {
  url: string;
  /** Where it runs: the DATABASE_URL server, or a private cluster. */
  where: string;
  close(): Promise<void>;
}

/**
 * A new database for spawned servers: on the PostgreSQL server of DATABASE_URL when set (dropped on
 * close), else on a private cluster (the `npm test` run, whose servers use PGlite, still tests the
 * PostgreSQL path: PostgreSQL is installed on every machine of this kind).
 */
export async function newPostgresDatabase(): Promise<TestPostgresDatabase> {
  const name = `manzil_fault_${randomBytes(6).toString('hex')}`;
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const cluster = await startPrivatePostgres();
    return {
      url: await cluster.createDatabase(name),
      where: 'a private PostgreSQL cluster',
      close: () => cluster.close(),
    };
  }
  const admin = (statement: string) => runStatement(adminUrl, statement);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    where: 'the DATABASE_URL server',
    close: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** A second database on the server of `url` (named after it), dropped on close. */
export async function siblingDatabase(url: string, suffix: string): Promise<TestPostgresDatabase> {
  const original = new URL(url).pathname.slice(1);
  const name = `${original}_${suffix}`;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  await runStatement(admin.toString(), `create database ${name}`);
  const sibling = new URL(url);
  sibling.pathname = `/${name}`;
  return {
    url: sibling.toString(),
    where: `beside ${original}`,
    close: () => runStatement(admin.toString(), `drop database if exists ${name} with (force)`),
  };
}

async function runStatement(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
