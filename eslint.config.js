// @ts-check
/**
 * The lint of the whole project (npm run lint): typescript-eslint's recommended rules, type-only
 * imports written as such, the rules of React hooks, the layers kept apart (server → domain ←
 * renderer, see README "Layers"), and no rule switched off without a reason beside it.
 */
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** What the domain layer may not import: the frameworks and platforms of either side. */
const NOT_IN_DOMAIN = ['react', 'react-dom', 'react-dom/*', 'react-router', 'react-i18next', 'express', 'express-*', '@reduxjs/*', 'ol', 'ol/*', '@rjsf/*', 'kysely', 'pg', 'better-sqlite3', 'nodemailer', 'ws', 'multer', 'pino'];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'generated/', 'test-results/', 'playwright-report/', 'reports/', '.stryker-tmp/', 'shots/', 'data/', '**/*.d.ts'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  comments.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      'import-x/no-restricted-paths': ['error', {
        zones: [
          { target: './server', from: './renderer', except: ['./domain', './entry-server.tsx'], message: 'The server uses the renderer only through its domain layer (renderer/domain/) and the built SSR entry.' },
          { target: './renderer', from: './server', message: 'The renderer never imports the server: shared rules belong in renderer/domain/.' },
          { target: './renderer/domain', from: './renderer', except: ['./domain'], message: 'The domain layer imports only itself, generated/ and schemas/.' },
        ],
      }],
    },
  },
  {
    // React's rules where React is: the renderer and its tests (elsewhere `use` names Playwright's
    // fixtures and Vitest's set-up helpers).
    files: ['renderer/**/*.{ts,tsx}', 'tests/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Kysely's own advice: a migration works on the tables as they were then, not on today's
    // types (server/db/schema.ts), so it takes the database untyped.
    files: ['server/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', console: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['renderer/domain/**/*.ts'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: NOT_IN_DOMAIN, message: 'The domain layer holds pure rules: no React, Express, DOM, database or Node code.' }] }],
    },
  },
);
