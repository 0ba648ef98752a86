import { redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import * as z from 'zod';
import { loginRedirect } from '#app/kernel/guards.server';
import { parseForm } from '#app/components/forms/parse.server';
import { safeReturnPath } from './return-path';
import type { FavoriteAnswer } from './favorite';
import { AddFavoriteMutation, RemoveFavoriteMutation } from './favorite.queries.server';
import type { UserErrorCode } from '#app/graphql/generated/graphql';

const FavoriteForm = z.object({
  gameId: z.string().regex(/^\d{1,15}$/),
  favorite: z.enum(['true', 'false']),
  // The spec's favourite payload names the game's vendor and type too (the card knows them).
  vendor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
  gameType: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/)
    .optional(),
  returnTo: z.string().max(2000).optional(),
  /** Sent by the heart's script: answer data; a plain form post (no JavaScript) goes back instead. */
  via: z.literal('fetcher').optional(),
});

/** The heart's messages live in common (cards show on the home page): the limit, or any other failure. */
function messageFor(code: UserErrorCode | undefined): string {
  if (code === 'FAVORITE_LIMIT') return 'games.favoriteLimit';
  return 'games.favoriteFailed';
}

const answer = (body: FavoriteAnswer, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'private, no-store' } });

/**
 * A heart: adds or removes one favourite of the logged-in member. A guest is sent to log in (and
 * back). Answers the heart's script with data, a plain form post with a redirect back.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, FavoriteForm);
  if (parsed.status !== 'success') return answer({ ok: false, gameId: '', error: messageFor(undefined) }, 400);
  const { gameId, favorite, via, vendor, gameType } = parsed.value;
  const back = safeReturnPath(parsed.value.returnTo);
  if (!context.session) {
    if (via) return answer({ ok: false, gameId, error: messageFor('SESSION_ENDED') }, 401);
    throw loginRedirect(request, { back });
  }
  const { data } =
    favorite === 'true'
      ? await context.graphql(AddFavoriteMutation, { gameId, vendor, gameType })
      : await context.graphql(RemoveFavoriteMutation, { gameId, vendor, gameType });
  const payload = data && ('addFavoriteGame' in data ? data.addFavoriteGame : data.removeFavoriteGame);
  if (!via) throw redirect(back, 303);
  if (!payload) return answer({ ok: false, gameId, error: messageFor(undefined) }, 502);
  if (!payload.ok) return answer({ ok: false, gameId, error: messageFor(payload.errors[0]?.code) });
  return answer({ ok: true, gameId, isFavorite: payload.isFavorite ?? favorite === 'true' });
}

/** Nothing to show: a GET goes home. */
export function loader() {
  return redirect('/');
}
