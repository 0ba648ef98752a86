import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoiseRouter, routerLibrarySource } from './vite-router-memo';

type RouterModule = typeof import('@remix-run/router');

const source = routerLibrarySource();

let folder = '';
let library: RouterModule;
let memoised: RouterModule;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'router-memo-'));
  writeFileSync(join(folder, 'library.mjs'), source);
  writeFileSync(join(folder, 'memoised.mjs'), memoiseRouter(source));
  library = (await import(/* @vite-ignore */ pathToFileURL(join(folder, 'library.mjs')).href)) as RouterModule;
  memoised = (await import(/* @vite-ignore */ pathToFileURL(join(folder, 'memoised.mjs')).href)) as RouterModule;
});

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A route of the table below, as far as these tests read it. */
type TableRoute = { id?: string; children?: TableRoute[] };

/** A route table with every kind of pattern the matcher ranks: static, dynamic, optional, splat, index, case-sensitive, nested, pathless layouts. */
function routeTable() {
  return [
    {
      id: 'root',
      path: '',
      children: [
        { id: 'home', index: true },
        { id: 'lobby', path: ':category' },
        { id: 'slots', path: 'rng' },
        { id: 'game', path: 'game/:vendor/:code?' },
        {
          id: 'member',
          path: 'member',
          children: [
            { id: 'member-index', index: true },
            { id: 'records', path: 'transactionHistory' },
            { id: 'record', path: 'transactionHistory/:id' },
          ],
        },
        { id: 'layout', children: [{ id: 'agent', path: 'agentHome/:report' }] },
        { id: 'Help', path: 'Help', caseSensitive: true },
        { id: 'docs', path: 'docs/*' },
        { id: 'lang', path: ':lang?/promotions' },
        { id: 'splat', path: '*' },
      ],
    },
  ];
}

const PATHS = [
  '/',
  '/rng',
  '/RNG',
  '/slots',
  '/game/PG',
  '/game/PG/fortune-tiger',
  '/game/PG/fortune-tiger/extra',
  '/member',
  '/member/',
  '/member/transactionHistory',
  '/member/transactionHistory/42',
  '/agentHome/agentRevenueReport',
  '/Help',
  '/help',
  '/docs',
  '/docs/a/b/c',
  '/promotions',
  '/ko/promotions',
  '/%ED%95%9C/promotions',
  '/a%2Fb',
  '/nowhere/at/all',
];

describe("the Worker's memoised copy of @remix-run/router", () => {
  it('matches every path as the library does, on the first call and the calls after it', () => {
    const routes = routeTable();
    for (const path of PATHS) {
      const expected = library.matchRoutes(routeTable(), path);
      for (let call = 0; call < 3; call += 1) expect(memoised.matchRoutes(routes, path), `${path}, call ${call + 1}`).toEqual(expected);
    }
  });

  it('answers a second route array by its own routes, not the first one’s', () => {
    const first = routeTable();
    const second = routeTable();
    memoised.matchRoutes(first, '/member/transactionHistory');
    const matches = memoised.matchRoutes(second, '/member/transactionHistory')!;
    expect(matches.map((match) => match.route)).toEqual([second[0], second[0].children[4], second[0].children[4].children![1]]);
    expect(matches[2].route).toBe(second[0].children[4].children![1]);
  });

  it('answers route arrays built anew for every request (one table) as the library does, with their own routes', () => {
    for (const path of PATHS) {
      for (let request = 0; request < 3; request += 1) {
        const routes = routeTable();
        const matches = memoised.matchRoutes(routes, path);
        expect(matches, `${path}, request ${request + 1}`).toEqual(library.matchRoutes(routeTable(), path));
        // Every matched route is this array's own object, found again by walking the array.
        const own = (list: TableRoute[]): TableRoute[] => list.flatMap((route) => [route, ...own(route.children ?? [])]);
        for (const match of matches ?? []) expect(own(routes).includes(match.route as TableRoute), `${path}: ${match.route.id}`).toBe(true);
      }
    }
  });

  it('keeps the answers of different tables apart, and of arrays whose routes have no ids', () => {
    const renamed = () => {
      const routes = routeTable();
      // The same ids, one path changed: another table.
      routes[0].children[2].path = 'slots';
      return routes;
    };
    const withoutIds = () => {
      const strip = (list: Record<string, unknown>[]): Record<string, unknown>[] =>
        list.map(({ id: _id, children, ...route }) => ({ ...route, ...(children ? { children: strip(children as Record<string, unknown>[]) } : {}) }));
      return strip(routeTable()) as ReturnType<typeof routeTable>;
    };
    for (const path of ['/rng', '/slots', '/member/transactionHistory/42']) {
      for (const build of [routeTable, renamed, withoutIds, routeTable]) {
        const routes = build();
        expect(memoised.matchRoutes(routes, path), `${path}, ${build.name}`).toEqual(library.matchRoutes(build(), path));
      }
    }
  });

  it('gives each caller matches of its own: changing one answer changes no later one', () => {
    const routes = routeTable();
    const first = memoised.matchRoutes(routes, '/member/transactionHistory/42')!;
    (first[2].params as Record<string, string>).id = '7';
    first.pop();
    const second = memoised.matchRoutes(routes, '/member/transactionHistory/42?tab=all#top')!;
    expect(second).toEqual(library.matchRoutes(routeTable(), '/member/transactionHistory/42'));
    expect(second[2].params.id).toBe('42');
    // Paths in and out of a basename keep their own answers.
    expect(memoised.matchRoutes(routes, '/app/rng', '/app')).toEqual(library.matchRoutes(routeTable(), '/app/rng', '/app'));
    expect(memoised.matchRoutes(routes, '/rng', '/app')).toBeNull();
  });

  it('keeps matchPath as the library has it, flags included', () => {
    const cases: [Parameters<RouterModule['matchPath']>[0], string][] = [
      ['/game/:vendor/:code?', '/game/PG'],
      [{ path: '/Help', caseSensitive: true }, '/help'],
      [{ path: '/Help', caseSensitive: false }, '/help'],
      [{ path: '/member', end: false }, '/member/transactionHistory'],
      [{ path: '/member', end: true }, '/member/transactionHistory'],
      ['/docs/*', '/docs/a/b'],
    ];
    for (let call = 0; call < 2; call += 1) {
      for (const [pattern, path] of cases) expect(memoised.matchPath(pattern, path)).toEqual(library.matchPath(pattern, path));
    }
  });

  it('fails the build when the library no longer has a text it edits', () => {
    expect(() =>
      memoiseRouter(source.replace('function compilePath(path, caseSensitive, end) {', 'function compilePath(path, caseSensitive, end, x) {')),
    ).toThrow(/@remix-run\/router changed: "function compilePath/);
    expect(() => memoiseRouter(source + '\nfunction compilePath(path, caseSensitive, end) {}\n')).toThrow(/exactly once/);
  });
});
