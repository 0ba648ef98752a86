#!/usr/bin/env node
// Fails when the committed generated types differ from what codegen makes of schema/ and app/.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { run } from './lib/run.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'codegen-'));
try {
  run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], { env: { ...process.env, CODEGEN_OUT: scratch } });
  const stale = [];
  for (const dir of ['gateway/generated', 'app/graphql/generated']) {
    const fresh = join(scratch, dir);
    const files = (root) =>
      readdirSync(root)
        .filter((name) => statSync(join(root, name)).isFile())
        .sort();
    const expected = files(fresh);
    const actual = files(dir);
    if (expected.join() !== actual.join()) stale.push(`${dir}: files ${actual.join(', ')} vs ${expected.join(', ')}`);
    for (const name of expected) {
      if (!actual.includes(name)) continue;
      if (readFileSync(join(fresh, name), 'utf8') !== readFileSync(join(dir, name), 'utf8')) stale.push(relative('.', join(dir, name)));
    }
  }
  if (stale.length) {
    console.error(`Generated GraphQL types are stale; run \`npm run codegen\` and commit:\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Generated GraphQL types are fresh.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
