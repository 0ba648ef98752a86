import { describe, expect, it } from 'vitest';
import en from './locales/en/common';
import { namespaces } from './namespaces.server';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe('translation namespaces', () => {
  it('Korean has every English key in every namespace', () => {
    for (const [name, resources] of Object.entries(namespaces.en)) {
      expect(keysOf(namespaces.ko[name as keyof typeof namespaces.ko]).sort(), name).toEqual(keysOf(resources).sort());
    }
  });

  it('no namespace repeats a top-level key of common or of another namespace (merging would hide one)', () => {
    const seen = new Map(Object.keys(en).map((key) => [key, 'common']));
    for (const [name, resources] of Object.entries(namespaces.en)) {
      for (const key of Object.keys(resources)) {
        expect(seen.get(key), `${name}.${key}`).toBeUndefined();
        seen.set(key, name);
      }
    }
  });
});
