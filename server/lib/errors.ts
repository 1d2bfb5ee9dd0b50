import type { MessageKey, MessageParams } from '#contract/message-catalogue.js';

export const errorStatus = {
  malformed: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedMedia: 415,
  invalid: 422,
  /** The request must first meet a condition its answer names (a proof of work to solve). */
  preconditionRequired: 428,
  rateLimited: 429,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof errorStatus;

export type FieldErrors = Record<string, { key: MessageKey; params?: MessageParams }[]>;

interface AppErrorOptions {
  params?: MessageParams;
  fields?: FieldErrors;
  retryAfterSeconds?: number;
  /** More fields of the answer beside `message`, as the endpoint's contract declares them. */
  extra?: Record<string, unknown>;
  /** A sentence added after the message (the development SMS outbox's whereabouts). */
  note?: { key: MessageKey; params?: MessageParams };
}

/** A failure the caller can act on. The error handler turns it into a localized answer. */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly kind: ErrorKind,
    readonly messageKey: MessageKey,
    readonly options: AppErrorOptions = {},
  ) {
    super(messageKey);
  }

  get status(): number {
    return errorStatus[this.kind];
  }
}

/** A 422 naming the field at fault, with the same message as the top-level one. */
export function fieldError(field: string, key: MessageKey, params?: MessageParams): AppError {
  return new AppError('invalid', key, { params, fields: { [field]: [{ key, params }] } });
}

export function rateLimited(key: MessageKey, retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError('rateLimited', key, { params: { seconds }, retryAfterSeconds: seconds });
}

/** The rows a list may skip: a page that starts too far into the results is a 422 on PageNumber. */
export function reachableOffset(paging: { PageSize: number; PageNumber: number }, maxOffset: number): number {
  const offset = paging.PageNumber * paging.PageSize;
  if (offset > maxOffset) throw fieldError('PageNumber', 'pageTooDeep', { max: maxOffset });
  return offset;
}

/** The one row a read by id found; a 404 when it found none. */
export function foundRow<Row>(rows: readonly Row[]): Row {
  const [row] = rows;
  if (row === undefined) throw new AppError('notFound', 'notFound');
  return row;
}
