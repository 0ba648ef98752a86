import { execute, parse } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from './context';
import { typeDefs } from '#gateway/generated/type-defs';
import { resolvers } from './schema';
import { guardedFields, withSessionGuard } from './session-guard';

const SDL = /* GraphQL */ `
  directive @signedIn(account: SignedInAccount = ANY) on FIELD_DEFINITION
  enum SignedInAccount {
    ANY
    REAL
  }
  type UserError {
    code: String!
  }
  interface MutationPayload {
    ok: Boolean!
    errors: [UserError!]!
  }
  type Payload implements MutationPayload {
    ok: Boolean!
    errors: [UserError!]!
    amount: Int
  }
  type CountPayload implements MutationPayload {
    ok: Boolean!
    errors: [UserError!]!
    changed: Int!
  }
  type Query {
    open: String
    mine: String @signedIn
    mineAlways: String! @signedIn
    realOnly: String @signedIn(account: REAL)
  }
  type Mutation {
    act: Payload! @signedIn
    claim: Payload! @signedIn(account: REAL)
    count: CountPayload! @signedIn(account: REAL)
  }
`;

/** Every resolver counts its calls: the guard must ask nothing for those it refuses. */
function harness() {
  const calls: string[] = [];
  const answer = (name: string, value: unknown) => () => {
    calls.push(name);
    return value;
  };
  const document = parse(SDL);
  const resolvers = {
    Query: { open: answer('open', 'o'), mine: answer('mine', 'm'), mineAlways: answer('mineAlways', 'a'), realOnly: answer('realOnly', 'r') },
    Mutation: {
      act: answer('act', { ok: true, errors: [], amount: 5 }),
      claim: answer('claim', { ok: true, errors: [], amount: 7 }),
      count: answer('count', { ok: true, errors: [], changed: 2 }),
    },
    CountPayload: { changed: (p: { changed?: number }) => p.changed ?? 0 },
  };
  const schema = createSchema<GatewayContext>({ typeDefs: document, resolvers: withSessionGuard(document, resolvers) as never });
  const run = async (source: string, account: 'visitor' | 'trial' | 'member') => {
    const ctx = {
      session: account === 'visitor' ? null : { token: 't' },
      platform: { call: async () => ({ id: 1, account: 'someone', type: account === 'trial' ? 4 : 0 }) },
    } as unknown as GatewayContext;
    return JSON.parse(JSON.stringify(await execute({ schema, document: parse(source), contextValue: ctx })));
  };
  return { calls, run };
}

describe('the session guard', () => {
  it('answers a visitor by the field type: null for a read that may be null, SESSION_ENDED otherwise; nothing is asked', async () => {
    const { calls, run } = harness();
    expect(await run('{ open mine realOnly }', 'visitor')).toEqual({ data: { open: 'o', mine: null, realOnly: null } });
    const always = await run('{ mineAlways }', 'visitor');
    expect(always.data).toBeNull();
    expect(always.errors[0].extensions.code).toBe('SESSION_ENDED');
    for (const mutation of ['act', 'claim', 'count']) {
      const refused = await run(`mutation { ${mutation} { ok } }`, 'visitor');
      expect(refused.errors[0].extensions.code).toBe('SESSION_ENDED');
    }
    expect(calls).toEqual(['open']);
  });

  it('answers a trial account on a field for real accounts: null for a read, NOT_AVAILABLE for a mutation', async () => {
    const { calls, run } = harness();
    expect(await run('{ mine realOnly }', 'trial')).toEqual({ data: { mine: 'm', realOnly: null } });
    expect(await run('mutation { claim { ok errors { code } amount } count { ok errors { code } changed } }', 'trial')).toEqual({
      data: {
        claim: { ok: false, errors: [{ code: 'NOT_AVAILABLE' }], amount: null },
        count: { ok: false, errors: [{ code: 'NOT_AVAILABLE' }], changed: 0 },
      },
    });
    expect(await run('mutation { act { ok amount } }', 'trial')).toEqual({ data: { act: { ok: true, amount: 5 } } });
    expect(calls).toEqual(['mine', 'act']);
  });

  it('lets a real member through to every resolver', async () => {
    const { calls, run } = harness();
    expect(await run('{ mine mineAlways realOnly }', 'member')).toEqual({ data: { mine: 'm', mineAlways: 'a', realOnly: 'r' } });
    expect(await run('mutation { claim { amount } count { changed } }', 'member')).toEqual({ data: { claim: { amount: 7 }, count: { changed: 2 } } });
    expect(calls).toEqual(['mine', 'mineAlways', 'realOnly', 'claim', 'count']);
  });

  it('refuses to build a guard whose refusal the schema could not carry', () => {
    const noPayload = parse(`${SDL} extend type Mutation { bad: String @signedIn(account: REAL) }`);
    expect(() => withSessionGuard(noPayload, {})).toThrow(/must be a MutationPayload/);
    const document = parse(SDL);
    expect(() => withSessionGuard(document, {})).toThrow(/CountPayload\.changed cannot be null and has no resolver/);
    expect(() => withSessionGuard(parse(SDL.replace('@signedIn(account: REAL)', '@signedIn(account: AGENT)')), {})).toThrow(/ANY or REAL/);
  });

  it('covers the portal schema: the member-only reads and every money and account mutation', () => {
    const guarded = guardedFields(parse(typeDefs)).map((f) => `${f.type}.${f.field}${f.account === 'REAL' ? ' (real)' : ''}`);
    expect(guarded).toEqual(
      expect.arrayContaining([
        'Query.balance',
        'Query.transactionHistory',
        'Query.agentDesk',
        'Query.inbox (real)',
        'Query.memberBadges (real)',
        'Mutation.requestWithdrawal',
        'Mutation.createDeposit',
        'Mutation.transferToPlayer',
        'Mutation.changePassword',
        'Mutation.claimPromotion (real)',
        'Mutation.convertPoints (real)',
      ]),
    );
    // Public reads, the session's own mutations and the launches (free trials for guests) are not guarded.
    const fields = parse(typeDefs).definitions.flatMap((d) =>
      'name' in d && d.name && (d.name.value === 'Query' || d.name.value === 'Mutation') && 'fields' in d
        ? (d.fields ?? []).map((f) => `${d.name!.value}.${f.name.value}`)
        : [],
    );
    for (const open of ['Query.me', 'Query.games', 'Query.systemStatus', 'Mutation.login', 'Mutation.logout', 'Mutation.launchGame']) {
      expect(fields).toContain(open);
      expect(guarded.map((g) => g.split(' ')[0])).not.toContain(open);
    }
    expect(() => withSessionGuard(parse(typeDefs), resolvers)).not.toThrow();
  });
});
