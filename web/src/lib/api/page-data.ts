import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router';
import type { Language } from '#contract/common';

/**
 * What the routes' loaders (`pageLoader`, `./endpoint-queries.ts`) work with, handed to them by React
 * Router as their context: in the browser the tab's query client and the reader's language; on the
 * server one page's own, made for its request (its client calls the API through that request,
 * `ApiQueryClient`). Its own small module: the first page's bundle (the router) needs it.
 */
export interface PageData {
  queryClient: QueryClient;
  /** The page's language; query keys hold it. */
  language: Language;
  /**
   * On the server the page waits for its loaders (its HTML shows their answers), and they may ask
   * for answers anyone may see only. In the browser a loader starts the screen's queries and the
   * navigation goes on at once, as before loaders: the screen shows its skeleton until they answer.
   */
  side: 'server' | 'browser';
}

export const pageData = createContext<PageData>();

/** The loaders' context for one page, or for the browser's next navigation. */
export function pageContext(data: PageData): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(pageData, data);
  return context;
}
