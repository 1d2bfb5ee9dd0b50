import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { recordBuildMode } from './build-mode.ts';
import { endpointsOnTheWire, PUBLIC_READ_ENDPOINT } from './endpoints-on-the-wire.ts';
import { optionalFontDisplay } from './font-display.ts';
import { leanLucideIcons } from './lean-lucide-icons.ts';
import { minifyPublicScripts } from './minify-public-scripts.ts';
import { precompress } from './precompress.ts';
import { previousAssets } from './previous-assets.ts';

/**
 * The catalogue's code the cards and lists use, and the magnifier the home page and the lists both
 * show. Not what only the details, compare and recently viewed screens use: they load it with them.
 */
const CATALOGUE =
  /web[\\/]src[\\/]entities[\\/]catalogue[\\/](?!(components[\\/])?(fact-rows|details-kind|recently-viewed|category|page-grid|RecentlyViewedGrid|KeepAdButton)\.)|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]search\.mjs$/;

/** What every page needs (React, React Router, TanStack Query, i18next). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/;
/** TanStack Query's infinite lists: only the details page's reviews use them, they load with it. */
const INFINITE_QUERIES = /[\\/]@tanstack[\\/].+[\\/](infiniteQueryObserver|useInfiniteQuery)\.js$/;
/** react-i18next's <Trans> (and its HTML parser): only the sign-in consent uses it, it loads with it. */
const TRANS = /[\\/]react-i18next[\\/].+[\\/](Icu)?Trans(WithoutContext)?\.js$/;

/**
 * react-i18next imports `use-sync-external-store/shim` for Reacts without useSyncExternalStore; on
 * React 19 the shim exports React's own. The build takes React's directly (0.7 KB less code).
 */
function reactsOwnSyncExternalStore(): Plugin {
  const shim = '\0use-sync-external-store-shim';
  return {
    name: 'manzil:react-use-sync-external-store',
    enforce: 'pre',
    resolveId: (source) => (source === 'use-sync-external-store/shim' ? shim : null),
    load: (id) => (id === shim ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

/**
 * Two builds: the browser's (dist) and the server's (`--ssr src/entry-server.tsx`, dist-ssr), which
 * the server imports to render public pages. The server build carries its dependencies inside.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: import.meta.dirname,
  resolve: {
    // React Router's package exports name only its development build (remix-run/react-router#12532,
    // #14102), whose dev warnings then run in production too. Builds take the production build it
    // ships beside it (0.5 KB gzip less); the dev server and the tests keep the warnings.
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(import.meta.resolve('react-router/package.json')).replace(
                /package\.json$/,
                'dist/production/index.mjs',
              ),
            },
          ]
        : [],
  },
  plugins: isSsrBuild
    ? [leanLucideIcons(), react()]
    : [
        endpointsOnTheWire(),
        reactsOwnSyncExternalStore(),
        leanLucideIcons(),
        react(),
        tailwindcss(),
        previousAssets(),
        minifyPublicScripts(),
        precompress(),
        recordBuildMode(),
      ],
  css: { postcss: { plugins: [optionalFontDisplay()] } },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    // Two chunks are large by design: the framework (React, React Router, TanStack Query, i18next), one
    // file every page shares, and the back-office's statistics charts, which only staff load, lazily.
    chunkSizeWarningLimit: 410,
    // Every browser the site supports preloads modules natively.
    modulePreload: {
      polyfill: false,
      // What index.html loads is there before any screen is asked for: a screen's list of the files
      // to fetch beside it leaves those out (the list is part of the first scripts).
      resolveDependencies: (_file, dependencies) =>
        dependencies.filter((file) => !/^assets\/(framework|shell|rolldown-runtime)-/.test(file)),
    },
    rolldownOptions: {
      checks: {
        // Its report of slow plugins (a dozen lines) comes whenever the machine is busy, not news.
        pluginTimings: false,
        // The server build imports the footer to render it with every page; the browser's loads it when
        // the reader nears it (DeferredFooter.tsx). Only the browser build splits code, so only it checks.
        ...(isSsrBuild ? { ineffectiveDynamicImport: false } : {}),
      },
      output: {
        // A shared chunk is named after its group alone (`shared-<hash>.js`), not after every screen
        // that loads it.
        chunkFileNames: ({ name }) => `assets/${name.replace(/^shared~.*/, 'shared')}-[hash].js`,
        codeSplitting: {
          groups: [
            // What every page needs, in one file: one download and one compression dictionary.
            {
              name: 'framework',
              test: (id: string) => FRAMEWORK.test(id) && !INFINITE_QUERIES.test(id) && !TRANS.test(id),
              priority: 5,
            },
            // The browser build only: without these groups every helper and icon that the first page
            // and a lazy screen both import is a chunk of its own (a dozen of a few hundred bytes on a
            // list, each a request and a compression dictionary of its own; issue 16).
            ...(isSsrBuild
              ? []
              : [
                  // The rest of what index.html loads (header, router, i18n, auth state, the header's
                  // icons). The entry module stays in the entry chunk, which index.html names.
                  {
                    name: 'shell',
                    tags: ['$initial' as const],
                    test: (id: string) => !/[\\/]web[\\/](index\.html|src[\\/]main\.tsx)$/.test(id),
                    priority: 4,
                  },
                  // The cards, pager and count of the catalogue, with what they import (API client,
                  // formatting, their icons): home, lists, details and favourites all show them. With
                  // them the endpoints public pages read, and the magnifier of the home page's search
                  // and of the lists' search field: either would otherwise bring the lists' chunk into
                  // the home page.
                  {
                    name: 'catalogue',
                    test: (id: string) => CATALOGUE.test(id) || PUBLIC_READ_ENDPOINT.test(id),
                    priority: 3,
                  },
                  // Other helpers, primitives and icons used by several screens, grouped by the
                  // screens that use them; a group under 2,000 bytes joins a neighbour (at 4,000 the
                  // home page loaded 1 KB more). Not the form kit: merged with a neighbour, it brought
                  // the forms' zod into the details page.
                  {
                    name: 'shared',
                    test: /web[\\/]src[\\/](lib[\\/]|entities[\\/][^\\/]+[\\/](?!components[\\/])|components[\\/]ui[\\/](?!form[\\/]))|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
                    minShareCount: 2,
                    entriesAware: true,
                    entriesAwareMergeThreshold: 2000,
                    priority: 1,
                  },
                  // What /search and the category lists share (not the filters' fields, which come
                  // with the phone's sheet or the desktop's side panel), with their icons: taken
                  // before `shared`, which otherwise merged the filter icons with icons of other
                  // screens (the details' star, the back-office's sort arrows) into small chunks of
                  // their own on every list.
                  {
                    name: 'listings',
                    test: /web[\\/]src[\\/]features[\\/]listings[\\/](components[\\/](?!FilterSheet|FiltersPanel|LookupSelect|MinCountField|NumberField|NumberRangeField|RegionCityFields)|hooks[\\/]|filters[\\/]|list-kinds\.ts$|map[\\/](map-box|MapLoading)\.tsx?$)/,
                    minShareCount: 2,
                    priority: 2,
                  },
                ]),
          ],
        },
      },
    },
  },
  ssr: { noExternal: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
}));
