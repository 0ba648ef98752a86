#!/usr/bin/env node
// Proves the lint rules can fail: writes a few small files that break the house rules (import
// cycles of values and of types, each boundary crossing, the kernel importing a feature, two features importing each other,
// formatting outside app/i18n/format.ts), lints them with the project's config and the import-graph
// check and expects each rule to fire; then removes them. Run by `npm test` after the lint itself.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';

const probes = [
  // A page module is served by the route table, never imported (not even by another page).
  { dir: 'app/features/__lint_probe__', file: 'ProbePage.tsx', code: 'export default function ProbePage() {\n  return null;\n}\n' },
  { dir: 'app/features/__lint_probe__', file: 'page.ts', code: "export { default } from './ProbePage';\n", expect: 'no-restricted-imports' },
  {
    dir: 'app/components/__lint_probe__',
    file: 'feature.ts',
    code: "export { categoryPath } from '#app/features/games/category-path';\n",
    expect: 'boundaries/dependencies',
  },
  { dir: 'app/features/__lint_probe__', file: 'deep.ts', code: "export { fetchDevPlatform } from '#gateway/upstream/dev';\n", expect: 'no-restricted-imports' },
  { dir: 'app/features/__lint_probe__', file: 'climb.ts', code: "export { Dialog } from '../../components/Dialog';\n", expect: 'no-restricted-imports' },
  {
    dir: 'app/features/__lint_probe__',
    file: 'form-get.ts',
    code: "export async function action(request: Request) {\n  const form = await request.formData();\n  return form.get('amount');\n}\n",
    expect: 'no-restricted-syntax',
  },
  {
    dir: 'app/features/__lint_probe__',
    file: 'login-redirect.ts',
    code: "import { redirect } from '@remix-run/cloudflare';\nexport const back = (path: string) => redirect(`/login?redirectTo=${encodeURIComponent(path)}`);\n",
    expect: 'no-restricted-syntax',
  },
  {
    dir: 'app/features/__lint_probe__',
    file: 'login-href-redirect.ts',
    code: "import { redirect } from '@remix-run/cloudflare';\nimport { loginHref } from '#app/kernel/access';\nexport const back = (path: string) => redirect(loginHref(path));\n",
    expect: 'no-restricted-syntax',
  },
  // The gateway's one import style (gateway/eslint.rules.js): another folder by its alias, never by a path that leaves the folder.
  { dir: 'gateway/__lint_probe__', file: 'relative.ts', code: "export { ErrorCode } from '../errors';\n", expect: 'gateway/import-style' },
  // Formatting for people goes through app/i18n/format.ts: no Intl built elsewhere, no number written by hand.
  {
    dir: 'app/features/__lint_probe__',
    file: 'intl.ts',
    code: "export const when = (ms: number) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(ms);\n",
    expect: 'no-restricted-properties',
  },
  {
    dir: 'app/components/__lint_probe__',
    file: 'to-fixed.ts',
    code: 'export const rate = (bp: number) => `${(bp / 100).toFixed(2)}%`;\n',
    expect: 'no-restricted-properties',
  },
  {
    dir: 'app/features/__lint_probe__',
    file: 'to-locale.ts',
    code: 'export const points = (n: number) => `${n.toLocaleString()} points`;\n',
    expect: 'no-restricted-properties',
  },
  { dir: 'gateway/__lint_probe__', file: 'platform.ts', code: "export { default } from '../../platform/src/index';\n", expect: 'boundaries/dependencies' },
  { dir: 'gateway/modules/__lint_probe__/deeper', file: 'climb.ts', code: "export { ErrorCode } from '../../../errors';\n", expect: 'no-restricted-imports' },
  { dir: 'platform/src/__lint_probe__', file: 'gateway.ts', code: "export { ErrorCode } from '#gateway/errors';\n", expect: 'boundaries/dependencies' },
  // The kernel imports no feature (docs/architecture.md, "Feature folders"), not even a type.
  {
    dir: 'app/kernel/__lint_probe__',
    file: 'feature.ts',
    code: "export { categoryPath } from '#app/features/games/category-path';\n",
    expect: 'boundaries/dependencies',
  },
  {
    dir: 'app/kernel/__lint_probe__',
    file: 'feature-type.ts',
    code: "import type { LobbyRoute } from '#app/features/games/lobby-routes';\nexport type Route = LobbyRoute;\n",
    expect: 'boundaries/dependencies',
  },
];

/**
 * Breaks that scripts/import-cycles.mjs must report, each in folders of its own: a cycle of values,
 * a cycle of type-only imports, and two feature folders that import each other through modules that
 * form no cycle (one feature's module imports the other's, and another module of the other imports
 * the first's). The import graph is that script's alone: ESLint's import-x/no-cycle checked the
 * value cycles again, at half of ESLint's rule time.
 */
const graphProbes = [
  {
    name: 'a cycle of values',
    dirs: ['app/features/__lint_probe_values__'],
    files: {
      'app/features/__lint_probe_values__/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'app/features/__lint_probe_values__/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    },
    expect: 'import cycle (type-only imports count): app/features/__lint_probe_values__/',
  },
  {
    name: 'a cycle of type-only imports',
    dirs: ['app/features/__lint_probe_types__'],
    files: {
      'app/features/__lint_probe_types__/a.ts': "import type { B } from './b';\nexport interface A {\n  b: B;\n}\n",
      'app/features/__lint_probe_types__/b.ts': "import type { A } from './a';\nexport interface B {\n  a: A;\n}\n",
    },
    expect: 'import cycle (type-only imports count)',
  },
  {
    name: 'a feature that imports a feature that imports it back',
    dirs: ['app/features/__lint_probe_one__', 'app/features/__lint_probe_two__'],
    files: {
      'app/features/__lint_probe_one__/uses-two.ts': "export { two } from '#app/features/__lint_probe_two__/two';\n",
      'app/features/__lint_probe_one__/one.ts': 'export const one = 1;\n',
      'app/features/__lint_probe_two__/two.ts': 'export const two = 2;\n',
      'app/features/__lint_probe_two__/uses-one.ts': "export { one } from '#app/features/__lint_probe_one__/one';\n",
    },
    expect: 'two-way feature imports: __lint_probe_one__ ↔ __lint_probe_two__',
  },
];

// The probes' top folders (a nested probe's parent folder goes too).
const dirs = [
  ...new Set(probes.map((probe) => probe.dir.slice(0, probe.dir.indexOf('__lint_probe__') + '__lint_probe__'.length))),
  ...graphProbes.flatMap((probe) => probe.dirs),
];
try {
  for (const probe of probes) {
    mkdirSync(probe.dir, { recursive: true });
    writeFileSync(`${probe.dir}/${probe.file}`, probe.code);
  }
  const results = await new ESLint().lintFiles(probes.map((probe) => `${probe.dir}/${probe.file}`));
  const missed = probes
    .filter((probe) => {
      if (!probe.expect) return false;
      const result = results.find((r) => r.filePath.endsWith(`${probe.dir}/${probe.file}`));
      return !result?.messages.some((message) => message.ruleId === probe.expect);
    })
    .map((probe) => `${probe.dir}/${probe.file} should break ${probe.expect}`);
  for (const probe of graphProbes) {
    for (const [file, code] of Object.entries(probe.files)) {
      mkdirSync(file.slice(0, file.lastIndexOf('/')), { recursive: true });
      writeFileSync(file, code);
    }
    const check = spawnSync(process.execPath, ['scripts/import-cycles.mjs', ...probe.dirs], { encoding: 'utf8' });
    if (check.status === 0 || !check.stderr.includes(probe.expect))
      missed.push(`${probe.dirs.join(' and ')} (${probe.name}) should fail scripts/import-cycles.mjs`);
  }
  if (missed.length) {
    for (const miss of missed) console.error(`lint probe: ${miss}, and the lint did not say so`);
    process.exitCode = 1;
  } else {
    console.log(`lint probe: all ${probes.filter((p) => p.expect).length + graphProbes.length} deliberate breaks were caught`);
  }
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
