// ESLint (flat config), run by `npm test`: the house rules that keep the layout what
// docs/architecture.md says it is. Formatting is Prettier's job (`prettier --check`), not ESLint's.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const tsconfigs = ['tsconfig.json', 'platform/tsconfig.json', 'tests/integration/*/tsconfig.json'];

export default tseslint.config(
  { ignores: ['build/**', '**/node_modules/**', '**/.wrangler/**', 'public/**', '**/generated/**', 'test-results/**', 'playwright-report/**', 'dist-dry/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    rules: {
      // Unused names are mistakes, except the deliberately ignored (`_parent`, `_args`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Module augmentation (Remix's AppLoadContext) is an interface that only extends ours.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  // The codegen plugin is CommonJS, as graphql-codegen loads it.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Tests and tools read untyped JSON answers; `any` there is the honest type.
  {
    files: ['tests/**', 'bench/**', 'scripts/**', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // React: hooks and accessibility rules for the app's components.
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The rules of hooks; not the React Compiler's stricter set, which this React 18 app does not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // No import cycles anywhere: a cycle is a module that cannot be understood (or loaded) alone.
  {
    files: ['app/**/*.{ts,tsx}', 'gateway/**/*.ts', 'platform/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: tsconfigs, alwaysTryTypes: true, noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Boundaries: which part may import which (docs/architecture.md, "Where each concern lives").
  {
    files: ['app/**/*.{ts,tsx}', 'gateway/**/*.ts', 'platform/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: tsconfigs, alwaysTryTypes: true, noWarnOnMultipleProjects: true } },
      'boundaries/include': ['app/**/*', 'gateway/**/*', 'platform/**/*'],
      'boundaries/elements': [
        { type: 'gateway', pattern: 'gateway', partialMatch: false },
        { type: 'platform', pattern: 'platform', partialMatch: false },
        { type: 'app-route', pattern: 'app/routes', partialMatch: false },
        { type: 'app-feature', pattern: 'app/features', partialMatch: false },
        { type: 'app', pattern: 'app', partialMatch: false },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            // The app never reaches into the platform (only the gateway talks to it).
            {
              from: { element: { types: { anyOf: ['app', 'app-route', 'app-feature'] } } },
              disallow: { to: { element: { type: 'platform' } } },
            },
            // Features are what routes compose: they never import a route.
            {
              from: { element: { type: 'app-feature' } },
              disallow: { to: { element: { type: 'app-route' } } },
            },
            // The gateway reaches the platform over HTTP or a binding, as it would a live platform.
            {
              from: { element: { type: 'gateway' } },
              disallow: { to: { element: { types: { anyOf: ['platform', 'app', 'app-route', 'app-feature'] } } } },
            },
            // The platform implements its own side of the protocol (ADR 013).
            {
              from: { element: { type: 'platform' } },
              disallow: { to: { element: { types: { anyOf: ['gateway', 'app', 'app-route', 'app-feature'] } } } },
            },
          ],
        },
      ],
    },
  },
  // Two boundaries at the level of single files: the gateway's entry point, and the root route.
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^#gateway/(?!index$)', message: 'The app reaches the gateway only through its entry point, #gateway/index.' },
            { regex: '(^|/)gateway/', message: 'The app reaches the gateway only through its entry point, #gateway/index.' },
          ],
        },
      ],
    },
  },
  {
    files: ['app/features/**/*.{ts,tsx}', 'app/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^#gateway/(?!index$)', message: 'The app reaches the gateway only through its entry point, #gateway/index.' },
            { regex: '(^|/)gateway/', message: 'The app reaches the gateway only through its entry point, #gateway/index.' },
            { regex: '(^|/)(routes/|root$)', message: 'Features and components never import a route or the root route; routes compose them.' },
          ],
        },
      ],
    },
  },
  prettier,
);
