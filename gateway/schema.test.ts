import { buildASTSchema, type DocumentNode, execute, type GraphQLScalarType, isScalarType, parse, print, validateSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaDocumentWithoutDescriptions, typeDefs } from '#gateway/generated/type-defs';
import { getSchema, resolvers } from './schema';

/**
 * The gateway builds its schema without checking it (gateway/schema.ts: a new isolate's first
 * request need not pay for the checks), so the checks run here, on both texts it may build from.
 */
describe('the gateway schema', () => {
  it.each([
    ['described', typeDefs],
    ['without descriptions', print(JSON.parse(schemaDocumentWithoutDescriptions) as DocumentNode)],
  ])('is a valid schema when built with every check (%s)', (_, text) => {
    const checked = buildASTSchema(parse(text));
    expect(validateSchema(checked)).toEqual([]);
  });

  it('has every resolver the modules give on its own types, the scalars included', () => {
    const schema = getSchema();
    expect(validateSchema(schema)).toEqual([]);
    for (const [typeName, fields] of Object.entries(resolvers)) {
      const type = schema.getType(typeName);
      expect(type, typeName).toBeDefined();
      if (isScalarType(type)) {
        expect((type as GraphQLScalarType).serialize('12')).toBe(12);
        expect(() => (type as GraphQLScalarType).parseValue(1.5)).toThrow(/safe integer/);
        continue;
      }
      const schemaFields = (type as { getFields?: () => Record<string, { resolve?: unknown; subscribe?: unknown }> }).getFields?.() ?? {};
      for (const name of Object.keys(fields as object)) {
        if (name.startsWith('__')) continue;
        const field = schemaFields[name];
        expect(field, `${typeName}.${name}`).toBeDefined();
        expect(field.resolve ?? field.subscribe, `${typeName}.${name}`).toBeTypeOf('function');
      }
    }
  });

  it('answers a query through them', async () => {
    const result = await execute({ schema: getSchema(), document: parse('{ ok }'), contextValue: {} });
    expect(result).toEqual({ data: { ok: true } });
  });
});
