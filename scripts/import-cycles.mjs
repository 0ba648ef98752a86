#!/usr/bin/env node
// Import cycles, of values and of type-only imports (the one check of the import graph): a
// cycle of types still makes two modules that cannot be read alone. And two feature folders that
// import each other (app/features/a imports app/features/b, and b imports a, through any of their
// modules, tests included): what both need belongs in the kernel, app/kernel/, or in the one that
// owns it (docs/architecture.md, "Feature folders"). Run by `npm test` with the lint;
// `node scripts/import-cycles.mjs [folder…]` checks other folders (the lint probe does).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const roots = process.argv.slice(2).length ? process.argv.slice(2) : ['app', 'gateway', 'platform'];
const SKIP = new Set(['node_modules', 'generated', '.wrangler']);
const ALIASES = { '#app/': 'app', '#gateway/': 'gateway', '#platform/': 'platform' };
const isTest = (file) => /\.test\.tsx?$/.test(file);

const files = [];
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) walk(full);
    } else if (/\.tsx?$/.test(entry.name)) files.push(full);
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

/** Each module's imports: the module it reaches, as written, and the line it is written on. */
const imports = new Map(
  files.map((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const found = ts
      .preProcessFile(source, true, true)
      .importedFiles.map((imported) => ({
        target: resolve(file, imported.fileName),
        specifier: imported.fileName,
        line: lineOf(source, imported.pos),
      }))
      .filter((imported) => imported.target);
    return [path.normalize(file), found];
  }),
);

function lineOf(source, position) {
  let line = 1;
  for (let i = 0; i < position; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

// Cycles are between modules the app runs: a test imports what it tests and nothing imports a test.
const graph = new Map([...imports].filter(([file]) => !isTest(file)).map(([file, found]) => [file, found.map((imported) => imported.target)]));

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

// Feature folders that import each other: the first import site of each direction, per pair.
const featureOf = (file) => /^app[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1];
const sites = new Map();
for (const [file, found] of imports) {
  const from = featureOf(file);
  if (!from) continue;
  for (const imported of found) {
    const to = featureOf(imported.target);
    const key = `${from} ${to}`;
    if (to && to !== from && !sites.has(key)) sites.set(key, `${file}:${imported.line} imports ${imported.specifier}`);
  }
}
const twoWay = [...sites.keys()].map((key) => key.split(' ')).filter(([from, to]) => from < to && sites.has(`${to} ${from}`));

for (const cycle of cycles) console.error(`import cycle (type-only imports count): ${cycle.join(' → ')}`);
for (const [a, b] of twoWay) {
  console.error(`two-way feature imports: ${a} ↔ ${b} (move what both need to app/kernel/, or to the one that owns it)`);
  console.error(`  ${sites.get(`${a} ${b}`)}`);
  console.error(`  ${sites.get(`${b} ${a}`)}`);
}
if (cycles.length || twoWay.length) process.exit(1);
console.log(`import cycles: none in ${graph.size} modules of ${roots.join(', ')}; two-way feature imports: none`);
