#!/usr/bin/env node
// Proves the lint rules can fail: writes a few small files that break the house rules (an import
// cycle, each boundary crossing), lints them with the project's config and expects each rule to
// fire; then removes them. Run by `npm test` after the lint itself.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';

const probes = [
  { dir: 'app/features/__lint_probe__', file: 'a.ts', code: "import { b } from './b';\nexport const a = () => b;\n" },
  { dir: 'app/features/__lint_probe__', file: 'b.ts', code: "import { a } from './a';\nexport const b = () => a;\n", expect: 'import-x/no-cycle' },
  { dir: 'app/features/__lint_probe__', file: 'route.ts', code: "export { loader } from '../../routes/agent';\n", expect: 'boundaries/dependencies' },
  { dir: 'app/features/__lint_probe__', file: 'deep.ts', code: "export { fetchDevPlatform } from '#gateway/upstream/dev';\n", expect: 'no-restricted-imports' },
  { dir: 'gateway/__lint_probe__', file: 'platform.ts', code: "export { default } from '../../platform/src/index';\n", expect: 'boundaries/dependencies' },
  { dir: 'platform/src/__lint_probe__', file: 'gateway.ts', code: "export { ErrorCode } from '../../../gateway/errors';\n", expect: 'boundaries/dependencies' },
];

const dirs = [...new Set(probes.map((probe) => probe.dir))];
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
  if (missed.length) {
    for (const probe of missed) console.error(`lint probe: ${probe.dir}/${probe.file} should break ${probe.expect}, and the lint did not say so`);
    process.exitCode = 1;
  } else {
    console.log(`lint probe: all ${probes.filter((p) => p.expect).length} deliberate breaks were caught`);
  }
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
