import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { GameSliceQuery } from './game-slice.query.server';

/** A slice of a game list as data, for 'more' buttons after hydration. A guest's is public data, cacheable briefly. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const gameType = params.get('gameType')?.toUpperCase() ?? '';
  const vendor = params.get('vendor') || null;
  const offset = Number.parseInt(params.get('offset') ?? '0', 10);
  const limit = Number.parseInt(params.get('limit') ?? '12', 10);
  if (!/^[A-Z0-9_]{1,20}$/.test(gameType) || !Number.isFinite(offset) || !Number.isFinite(limit)) {
    return Response.json({ error: 'BAD_REQUEST' }, { status: 400 });
  }
  const { data, errors } = await context.graphql(GameSliceQuery, {
    filter: { gameType, vendor },
    offset,
    limit,
  });
  if (!data?.games) {
    return Response.json({ error: String(errors?.[0]?.extensions?.code ?? 'UNKNOWN') }, { status: 502 });
  }
  // The cards carry the member's hearts (isFavorite): a member's slice is theirs alone.
  const cacheControl = context.session ? 'private, no-store' : 'public, max-age=30';
  return Response.json(data.games, { headers: { 'Cache-Control': cacheControl, Vary: 'Cookie' } });
}
