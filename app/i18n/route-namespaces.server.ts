import { matchRoutes } from '@remix-run/react';
import type { ServerBuild } from '@remix-run/cloudflare';
import type { Namespace } from '#app/i18n/words.server';

/**
 * What a route module may say in its `handle`: the translation namespaces its pages use (beyond
 * `common`), and `bare` for a page without the site's frame (/helpmc). The namespaces are read in
 * one place, the words layout (features/shell/WordsLayout.tsx), from every route the address matches.
 */
export interface RouteHandle {
  namespaces?: readonly Namespace[];
  bare?: boolean;
}

type RouteObject = Parameters<typeof matchRoutes>[0][number];
const trees = new WeakMap<ServerBuild['routes'], RouteObject[]>();

/** The server build's routes as a tree React Router can match (built once per isolate). */
function treeOf(routes: ServerBuild['routes']): RouteObject[] {
  let tree = trees.get(routes);
  if (!tree) {
    const all = Object.values(routes).filter((route) => route !== undefined);
    const build = (parentId: string | undefined): RouteObject[] =>
      all
        .filter((route) => route.parentId === parentId)
        .map((route) =>
          route.index
            ? { id: route.id, index: true, handle: route.module.handle }
            : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, handle: route.module.handle, children: build(route.id) },
        );
    tree = build(undefined);
    trees.set(routes, tree);
  }
  return tree;
}

/** Answers already found, per build and address: matching every route again costs each request about a quarter of a millisecond (bench: npm run bench:cpu). */
const answers = new WeakMap<ServerBuild['routes'], Map<string, readonly Namespace[]>>();
/** Addresses come from visitors: the memory stays bounded whatever they send. */
const MAX_REMEMBERED = 500;

/** The namespaces the routes matching `pathname` declare, each once, outermost first. */
export function routeNamespaces(routes: ServerBuild['routes'], pathname: string): readonly Namespace[] {
  let known = answers.get(routes);
  if (!known) answers.set(routes, (known = new Map()));
  const remembered = known.get(pathname);
  if (remembered) return remembered;
  const matches = matchRoutes(treeOf(routes), pathname) ?? [];
  const found = [...new Set(matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.namespaces ?? []))];
  if (known.size >= MAX_REMEMBERED) known.clear();
  known.set(pathname, found);
  return found;
}
