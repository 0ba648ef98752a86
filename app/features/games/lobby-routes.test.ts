import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flatRoutes } from '#app/routes';
import { categoryPath, centreFilter, LOBBY_PATHS, LOBBY_ROUTES } from './lobby-routes';
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
    expect(LOBBY_PATHS).toContain('/rng?page=hotSlots');
    expect(LOBBY_PATHS).toContain('/gameListCenter/evo');
    expect(LOBBY_PATHS).toContain('/gameCenter/cockfight');
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
