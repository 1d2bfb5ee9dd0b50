import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * What tells one process apart from another that may later get the same pid: the machine's boot, the
 * pid namespace (a container's own numbering) and the moment the process started. Each part is
 * undefined where the system does not say (no /proc outside Linux).
 */
export interface ProcessIdentity {
  pid: number;
  host: string;
  boot?: string;
  pidNamespace?: string;
  /** The process's start time in clock ticks since boot (proc(5), /proc/<pid>/stat field 22). */
  started?: string;
}

const readOrUndefined = (read: () => string): string | undefined => {
  try {
    return read().trim() || undefined;
  } catch {
    return undefined;
  }
};

export function bootId(): string | undefined {
  return readOrUndefined(() => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8'));
}

export function pidNamespace(): string | undefined {
  return readOrUndefined(() => readlinkSync('/proc/self/ns/pid'));
}

/** When the process `pid` of this pid namespace started; undefined if there is none (or no /proc). */
export function startTimeOf(pid: number): string | undefined {
  const stat = readOrUndefined(() => readFileSync(`/proc/${String(pid)}/stat`, 'utf8'));
  if (!stat) return undefined;
  // The command name (field 2) may hold spaces and parentheses: count from its closing one.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

export function currentProcess(): ProcessIdentity {
  const boot = bootId();
  const namespace = pidNamespace();
  const started = startTimeOf(process.pid);
  return {
    pid: process.pid,
    host: hostname(),
    ...(boot ? { boot } : {}),
    ...(namespace ? { pidNamespace: namespace } : {}),
    ...(started ? { started } : {}),
  };
}

/** Whether a process with this pid runs in this pid namespace (EPERM: it does, as another user). */
export function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
