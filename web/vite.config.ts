import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { optionalFontDisplay } from './font-display';
import { precompress } from './precompress';

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
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), precompress()],
  css: { postcss: { plugins: [optionalFontDisplay()] } },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 300,
    // Every browser the site supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What every page needs, in one file: one download and one compression dictionary.
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
  ssr: { noExternal: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
}));
