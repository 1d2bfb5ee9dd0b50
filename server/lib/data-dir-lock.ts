import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { currentProcess, isAlive, startTimeOf, type ProcessIdentity } from './process-identity.js';

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  /** Who holds the lock, as `pid 123` or `pid 123 on host web-2`; undefined when no one could be named. */
  constructor(
    message: string,
    readonly holder?: string,
  ) {
    super(message);
  }
}

export interface DataDirLock {
  release(): void;
}

/** Who wrote a lock file; a lock of the first format held only the pid. */
export type LockOwner = Pick<ProcessIdentity, 'pid'> & Partial<ProcessIdentity>;

export interface LockProbe {
  here: ProcessIdentity;
  isAlive(pid: number): boolean;
  startTimeOf(pid: number): string | undefined;
  /** Milliseconds since the lock file was last refreshed. */
  ageMs: number;
}

const LOCK_FILE = 'server.lock';
/** The owner touches its lock this often, so that another host can tell it still runs. */
export const LOCK_REFRESH_MS = 10_000;
/** A lock from another host that has not been touched for this long is taken over. */
export const FOREIGN_LOCK_STALE_MS = 60_000;

/**
 * Whether the process that wrote a lock still holds it (docs/decisions/0016-backup-and-data-dir-lock.md).
 * Under this host name a lock is judged by its pid, and only within the boot and pid namespace that
 * wrote it: after a reboot or in a restarted container the same pid is someone else. A lock from
 * another host name cannot be judged by its pid, so it is held while its owner keeps touching it.
 */
export function isHeld(owner: LockOwner, probe: LockProbe): boolean {
  const { here } = probe;
  if (owner.host === undefined) return owner.pid !== here.pid && probe.isAlive(owner.pid);
  if (owner.host !== here.host) return probe.ageMs < FOREIGN_LOCK_STALE_MS;
  if (owner.boot !== here.boot || owner.pidNamespace !== here.pidNamespace) return false;
  if (!probe.isAlive(owner.pid)) return false;
  const started = probe.startTimeOf(owner.pid);
  return owner.started === undefined || started === undefined || started === owner.started;
}

/**
 * PGlite has no lock of its own: two processes on one folder silently lose writes. The lock file says
 * who owns it (pid, host, boot, pid namespace, start time); a lock whose owner is gone (kill -9, power
 * loss, a new container) is taken over at once, or a minute after its last refresh when it came from
 * another host.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const here = currentProcess();
  const lockPath = path.join(dataDir, LOCK_FILE);
  const candidate = path.join(dataDir, `${LOCK_FILE}.${randomUUID()}`);
  writeFileSync(candidate, JSON.stringify(here));
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(candidate, lockPath);
        return keep(lockPath, here);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = readOwner(lockPath);
      if (owner && isHeld(owner.owner, probeFor(here, owner.ageMs))) {
        throw new DataDirLockedError(
          heldMessage(owner.owner, owner.ageMs, here, dataDir),
          holderOf(owner.owner, here),
        );
      }
      moveAsideStale(lockPath, here);
    }
    throw new DataDirLockedError(`Could not take the lock on ${dataDir}; try again.`);
  } finally {
    unlinkSync(candidate);
  }
}

const isLocal = (owner: LockOwner, here: ProcessIdentity) =>
  owner.host === undefined || owner.host === here.host;

const holderOf = (owner: LockOwner, here: ProcessIdentity) =>
  isLocal(owner, here) ? `pid ${owner.pid}` : `pid ${owner.pid} on host ${String(owner.host)}`;

function heldMessage(owner: LockOwner, ageMs: number, here: ProcessIdentity, dataDir: string): string {
  if (isLocal(owner, here)) {
    return (
      `Another Manzil server (${holderOf(owner, here)}) is already using ${dataDir}. ` +
      'Stop it first, or give this server its own DATA_DIR.'
    );
  }
  return (
    `Another Manzil server (${holderOf(owner, here)}) is using ${dataDir}; ` +
    `it refreshed its lock ${Math.round(ageMs / 1000)} s ago. Stop it first. If it is gone, its lock ` +
    `is taken over ${FOREIGN_LOCK_STALE_MS / 1000} s after its last refresh.`
  );
}

function probeFor(here: ProcessIdentity, ageMs: number): LockProbe {
  return { here, isAlive, startTimeOf, ageMs };
}

function keep(lockPath: string, here: ProcessIdentity): DataDirLock {
  const refresh = setInterval(() => {
    if (!isOwnedBy(lockPath, here)) return;
    try {
      const now = new Date();
      utimesSync(lockPath, now, now);
    } catch {
      // gone: the next start takes a new lock
    }
  }, LOCK_REFRESH_MS);
  refresh.unref();
  return {
    release: () => {
      clearInterval(refresh);
      if (!isOwnedBy(lockPath, here)) return;
      try {
        unlinkSync(lockPath);
      } catch {
        // already gone
      }
    },
  };
}

function readOwner(lockPath: string): { owner: LockOwner; ageMs: number } | undefined {
  try {
    const text = readFileSync(lockPath, 'utf8').trim();
    const ageMs = Math.max(0, Date.now() - statSync(lockPath).mtimeMs);
    const owner = /^\d+$/.test(text) ? { pid: Number(text) } : (JSON.parse(text) as LockOwner);
    return Number.isInteger(owner.pid) && owner.pid > 0 ? { owner, ageMs } : undefined;
  } catch {
    return undefined;
  }
}

function isOwnedBy(lockPath: string, here: ProcessIdentity): boolean {
  const owner = readOwner(lockPath)?.owner;
  return owner?.pid === here.pid && owner.host === here.host && owner.started === here.started;
}

/** Moves a stale lock aside; if a live server took the lock in between, puts its lock back. */
function moveAsideStale(lockPath: string, here: ProcessIdentity): void {
  const aside = `${lockPath}.stale-${randomUUID()}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const owner = readOwner(aside);
  if (owner && !isOwnedBy(aside, here) && isHeld(owner.owner, probeFor(here, owner.ageMs))) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // the lock is held again by someone else; the next attempt reports it
    }
  }
  unlinkSync(aside);
}
