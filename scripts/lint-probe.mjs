#!/usr/bin/env node
// Proves the lint rules can fail: writes a few small files that break the house rules (an import
// cycle, each boundary crossing, formatting outside app/i18n/format.ts), lints them with the
// project's config and expects each rule to fire; then removes them. Run by `npm test` after the lint itself.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';

const probes = [
  { dir: 'app/features/__lint_probe__', file: 'a.ts', code: "import { b } from './b';\nexport const a = () => b;\n" },
  { dir: 'app/features/__lint_probe__', file: 'b.ts', code: "import { a } from './a';\nexport const b = () => a;\n", expect: 'import-x/no-cycle' },
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
];

// The probes' top folders (a nested probe's parent folder goes too).
const dirs = [...new Set(probes.map((probe) => probe.dir.slice(0, probe.dir.indexOf('__lint_probe__') + '__lint_probe__'.length)))];
try {
  for (const probe of probes) {
    mkdirSync(probe.dir, { recursive: true });
    writeFileSync(`${probe.dir}/${probe.file}`, probe.code);
  }
  const results = await new ESLint().lintFiles(probes.map((probe) => `${probe.dir}/${probe.file}`));
  const missed = probes.filter((probe) => {
    if (!probe.expect) return false;
    const result = results.find((r) => r.filePath.endsWith(`${probe.dir}/${probe.file}`));
    return !result?.messages.some((message) => message.ruleId === probe.expect);
  });
  // A cycle of type-only imports, which ESLint's no-cycle skips: scripts/import-cycles.mjs must see it.
  const typeCycle = 'app/features/__lint_probe__/types';
  mkdirSync(typeCycle, { recursive: true });
  writeFileSync(`${typeCycle}/a.ts`, "import type { B } from './b';\nexport interface A {\n  b: B;\n}\n");
  writeFileSync(`${typeCycle}/b.ts`, "import type { A } from './a';\nexport interface B {\n  a: A;\n}\n");
  const cycleCheck = spawnSync(process.execPath, ['scripts/import-cycles.mjs', typeCycle], { encoding: 'utf8' });
  if (cycleCheck.status === 0) missed.push({ dir: typeCycle, file: 'a.ts', expect: 'scripts/import-cycles.mjs' });
  if (missed.length) {
    for (const probe of missed) console.error(`lint probe: ${probe.dir}/${probe.file} should break ${probe.expect}, and the lint did not say so`);
    process.exitCode = 1;
  } else {
    console.log(`lint probe: all ${probes.filter((p) => p.expect).length + 1} deliberate breaks were caught`);
  }
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
