import { rm } from 'node:fs/promises';
import { testLogDir } from './log-files.js';
import { scanFolder } from './log-scan.js';

/**
 * After a test run: fails when any server the run started logged a token, code, full phone number,
 * Bearer header or fixture password, or when the run left too few log lines to prove anything.
 * `--reset` empties the folder before a run; `--min-lines=N` (default 1000).
 */
const args = process.argv.slice(2);
if (args.includes('--reset')) {
  await rm(testLogDir, { recursive: true, force: true });
} else {
  const minLines = Number(args.find((arg) => arg.startsWith('--min-lines='))?.split('=')[1] ?? 1000);
  const { files, lines, leaks } = await scanFolder(testLogDir);
  console.info(`log scan: ${lines} lines in ${files} files under ${testLogDir}, ${leaks.length} leaks`);
  for (const leak of leaks.slice(0, 50)) {
    console.error(`  ${leak.rule}: ${leak.file}:${leak.line}: ${leak.excerpt}`);
  }
  if (lines < minLines) {
    console.error(`log scan: fewer than ${minLines} log lines; the servers did not write where expected`);
    process.exitCode = 1;
  }
  if (leaks.length > 0) process.exitCode = 1;
}
