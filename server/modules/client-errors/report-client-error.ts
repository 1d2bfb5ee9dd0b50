import type { FastifyBaseLogger } from 'fastify';
import type { ClientErrorBody } from '#contract/client-errors.js';
import { CLIENT_ERROR_LIMITS } from '#contract/limits.js';
import { maskNumberRuns } from '#server/lib/safe-error.js';

/** What may look like a credential in a browser's error text; each is replaced by `[redacted]`. */
const SECRETS = [
  /Bearer\s+[\w.~+/=-]+/gi,
  /eyJ[\w-]*\.[\w-]+\.[\w-]*/g, // a JWT
  /(?<![\w-])[\w-]{32,}(?![\w-])/g, // an opaque token (base64url)
];
/** A code (5-6 digits) or longer digit run, except a minified bundle's line:column. */
const DIGIT_RUN = /(?<!\.m?js:(?:\d+:)?)(?<!\d)\d{5,}(?!\d)/g;

/** A browser's text as a log line may carry it: cut to its limit, no token, code or phone number. */
export function scrubClientText(text: string, limit: number): string {
  let scrubbed = text.slice(0, limit);
  for (const secret of SECRETS) scrubbed = scrubbed.replace(secret, '[redacted]');
  return maskNumberRuns(scrubbed).replace(DIGIT_RUN, '[number]');
}

/** Logs what a browser reported, one warn line under the request's id; nothing is stored. */
export function reportClientError(log: FastifyBaseLogger, body: ClientErrorBody): void {
  log.warn(
    {
      clientError: {
        path: scrubClientText(body.path, CLIENT_ERROR_LIMITS.path),
        kind: body.kind ?? 'unknown',
        message: scrubClientText(body.message, CLIENT_ERROR_LIMITS.message),
        ...(body.stack ? { stack: scrubClientText(body.stack, CLIENT_ERROR_LIMITS.stack) } : {}),
      },
    },
    'a browser reported an error',
  );
}
