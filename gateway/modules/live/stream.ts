import type { GatewayContext } from '#gateway/context';
import { isRealMember } from '#gateway/session-guard';
import { memberBadgesOf } from '#gateway/modules/inbox/badges';
import { toBalance } from '#gateway/modules/wallet/balance';
import { freshBalance, renewedContext, sessionEnded, type LiveEventModel } from './events';
import { platformStream, type StreamOptions } from './platform-stream';
import { standingModel, type StandingModel } from '#gateway/modules/tournaments/models';

/**
 * Play changes badges nobody publishes (a mission milestone reached, a promotion's turnover met):
 * a balance event reads the badges again too, at most this often.
 */
export const BADGES_WITH_PLAY_MS = 30_000;

/**
 * The member's live stream (Subscription.live, docs/decisions/040-live-updates.md): the platform's
 * balance frames carry the balance (and, at most every 30 s, have the badges read again); its
 * badges frames say "read the badges again"; on a platform without live events the balance and
 * badges are read every LIVE_POLL_SECONDS and compared.
 */
export function liveStream(ctx: GatewayContext, options: StreamOptions = {}) {
  let lastBalance = '';
  let lastBadges = '';
  let badgesReadAt = Date.now();
  const badgesOf = async (reader: GatewayContext) => ((await isRealMember(reader)) ? memberBadgesOf(reader) : []);
  return platformStream<'liveEvents', LiveEventModel>(
    ctx,
    {
      endpoint: 'liveEvents',
      async snapshot() {
        const reader = renewedContext(ctx);
        // The badges are read here too (the event's resolver reads them again through the same client: no second call).
        const [balance, badges] = await Promise.all([freshBalance(reader), badgesOf(reader)]);
        lastBalance = JSON.stringify(balance);
        lastBadges = JSON.stringify(badges);
        return { kind: 'SNAPSHOT', balance, readBadges: true, reader };
      },
      fromFrame(frame) {
        if (frame.type === 'balance') {
          const readBadges = Date.now() - badgesReadAt >= BADGES_WITH_PLAY_MS;
          if (readBadges) badgesReadAt = Date.now();
          const event: LiveEventModel = { kind: 'BALANCE', balance: toBalance(frame.balance), readBadges, reader: readBadges ? renewedContext(ctx) : null };
          return frame.tournaments?.length ? { ...event, tournaments: frame.tournaments.map(standingModel) } : event;
        }
        if (frame.type === 'badges') {
          badgesReadAt = Date.now();
          return { kind: 'BADGES', balance: null, readBadges: true, reader: renewedContext(ctx) };
        }
        return null;
      },
      async catchUp(waited) {
        const reader = renewedContext(ctx);
        const caughtUp: LiveEventModel = { kind: 'BALANCE', balance: await freshBalance(reader), readBadges: waited.some((e) => e.readBadges), reader };
        // Standings are not read back: the newest of each run the waited events told rides along.
        const standings = new Map<string, StandingModel>();
        for (const event of waited) for (const standing of event.tournaments ?? []) standings.set(standing.code, standing);
        return standings.size ? { ...caughtUp, tournaments: [...standings.values()] } : caughtUp;
      },
      async poll() {
        const reader = renewedContext(ctx);
        const [balance, badges] = await Promise.all([freshBalance(reader), badgesOf(reader)]);
        const balanceText = JSON.stringify(balance);
        const badgesText = JSON.stringify(badges);
        const balanceChanged = balanceText !== lastBalance;
        const badgesChanged = badgesText !== lastBadges;
        if (!balanceChanged && !badgesChanged) return null;
        lastBalance = balanceText;
        lastBadges = badgesText;
        return { kind: balanceChanged ? 'BALANCE' : 'BADGES', balance: balanceChanged ? balance : null, readBadges: badgesChanged, reader };
      },
      sessionEnded,
    },
    options,
  );
}
