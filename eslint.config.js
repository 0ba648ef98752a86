// ESLint (flat config), run by `npm test`: the house rules that keep the layout what
// docs/architecture.md says it is. Formatting is Prettier's job (`prettier --check`), not ESLint's.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import gatewayRules from './gateway/eslint.rules.js';
import tseslint from 'typescript-eslint';

const tsconfigs = ['tsconfig.json', 'platform/tsconfig.json', 'tests/integration/tsconfig.json'];

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
      // useFormSchema (components/forms/use-validated-form.ts) takes its dependencies as useMemo does.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useFormSchema$' }],
      ...jsxA11y.flatConfigs.recommended.rules,
      // A report's table reflows into cards on a phone (display: block); its explicit roles keep it a
      // table for screen readers that drop the semantics of a restyled table (components/data-table).
      'jsx-a11y/no-redundant-roles': [
        'error',
        {
          nav: ['navigation'],
          table: ['table'],
          thead: ['rowgroup'],
          tbody: ['rowgroup'],
          tfoot: ['rowgroup'],
          tr: ['row'],
          th: ['columnheader', 'rowheader'],
          td: ['cell'],
        },
      ],
      // (The rule's defaults, and a table's cell as the cell it is.)
      'jsx-a11y/no-interactive-element-to-noninteractive-role': ['error', { tr: ['none', 'presentation'], canvas: ['img'], td: ['cell'] }],
    },
  },
  // Boundaries: which part may import which (docs/architecture.md, "Rules the lint keeps").
  {
    files: ['app/**/*.{ts,tsx}', 'gateway/**/*.ts', 'platform/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: tsconfigs, alwaysTryTypes: true, noWarnOnMultipleProjects: true } },
      'boundaries/include': ['app/**/*', 'gateway/**/*', 'platform/**/*'],
      'boundaries/elements': [
        { type: 'gateway', pattern: 'gateway', partialMatch: false },
        { type: 'platform', pattern: 'platform', partialMatch: false },
        { type: 'app-feature', pattern: 'app/features', partialMatch: false },
        { type: 'app-kernel', pattern: 'app/kernel', partialMatch: false },
        { type: 'app-component', pattern: 'app/components', partialMatch: false },
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
              from: { element: { types: { anyOf: ['app', 'app-feature', 'app-kernel', 'app-component'] } } },
              disallow: { to: { element: { type: 'platform' } } },
            },
            // Components are the features' building blocks: they never import a feature.
            {
              from: { element: { type: 'app-component' } },
              disallow: { to: { element: { types: { anyOf: ['app-feature'] } } } },
            },
            // The kernel holds what many features share (guards, money, the shell's state, the live
            // store, brand time): it never imports a feature, so every feature and component may import it.
            {
              from: { element: { type: 'app-kernel' } },
              disallow: { to: { element: { types: { anyOf: ['app-feature'] } } } },
            },
            // The gateway reaches the platform over HTTP or a binding, as it would a live platform.
            {
              from: { element: { type: 'gateway' } },
              disallow: { to: { element: { types: { anyOf: ['platform', 'app', 'app-feature', 'app-kernel', 'app-component'] } } } },
            },
            // The platform implements its own side of the protocol (ADR 013).
            {
              from: { element: { type: 'platform' } },
              disallow: { to: { element: { types: { anyOf: ['gateway', 'app', 'app-feature', 'app-kernel', 'app-component'] } } } },
            },
          ],
        },
      ],
    },
  },
  // A component's test may use a feature's helpers to compute what it expects.
  {
    files: ['app/components/**/*.test.ts'],
    rules: { 'boundaries/dependencies': 'off' },
  },
  // Imports: another folder by its alias (#app/…, #gateway/…), never by climbing more than two folders.
  {
    files: ['app/**/*.{ts,tsx}', 'gateway/**/*.ts', 'platform/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./){3,}', message: 'Climbs more than two folders: import another folder by its alias (#app/…, #gateway/…).' }] },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./){3,}', message: 'Climbs more than two folders: import another folder by its alias (#app/…).' },
            { regex: '^\\.\\./', message: 'Another folder of the app is imported by its alias (#app/…).' },
            { regex: '^#gateway/(?!index$)', message: 'The app reaches the gateway only through its entry point, #gateway/index.' },
            { regex: '(^|/)gateway/', message: 'The app reaches the gateway only through its entry point, #gateway/index.' },
            { regex: '(^|/)root$', message: 'Nothing imports the root route; its data is read with useShell().' },
            // A page module (what the route table, app/routes.ts, names) is served by the table, never imported.
            {
              regex: '^(\\./|#app/features/[\\w-]+/)[A-Z]\\w*(Page|Layout|Route|Resource|Csv|Index)$',
              message: 'A page module is named by the route table (app/routes.ts), never imported.',
            },
          ],
        },
      ],
      // One way per job (ADR 017): forms are parsed by their zod schema, and logins are sent for by the guards.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='get'][callee.object.name=/^(form|formData|fields|body)$/]",
          message: 'A posted form is parsed by its zod schema (parseForm, peekFormField in app/components/forms/parse.server.ts), never read field by field.',
        },
        {
          selector: "CallExpression[callee.property.name='formData']",
          message: 'A posted form is parsed by its zod schema (parseForm, peekFormField in app/components/forms/parse.server.ts).',
        },
        {
          selector: 'Literal[value=/^\\/(login|agent)\\?(.*&)?redirectTo=/]',
          message:
            'A login redirect or link comes from one place: guardAction/guardLoader/requireSession (app/kernel/guards.server.ts) or loginHref (app/kernel/access.ts).',
        },
        {
          selector: "CallExpression[callee.name='redirect'] > CallExpression[callee.name='loginHref']",
          message:
            'A login redirect comes from one place: guardAction/guardLoader/requireSession/loginRedirect (app/kernel/guards.server.ts); loginHref is for links.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/(login|agent)\\?(\\$|.*redirectTo=)/]',
          message:
            'A login redirect or link comes from one place: guardAction/guardLoader/requireSession (app/kernel/guards.server.ts) or loginHref (app/kernel/access.ts).',
        },
      ],
    },
  },
  // Formatting for people goes through app/i18n/format.ts (Intl by the page's language, each formatter
  // built once) and money through app/kernel/money/money.ts or <Money>: no Intl object built elsewhere, no
  // number or date written by hand (toFixed, toLocale*String). A fixed-locale Intl read for arithmetic
  // (a zone's wall-clock parts) goes through dateTimeFormat too.
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/i18n/format.ts', 'app/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Intl',
          message:
            'Intl is built in one place, app/i18n/format.ts (numberFormat, dateTimeFormat, formatNumber, formatPercentBp, formatDateTime, formatRelativeTime); money is formatMoney or <Money>.',
        },
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'toFixed'].map((property) => ({
          property,
          message: `A number or a date for people is written through app/i18n/format.ts (formatNumber, formatPercentBp, formatDateTime…; money: formatMoney or <Money>), not ${property}.`,
        })),
      ],
    },
  },
  // The two modules that are the one place for what the rules above forbid elsewhere.
  {
    files: ['app/components/forms/parse.server.ts', 'app/kernel/access.ts', 'app/kernel/guards.server.ts', 'app/**/*.test.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // The gateway's one import style (gateway/eslint.rules.js).
  ...gatewayRules,
  prettier,
);
