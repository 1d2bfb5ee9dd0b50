import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '#server/db/client.js';
import { installJobSchema } from '#server/lib/jobs/install-job-schema.js';
import { databaseJobSql } from '#server/lib/jobs/job-sql.js';
import { JOB_QUEUES } from '#server/modules/jobs/index.js';
import { migratedPgliteImage } from './pglite-image.js';
import { migrationsKey } from './migrations-key.js';

const TEMPLATE_LOCK_KEY = 4_207_002;
const OBJECT_IN_USE = '55006';

/**
 * A fresh, migrated database for one test server: PGlite in the server's data folder by default, or a
 * new database on the PostgreSQL server named by DATABASE_URL (dropped again on close). Both start from
 * a migrated copy made once, so no server pays for initdb or the migrations.
 */
export async function openTestDatabase(dataDir: string): Promise<DatabaseHandle> {
  const adminUrl = process.env.DATABASE_URL;
  return adminUrl ? createPostgresDatabase(adminUrl) : openPglite(dataDir, await migratedPgliteImage());
}

async function createPostgresDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const template = await postgresTemplate(adminUrl);
  const name = `manzil_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => copyDatabase(client, template, name));
  const handle = openPostgres(databaseUrl(adminUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

let template: Promise<string> | undefined;

/**
 * A migrated database (with pg-boss's tables and the job queues) that test databases are copied
 * from, built once per set of migrations.
 */
function postgresTemplate(adminUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `manzil_template_${await migrationsKey()}`;
    await withAdmin(adminUrl, async (client) => {
      await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
      try {
        const found = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount) return;
        const building = `${name}_building`;
        await client.query(`drop database if exists ${building} with (force)`);
        await client.query(`create database ${building}`);
        const database = openPostgres(databaseUrl(adminUrl, building));
        await database.migrate();
        await installJobSchema(databaseJobSql(database), JOB_QUEUES);
        await database.close();
        await client.query(`alter database ${building} rename to ${name}`);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
      }
    });
    return name;
  })();
  return template;
}

/** PostgreSQL refuses to copy a template while another copy holds it: wait and try again. */
async function copyDatabase(client: pg.Client, from: string, to: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`create database ${to} template ${from}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `run` on a connection of its own to `url`, closed afterwards. */
export async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
