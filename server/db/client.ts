import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../lib/project-root.js';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(projectRoot, 'server/db/migrations');
export const pgliteExtensions = { pg_trgm };
const MIGRATION_LOCK_KEY = 4_207_001;

/** `image`: a `dumpDataDir` archive to start a new folder from, instead of an empty cluster. */
export async function openPglite(dataDir: string, image?: Blob): Promise<DatabaseHandle> {
  const folder = path.join(dataDir, 'pglite');
  await mkdir(folder, { recursive: true });
  const client = await PGlite.create(folder, {
    extensions: pgliteExtensions,
    ...(image ? { loadDataDir: image } : {}),
  });
  // As on PostgreSQL (openPostgres); PGlite has no JIT to run, but says what it would do.
  await client.exec('set jit = off');
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

export function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  // No statement of ours runs long enough to repay compiling it: at 1,000,000 ads the planner's cost
  // of a search's gather passes the JIT threshold, and compiling took 10-16 ms of a 30 ms statement.
  pool.on('connect', (client) => {
    client.query('set jit = off').catch(() => undefined);
  });
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db,
    kind: 'postgres',
    migrate: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
