import type { ClientErrorBody, ClientErrorKind } from '#contract/client-errors';
import { reportClientError } from '#contract/endpoints/client-errors';
import { CLIENT_ERROR_LIMITS } from '#contract/limits';
import { call } from '../api/api-client';

/** A page load reports this many errors at most: a loop of failures should not flood the server. */
export const REPORTS_PER_PAGE_LOAD = 5;

type Report = Pick<ClientErrorBody, 'message' | 'path'> & Partial<Pick<ClientErrorBody, 'stack' | 'kind'>>;

interface ReporterDeps {
  send: (report: Report) => Promise<unknown>;
  path: () => string;
  max?: number;
}

const messageOf = (error: unknown): string => {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    // JSON has no text for these (stringify answers undefined).
    if (error === undefined || typeof error === 'function' || typeof error === 'symbol') return String(error);
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
};

/** The page's path only: the query string and fragment may carry tokens. */
const pathOnly = (path: string): string => {
  const cut = path.replace(/[?#].*$/, '').slice(0, CLIENT_ERROR_LIMITS.path);
  return /^\/(?!\/)\S*$/.test(cut) ? cut : '/';
};

/** A reporter that sends at most `max` reports, cut to the server's limits, and never throws. */
export function createErrorReporter({ send, path, max = REPORTS_PER_PAGE_LOAD }: ReporterDeps) {
  let sent = 0;
  return (error: unknown, kind: ClientErrorKind): void => {
    try {
      if (sent >= max) return;
      sent += 1;
      const message = messageOf(error).trim().slice(0, CLIENT_ERROR_LIMITS.message) || 'unknown error';
      const stack = error instanceof Error ? error.stack?.slice(0, CLIENT_ERROR_LIMITS.stack) : undefined;
      send({ message, path: pathOnly(path()), kind, ...(stack ? { stack } : {}) }).catch(() => undefined);
    } catch {
      // a report that cannot be made is dropped
    }
  };
}

/** Reports a browser error to the server (POST /api/website/client-errors), quietly. */
export const reportError = createErrorReporter({
  send: (body) => call(reportClientError, { body }, { quiet: true }),
  path: () => window.location.pathname,
});
