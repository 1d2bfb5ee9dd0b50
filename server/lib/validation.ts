import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import type { MessageKey } from './i18n/messages.js';

/** Carries zod issues whose messages are message keys, localized later by the error handler. */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  readonly statusCode = 422;
  /** Set by Fastify: body, querystring, params or headers. */
  validationContext?: string;

  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('validation failed');
  }

  get context(): string {
    return this.validationContext ?? 'body';
  }
}

/** Message keys for issues whose schema did not name one. */
function messageKeyFor(issue: z.core.$ZodRawIssue): MessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'fieldRequired' : 'fieldWrongType';
    case 'too_small':
      return 'fieldTooShort';
    case 'too_big':
      return 'fieldTooLong';
    default:
      return 'fieldInvalid';
  }
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: messageKeyFor });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues) };
  };
