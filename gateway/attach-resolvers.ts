import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLInputField,
  type GraphQLScalarType,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  valueFromAST,
} from 'graphql';

type FieldResolver =
  GraphQLFieldResolver<unknown, unknown> | { resolve?: GraphQLFieldResolver<unknown, unknown>; subscribe?: GraphQLFieldResolver<unknown, unknown> };
type TypeResolvers = GraphQLScalarType | Record<string, unknown>;

/**
 * Puts the gateway's resolvers onto a schema built from its document, in place, and answers the
 * schema: each field's `resolve` (and a subscription's `subscribe`), a type's `__resolveType` or
 * `__isTypeOf`, and a custom scalar's coercions (`serialize`, `parseValue`, `parseLiteral`).
 *
 * What `@graphql-tools/schema`'s in-place mode does for these, without the rest of its work: after
 * setting them it walks every default value twice and heals the whole schema, for resolvers that
 * replace an enum's or a scalar's type object. These change the built objects themselves, so
 * nothing needs healing; only a default value of a scalar whose coercion changed is read again
 * (contracts' `MinorUnits = 0`). On a new isolate, whose first request builds the schema, that
 * work was the larger part of adding the resolvers (ADR 075).
 *
 * A name the schema does not have, a field a type does not have, or a kind of resolver this does
 * not place (an enum's values) is an error at build, as the library's default
 * (`requireResolversToMatchSchema: 'error'`) made it.
 */
export function attachResolvers(schema: GraphQLSchema, resolvers: Record<string, TypeResolvers>): GraphQLSchema {
  const coerced = new Set<GraphQLScalarType>();
  for (const [typeName, typeResolvers] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!type) throw new Error(`"${typeName}" defined in resolvers, but not in schema`);
    if (isScalarType(type)) {
      // By its shape, not instanceof: a test runner may load graphql's module twice.
      const scalar = typeResolvers as Partial<GraphQLScalarType>;
      if (typeof scalar.serialize !== 'function' || typeof scalar.parseValue !== 'function' || typeof scalar.parseLiteral !== 'function') {
        throw new Error(`${typeName}: a scalar's resolver must be a GraphQLScalarType`);
      }
      type.serialize = scalar.serialize;
      type.parseValue = scalar.parseValue;
      type.parseLiteral = scalar.parseLiteral;
      coerced.add(type);
      continue;
    }
    if (!isObjectType(type) && !isInterfaceType(type) && !isUnionType(type)) {
      throw new Error(`${typeName}: resolvers for a ${type.constructor.name} are not placed by the gateway`);
    }
    for (const [name, resolver] of Object.entries(typeResolvers)) {
      if (name === '__resolveType' && !isObjectType(type)) {
        type.resolveType = resolver as typeof type.resolveType;
        continue;
      }
      if (name === '__isTypeOf' && isObjectType(type)) {
        type.isTypeOf = resolver as typeof type.isTypeOf;
        continue;
      }
      const field = isUnionType(type) ? undefined : type.getFields()[name];
      if (!field) throw new Error(`${typeName}.${name} defined in resolvers, but not in schema`);
      placeField(field as GraphQLField<unknown, unknown>, resolver as FieldResolver, typeResolvers);
    }
  }
  if (coerced.size > 0) readDefaultsAgain(schema, coerced);
  return schema;
}

function placeField(field: GraphQLField<unknown, unknown>, resolver: FieldResolver, owner: object): void {
  if (typeof resolver === 'function') {
    field.resolve = resolver.bind(owner);
    return;
  }
  if (typeof resolver !== 'object' || resolver === null) throw new Error(`Resolver for ${field.name} must be an object or a function`);
  for (const [key, value] of Object.entries(resolver)) {
    if (key !== 'resolve' && key !== 'subscribe') throw new Error(`Resolver for ${field.name}: ${key} is not placed by the gateway`);
    field[key] = value as GraphQLFieldResolver<unknown, unknown>;
  }
}

/** Each default value whose named type is one of `scalars`, coerced again from its literal. */
function readDefaultsAgain(schema: GraphQLSchema, scalars: Set<GraphQLScalarType>): void {
  const reread = (input: GraphQLArgument | GraphQLInputField) => {
    const literal = input.astNode?.defaultValue;
    if (!literal || !scalars.has(getNamedType(input.type) as GraphQLScalarType)) return;
    input.defaultValue = valueFromAST(literal, input.type);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) field.args.forEach(reread);
    } else if (isInputObjectType(type)) {
      Object.values(type.getFields()).forEach(reread);
    }
  }
}
