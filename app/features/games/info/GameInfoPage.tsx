import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { titledMeta } from '#app/i18n/page-title';
import { useTranslation } from '#app/i18n/react';
import { serverTranslate, translations } from '#app/i18n/words.server';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { href } from '#app/kernel/href';
import gamesStyles from '#app/features/games/games.css?url';
import { NODE_ID } from '#app/features/games/mini-game';
import { GameInfoQuery } from './game-info.query.server';
import { GameInfoAbsent, GameInfoView, GameJackpots, type GameInfoAnswer, type GameJackpot } from './GameInfoView';

/**
 * `/play/<nodeId>/info`: a game's rules and return to player (docs/decisions/059). A page of its
 * own without JavaScript; with it, the game card's and the frame's link open these same data in a
 * dialog (GameInfoLink), loaded from this loader. So the loader never throws: a fetcher's thrown
 * answer would replace the page under the dialog with an error page. An unknown game answers 404,
 * a platform that could not say 503, each with its words.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  // The page's words come with its data: the dialog's fetcher gets no words layout (they are in no page's first JavaScript).
  const words = translations(context.locale, ['gameInfo']);
  const t = serverTranslate(context.locale, ['gameInfo']);
  const nodeId = params.nodeId ?? '';
  const answer = (body: Omit<GameInfoAnswer, 'words' | 'jackpots'>, status = 200, jackpots: GameJackpot[] = []) =>
    data({ ...body, words, jackpots } as GameInfoAnswer, { status });
  const notFound = () => answer({ title: t('gameInfo.notFound'), state: 'notFound', gameId: null, name: null, info: null }, 404);
  if (!NODE_ID.test(nodeId)) return notFound();
  const { data: read, errors } = await context.graphql(GameInfoQuery, { id: nodeId });
  const game = read?.game;
  if (read && !game) return notFound();
  if (!game) return answer({ title: t('gameInfo.failedTitle'), state: 'failed', gameId: nodeId, name: null, info: null }, 503);
  const title = t('games.info.title', { game: game.name });
  // The pools the game feeds, by name (a pool the list does not name is left out).
  const names = new Map((read?.jackpots?.pools ?? []).map((pool) => [pool.code, pool.name]));
  const jackpots = game.jackpots.flatMap((j) => (names.has(j.code) ? [{ code: j.code, name: names.get(j.code) ?? j.code, amount: j.amount }] : []));
  if (game.info) return answer({ title, state: 'shown', gameId: game.id, name: game.name, info: game.info }, 200, jackpots);
  // No figures: the platform publishes none (no error), or could not say (an error on the field).
  const failed = Boolean(errors?.length);
  return answer({ title, state: failed ? 'failed' : 'none', gameId: game.id, name: game.name, info: null }, failed ? 503 : 200, jackpots);
}

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['gameInfo'] };

export const meta = titledMeta;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: gamesStyles }];

export default function GameInfoPage() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className="game-info-page" aria-labelledby="game-info-title">
      <h1 id="game-info-title">{page.title}</h1>
      {page.state === 'shown' ? <GameInfoView info={page.info} headingLevel={2} /> : null}
      {page.state === 'none' || page.state === 'failed' ? <GameInfoAbsent state={page.state} /> : null}
      <GameJackpots jackpots={page.jackpots} headingLevel={2} />
      {page.gameId ? (
        <p>
          <Link to={href('/play/:nodeId', { nodeId: page.gameId })} className="button">
            {page.name ? t('games.playGame', { game: page.name }) : t('games.play')}
          </Link>
        </p>
      ) : (
        <p>
          <Link to={href('/')}>{t('gameInfo.home')}</Link>
        </p>
      )}
    </article>
  );
}
