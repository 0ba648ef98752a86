import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { HomePageGameSectionsQuery } from './home.query.server';
import { readSectionState } from './section-state';

/**
 * The home page's game sections as data, for a browser that runs our scripts: it asks for them as
 * they come near the screen (`GameSectionsOnView`, docs/decisions/016-critical-and-deferred-data.md),
 * with the same section state (?section=&vendor=&shown=) the page's address carries.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const expand = readSectionState(new URL(request.url).searchParams);
  const { data, errors } = await context.graphql(HomePageGameSectionsQuery, { expand });
  if (!data?.gameSections) {
    return Response.json({ error: String(errors?.[0]?.extensions?.code ?? 'UNKNOWN') }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
  // The cards carry a member's hearts (isFavorite): a member's sections are theirs alone.
  const cacheControl = context.session ? 'private, no-store' : 'public, max-age=30';
  return Response.json({ sections: data.gameSections }, { headers: { 'Cache-Control': cacheControl, Vary: 'Cookie' } });
}
