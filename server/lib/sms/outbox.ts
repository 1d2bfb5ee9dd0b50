import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { maskPhone } from '../phone.js';
import type { SmsMessage, SmsSender } from './sender.js';

/**
 * Development sender: appends one JSON line per message to a file, so a developer (or a test) can read
 * the code. It is the one place a code may be shown; production refuses it.
 */
export function outboxSender(
  file: string,
  clock: Clock,
  log: FastifyBaseLogger | undefined,
  showInLog: boolean,
): SmsSender {
  return {
    name: 'outbox',
    async send(message: SmsMessage) {
      await mkdir(path.dirname(file), { recursive: true });
      const line = JSON.stringify({
        to: message.to,
        text: message.text,
        createdAt: clock.now().toISOString(),
      });
      await appendFile(file, `${line}\n`, { mode: 0o600 });
      if (showInLog) log?.info({ to: maskPhone(message.to), text: message.text }, 'development SMS (outbox)');
    },
  };
}
