import { buildASTSchema, type DocumentNode, parse, print, visit } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaDocumentWithoutDescriptions, typeDefs } from '#gateway/generated/type-defs';

const production = () => JSON.parse(schemaDocumentWithoutDescriptions) as DocumentNode;
const text = () => print(production());

/** Production builds its schema from the parsed document without descriptions, as JSON (gateway/schema.ts, ADR 055 and 075): the same schema otherwise. */
describe('the schema document production builds from', () => {
  it('is the described schema with every description removed, and nothing else', () => {
    const described = parse(typeDefs);
    const stripped = visit(described, { enter: (node) => ('description' in node && node.description ? { ...node, description: undefined } : undefined) });
    expect(text()).toBe(print(stripped));
    expect(schemaDocumentWithoutDescriptions).not.toContain('"description":');
    expect(schemaDocumentWithoutDescriptions).not.toContain('"loc"');
    expect(typeDefs).toContain('"""');
  });

  it('builds the same types and fields as the text', () => {
    const fromText = buildASTSchema(parse(typeDefs));
    const fromDocument = buildASTSchema(production(), { assumeValidSDL: true, assumeValid: true });
    expect(Object.keys(fromDocument.getTypeMap()).sort()).toEqual(Object.keys(fromText.getTypeMap()).sort());
    for (const [name, type] of Object.entries(fromText.getTypeMap())) {
      const fields = (type as { getFields?: () => Record<string, unknown> }).getFields;
      if (!fields) continue;
      const other = fromDocument.getType(name) as unknown as { getFields: () => Record<string, unknown> };
      expect(Object.keys(other.getFields()), name).toEqual(Object.keys(fields.call(type)));
    }
  });

  it('keeps the directives the gateway reads from it (the session guard’s @signedIn, the pictures’ @media)', () => {
    const uses = (text: string, name: string) => {
      let count = 0;
      visit(parse(text), { Directive: (node) => void (node.name.value === name && count++) });
      return count;
    };
    for (const name of ['signedIn', 'media']) {
      expect(
        production().definitions.some((d) => d.kind === 'DirectiveDefinition' && d.name.value === name),
        name,
      ).toBe(true);
      expect(uses(text(), name), name).toBeGreaterThan(0);
      expect(uses(text(), name), name).toBe(uses(typeDefs, name));
    }
  });
});
