import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from './db-errors.js';
import { AppError, errorStatus, type ErrorKind } from './errors.js';
import { languageFromHeader } from './i18n/language.js';
import { translate, type MessageKey } from '#contract/message-catalogue.js';
import { issueText } from '#contract/issue-text.js';
import type { Language } from '#contract/common.js';
import { safeError } from './safe-error.js';
import { StorageUnavailableError } from './storage/storage.js';
import { appendVary, isApiUrl } from './vary.js';
import { RequestValidationError } from './validation.js';

interface ErrorAnswer {
  status: number;
  message: string;
  errors?: Record<string, string[]>;
  retryAfterSeconds?: number;
  extra?: Record<string, unknown>;
}

/** What a client waits before retrying while the database is unreachable (a restart takes seconds). */
const DATABASE_RETRY_SECONDS = 5;
/** …and while the file storage is. */
const STORAGE_RETRY_SECONDS = 10;

const fastifyCodes: Record<string, [ErrorKind, MessageKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['malformed', 'malformedRequest'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['malformed', 'malformedRequest'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['malformed', 'malformedRequest'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['malformed', 'unsupportedContentType'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['malformed', 'unsupportedContentType'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['tooLarge', 'payloadTooLarge'],
  FST_FILES_LIMIT: ['tooLarge', 'payloadTooLarge'],
  FST_PARTS_LIMIT: ['tooLarge', 'payloadTooLarge'],
  FST_FIELDS_LIMIT: ['tooLarge', 'payloadTooLarge'],
  FST_PROTO_VIOLATION: ['malformed', 'malformedRequest'],
};

export function toErrorAnswer(error: FastifyError | Error, language: Language): ErrorAnswer {
  if (error instanceof AppError) return fromAppError(error, language);
  if (error instanceof RequestValidationError) return fromValidation(error, language);
  const { code, statusCode } = error as Partial<FastifyError>;
  const known = code ? fastifyCodes[code] : undefined;
  if (known) return { status: errorStatus[known[0]], message: translate(known[1], language) };
  if (statusCode === 429) {
    const seconds = retryAfterOf(error);
    return {
      status: 429,
      message: translate('rateLimited', language, { seconds }),
      retryAfterSeconds: seconds,
    };
  }
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, message: translate('malformedRequest', language) };
  }
  if (error instanceof StorageUnavailableError) {
    return {
      status: 503,
      message: translate('storageUnavailable', language),
      retryAfterSeconds: STORAGE_RETRY_SECONDS,
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      message: translate('unavailable', language),
      retryAfterSeconds: DATABASE_RETRY_SECONDS,
    };
  }
  return { status: 500, message: translate('internal', language) };
}

function fromAppError(error: AppError, language: Language): ErrorAnswer {
  const { params, fields, retryAfterSeconds, extra, note } = error.options;
  const message = translate(error.messageKey, language, params);
  const answer: ErrorAnswer = {
    status: error.status,
    message: note ? `${message} ${translate(note.key, language, note.params)}` : message,
    retryAfterSeconds,
    extra,
  };
  if (fields) {
    answer.errors = Object.fromEntries(
      Object.entries(fields).map(([field, list]) => [
        field,
        list.map((item) => translate(item.key, language, item.params)),
      ]),
    );
  }
  return answer;
}

function fromValidation(error: RequestValidationError, language: Language): ErrorAnswer {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : error.context;
    const text = issueText(issue, language);
    (errors[field] ??= []).push(text);
  }
  const first = Object.values(errors)[0]?.[0] ?? translate('validationFailed', language);
  return { status: 422, message: first, errors };
}

function retryAfterOf(error: Error): number {
  const seconds = Number((error as { retryAfterSeconds?: unknown }).retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

export function sendError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  // Framework errors (a bad URL, say) arrive before the onRequest hooks, so read the header here.
  const answer = toErrorAnswer(error, languageFromHeader(request.headers['accept-language']));
  if (isApiUrl(request.url)) appendVary(reply, 'Accept-Language');
  if (answer.status >= 500) {
    request.log.error({ error: safeError(error) }, 'request failed');
  } else {
    request.log.info(
      { status: answer.status, reason: (error as Partial<FastifyError>).code ?? error.name },
      'request refused',
    );
  }
  if (answer.retryAfterSeconds !== undefined)
    void reply.header('retry-after', String(answer.retryAfterSeconds));
  void reply
    .status(answer.status)
    .type('application/json; charset=utf-8')
    .send({
      ...answer.extra,
      message: answer.message,
      ...(answer.errors ? { errors: answer.errors } : {}),
    });
}

/** Errors Node raises before a request exists (a bad Content-Length, say): our shape, in Arabic. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return requestTimedOut(socket);
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return closeWith(socket, 431, 'Request Header Fields Too Large', 'payloadTooLarge');
  closeWith(socket, 400, 'Bad Request', 'malformedRequest');
}

/** A request too slow to arrive (headers, or a body trickling in): 408, and the connection closes. */
export function requestTimedOut(socket: Duplex): void {
  closeWith(socket, 408, 'Request Timeout', 'requestTimeout');
}

/** Answers in our shape, then closes both ways: a client still sending cannot keep it open. */
function closeWith(socket: Duplex, status: number, reason: string, key: MessageKey): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ message: translate(key, 'ar') });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      `Connection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}
