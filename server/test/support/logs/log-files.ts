import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Where every server a test run starts writes its logs, for the leak scan after the run. */
export const testLogDir = path.resolve(root, process.env.TEST_LOG_DIR ?? '.test-logs');

export interface LogFile {
  write(text: string): void;
  close(): Promise<void>;
}

/** A new file in the run's log folder, named after the kind of server and unique per server. */
export function openLogFile(kind: string): LogFile {
  mkdirSync(testLogDir, { recursive: true });
  const file = path.join(testLogDir, `${kind}-${process.pid}-${randomUUID().slice(0, 8)}.log`);
  const stream = createWriteStream(file, { flags: 'a' });
  let closed = false;
  return {
    write: (text) => {
      if (!closed) stream.write(text);
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (closed) return resolve();
        closed = true;
        stream.end(resolve);
      }),
  };
}
