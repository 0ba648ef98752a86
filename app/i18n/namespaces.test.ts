import { describe, expect, it } from 'vitest';
import en from '#app/i18n/locales/en/common';
import { supportedLanguages } from './config';
import type { Namespace } from '#app/i18n/words.server';
import { sourceWords } from './source-words';
import { routeNamespaces } from './route-namespaces.server';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe('translation namespaces', () => {
  it.each(supportedLanguages.filter((language) => language !== 'en'))('%s has every English key in every namespace', (language) => {
    for (const [name, resources] of Object.entries(sourceWords.en.namespaces)) {
      const translated = sourceWords[language].namespaces[name as Namespace];
      expect(translated, `${language}/${name}`).toBeDefined();
      expect(keysOf(translated).sort(), name).toEqual(keysOf(resources).sort());
    }
  });

  it('no namespace repeats a top-level key of common or of another namespace (merging would hide one)', () => {
    const seen = new Map(Object.keys(en).map((key) => [key, 'common']));
    for (const [name, resources] of Object.entries(sourceWords.en.namespaces)) {
      for (const key of Object.keys(resources)) {
        expect(seen.get(key), `${name}.${key}`).toBeUndefined();
        seen.set(key, name);
      }
    }
  });
});

describe('route namespaces', () => {
  const build = (handles: Record<string, { parentId?: string; path?: string; index?: boolean; namespaces?: string[] }>) =>
    Object.fromEntries(
      Object.entries(handles).map(([id, route]) => [
        id,
        {
          id,
          parentId: route.parentId,
          path: route.path,
          index: route.index,
          module: { handle: route.namespaces ? { namespaces: route.namespaces } : undefined },
        },
      ]),
    ) as unknown as Parameters<typeof routeNamespaces>[0];

  it('collects the namespaces of every route an address matches, each once, outermost first', () => {
    const routes = build({
      root: {},
      words: { parentId: 'root' },
      member: { parentId: 'words', path: 'member', namespaces: ['cashier', 'records'] },
      'member/withdraw': { parentId: 'member', path: 'withdraw', namespaces: ['withdraw', 'cashier'] },
      login: { parentId: 'words', path: 'login', namespaces: ['authDialogs'] },
    });
    expect(routeNamespaces(routes, '/member/withdraw')).toEqual(['cashier', 'records', 'withdraw']);
    expect(routeNamespaces(routes, '/MEMBER/withdraw/')).toEqual(['cashier', 'records', 'withdraw']);
    expect(routeNamespaces(routes, '/login')).toEqual(['authDialogs']);
    expect(routeNamespaces(routes, '/elsewhere')).toEqual([]);
  });

  it('answers a known address from memory, and stays right after more addresses than it keeps', () => {
    const routes = build({
      root: {},
      member: { parentId: 'root', path: 'member', namespaces: ['records'] },
      login: { parentId: 'root', path: 'login', namespaces: ['authDialogs'] },
    });
    const first = routeNamespaces(routes, '/member');
    expect(routeNamespaces(routes, '/member')).toBe(first);
    for (let i = 0; i < 1200; i++) expect(routeNamespaces(routes, `/visitor-${i}`)).toEqual([]);
    expect(routeNamespaces(routes, '/member')).toEqual(['records']);
    expect(routeNamespaces(routes, '/login')).toEqual(['authDialogs']);
    // Another build (a new deployment in the same isolate) is matched against its own routes.
    const next = build({ root: {}, member: { parentId: 'root', path: 'member', namespaces: ['cashier'] } });
    expect(routeNamespaces(next, '/member')).toEqual(['cashier']);
  });

  it('every namespace a route module declares exists', async () => {
    const { MEMBER_NAMESPACES, AGENT_NAMESPACES } = await import('./area-namespaces');
    for (const name of [...MEMBER_NAMESPACES, ...AGENT_NAMESPACES]) expect(Object.keys(sourceWords.en.namespaces), name).toContain(name);
  });
});
