import { spawn } from 'node:child_process';
import { BackupError } from './backup-error.js';

/** One `-C folder names…` group of a tar command: `names` as they are found in `folder`. */
export interface TarSource {
  folder: string;
  names: string[];
}

/**
 * The system's tar (GNU tar on Linux, bsdtar on macOS and Windows): it streams files of any size, and
 * an operator can list or unpack a backup with it alone.
 */
function tar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', (error) => reject(new BackupError(`tar could not run: ${error.message}`)));
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`tar ${args[0] ?? ''} failed (exit ${String(code)}): ${stderr.trim()}`));
    });
  });
}

/** Writes a gzip-compressed tar of the sources, in their order. */
export function createTarGz(archive: string, sources: TarSource[]): Promise<void> {
  const groups = sources.flatMap((source) => ['-C', source.folder, ...source.names]);
  return tar(['-czf', archive, ...groups]);
}

/** Unpacks an archive into `folder` (which exists); `names` limits it to those members. */
export function extractTarGz(archive: string, folder: string, names: string[] = []): Promise<void> {
  return tar(['-xzf', archive, '-C', folder, ...names]);
}
