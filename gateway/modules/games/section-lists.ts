import { getDirectiveValues, GraphQLIncludeDirective, GraphQLSkipDirective, type GraphQLResolveInfo, type SelectionNode, type SelectionSetNode } from 'graphql';
import type { GatewayContext } from '#gateway/context';
import { loadGamePage } from './game-list';

/** The home page shows 10 games per section at first. */
export const SECTION_FIRST_PAGE = 10;

/** What the brand's lanes were the last time this isolate read them. */
interface SeenSections {
  /** The sections' game types, in order. */
  gameTypes: readonly string[];
  /** Whether the lanes carried each section's first games (ADR 071): then nothing is asked early. */
  carryFirstPages: boolean;
}

/** The brand's home sections as this isolate last read them, by merchant. Not per-user state: what a brand's catalogue shows. */
const lanesLastSeen = new Map<string, SeenSections>();

/**
 * Once this isolate knows the brand's sections, their first pages are asked for beside the lanes
 * (GCSGAME_newGameVendor), not after them: asked after them, they were a second platform round
 * trip before a first visit's document, which carries the sections (docs/decisions/070), on a
 * platform whose lanes do not carry their first games (ADR 071: then they need no call). Only
 * for an operation that reads the sections' games, and never for an expanded section (its own
 * vendor and length are asked for when it resolves). A section that has left the brand's lanes
 * since costs one cached read, dropped; one that has joined is asked for after the lanes, as
 * before. The calls are the ones `GameSection.games` makes, so the platform client's dedupe
 * hands it the same answers.
 */
export function askForKnownSections(ctx: GatewayContext, info: GraphQLResolveInfo, expandedType: string | null): void {
  const known = lanesLastSeen.get(ctx.config.merchant);
  if (!known || known.carryFirstPages || !info.fieldNodes.some((node) => selects(node.selectionSet, 'games', info))) return;
  for (const gameType of known.gameTypes) {
    if (gameType === expandedType) continue;
    // Unread when the section has left the lanes: its failure is nobody's.
    loadGamePage(ctx, { gameType, vendor: null }, 0, SECTION_FIRST_PAGE).catch(() => undefined);
  }
}

/** What this isolate now knows of the brand's sections. */
export function rememberSections(ctx: GatewayContext, seen: SeenSections): void {
  lanesLastSeen.set(ctx.config.merchant, seen);
}

/**
 * Whether a selection set selects a field of this name at its own level: its fragments followed,
 * a selection that `@skip` or `@include` leaves out not counted.
 */
function selects(
  set: SelectionSetNode | undefined,
  field: string,
  info: Pick<GraphQLResolveInfo, 'fragments' | 'variableValues'>,
  seen = new Set<string>(),
): boolean {
  return (set?.selections ?? []).some((selection) => {
    if (!included(selection, info.variableValues)) return false;
    if (selection.kind === 'Field') return selection.name.value === field;
    if (selection.kind === 'InlineFragment') return selects(selection.selectionSet, field, info, seen);
    const name = selection.name.value;
    if (seen.has(name)) return false;
    seen.add(name);
    return selects(info.fragments[name]?.selectionSet, field, info, seen);
  });
}

/** Whether `@skip` and `@include` leave a selection in (graphql-js's own reading of them). */
function included(selection: SelectionNode, variables: GraphQLResolveInfo['variableValues']): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, selection, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.if !== false;
}
