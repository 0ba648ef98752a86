import { describe, expect, it } from 'vitest';
import { documentsByName, importDocuments, persistedNames } from './vite-graphql-documents';

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

describe("the server build's documents by their persisted operation's name", () => {
  const manifest = [
    '/** The operations the app is built with (generated; do not edit). */',
    'export const persistedOperations: Readonly<Record<string, string>> = {',
    '  "aa": "query BrandTimeZone{brand{timeZone}}",',
    '  "bb": "mutation Logout{logout{ok ...Problems}}fragment Problems on MutationPayload{errors{code}}"',
    '};',
    '',
  ].join('\n');

  it('reads the names of the persisted operations from the generated manifest, fragments apart', () => {
    expect([...persistedNames(manifest)]).toEqual(['BrandTimeZone', 'Logout']);
    expect(() => persistedNames('export const nothing = 1;')).toThrow(/no manifest object/);
  });

  it('names each operation, leaves each fragment an empty document, and keeps every line in place', () => {
    const source = [
      'const Query = graphql(`',
      '  query BrandTimeZone {',
      '    brand { timeZone }',
      '  }',
      '`);',
      'const Fragment = graphql(`fragment Problems on MutationPayload { errors { code } }`);',
      'export const after = 1;',
    ].join('\n');
    const edited = documentsByName(source, persistedNames(manifest));
    const lines = edited.split('\n');
    expect(lines).toHaveLength(source.split('\n').length);
    expect(lines[0]).toBe("const Query = ({ kind: 'Document', definitions: [], persistedName: 'BrandTimeZone' })");
    expect(lines[5]).toBe("const Fragment = ({ kind: 'Document', definitions: [] });");
    expect(lines[6]).toBe('export const after = 1;');
  });

  it('fails the build on an operation the manifest does not hold, or a call that names nothing', () => {
    expect(() => documentsByName('graphql(`query Stale { ok }`)', persistedNames(manifest), 'app/x.ts')).toThrow(
      /app\/x\.ts: operation Stale is not in the persisted manifest/,
    );
    expect(() => documentsByName('graphql(`{ ok }`)', persistedNames(manifest), 'app/x.ts')).toThrow(/names no operation or fragment/);
  });
});
