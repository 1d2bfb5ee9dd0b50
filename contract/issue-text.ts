import type { z } from 'zod';
import type { Language } from './common.js';
import { isMessageKey, translate, type MessageKey, type MessageParams } from './message-catalogue.js';

/**
 * Message keys for issues whose schema did not name one. Pass it as the `error` option of a parse,
 * so that every issue's message is a key of the catalogue.
 */
export function messageKeyFor(issue: z.core.$ZodRawIssue): MessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'fieldRequired' : 'fieldWrongType';
    case 'too_small':
      return issue.inclusive === false ? 'fieldGreaterThan' : 'fieldTooShort';
    case 'too_big':
      return 'fieldTooLong';
    default:
      return 'fieldInvalid';
  }
}

/** What a person reads for an issue, the same on the server and in a form: its key, with its limits. */
export function issueText(issue: z.core.$ZodIssue, language: Language): string {
  const key = isMessageKey(issue.message) ? issue.message : 'fieldInvalid';
  const params: MessageParams = {};
  for (const name of ['minimum', 'maximum'] as const) {
    const value = (issue as Partial<Record<typeof name, unknown>>)[name];
    if (typeof value === 'number' || typeof value === 'string') params[name] = value;
    if (typeof value === 'bigint') params[name] = value.toString();
  }
  return translate(key, language, params);
}
