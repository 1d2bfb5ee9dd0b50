import {
  wireRequestOf,
  type EndpointAnswer,
  type EndpointDefinition,
  type ErrorAnswer,
  type InputArguments,
  type WireRequest,
} from '../../../contract/endpoint';
import { refreshToken as refreshTokenEndpoint } from '../../../contract/endpoints/account';
import { notify } from './notify';
import { i18n, storedLanguage } from './i18n';
import { notifyAuthChanged } from './auth-state';
import { goTo } from './navigation';
import { clearStaffSession, staffToken } from './staff-token';
import { STORAGE_KEYS } from './storage-keys';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

export interface CallOptions {
  /** The caller shows its own message (e.g. registration); the catalogue toasts nothing. */
  quiet?: boolean;
  signal?: AbortSignal;
}

/** Where the back-office signs in again when its session ends. */
export const LOGIN_PATH = '/dashboard/login';
const BACK_OFFICE_API = '/api/dashboard/';

/** On the server the transport answers from the app itself; the host is never dialled. */
const SERVER_BASE = 'http://server-render.invalid';
/** Same origin as the page; absolute, so the client also runs where fetch has no base URL (tests). */
export const apiUrl = (url: string) =>
  new URL(url, typeof window === 'undefined' ? SERVER_BASE : window.location.href);
let transport: typeof fetch = (input, init) => fetch(input, init);

/** The server renders pages with a transport into its own routes instead of the network. */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

const storedToken = () =>
  typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.token);

/**
 * The two sessions the client speaks for. The website's renews itself with its refresh token and
 * says what went wrong through the error catalogue (spec §8); the back-office's has no refresh token,
 * so a 401 ends it and returns to its sign-in screen, and its screens show the server's message.
 */
interface Session {
  token(): string | null;
  /** The answer to a failed request: retried after a refresh, or nothing. */
  recover(failure: Failure): Promise<'retry' | undefined>;
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
      goTo('/register');
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
    const wire = wireRequestOf(refreshTokenEndpoint, { query: { refreshToken } });
    const response = await fetch(apiUrl(wire.url), {
      method: wire.method,
      headers: { 'accept-language': storedLanguage() },
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
  const keep = [STORAGE_KEYS.language, STORAGE_KEYS.lang, STORAGE_KEYS.theme, STORAGE_KEYS.deviceId];
  const kept = keep.map((key) => [key, localStorage.getItem(key)] as const);
  localStorage.clear();
  for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
  notifyAuthChanged();
  notify.error(i18n.t('errors.sessionExpired'));
  return false;
}

/** The bearer token and language a request to this API URL carries (uploads with progress send their own). */
export function requestHeaders(url: string): Record<string, string> {
  const token = sessionOf(url).token();
  const headers: Record<string, string> = { 'accept-language': storedLanguage() };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

const sessionOf = (url: string) => (url.startsWith(BACK_OFFICE_API) ? backOfficeSession : websiteSession);

/**
 * Every call to the API: the endpoint's request as the contract builds it, with the session's bearer
 * token and Accept-Language; its typed answer, or an ApiError after the session had its say.
 */
export function call<E extends EndpointDefinition>(
  endpoint: E,
  ...[input, options = {}]: InputArguments<E, [options: CallOptions]>
): Promise<EndpointAnswer<E>> {
  return send(wireRequestOf(endpoint, input), options) as Promise<EndpointAnswer<E>>;
}

async function send(wire: WireRequest, options: CallOptions, retried = false): Promise<unknown> {
  const session = sessionOf(wire.url);
  const headers = requestHeaders(wire.url);
  const sentWith = session.token();
  if (wire.json) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await transport(apiUrl(wire.url), {
      method: wire.method,
      headers,
      body: wire.body ?? null,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch {
    if (!options.quiet && session === websiteSession) notify.error(i18n.t('errors.network'));
    throw new ApiError(0, i18n.t('errors.network'));
  }
  if (response.ok) return response.status === 204 || response.status === 202 ? undefined : response.json();

  const answer = (await response.json().catch(() => ({}))) as Partial<ErrorAnswer>;
  const quiet = options.quiet ?? false;
  const next = await session.recover({ status: response.status, answer, sentWith, retried, quiet });
  if (next === 'retry') return send(wire, options, true);
  throw new ApiError(response.status, answer.message ?? i18n.t('errors.unknown'), answer.errors);
}

/** The message to show for a failed call. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : i18n.t('errors.unknown');
}
