#!/usr/bin/env node
// Import cycles, type-only imports included (ESLint's import-x/no-cycle skips `import type`): a
// cycle of types still makes two modules that cannot be read alone. Run by `npm test` with the
// lint; `node scripts/import-cycles.mjs [folder…]` checks other folders (the lint probe does).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const roots = process.argv.slice(2).length ? process.argv.slice(2) : ['app', 'gateway', 'platform'];
const SKIP = new Set(['node_modules', 'generated', '.wrangler']);
const ALIASES = { '#app/': 'app', '#gateway/': 'gateway', '#platform/': 'platform' };

const files = [];
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) walk(full);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
  }
};
for (const root of roots) walk(root);

function resolve(from, specifier) {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let base;
  if (alias) base = path.join(ALIASES[alias], specifier.slice(alias.length));
  else if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else return null;
  base = base.replace(/\?.*$/, '');
  for (const ext of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.normalize(candidate);
  }
  return null;
}

const graph = new Map(
  files.map((file) => [
    path.normalize(file),
    ts
      .preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
      .importedFiles.map((imported) => resolve(file, imported.fileName))
      .filter(Boolean),
  ]),
);

// Tarjan's strongly connected components: every component of more than one module is a cycle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(node) {
  index.set(node, counter);
  low.set(node, counter);
  counter++;
  stack.push(node);
  onStack.add(node);
  for (const next of graph.get(node) ?? []) {
    if (!graph.has(next)) continue;
    if (!index.has(next)) {
      visit(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
  }
  if (low.get(node) === index.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component);
  }
}
for (const node of graph.keys()) if (!index.has(node)) visit(node);

if (cycles.length) {
  for (const cycle of cycles) console.error(`import cycle (type-only imports count): ${cycle.join(' → ')}`);
  process.exit(1);
}
console.log(`import cycles: none in ${graph.size} modules of ${roots.join(', ')}`);
