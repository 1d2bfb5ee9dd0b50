import { apiRequest } from '../../../lib/api-client';

type QueryValue = string | number | boolean | undefined | null;

interface DashboardRequestOptions {
  method?: string;
  body?: unknown;
  query?: Record<string, QueryValue>;
}

/** Transitional, until every back-office caller names its endpoint (lib/api-client `call`). */
export function dashboardRequest<T>(path: string, options: DashboardRequestOptions = {}): Promise<T> {
  return apiRequest<T>(`dashboard/${path}`, options);
}
