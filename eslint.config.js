import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import manzil from './scripts/lint/component-file-name.js';

// Boundaries (docs/architecture.md, "Boundaries"): which folder may import which.
const webFeatures = readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const boundaryZones = [
  {
    target: './server/lib',
    from: './server/modules',
    message: 'server/lib is shared by every module: move the piece to server/lib or pass it in.',
  },
  {
    target: './contract',
    from: ['./server', './web', './bench', './e2e', './scripts'],
    message: 'The contract stands alone: server and web import it, never the other way.',
  },
  {
    target: './server',
    from: './web/src',
    message: 'The server serves the built web app; it does not import its source.',
  },
  {
    target: './web/src',
    from: './server',
    message: 'The web app reaches the server through the contract and HTTP.',
  },
];
// Server modules (docs/architecture.md, "Modules"): a module's own files are its business; the rest of
// the server, the benchmarks and the browser tests use it only through its face, `index.ts`.
const serverModules = readdirSync(new URL('server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const outsideModules = readdirSync(new URL('server', import.meta.url))
  .filter((entry) => entry !== 'modules')
  .map((entry) => `./server/${entry}`);
const moduleZones = serverModules.map((module) => ({
  target: [
    ...serverModules.filter((other) => other !== module).map((other) => `./server/modules/${other}`),
    ...outsideModules,
    './bench',
    './e2e',
  ],
  from: `./server/modules/${module}`,
  except: ['./index.ts'],
  message: `Use the ${module} module through its face, server/modules/${module}/index.ts.`,
}));
const featureZones = webFeatures.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message:
    'A feature imports entities (web/src/entities), shared code (web/src/lib, web/src/components, web/src/hooks) and the contract, never another feature.',
}));
const sharedWebZones = [
  {
    target: './web/src/entities',
    from: './web/src/features',
    message: 'An entity (what several features share) does not import a feature.',
  },
  {
    target: ['./web/src/lib', './web/src/components', './web/src/hooks'],
    from: ['./web/src/features', './web/src/entities'],
    message: 'Shared web code does not import a feature or an entity: they build on it, not it on them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'data',
      'dist',
      'web/dist',
      'web/dist-ssr',
      '.test-logs',
      'coverage',
      'server/db/migrations',
    ],
  },
  { files: ['scripts/**'], languageOptions: { globals: globals.node } },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: globals.node,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fastify plugins and hooks are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through server/config.ts.' },
      ],
    },
  },
  {
    files: [
      'server/config.ts',
      'server/test/**',
      'server/**/*.api.test.ts',
      'e2e/support/**',
      'drizzle.config.ts',
      'vitest.config.ts',
      'bench/**',
      // The build's mode is NODE_ENV at build time, which is no server configuration.
      'scripts/build-if-stale.mjs',
      'web/build-mode.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // A test may say a value is there with `!`: if it is not, the test fails, which is the point.
    files: ['server/test/**', 'web/test/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Tests that still read JSON answers loosely (`any`) and pin their shape with expect(); the server
    // and web tests read them typed. The two server unit tests are listed until they read typed too.
    files: [
      'e2e/**/*.test.ts',
      'server/modules/search/analyse/lexemes.unit.test.ts',
      'server/modules/push/service-worker.unit.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/test/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Import boundaries and cycles. The resolver reads the tsconfigs, so `./x.js` finds `x.ts`.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json', 'web/test/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones, ...moduleZones, ...featureZones, ...sharedWebZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // File names: kebab-case (the name up to its first dot, so `phone.unit.test.ts` is `phone`);
    // .tsx files are PascalCase when they export a React component, kebab-case otherwise.
    plugins: { 'check-file': checkFile, manzil },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,mts,cts,js,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
      'manzil/component-file-name': 'error',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], extends: [tseslint.configs.disableTypeChecked] },
  { files: ['web/public/**/*.js'], languageOptions: { globals: globals.browser, sourceType: 'script' } },
);
