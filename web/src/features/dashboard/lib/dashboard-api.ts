import { i18n, storedLanguage } from '../../../lib/i18n';
import { goTo } from '../../../lib/navigation';
import { clearStaffSession, staffToken } from './staff-session';

export class DashboardApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

export const LOGIN_PATH = '/dashboard/login';

type QueryValue = string | number | boolean | undefined | null;

interface DashboardRequestOptions {
  method?: string;
  body?: unknown;
  query?: Record<string, QueryValue>;
}

function dashboardUrl(path: string, query: Record<string, QueryValue> = {}): URL {
  const url = new URL(`/api/dashboard/${path}`, window.location.href);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, String(value));
  }
  return url;
}

/**
 * Every back-office call: the staff bearer token and Accept-Language. Staff tokens have no refresh
 * token, so a 401 ends the back-office session and returns to the sign-in screen. Callers show the
 * server's (already translated) message themselves.
 */
export async function dashboardRequest<T>(path: string, options: DashboardRequestOptions = {}): Promise<T> {
  const token = staffToken();
  const headers: Record<string, string> = { 'accept-language': storedLanguage() };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(dashboardUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new DashboardApiError(0, i18n.t('errors.network'));
  }
  if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;

  const answer = (await response.json().catch(() => ({}))) as {
    message?: string;
    errors?: Record<string, string[]>;
  };
  if (response.status === 401 && token) {
    clearStaffSession();
    goTo(LOGIN_PATH);
  }
  throw new DashboardApiError(response.status, answer.message ?? i18n.t('errors.unknown'), answer.errors);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : i18n.t('errors.unknown');
}
