import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../../db/client.js';

/**
 * A fresh, migrated database for one test server: PGlite in the server's data folder by default, or a
 * new database on the PostgreSQL server named by DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(dataDir: string): Promise<DatabaseHandle> {
  const adminUrl = process.env.DATABASE_URL;
  const handle = adminUrl ? await createPostgresDatabase(adminUrl) : await openPglite(dataDir);
  await handle.migrate();
  return handle;
}

async function createPostgresDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const name = `manzil_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
