import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

function safeInteger(name: string) {
  const check = (value: unknown) => {
    const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number)) {
      throw new GraphQLError(`${name} must be a safe integer`, { extensions: { code: 'BAD_USER_INPUT' } });
    }
    return number;
  };
  return new GraphQLScalarType<number, number>({
    name,
    serialize: check,
    parseValue: check,
    parseLiteral(ast) {
      if (ast.kind !== Kind.INT) throw new GraphQLError(`${name} must be an integer literal`);
      return check(ast.value);
    },
  });
}

export const Timestamp = safeInteger('Timestamp');
export const MinorUnits = safeInteger('MinorUnits');
