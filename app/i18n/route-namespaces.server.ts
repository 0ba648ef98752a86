import { matchRoutes } from '@remix-run/react';
import type { ServerBuild } from '@remix-run/cloudflare';
import type { Namespace } from './namespaces.server';

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

/** The namespaces the routes matching `pathname` declare, each once, outermost first. */
export function routeNamespaces(routes: ServerBuild['routes'], pathname: string): Namespace[] {
  const matches = matchRoutes(treeOf(routes), pathname) ?? [];
  return [...new Set(matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.namespaces ?? []))];
}
