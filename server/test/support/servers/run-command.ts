import { spawn } from 'node:child_process';
import { projectRoot } from '#server/lib/project-root.js';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command in the project folder with exactly the given environment (plus PATH and HOME), as an
 * operator would: `npm run backup -- …`, `pg_dump …`. Resolves when it exits, whatever its code.
 */
export function runCommand(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `npm run <script> -- args` without npm's own lines around the script's output. */
export const runNpmScript = (script: string, args: string[], env: Record<string, string>) =>
  runCommand('npm', ['run', '--silent', script, '--', ...args], {
    npm_config_update_notifier: 'false',
    ...env,
  });
