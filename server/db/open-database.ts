import type { Config } from '../config.js';
import { lockDataDir, type DataDirLock } from '../lib/data-dir-lock.js';
import { openPglite, openPostgres, type DatabaseHandle } from './client.js';

/** PostgreSQL when DATABASE_URL is set; else the embedded database, with DATA_DIR locked. */
export async function openConfiguredDatabase(
  config: Config,
): Promise<{ database: DatabaseHandle; lock?: DataDirLock }> {
  if (config.databaseUrl) return { database: openPostgres(config.databaseUrl) };
  const lock = lockDataDir(config.dataDir);
  try {
    return { database: await openPglite(config.dataDir), lock };
  } catch (error) {
    lock.release();
    throw error;
  }
}
