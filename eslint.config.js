import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
      'e2e/support/**',
      'drizzle.config.ts',
      'vitest.config.ts',
      'bench/**',
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
      'server/lib/search/lexemes.unit.test.ts',
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
  { files: ['**/*.js', '**/*.mjs'], extends: [tseslint.configs.disableTypeChecked] },
  { files: ['web/public/**/*.js'], languageOptions: { globals: globals.browser, sourceType: 'script' } },
);
