import {
  BACK_OFFICE_API,
  wireRequestOf,
  type EndpointAnswer,
  type EndpointDefinition,
  type ErrorAnswer,
  type InputArguments,
  type WireRequest,
} from '#contract/endpoint';
import { refreshToken as refreshTokenEndpoint } from '#contract/endpoints/account';
import { notify } from '../browser/notify';
import { i18n, storedLanguage } from '../i18n/i18n';
import { notifyAuthChanged } from '../session/auth-state';
import { goTo } from '../browser/navigation';
import { signInPath } from '../session/sign-in-return';
import { clearStaffSession, staffToken } from '../session/staff-token';
import { STORAGE_KEYS } from '../browser/storage-keys';
import type { Language } from '#contract/common';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    /** The whole error answer: an endpoint may add fields to it (register's 428 carries a challenge). */
    readonly answer?: unknown,
  ) {
    super(message);
  }
}

export interface CallOptions {
  /** The caller shows its own message (e.g. registration); the catalogue toasts nothing. */
  quiet?: boolean;
  signal?: AbortSignal;
  /** Names in this language rather than the reader's (a query keyed by its language). */
  language?: Language;
}

/** Where the back-office signs in again when its session ends. */
export const LOGIN_PATH = '/dashboard/login';

/** On the server the transport answers from the app itself; the host is never dialled. */
const SERVER_BASE = 'http://server-render.invalid';
/** Same origin as the page; absolute, so the client also runs where fetch has no base URL (tests). */
export const apiUrl = (url: string) =>
  new URL(url, typeof window === 'undefined' ? SERVER_BASE : window.location.href);

const storedToken = () =>
  typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.token);

/**
 * The sessions a call speaks for. The website's renews itself with its refresh token and says what
 * went wrong through the error catalogue (spec §8); the back-office's has no refresh token, so a 401
 * ends it and returns to its sign-in screen, and its screens show the server's message. A server
 * render speaks for nobody (`anonymousSession`).
 */
interface Session {
  token(): string | null;
  /** The answer to a failed request: retried after a refresh, or nothing. */
  recover(failure: Failure): Promise<'retry' | undefined>;
  /** The server could not be reached. */
  unreachable(quiet: boolean): void;
}

interface Failure {
  status: number;
  answer: Partial<ErrorAnswer>;
  sentWith: string | null;
  retried: boolean;
  quiet: boolean;
}

const websiteSession: Session = {
  token: storedToken,
  async recover({ status, answer, sentWith, retried, quiet }) {
    const retryAfterRefresh = async () => {
      if (retried) return undefined;
      // Sent before a refresh that has finished since: the new token is already stored.
      const renewedMeanwhile = sentWith !== null && storedToken() !== sentWith;
      return renewedMeanwhile || (await refreshSession()) ? ('retry' as const) : undefined;
    };
    if (status === 401 && sentWith) {
      if (await retryAfterRefresh()) return 'retry';
      goTo(signInPath(`${location.pathname}${location.search}${location.hash}`));
    } else if (status === 403 && !quiet) {
      notify.error(i18n.t('errors.forbidden'));
      if (sentWith && (await retryAfterRefresh())) return 'retry';
    } else if (status >= 500 && !retried && sentWith) {
      if (await retryAfterRefresh()) return 'retry';
    } else if (!quiet) {
      const message =
        status === 404 ? i18n.t('errors.notFound') : status === 422 ? answer.message : undefined;
      notify.error(message ?? i18n.t('errors.unknown'));
    }
    return undefined;
  },
  unreachable(quiet) {
    if (!quiet) notify.error(i18n.t('errors.network'));
  },
};

const backOfficeSession: Session = {
  token: staffToken,
  recover({ status, sentWith }) {
    if (status === 401 && sentWith) {
      clearStaffSession();
      goTo(LOGIN_PATH);
    }
    return Promise.resolve(undefined);
  },
  unreachable: () => undefined,
};

/** A server render's: signed out, and silent (no toasts, no sign-in page); a failed answer is left out. */
const anonymousSession: Session = {
  token: () => null,
  recover: () => Promise.resolve(undefined),
  unreachable: () => undefined,
};

let refreshing: Promise<boolean> | undefined;

/** One refresh at a time: concurrent requests that got a 401 wait for it and retry (spec §7). */
export function refreshSession(): Promise<boolean> {
  refreshing ??= doRefresh().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

async function doRefresh(): Promise<boolean> {
  const refreshToken = localStorage.getItem(STORAGE_KEYS.refreshToken);
  if (!refreshToken) return sessionExpired();
  try {
    const wire = wireRequestOf(refreshTokenEndpoint, { body: { refreshToken } });
    // In the body, never the URL: URLs end up in proxy and browser logs.
    const response = await fetch(apiUrl(wire.url), {
      method: wire.method,
      headers: { 'accept-language': storedLanguage(), 'content-type': 'application/json' },
      body: wire.body,
    });
    if (!response.ok) return sessionExpired();
    const pair = (await response.json()) as EndpointAnswer<typeof refreshTokenEndpoint>;
    localStorage.setItem(STORAGE_KEYS.token, pair.token);
    localStorage.setItem(STORAGE_KEYS.refreshToken, pair.refreshToken);
    notifyAuthChanged();
    return true;
  } catch {
    return sessionExpired();
  }
}

/** Refresh failure: clear all storage and say so (spec §8). */
function sessionExpired(): false {
  const keep = [
    STORAGE_KEYS.language,
    STORAGE_KEYS.lang,
    STORAGE_KEYS.theme,
    STORAGE_KEYS.deviceId,
    STORAGE_KEYS.pushOffNoteShown,
  ];
  const kept = keep.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
  notifyAuthChanged();
  notify.error(i18n.t('errors.sessionExpired'));
  return false;
}

/** The bearer token and language a request to this API URL carries (uploads with progress send their own). */
export function requestHeaders(url: string): Record<string, string> {
  return headersOf(sessionOf(url).token(), storedLanguage());
}

function headersOf(token: string | null, language: Language): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': language };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

const sessionOf = (url: string) =>
  url.startsWith(`${BACK_OFFICE_API}/`) ? backOfficeSession : websiteSession;

/**
 * A call to the API: the endpoint's request as the contract builds it, with the session's bearer
 * token and Accept-Language; its typed answer, or an ApiError after the session had its say.
 */
export type ApiCaller = <E extends EndpointDefinition>(
  endpoint: E,
  ...[input, options]: InputArguments<E, [options: CallOptions]>
) => Promise<EndpointAnswer<E>>;

interface CallerSetup {
  transport: typeof fetch;
  /** Who the request speaks for, by its URL. */
  sessionOf: (url: string) => Session;
  /** Each request's Accept-Language, read when it is sent. */
  language: () => Language;
  /** The text of a failure without the server's own message. */
  message: (key: 'errors.network' | 'errors.unknown') => string;
}

function callerOf(caller: CallerSetup): ApiCaller {
  return ((endpoint: EndpointDefinition, input?: unknown, options: CallOptions = {}) =>
    send(caller, wireRequestOf(endpoint, input as never), options)) as ApiCaller;
}

/**
 * The browser's calls: `fetch`, the reader's language, and the website's or the back-office's
 * session (by the endpoint's path).
 */
export const call: ApiCaller = callerOf({
  transport: (input, init) => fetch(input, init),
  sessionOf,
  language: storedLanguage,
  message: (key) => i18n.t(key),
});

export interface ApiCallerInit {
  /** Where requests go: on the server, into the app's own routes. */
  transport: typeof fetch;
  /** Every request's Accept-Language, and the language of the failures' messages. */
  language: Language;
}

/**
 * Calls for one server render: signed out and silent (no toasts, no session to renew, no sign-in
 * page), in the page's language, through the request's own transport. The same requests and answers
 * as `call`'s.
 */
export function createApiCaller({ transport, language }: ApiCallerInit): ApiCaller {
  const t = i18n.getFixedT(language);
  return callerOf({
    transport,
    sessionOf: () => anonymousSession,
    language: () => language,
    message: (key) => t(key),
  });
}

async function send(
  caller: CallerSetup,
  wire: WireRequest,
  options: CallOptions,
  retried = false,
): Promise<unknown> {
  const session = caller.sessionOf(wire.url);
  // One read: the token sent is the one a 401 is later compared with.
  const sentWith = session.token();
  const headers = headersOf(sentWith, options.language ?? caller.language());
  if (wire.json) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await caller.transport(apiUrl(wire.url), {
      method: wire.method,
      headers,
      body: wire.body ?? null,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    // A request the page stopped wanting (a cancelled query) is not a lost connection: no toast.
    if (options.signal?.aborted) throw error;
    session.unreachable(options.quiet ?? false);
    throw new ApiError(0, caller.message('errors.network'));
  }
  if (response.ok) return response.status === 204 || response.status === 202 ? undefined : response.json();

  const answer = (await response.json().catch(() => ({}))) as Partial<ErrorAnswer>;
  const quiet = options.quiet ?? false;
  const next = await session.recover({ status: response.status, answer, sentWith, retried, quiet });
  if (next === 'retry') return send(caller, wire, options, true);
  throw new ApiError(
    response.status,
    answer.message ?? caller.message('errors.unknown'),
    answer.errors,
    answer,
  );
}

/** The message to show for a failed call. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : i18n.t('errors.unknown');
}
