import path from 'node:path';
import type { AppDeps } from '#server/deps.js';
import { AppError } from '#server/lib/errors.js';

/**
 * A developer stopped by a sign-in code limit learns, from the message itself, where the codes went:
 * the development outbox (SMS_PROVIDER=outbox, which production refuses). The limits stay the same in
 * every mode (docs/decisions/0030); only the words differ.
 */
export function withOutboxNote(deps: AppDeps, error: AppError): AppError {
  if (deps.config.sms.provider !== 'outbox') return error;
  const file = path.relative(process.cwd(), deps.config.sms.outboxFile);
  const shown = file.startsWith('..') || path.isAbsolute(file) ? deps.config.sms.outboxFile : file;
  return new AppError(error.kind, error.messageKey, {
    ...error.options,
    note: { key: 'smsOutboxNote', params: { file: shown } },
  });
}

/** Whether a refusal is one of the per-number and per-source code limits (not a budget, not the cooldown). */
export const isCodeLimit = (error: unknown): error is AppError =>
  error instanceof AppError &&
  (error.messageKey === 'tooManyCodes' || error.messageKey === 'tooManyFailures');
