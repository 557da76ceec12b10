import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The API's domains in the order they may use each other: each imports only those before it (and the toolkit), so
// no two domains circle. The module list builds their services in this order (api/src/assembly/modules.ts).
const API_DOMAINS = ['health', 'users', 'credits', 'auth', 'payments', 'feedback', 'generation', 'introductions', 'cv', 'profile', 'admin'];
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/.prerender/**', '**/node_modules/**', 'web/src/graphql/__generated__/**', '.data/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // One-way imports in the web app: a feature uses only itself and the shared layers, never another feature, and
    // the shared layers use no feature; app/ (router, providers, the page layout) is where features meet.
    files: ['web/src/{features,session,components,lib,config}/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: `${import.meta.dirname}/web/tsconfig.json` } },
      // Element patterns are relative to the repository, wherever ESLint is started.
      'boundaries/root-path': import.meta.dirname,
      'boundaries/include': ['web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app', partialMatch: false },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'session', pattern: 'web/src/session', partialMatch: false },
        { type: 'components', pattern: 'web/src/components', partialMatch: false },
        { type: 'lib', pattern: 'web/src/lib', partialMatch: false },
        { type: 'config', pattern: 'web/src/config', partialMatch: false },
        { type: 'graphql', pattern: 'web/src/graphql', partialMatch: false },
        { type: 'test', pattern: 'web/src/test', partialMatch: false },
      ],
      'boundaries/files': [{ category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/*fixtures.{ts,tsx}'] }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkUnknownLocals: true,
          policies: [
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: ['session', 'components', 'lib', 'config', 'graphql'] } } } },
            },
            // The signed-in person and their credits, shared by every feature; it knows no feature itself.
            {
              from: { element: { type: 'session' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'config', 'graphql'] } } } },
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: { anyOf: ['session', 'lib', 'config', 'graphql'] } } } },
            },
            {
              from: { element: { type: 'lib' } },
              allow: { to: { element: { types: { anyOf: ['config', 'graphql'] } } } },
            },
            {
              from: { element: { types: { anyOf: ['feature', 'session', 'components', 'lib'] } }, file: { categories: 'test' } },
              allow: { to: { element: { type: 'test' } } },
            },
            // The cache effects of every mutation are checked against the documents the features send.
            {
              from: { element: { type: 'lib' }, file: { categories: 'test' } },
              allow: { to: { element: { types: { anyOf: ['feature', 'session'] } } } },
            },
          ],
        },
      ],
    },
  },
  {
    // The API in layers that point one way. The toolkit (lib, config, graphql, openapi, db) names no domain; a
    // domain under modules/ uses the toolkit and the domains before it (API_DOMAINS); assembly/, the workers and the
    // app's files at the top read the module list, and nothing below imports them. No file imports itself back, types included.
    files: ['api/src/**/*.ts'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${import.meta.dirname}/api/tsconfig.json` })],
      'import/resolver': { typescript: { project: `${import.meta.dirname}/api/tsconfig.json` } },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/include': ['api/src/**/*'],
      'boundaries/elements': [
        { type: 'toolkit', pattern: 'api/src/{lib,config,graphql,openapi,db}', partialMatch: false },
        { type: 'module', pattern: 'api/src/modules/*', capture: ['module'], partialMatch: false },
        { type: 'assembly', pattern: 'api/src/{assembly,workers}', partialMatch: false },
      ],
    },
    rules: {
      // Each module adds its services to the toolkit's Services with an interface that only extends.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      'import-x/no-cycle': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkUnknownLocals: true,
          policies: [
            { from: { element: { type: 'toolkit' } }, allow: { to: { element: { type: 'toolkit' } } } },
            { from: { element: { type: 'module' } }, allow: { to: { element: { type: 'toolkit' } } } },
            ...API_DOMAINS.slice(1).map((domain, index) => ({
              from: { element: { type: 'module', captured: { module: domain } } },
              allow: { to: { element: { type: 'module', captured: { module: API_DOMAINS.slice(0, index + 1) } } } },
            })),
            {
              from: { element: { type: 'assembly' } },
              allow: { to: { element: { types: { anyOf: ['toolkit', 'module', 'assembly'] } } } },
            },
          ],
        },
      ],
    },
  },
  {
    // A test starts the app it tests.
    files: ['api/src/**/*.test.ts'],
    rules: { 'boundaries/dependencies': 'off' },
  },
);
