import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { applyCheckedEdits, besideServerBuild, type CheckedEdit } from './lib/worker-library-copy';

/**
 * Writes the Worker's copy of `@remix-run/router` beside the server build (`build/server/remix-router.js`,
 * which wrangler.toml's `[alias]` makes every server import of the package use), with its route
 * matching remembering what does not change between requests. `matchRoutes` flattens and ranks the
 * whole route table and compiles a regular expression for every pattern it tries on every call,
 * and a document request calls it four times (the server's match, the static handler's query,
 * lazy route discovery's partial manifest, the render): about a sixth of a warm home page's
 * JavaScript CPU, measured with `npm run bench:cpu` (ADR 048). The copy:
 * - compiles each pattern once (a pattern's regular expression and parameter list depend on the
 *   pattern and its two flags only; kept for at most 1,000 patterns, as `matchPath` is public and
 *   could be handed patterns made of request data);
 * - flattens and ranks a route array once per array, and remembers its answer per path (at most
 *   500 paths per table; each caller gets its own copies of the matches and their parameters): the
 *   server's route tables are built once per Worker and never changed on the server (the browser,
 *   whose lazy route discovery adds routes to its table, keeps the library as it is: this copy is
 *   the Worker's only);
 * - shares those answers between route arrays of the same table (ids, paths and flags, in order;
 *   at most 20 tables), as the render's static router builds its data routes anew on every
 *   request (about 1 ms of the home page's JavaScript, ADR 049), each caller's matches pointing at
 *   its own array's routes (by id; an array whose routes lack ids or share one keeps answers of
 *   its own).
 * Each edit must find its text exactly once, so a new release of the library fails the build here
 * instead of running unmemoised or half-edited (the version comes exactly with the pinned Remix
 * packages: @remix-run/server-runtime 2.17.5 and react-router 6.30 ask for 1.23.3).
 */
export function memoisedRouterForWorker(): Plugin {
  return besideServerBuild('memoised-router-for-worker', () => ({ 'remix-router.js': memoiseRouter(routerLibrarySource()) }));
}

/**
 * The installed library's ES module (its package's `module` entry), without its source map comment:
 * the map describes the file as it is in the package, and the copies made of it go without one.
 */
export function routerLibrarySource(): string {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('@remix-run/router/package.json'));
  const { module } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { module: string };
  return readFileSync(join(packageDir, module), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
}

const EDITS: CheckedEdit[] = [
  {
    find: 'function compilePath(path, caseSensitive, end) {',
    replace: `const compiledPathsForWorker = new Map();
function compilePath(path, caseSensitive, end) {
  const key = (caseSensitive ? "s" : "i") + (end === void 0 || end ? "e" : "p") + path;
  let compiled = compiledPathsForWorker.get(key);
  if (compiled === void 0) {
    compiled = compilePathOnce(path, caseSensitive, end);
    if (compiledPathsForWorker.size < 1000) compiledPathsForWorker.set(key, compiled);
  }
  return compiled;
}
function compilePathOnce(path, caseSensitive, end) {`,
  },
  {
    find: 'function matchRoutesImpl(routes, locationArg, basename, allowPartial) {',
    replace: `const rememberedMatchesByRoutes = new WeakMap();
const rememberedMatchesByTable = new Map();
const routeTablesByRoutes = new WeakMap();
/*
 * A route array's table: a signature of everything matching reads (each route's id, path, index
 * and case-sensitivity flags, read as the library reads them, in order, with its children) and its routes by id; null when a route
 * has no id or shares one. The render builds its data routes anew on every request (the static
 * router's), so arrays with the same table share their answers, each caller's matches pointing at
 * its own array's routes.
 */
function routeTableForWorker(routes) {
  let table = routeTablesByRoutes.get(routes);
  if (table === void 0) {
    const byId = new Map();
    let signature = "";
    const visit = list => {
      signature += "[";
      for (const route of list) {
        if (typeof route.id !== "string" || byId.has(route.id)) return false;
        byId.set(route.id, route);
        signature += JSON.stringify([route.id, route.path === void 0 ? null : route.path, Boolean(route.index), route.caseSensitive === true]);
        if (route.children && route.children.length > 0 && !visit(route.children)) return false;
      }
      signature += "]";
      return true;
    };
    table = visit(routes) ? { signature, byId } : null;
    routeTablesByRoutes.set(routes, table);
  }
  return table;
}
function matchRoutesImpl(routes, locationArg, basename, allowPartial) {
  const pathname = typeof locationArg === "string" ? parsePath(locationArg).pathname : locationArg.pathname;
  const key = (allowPartial ? "p" : "w") + basename + "\\0" + pathname;
  const table = routeTableForWorker(routes);
  let remembered = table === null ? rememberedMatchesByRoutes.get(routes) : rememberedMatchesByTable.get(table.signature);
  if (remembered === void 0) {
    remembered = new Map();
    if (table === null) rememberedMatchesByRoutes.set(routes, remembered);
    else {
      if (rememberedMatchesByTable.size >= 20) rememberedMatchesByTable.delete(rememberedMatchesByTable.keys().next().value);
      rememberedMatchesByTable.set(table.signature, remembered);
    }
  }
  let matches = remembered.get(key);
  if (matches === void 0) {
    matches = matchRoutesImplOnce(routes, locationArg, basename, allowPartial);
    if (remembered.size >= 500) remembered.delete(remembered.keys().next().value);
    remembered.set(key, matches);
  }
  if (matches === null) return null;
  return matches.map(match => ({ ...match, params: { ...match.params }, route: table === null ? match.route : table.byId.get(match.route.id) }));
}
function matchRoutesImplOnce(routes, locationArg, basename, allowPartial) {`,
  },
  {
    find: `  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
`,
    replace: `  let branches = rankedBranchesForWorker(routes);
`,
  },
  {
    find: 'function flattenRoutes(routes, branches, parentsMeta, parentPath) {',
    replace: `const rankedBranchesByRoutes = new WeakMap();
function rankedBranchesForWorker(routes) {
  let branches = rankedBranchesByRoutes.get(routes);
  if (branches === void 0) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranchesByRoutes.set(routes, branches);
  }
  return branches;
}
function flattenRoutes(routes, branches, parentsMeta, parentPath) {`,
  },
];

/** The library's ES module source with the edits above, each found exactly once. */
export function memoiseRouter(source: string): string {
  return applyCheckedEdits(source, EDITS, '@remix-run/router', 'scripts/vite-router-memo.ts');
}
