import path from 'node:path';
import { createPrivateFolder, withdrawOthersAccess } from '../lib/private-files.js';
import { projectRoot } from '../lib/project-root.js';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { BITMAP_CONNECTION_SETTINGS, useForBitmapScans } from './bitmap-scans.js';
import type { Database } from './database.js';
import * as schema from './schema/index.js';

export type { Database } from './database.js';

/** One connection pool's use at this moment (PostgreSQL; PGlite has a single connection and none). */
export interface PoolUse {
  pool: string;
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** The pools' use now (metrics); absent on PGlite. */
  readonly poolUse?: () => PoolUse[];
  /** Applies the committed SQL migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /**
   * Runs `setUp` while no other instance runs its own: the start-up steps that instances starting
   * together would otherwise interleave (the job queues' tables and schedules deadlocked).
   */
  oneAtATime<T>(setUp: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(projectRoot, 'server/db/migrations');
export const pgliteExtensions = { pg_trgm };
const MIGRATION_LOCK_KEY = 4_207_001;
const START_UP_LOCK_KEY = 4_207_002;

/**
 * Every connection's settings for many short statements at once (docs/decisions/0004-search-at-scale.md,
 * item 10): no JIT (at 1,000,000 ads a gather's cost passed its threshold, and compiling took 10-16 ms
 * of a 30 ms statement), and no parallel workers (under 16 connections on 2 cores they took the cores
 * other requests wanted: the search mix at 1,000,000 ads ran at 93 requests/s without, 66 with).
 */
const CONNECTION_SETTINGS = { jit: 'off', max_parallel_workers_per_gather: '0' };

type Settings = Readonly<Record<string, string>>;

/** `image`: a `dumpDataDir` archive to start a new folder from, instead of an empty cluster. */
export async function openPglite(dataDir: string, image?: Blob): Promise<DatabaseHandle> {
  const folder = path.join(dataDir, 'pglite');
  await createPrivateFolder(folder);
  const client = await PGlite.create(folder, {
    extensions: pgliteExtensions,
    ...(image ? { loadDataDir: image } : {}),
  });
  await withdrawOthersAccess(folder);
  // As on PostgreSQL; PGlite has neither JIT nor parallel workers, but says what it would do.
  await client.exec(
    `select ${Object.entries(CONNECTION_SETTINGS)
      .map(([name, value]) => `set_config('${name}', '${value}', false)`)
      .join(', ')}`,
  );
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns the folder (data-dir-lock.ts): nobody else to wait for.
    oneAtATime: (setUp) => setUp(),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/** `settings`: what each connection starts with, sent with the connection itself (no extra query). */
function openPool(url: string, max: number, settings: Settings, connectTimeoutMs: number) {
  const options = Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    options,
  });
  // A client that loses its server, idle or checked out between two queries, must not crash the
  // process: the query in flight, or the next one, reports it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** Runs `work` holding a session advisory lock, on a connection of its own that ends with it. */
async function holdingLock<T>(url: string, key: number, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work(client);
  } finally {
    await client.end();
  }
}

const MAIN_POOL_SIZE = 10;
const BITMAP_POOL_SIZE = 4;

export interface PoolOptions {
  /** Names the pools in metrics: `main` and `bitmap`, or `<name>` and `<name>-bitmap`. */
  name?: string;
  /** How long a query waits to connect before it fails (a replica's reads then go to the primary). */
  connectTimeoutMs?: number;
}

export function openPostgres(
  url: string,
  { name, connectTimeoutMs = 5_000 }: PoolOptions = {},
): DatabaseHandle {
  const pool = openPool(url, MAIN_POOL_SIZE, CONNECTION_SETTINGS, connectTimeoutMs);
  const bitmapPool = openPool(
    url,
    BITMAP_POOL_SIZE,
    { ...CONNECTION_SETTINGS, ...BITMAP_CONNECTION_SETTINGS },
    connectTimeoutMs,
  );
  const db = drizzleNodePg({ client: pool, schema });
  useForBitmapScans(db, drizzleNodePg({ client: bitmapPool, schema }));
  const useOf = (name: string, of: pg.Pool, max: number): PoolUse => ({
    pool: name,
    total: of.totalCount,
    idle: of.idleCount,
    waiting: of.waitingCount,
    max,
  });
  return {
    db: db,
    kind: 'postgres',
    poolUse: () => [
      useOf(name ?? 'main', pool, MAIN_POOL_SIZE),
      useOf(name ? `${name}-bitmap` : 'bitmap', bitmapPool, BITMAP_POOL_SIZE),
    ],
    migrate: () =>
      holdingLock(url, MIGRATION_LOCK_KEY, (client) =>
        migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder }),
      ),
    oneAtATime: (setUp) => holdingLock(url, START_UP_LOCK_KEY, setUp),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await Promise.all([pool.end(), bitmapPool.end()]);
    },
  };
}
