import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject, RouterContextProvider } from 'react-router';
import { loadFeatureTexts } from '#web/lib/i18n/i18n';
import type { LazyFeature } from '#web/locales/lazy-features';

/**
 * A screen's route module (React Router's lazy route module): every `pages/*Page.tsx` exports its
 * `Component`, its `ErrorBoundary` (`RouteError`) and, when it asks for answers before it renders,
 * its `loader` (`pageLoader`, `lib/api/endpoint-queries.ts`).
 */
export interface ScreenModule {
  Component: ComponentType;
  ErrorBoundary: ComponentType;
  loader?: LoaderFunction<Readonly<RouterContextProvider>>;
}

/**
 * A route's `lazy`: the screen's module, downloaded on first visit together with the texts it needs
 * (each text file is a chunk of its own, so both arrive at once rather than one after the other).
 */
export function screen(load: () => Promise<ScreenModule>, ...texts: LazyFeature[]): RouteObject['lazy'] {
  return async () => {
    const [{ Component, ErrorBoundary, loader }] = await Promise.all([load(), loadFeatureTexts(...texts)]);
    return loader ? { Component, ErrorBoundary, loader } : { Component, ErrorBoundary };
  };
}
