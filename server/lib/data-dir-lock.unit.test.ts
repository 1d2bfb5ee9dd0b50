import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DataDirLockedError,
  FOREIGN_LOCK_STALE_MS,
  isHeld,
  LOCK_REFRESH_MS,
  lockDataDir,
  type LockOwner,
  type LockProbe,
} from './data-dir-lock.js';
import { currentProcess, startTimeOf, type ProcessIdentity } from './process-identity.js';

const here: ProcessIdentity = {
  pid: 100,
  host: 'web-1',
  boot: 'boot-a',
  pidNamespace: 'pid:[1]',
  started: '5000',
};
const probe = (overrides: Partial<LockProbe> = {}): LockProbe => ({
  here,
  isAlive: () => true,
  startTimeOf: () => '7000',
  ageMs: 0,
  ...overrides,
});
const owner = (overrides: Partial<LockOwner> = {}): LockOwner => ({
  pid: 42,
  host: 'web-1',
  boot: 'boot-a',
  pidNamespace: 'pid:[1]',
  started: '7000',
  ...overrides,
});

describe('isHeld', () => {
  it('holds a lock of a live process of this boot, pid namespace and start time', () => {
    expect(isHeld(owner(), probe())).toBe(true);
  });

  it('frees a lock whose process is gone', () => {
    expect(isHeld(owner(), probe({ isAlive: () => false }))).toBe(false);
  });

  it('frees a lock from another boot or another pid namespace even when the pid is alive', () => {
    expect(isHeld(owner({ boot: 'boot-b' }), probe())).toBe(false);
    expect(isHeld(owner({ pidNamespace: 'pid:[2]' }), probe())).toBe(false);
  });

  it('frees a lock whose pid now belongs to a process started later', () => {
    expect(isHeld(owner({ started: '6000' }), probe())).toBe(false);
    // …but keeps it when the start time cannot be read.
    expect(isHeld(owner({ started: '6000' }), probe({ startTimeOf: () => undefined }))).toBe(true);
  });

  it('a container restarted with the same pid does not take itself for the owner', () => {
    const restarted = { ...here, pidNamespace: 'pid:[9]', started: '9000' };
    expect(isHeld(owner({ pid: here.pid }), probe({ here: restarted }))).toBe(false);
  });

  it('holds a lock from another host while it is refreshed, and frees it a minute after', () => {
    const foreign = owner({ host: 'web-2' });
    expect(isHeld(foreign, probe({ isAlive: () => false, ageMs: FOREIGN_LOCK_STALE_MS - 1 }))).toBe(true);
    expect(isHeld(foreign, probe({ ageMs: FOREIGN_LOCK_STALE_MS }))).toBe(false);
  });

  it('judges a lock of the first format (a pid alone) by that pid, never as this process', () => {
    expect(isHeld({ pid: 42 }, probe())).toBe(true);
    expect(isHeld({ pid: 42 }, probe({ isAlive: () => false }))).toBe(false);
    expect(isHeld({ pid: here.pid }, probe())).toBe(false);
  });
});

describe('lockDataDir on a real folder', () => {
  let dataDir: string;
  const lockFile = () => path.join(dataDir, 'server.lock');
  const writeLock = (content: unknown) =>
    writeFileSync(lockFile(), typeof content === 'string' ? content : JSON.stringify(content));
  const ownerOnDisk = () => JSON.parse(readFileSync(lockFile(), 'utf8')) as LockOwner;
  /** The parent process: alive, and not this one. */
  const liveNeighbour = (): LockOwner => ({
    ...currentProcess(),
    pid: process.ppid,
    started: startTimeOf(process.ppid),
  });

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'manzil-lock-'));
  });
  afterEach(() => {
    vi.useRealTimers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes who holds it and removes it on release', () => {
    const lock = lockDataDir(dataDir);
    expect(ownerOnDisk()).toEqual(currentProcess());
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a live pid of this boot and names it', () => {
    writeLock(liveNeighbour());
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(`Another Manzil server (pid ${String(process.ppid)})`);
    expect(ownerOnDisk().pid).toBe(process.ppid);
  });

  it('takes over a live pid written in another boot (a fresh container on a rebooted machine)', () => {
    writeLock({ ...liveNeighbour(), boot: '00000000-0000-4000-8000-000000000000' });
    const lock = lockDataDir(dataDir);
    expect(ownerOnDisk().pid).toBe(process.pid);
    lock.release();
  });

  it('takes over its own pid written by an earlier process (a restarted container)', () => {
    writeLock({ ...currentProcess(), pidNamespace: 'pid:[1]', started: '1' });
    const lock = lockDataDir(dataDir);
    expect(ownerOnDisk()).toEqual(currentProcess());
    lock.release();
  });

  it('reads the first format: a live pid refuses, this process’s own pid is taken over', () => {
    writeLock(String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(`(pid ${String(process.ppid)})`);
    writeLock(String(process.pid));
    lockDataDir(dataDir).release();
  });

  it('waits for a lock from another host to go a minute without refresh', () => {
    writeLock({ ...liveNeighbour(), host: 'another-host' });
    expect(() => lockDataDir(dataDir)).toThrow(`on host another-host`);
    const aMinuteAgo = new Date(Date.now() - FOREIGN_LOCK_STALE_MS - 1000);
    utimesSync(lockFile(), aMinuteAgo, aMinuteAgo);
    const lock = lockDataDir(dataDir);
    expect(ownerOnDisk().pid).toBe(process.pid);
    lock.release();
  });

  it('keeps its own lock fresh, and leaves a lock that another process took', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const lock = lockDataDir(dataDir);
    const longAgo = new Date(Date.now() - 10 * 60_000);
    utimesSync(lockFile(), longAgo, longAgo);
    vi.advanceTimersByTime(LOCK_REFRESH_MS);
    expect(statSync(lockFile()).mtimeMs).toBeGreaterThan(longAgo.getTime() + 60_000);

    writeLock(liveNeighbour());
    lock.release();
    expect(ownerOnDisk().pid).toBe(process.ppid);
  });
});
