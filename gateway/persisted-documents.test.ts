import { Kind, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { persistedOperations } from '#gateway/generated/persisted-operations';
import { documentToRun, textsByName } from './persisted-documents';

const byName = (persistedName: string) => ({ kind: Kind.DOCUMENT, definitions: [], persistedName }) as unknown as Parameters<typeof documentToRun>[0];

describe('documents named by their persisted operation', () => {
  it('indexes the persisted texts by operation name: every operation of the app, once', () => {
    const texts = textsByName(persistedOperations);
    expect(texts.size).toBe(Object.keys(persistedOperations).length);
    expect(texts.get('RegisterFields')).toMatch(/^query RegisterFields\{/);
    expect(textsByName({ a: 'query One{ok}', b: 'fragment F on Query{ok}', c: 'mutation Two{ok}' })).toEqual(
      new Map([
        ['One', 'query One{ok}'],
        ['Two', 'mutation Two{ok}'],
      ]),
    );
  });

  it('parses a named operation from its persisted text once, with the fragments it spreads', () => {
    const first = documentToRun(byName('RegisterFields'));
    expect(first.definitions.map((definition) => definition.kind)).toEqual([Kind.OPERATION_DEFINITION, Kind.FRAGMENT_DEFINITION]);
    expect(print(first)).toBe(print(parse(textsByName(persistedOperations).get('RegisterFields')!)));
    expect(documentToRun(byName('RegisterFields'))).toBe(first);
  });

  it('runs a document that carries its own tree as it is, and refuses a name the build does not hold', () => {
    const own = parse('{ __typename }');
    expect(documentToRun(own)).toBe(own);
    expect(() => documentToRun(byName('NoSuchOperation'))).toThrow(/no persisted operation named NoSuchOperation/);
  });
});
