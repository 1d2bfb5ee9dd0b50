import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';
import { favorites, properties, propertyMedia, staff, users } from '../db/schema/index.js';
import type { BackupContents } from './backup-manifest.js';

type DatabaseCounts = Omit<BackupContents, 'files'>;

/** What a data folder holds, counted: written into a backup and checked again after a restore. */
export async function countContents(database: DatabaseHandle, dataDir: string): Promise<BackupContents> {
  const [counts] = await rowsOf<DatabaseCounts>(
    database.db,
    sql`select (select count(*)::int from ${users}) as accounts,
      (select count(*)::int from ${staff}) as staff,
      (select count(*)::int from ${properties}) as ads,
      (select count(*)::int from ${propertyMedia}) as photos,
      (select count(*)::int from ${favorites}) as favourites`,
  );
  if (!counts) throw new Error('the database answered no counts');
  return { ...counts, files: await countFiles(path.join(dataDir, 'uploads')) };
}

export async function postgresVersion(database: DatabaseHandle): Promise<string> {
  const [row] = await rowsOf<{ version: string }>(database.db, sql`select version() as version`);
  return row?.version ?? 'unknown';
}

async function countFiles(folder: string): Promise<number> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}
