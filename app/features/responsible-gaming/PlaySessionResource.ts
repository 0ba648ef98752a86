import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { guardLoader } from '#app/kernel/guards.server';
import { brandTime } from './limits';
import type { PlaySessionAnswer } from './play-session';
import { PlaySessionQuery } from './responsible-gaming.queries.server';

/**
 * What the reality check and the session-limit warning read (PlaySessionWatch): this login
 * session's start and end, the reality-check interval, the stakes and the net result since the
 * login, never from a cache. A visitor goes to log in; null when the platform offers no tools.
 */
export const loader = guardLoader(async ({ context }: LoaderFunctionArgs) => {
  const { data } = await context.graphql(PlaySessionQuery);
  const session = data?.playSession ?? null;
  const zone = data?.brand?.timeZone ?? 'UTC';
  const answer: PlaySessionAnswer = {
    session: session
      ? {
          startedAt: session.startedAt,
          endsAt: session.endsAt ?? null,
          endsAtText: session.endsAt === null || session.endsAt === undefined ? null : brandTime(session.endsAt, context.locale, zone),
          realityCheckMinutes: session.realityCheckMinutes ?? null,
          stakes: session.stakes,
          net: session.net,
          rounds: session.rounds,
        }
      : null,
    serverNow: Date.now(),
  };
  return Response.json(answer, { headers: { 'Cache-Control': 'private, no-store' } });
});
