import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../clock.js';
import type { EmailMessage, EmailSender } from './sender.js';

/**
 * Development sender: appends one JSON line per message to a file, so a developer (or a test) can
 * read the code, like the SMS outbox. Production refuses it.
 */
export function emailOutboxSender(file: string, clock: Clock): EmailSender {
  return {
    name: 'outbox',
    async send(message: EmailMessage) {
      await mkdir(path.dirname(file), { recursive: true });
      const line = JSON.stringify({ ...message, createdAt: clock.now().toISOString() });
      await appendFile(file, `${line}\n`, { mode: 0o600 });
    },
  };
}
