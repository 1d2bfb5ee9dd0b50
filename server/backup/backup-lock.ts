import { DataDirLockedError, lockDataDir, type DataDirLock } from '../lib/data-dir-lock.js';
import { BackupError } from './backup-error.js';

/**
 * Backup and restore hold DATA_DIR's lock for as long as they read or write it, so no server runs
 * meanwhile; a running server's lock refuses them, with its pid (docs/decisions/0016).
 */
export function lockForBackup(dataDir: string, refusal: string): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    if (!error.holder) throw new BackupError(`${refusal}: ${error.message}`);
    throw new BackupError(
      `${refusal}: a Manzil server (${error.holder}) is using ${dataDir}. Backup and restore work ` +
        'only while no server uses the folder: stop the server, run this again, then start it. ' +
        '(On PostgreSQL, pg_dump copies a running site: docs/operations/backup.md.)',
    );
  }
}
