import { ConfigError } from '../config.js';
import { createFilesPrivately } from '../lib/private-files.js';
import { BackupError } from './backup-error.js';

const complain = (text: string) => process.stderr.write(`${text}\n`);

const isArgumentError = (error: unknown) =>
  error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');

/**
 * Runs a backup or restore command and exits with its code: a refusal the operator can act on
 * (configuration, lock, archive) is one line; anything else carries its stack after `failure`.
 */
export function runCommandLine(command: (argv: string[]) => Promise<number>, usage: string, failure: string) {
  createFilesPrivately();
  command(process.argv.slice(2))
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      if (error instanceof ConfigError || error instanceof BackupError) complain(error.message);
      else if (isArgumentError(error)) complain(`${(error as Error).message}\n\n${usage}`);
      else complain(`${failure}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      process.exit(1);
    });
}
