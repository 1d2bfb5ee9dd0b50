import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'server.lock';

/**
 * PGlite has no lock of its own: two processes on one folder silently lose writes. The lock file holds
 * the owner's pid; a lock whose process is gone (kill -9, power loss) is taken over at once.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, LOCK_FILE);
  const candidate = path.join(dataDir, `${LOCK_FILE}.${randomUUID()}`);
  writeFileSync(candidate, String(process.pid));
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(candidate, lockPath);
        return { release: () => releaseIfOwned(lockPath) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readOwner(lockPath);
      if (owner !== undefined && isAlive(owner)) {
        throw new DataDirLockedError(
          `Another Manzil server (pid ${owner}) is already using ${dataDir}. ` +
            'Stop it first, or give this server its own DATA_DIR.',
        );
      }
      moveAsideStale(lockPath);
    }
    throw new DataDirLockedError(`Could not take the lock on ${dataDir}; try again.`);
  } finally {
    unlinkSync(candidate);
  }
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Moves a dead owner's lock aside; if a live server took the lock in between, puts its lock back. */
function moveAsideStale(lockPath: string): void {
  const aside = `${lockPath}.stale-${randomUUID()}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const owner = readOwner(aside);
  if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // the lock is held again by someone else; the next attempt reports it
    }
  }
  unlinkSync(aside);
}

function releaseIfOwned(lockPath: string): void {
  if (readOwner(lockPath) === process.pid) {
    try {
      unlinkSync(lockPath);
    } catch {
      // already gone
    }
  }
}
