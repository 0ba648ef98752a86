import { parse, print, stripIgnoredCharacters, visit } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typeDefs, typeDefsWithoutDescriptions } from '#gateway/generated/type-defs';

/** Production builds its schema from the text without descriptions and ignored characters (gateway/schema.ts, ADR 055 and 068): the same schema otherwise. */
describe('the schema text production builds from', () => {
  it('is the described schema with every description removed, and nothing else', () => {
    const described = parse(typeDefs);
    const stripped = visit(described, { enter: (node) => ('description' in node && node.description ? { ...node, description: undefined } : undefined) });
    expect(typeDefsWithoutDescriptions).toBe(stripIgnoredCharacters(print(stripped)));
    expect(print(parse(typeDefsWithoutDescriptions))).toBe(print(stripped));
    expect(typeDefsWithoutDescriptions).not.toContain('"""');
    expect(typeDefs).toContain('"""');
  });

  it('keeps the directives the gateway reads from it (the session guard’s @signedIn, the pictures’ @media)', () => {
    const uses = (text: string, name: string) => {
      let count = 0;
      visit(parse(text), { Directive: (node) => void (node.name.value === name && count++) });
      return count;
    };
    for (const name of ['signedIn', 'media']) {
      expect(
        parse(typeDefsWithoutDescriptions).definitions.some((d) => d.kind === 'DirectiveDefinition' && d.name.value === name),
        name,
      ).toBe(true);
      expect(uses(typeDefsWithoutDescriptions, name), name).toBeGreaterThan(0);
      expect(uses(typeDefsWithoutDescriptions, name), name).toBe(uses(typeDefs, name));
    }
  });
});
