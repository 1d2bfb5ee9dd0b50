import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { SERVER_STATE_ELEMENT } from '#contract/server-render';
import type { Language } from '#contract/common';

/** An answer the server rendered the page with. */
export interface ServedAnswer {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

/** What the server hands the browser with a rendered page: its language and the answers it used. */
export interface ServerRenderState {
  language: Language;
  answers: ServedAnswer[];
}

/** The answers a query client holds; the server renders with exactly these and sends them along. */
export const answersOf = (queryClient: QueryClient): ServedAnswer[] =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({
      queryKey: query.queryKey,
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    }));

/** Puts answers into a query client, as fresh as when they were fetched. */
export function seedAnswers(queryClient: QueryClient, answers: ServedAnswer[]): void {
  for (const { queryKey, data, updatedAt } of answers)
    queryClient.setQueryData(queryKey, data, { updatedAt });
}

/** The state of a page the server rendered; undefined for pages the browser renders alone. */
export function readServerRenderState(): ServerRenderState | undefined {
  const element = document.getElementById(SERVER_STATE_ELEMENT);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerRenderState;
  } catch {
    return undefined;
  }
}
