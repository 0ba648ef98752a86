import { parse, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '#gateway/context';
import { askForKnownSections, rememberSections } from './section-lists';

/** The resolve info of `gameSections` in an operation, as far as the early reads look at it. */
function infoOf(source: string, variables: Record<string, unknown> = {}): GraphQLResolveInfo {
  const document = parse(source);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
  const fragments = Object.fromEntries(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition').map((d) => [d.name.value, d]),
  );
  const field = operation.selectionSet.selections[0] as FieldNode;
  return { fieldNodes: [field], fragments, variableValues: variables } as unknown as GraphQLResolveInfo;
}

/** A context whose platform records the game lists asked for. */
function contextFor(merchant: string) {
  const asked: string[] = [];
  const ctx = {
    config: { merchant },
    locale: 'en',
    platform: {
      call: (name: string, options: { query: { gameType: string; pageSize: number; vassalage?: string | null } }) => {
        asked.push(`${name}:${options.query.gameType}:${options.query.pageSize}:${options.query.vassalage ?? ''}`);
        return Promise.reject(new Error('not answered here'));
      },
    },
  } as unknown as GatewayContext;
  return { ctx, asked };
}

const WITH_GAMES = `query { gameSections { category { gameType } ...Cards } } fragment Cards on GameSection { games { total } }`;

describe("the home sections' early reads", () => {
  it("asks for nothing before this isolate has seen the brand's sections", () => {
    const { ctx, asked } = contextFor('EARLY-NONE');
    askForKnownSections(ctx, infoOf(WITH_GAMES), null);
    expect(asked).toEqual([]);
  });

  it("asks for the known sections' first pages, not the expanded one's, when the operation reads their games (through fragments)", () => {
    const { ctx, asked } = contextFor('EARLY-KNOWN');
    rememberSections(ctx, { gameTypes: ['RNG', 'LIVE', 'FH'], carryFirstPages: false });
    askForKnownSections(ctx, infoOf(WITH_GAMES), 'LIVE');
    expect(asked).toEqual(['gameList:RNG:10:', 'gameList:FH:10:']);
  });

  it('asks for no list when the operation reads only which sections there are, or another brand is asked', () => {
    const { ctx, asked } = contextFor('EARLY-LANES');
    rememberSections(ctx, { gameTypes: ['RNG'], carryFirstPages: false });
    askForKnownSections(ctx, infoOf(`query { gameSections { category { gameType } ... on GameSection { vendor } } }`), null);
    expect(asked).toEqual([]);
    const other = contextFor('EARLY-OTHER');
    askForKnownSections(other.ctx, infoOf(WITH_GAMES), null);
    expect(other.asked).toEqual([]);
  });

  it('reads @skip and @include as graphql-js does: a games field they leave out asks for nothing', () => {
    const { ctx, asked } = contextFor('EARLY-DIRECTIVES');
    rememberSections(ctx, { gameTypes: ['RNG'], carryFirstPages: false });
    const skipped = `query ($lean: Boolean!) { gameSections { category { gameType } games @skip(if: $lean) { total } } }`;
    askForKnownSections(ctx, infoOf(skipped, { lean: true }), null);
    askForKnownSections(ctx, infoOf(`query { gameSections { ... on GameSection @include(if: false) { games { total } } } }`), null);
    expect(asked).toEqual([]);
    askForKnownSections(ctx, infoOf(skipped, { lean: false }), null);
    expect(asked).toEqual(['gameList:RNG:10:']);
  });

  it("asks for no list when the brand's lanes carry their first games (ADR 071)", () => {
    const { ctx, asked } = contextFor('EARLY-CARRIED');
    rememberSections(ctx, { gameTypes: ['RNG', 'LIVE'], carryFirstPages: true });
    askForKnownSections(ctx, infoOf(WITH_GAMES), null);
    expect(asked).toEqual([]);
  });
});
