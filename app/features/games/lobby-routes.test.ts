import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flatRoutes } from '#app/routes';
import { centreFilter, lobbyPaths, LOBBY_ROUTES } from './lobby-routes';
import { categoryPath, TAKEN_CATEGORY_PATHS } from './category-path';
import { safeReturnPath } from './return-path';

/** The spec's named game routes (docs/spec-index.md#routes) that the lobby answers. */
const SPEC_ROUTES = [
  'new',
  'rou',
  'jp',
  'bac',
  'horse',
  'jl',
  'mini',
  'bg',
  'bgs',
  'pg',
  'jdb',
  'ss',
  'evo',
  'pp',
  'megaway',
  'crash',
  'lott',
  'elott',
  'seamless',
];

describe('lobby routes', () => {
  it('has one row and one route of the route table per spec route, never only the catch-all', () => {
    expect(LOBBY_ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_ROUTES].sort());
    const modules = new Map(flatRoutes().map((route) => [route.id, route.module]));
    for (const path of [...SPEC_ROUTES, 'favorite', 'recent', 'providers', 'down']) {
      const module = modules.get(path);
      expect(module, path).toBeDefined();
      expect(module, path).not.toBe('shell/NotFoundPage');
      expect(existsSync(new URL(`../${module}.tsx`, import.meta.url)), path).toBe(true);
    }
    expect(lobbyPaths()).toContain('/rng?page=hotSlots');
    expect(lobbyPaths()).toContain('/gameListCenter/evo');
    expect(lobbyPaths()).toContain('/gameCenter/cockfight');
  });

  it('/lott and /elott open the same electronic-lottery list; PP and EVO are vendors under RNG and LIVE', () => {
    const of = (path: string) => LOBBY_ROUTES.find((r) => r.path === path)!;
    expect(of('lott').filter).toEqual(of('elott').filter);
    expect(of('lott').filter).toEqual({ gameType: 'ELOTT' });
    expect(centreFilter('PP')).toEqual({ gameType: 'RNG', vendor: 'PP' });
    expect(centreFilter('EVO')).toEqual({ gameType: 'LIVE', vendor: 'EVO' });
    expect(centreFilter('SPORTS')).toEqual({ gameType: 'SPORTS' });
  });
});

describe('categoryPath', () => {
  it('is the category route, except where the spec gave that name to another page (/lott is the e-lottery)', () => {
    expect(categoryPath('RNG')).toBe('/rng');
    expect(categoryPath('ELOTT')).toBe('/elott');
    expect(categoryPath('MINI')).toBe('/mini');
    expect(categoryPath('LOTT')).toBe('/gameCenter/lott');
    expect(categoryPath('BG')).toBe('/gameListCenter/bg');
  });

  it('knows every named route whose path is not the category page of the type it spells', () => {
    const taken = LOBBY_ROUTES.filter((route) => route.filter.gameType !== route.path.toUpperCase()).map((route) => route.path);
    expect([...TAKEN_CATEGORY_PATHS].sort()).toEqual(taken.sort());
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/rng?vendor=PP', '/rng?vendor=PP'],
    ['/favorite', '/favorite'],
    ['https://evil.example/', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['', '/'],
    [undefined, '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
