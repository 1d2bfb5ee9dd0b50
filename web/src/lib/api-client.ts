import { notify } from './notify';
import { i18n, storedLanguage } from './i18n';
import { notifyAuthChanged } from './auth-state';
import { goTo } from './navigation';
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

interface RequestOptions {
  method?: string;
  body?: unknown;
  /** The caller shows its own message (e.g. registration); the catalogue toasts nothing. */
  quiet?: boolean;
}

/** On the server the transport answers from the app itself; the host is never dialled. */
const SERVER_BASE = 'http://server-render.invalid';
/** Same origin as the page; absolute, so the client also runs where fetch has no base URL (tests). */
const apiUrl = (path: string) =>
  new URL(`/api/${path}`, typeof window === 'undefined' ? SERVER_BASE : window.location.href);
let transport: typeof fetch = (input, init) => fetch(input, init);

/** The server renders pages with a transport into its own routes instead of the network. */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

const storedToken = () =>
  typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.token);
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
    const response = await fetch(
      apiUrl(`website/account/refresh-token?refreshToken=${encodeURIComponent(refreshToken)}`),
      {
        method: 'POST',
        headers: { 'accept-language': storedLanguage() },
      },
    );
    if (!response.ok) return sessionExpired();
    const pair = (await response.json()) as { token: string; refreshToken: string };
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

/**
 * Every call to the API: bearer token and Accept-Language on each request, JSON bodies, and the
 * error catalogue of spec §8 (toasts, refresh-and-retry on 401/403/first 500, /register when the
 * session cannot be renewed).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}, retried = false): Promise<T> {
  const token = storedToken();
  const headers: Record<string, string> = { 'accept-language': storedLanguage() };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }

  let response: Response;
  try {
    response = await transport(apiUrl(path), { method: options.method ?? 'GET', headers, body });
  } catch {
    if (!options.quiet) notify.error(i18n.t('errors.network'));
    throw new ApiError(0, i18n.t('errors.network'));
  }
  if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;

  const answer = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: Record<string, string[]>;
  };
  const retryAfterRefresh = async () => {
    if (retried) return undefined;
    // Sent before a refresh that has finished since: the new token is already stored.
    const renewedMeanwhile = token !== null && storedToken() !== token;
    if (renewedMeanwhile || (await refreshSession())) return apiRequest<T>(path, options, true);
    return undefined;
  };
  if (response.status === 401 && token) {
    const retriedAnswer = await retryAfterRefresh();
    if (retriedAnswer !== undefined) return retriedAnswer;
    goTo('/register');
  } else if (response.status === 403 && !options.quiet) {
    notify.error(i18n.t('errors.forbidden'));
    if (token) {
      const retriedAnswer = await retryAfterRefresh();
      if (retriedAnswer !== undefined) return retriedAnswer;
    }
  } else if (response.status >= 500 && !retried && token) {
    const retriedAnswer = await retryAfterRefresh();
    if (retriedAnswer !== undefined) return retriedAnswer;
  } else if (!options.quiet) {
    const message =
      response.status === 404
        ? i18n.t('errors.notFound')
        : response.status === 422
          ? answer.message
          : undefined;
    notify.error(message ?? i18n.t('errors.unknown'));
  }
  throw new ApiError(response.status, answer.message ?? i18n.t('errors.unknown'), answer.errors);
}
