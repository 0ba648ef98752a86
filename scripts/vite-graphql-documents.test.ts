import { describe, expect, it } from 'vitest';
import { importDocuments } from './vite-graphql-documents';

describe("graphql() calls replaced by their documents' imports", () => {
  const source = [
    "import { graphql } from '#app/graphql/generated/index';",
    '',
    'const Query = graphql(`',
    '  query BrandTimeZone {',
    '    brand { timeZone }',
    '  }',
    '`);',
    'const Fragment = graphql(`fragment AreaFlags on FeatureFlags { points }`);',
    'export const after = 1;',
  ].join('\n');

  it('names each document by its first definition, an operation or a fragment, and keeps every line in place', () => {
    const edited = importDocuments(source);
    expect(
      edited.startsWith(
        "import { BrandTimeZoneDocument as __graphqlDocument_BrandTimeZone, AreaFlagsFragmentDoc as __graphqlDocument_AreaFlags } from '#app/graphql/generated/graphql'; ",
      ),
    ).toBe(true);
    const lines = edited.split('\n');
    expect(lines).toHaveLength(source.split('\n').length);
    expect(lines[2]).toBe('const Query = __graphqlDocument_BrandTimeZone');
    expect(lines[7]).toBe('const Fragment = __graphqlDocument_AreaFlags;');
    expect(lines[8]).toBe('export const after = 1;');
  });

  it('leaves a module without calls as it is, and fails on a call that names nothing', () => {
    expect(importDocuments('export const a = 1;')).toBe('export const a = 1;');
    expect(() => importDocuments('graphql(`{ brand { timeZone } }`)', 'app/x.ts')).toThrow(
      /app\/x\.ts: a graphql\(\) call whose text names no operation or fragment/,
    );
  });
});
