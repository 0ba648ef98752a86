import type { GatewayContext } from '#gateway/context';
import type { LiveEventKind } from '#gateway/generated/resolvers-types';
import { toBalance, type BalanceModel } from '#gateway/modules/wallet/balance';
import type { StandingModel } from '#gateway/modules/tournaments/models';

/**
 * A live event as the stream yields it (the LiveEvent type's model): the balance comes with the
 * event (the platform's balance frame, or a fresh read); the badges are read when the event asks
 * for them and the document selects them.
 */
export interface LiveEventModel {
  kind: LiveEventKind;
  balance: BalanceModel | null;
  /** The badges changed (or this is the snapshot): LiveEvent.badges reads them afresh. */
  readBadges: boolean;
  /** The context to read with: a client of its own, so nothing is deduped from an earlier event's reads. */
  reader: GatewayContext | null;
  /** BALANCE after a round that scored in tournament runs: the member's standings in them. */
  tournaments?: StandingModel[];
}

export const sessionEnded = (): LiveEventModel => ({ kind: 'SESSION_ENDED', balance: null, readBadges: false, reader: null });

/** The context with a new platform client: every event reads the platform afresh. */
export function renewedContext(ctx: GatewayContext): GatewayContext {
  const platform = ctx.platform.renewed();
  return new Proxy(ctx, { get: (target, key, receiver) => (key === 'platform' ? platform : Reflect.get(target, key, receiver)) });
}

/** The balance now, read afresh (the same call and mapping as Query.balance). */
export async function freshBalance(reader: GatewayContext): Promise<BalanceModel> {
  return toBalance(await reader.platform.call('balance'));
}
