import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { messageKeyFor } from '#contract/issue-text.js';

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

/** PostgreSQL cannot store U+0000 in text; find the first string that carries one. */
function pathOfNul(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = pathOfNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const nulAt = pathOfNul(data);
    if (nulAt) {
      const issue: z.core.$ZodIssueCustom = { code: 'custom', path: nulAt, message: 'fieldInvalid' };
      return { error: new RequestValidationError([issue]) };
    }
    const result = schema.safeParse(data, { error: messageKeyFor });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues) };
  };
