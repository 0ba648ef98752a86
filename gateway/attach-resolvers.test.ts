import { buildASTSchema, execute, GraphQLScalarType, Kind, parse, subscribe } from 'graphql';
import { describe, expect, it } from 'vitest';
import { attachResolvers } from './attach-resolvers';

const sdl = `
  scalar Cents
  interface Named { name: String! }
  type Player implements Named { name: String! stake(amount: Cents = 5): Cents! }
  input Bet { amount: Cents = 7 }
  type Query { player: Named! bet(bet: Bet!): Cents! ok: Boolean! }
  type Subscription { ticks: Int! }
  enum Colour { RED }
`;
const build = () => buildASTSchema(parse(sdl), { assumeValidSDL: true, assumeValid: true });

/** A scalar whose literal reading is visible: a literal of n reads as n × 100. */
const Cents = new GraphQLScalarType<number, number>({
  name: 'Cents',
  serialize: (value) => Number(value),
  parseValue: (value) => Number(value),
  parseLiteral: (ast) => (ast.kind === Kind.INT ? Number(ast.value) * 100 : Number.NaN),
});

describe('attachResolvers', () => {
  it('places field resolvers (bound to their type’s object), an interface’s type resolver and a scalar’s coercions', async () => {
    const owner = {
      ok() {
        return this === owner;
      },
      player: () => ({ name: 'ann' }),
      bet: (_: unknown, args: { bet: { amount: number } }) => args.bet.amount,
    };
    const schema = attachResolvers(build(), {
      Cents,
      Named: { __resolveType: () => 'Player' },
      Player: { stake: (_: unknown, args: { amount: number }) => args.amount },
      Query: owner,
    });
    const result = await execute({ schema, document: parse('{ ok player { name ... on Player { stake s2: stake(amount: 3) } } bet(bet: {}) }') });
    // The defaults (5 and 7) are read again through the scalar placed after the build.
    expect(result).toEqual({ data: { ok: true, player: { name: 'ann', stake: 500, s2: 300 }, bet: 700 } });
  });

  it('places a subscription’s subscribe and resolve', async () => {
    async function* ticks() {
      yield { n: 1 };
    }
    const schema = attachResolvers(build(), { Subscription: { ticks: { subscribe: ticks, resolve: (event: { n: number }) => event.n * 2 } } });
    const stream = (await subscribe({ schema, document: parse('subscription { ticks }') })) as AsyncIterableIterator<unknown>;
    expect((await stream.next()).value).toEqual({ data: { ticks: 2 } });
  });

  it('refuses what it would not place, as the library did: an unknown type or field, another property, an enum’s values, a scalar that is not one', () => {
    expect(() => attachResolvers(build(), { Nope: {} })).toThrow(/"Nope" defined in resolvers, but not in schema/);
    expect(() => attachResolvers(build(), { Query: { nope: () => 1 } })).toThrow(/Query.nope defined in resolvers, but not in schema/);
    expect(() => attachResolvers(build(), { Query: { ok: { resolve: () => true, extensions: {} } } })).toThrow(/extensions is not placed/);
    expect(() => attachResolvers(build(), { Colour: { RED: 'red' } })).toThrow(/GraphQLEnumType/);
    expect(() => attachResolvers(build(), { Cents: { serialize: () => 1 } })).toThrow(/must be a GraphQLScalarType/);
  });
});
