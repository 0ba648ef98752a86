import { GraphQLError } from 'graphql';
import type { GatewayContext } from '#gateway/context';
import { ErrorCode } from '#gateway/errors';
import type { StatusDto } from '#gateway/upstream/dto/index';
import { LAST_STATUS_SECONDS } from '#gateway/modules/system/status';
import { platformStream, type StreamOptions } from './platform-stream';
import { addressKey } from '#gateway/client-address';
import { MAX_SITE_STREAMS_PER_VISITOR, releasing, StreamCap } from './stream-cap';
import { boardLines, type BoardModel } from '#gateway/modules/tournaments/models';

/**
 * A public live event: the platform's status answer, decided for the visitor by SiteEvent's
 * resolvers (the edge guard's rules); a JACKPOTS event carries the pools' amounts (minor units) and
 * the last status the stream knew.
 */
export interface SiteEventModel {
  kind: 'SNAPSHOT' | 'STATUS' | 'JACKPOTS' | 'LEADERBOARD';
  status: StatusDto;
  jackpots?: { code: string; amount: number }[];
  leaderboard?: BoardModel;
}

/** The brand's public events are spread over this many platform hubs (docs/decisions/040: about 2,000 sockets each at 130,000 tabs). */
export const SITE_SHARDS = 64;

const comparable = (status: StatusDto) =>
  JSON.stringify([status.status, status.maintenance ?? null, status.regionRestriction ?? null, status.maintenanceEndTime ?? null, status.blockedRegions]);

/** The public streams open in this isolate: per address for a visitor, per session for a member (stream-cap.ts). */
const openSiteStreams = new StreamCap(MAX_SITE_STREAMS_PER_VISITOR);

/**
 * The brand's public stream (Subscription.siteLive): the operator's status switch from the
 * platform's public events (one shard, picked at random), or from the edge-cached status read every
 * LIVE_POLL_SECONDS on a platform without them. A visitor who holds MAX_SITE_STREAMS_PER_VISITOR
 * open streams already is refused with TOO_MANY_STREAMS before anything opens; a stream gives its
 * place back when it ends.
 */
export function siteStream(ctx: GatewayContext, options: StreamOptions & { shard?: number } = {}): AsyncIterableIterator<SiteEventModel> {
  const visitor = ctx.session ? `session:${ctx.session.token}` : addressKey(ctx.visitor.ip);
  const release = openSiteStreams.take(visitor);
  if (!release) {
    // The session's token never reaches a log line.
    console.warn(`gateway: siteLive refused, ${MAX_SITE_STREAMS_PER_VISITOR} streams open for ${ctx.session ? 'one session' : visitor}`);
    throw new GraphQLError('too many live streams', { extensions: { code: ErrorCode.TooManyStreams } });
  }
  return releasing(openStream(ctx, options), release);
}

function openStream(ctx: GatewayContext, options: StreamOptions & { shard?: number }) {
  let last = '';
  // The status a JACKPOTS event goes out with (its state is the visitor's, as every event's).
  let current: StatusDto | null = null;
  const read = () => ctx.platform.renewed().call('systemStatus', { staleIfErrorSeconds: LAST_STATUS_SECONDS });
  return platformStream<'siteEvents', SiteEventModel>(
    ctx,
    {
      endpoint: 'siteEvents',
      query: { shard: options.shard ?? Math.floor(Math.random() * SITE_SHARDS) },
      async snapshot() {
        const status = await read();
        last = comparable(status);
        current = status;
        return { kind: 'SNAPSHOT', status };
      },
      fromFrame: (frame) => {
        if (frame.type === 'status') {
          current = frame.status;
          return { kind: 'STATUS', status: frame.status };
        }
        if (frame.type === 'jackpots' && current) return { kind: 'JACKPOTS', status: current, jackpots: frame.pools };
        if (frame.type === 'leaderboard' && current) {
          const leaderboard = { code: frame.code, state: frame.state, entrants: frame.entrants, top: boardLines(frame.scoring, frame.top) };
          return { kind: 'LEADERBOARD', status: current, leaderboard };
        }
        return null;
      },
      // The newest status frame says all of the status; else the newest amounts say all of theirs (a board
      // waited for is told again by the next one: boards are hints, a page read is the record).
      catchUp: async (waited) =>
        waited.filter((event) => event.kind === 'STATUS').at(-1) ?? waited.filter((event) => event.kind !== 'LEADERBOARD').at(-1) ?? waited.at(-1) ?? null,
      async poll() {
        const status = await read();
        const now = comparable(status);
        if (now === last) return null;
        last = now;
        return { kind: 'STATUS', status };
      },
      sessionEnded: null,
    },
    options,
  );
}
