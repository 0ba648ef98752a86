import { redirect, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { hrefWith } from '#app/components/href';
import { useLoaderData } from '@remix-run/react';
import { Dialog } from '#app/components/Dialog';
import { SmallTable } from '#app/components/data-table/SmallTable';
import { safeRedirectPath } from '#app/kernel/safe-redirect';
import { LaunchButton } from '#app/features/games/launch/LaunchButton';
import { VendorLobbyQuery } from '#app/features/games/launch/launch.queries.server';
import { offersFreeTrial, useViewer } from './launch';
import { useShell } from '#app/kernel/use-shell';
import { Money } from '#app/kernel/money/Money';
import { titledMeta } from '#app/i18n/page-title';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import gamesStyles from './games.css?url';
import { LazyImage } from '#app/components/LazyImage';
import { Pager } from '#app/components/data-table/Pager';
import { pageCount, readPage } from '#app/components/data-table/table-state';
import { MAX_GAME_PAGE } from './lobby.server';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['play'] };

/**
 * The vendor's popup game list, `/play/lobby/<vendor>?type=<gameType>&from=<path>`: what a
 * VASSALAGE card opens (the sports, esports and cockfight lobbies among them). With `game=<nodeId>`
 * it lists a PVP game's rooms (GLS2_roomList) instead, each started with its roomId. A
 * route-addressable dialog (docs/decisions/005): it works without JavaScript, closing goes back.
 */
const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * The vendor's games, 5 a page (docs/spec-index.md#constants-and-limits: "favourites and vendor lists
 * 5 per page"; docs/decisions/050): a phone shows a page in the dialog without scrolling it.
 */
export const VENDOR_LIST_PAGE_SIZE = 5;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const vendor = params.vendor ?? '';
  const type = url.searchParams.get('type');
  const gameId = url.searchParams.get('game');
  if (!CODE.test(vendor) || (type !== null && !CODE.test(type)) || (gameId !== null && !/^[0-9]{1,18}$/.test(gameId))) {
    throw new Response('Not found', { status: 404 });
  }
  const withRooms = gameId !== null;
  const page = readPage(url.searchParams, 'page', MAX_GAME_PAGE);
  const { data: answer, errors } = await context.graphql(VendorLobbyQuery, {
    vendor,
    gameType: type,
    gameId: gameId ?? '0',
    withRooms,
    offset: (page - 1) * VENDOR_LIST_PAGE_SIZE,
    limit: VENDOR_LIST_PAGE_SIZE,
  });
  if (withRooms && answer && !answer.game) throw new Response('Not found', { status: 404 });
  const pages = pageCount(answer?.games?.total ?? 0, VENDOR_LIST_PAGE_SIZE);
  // A page past the last (an old link, a list that shrank) shows the last one.
  if (answer?.games && page > pages) throw redirect(hrefWith(url.pathname, url.search, { page: pages }));
  const from = safeRedirectPath(url.searchParams.get('from'));
  return {
    title: answer?.game?.name ?? vendor,
    vendor,
    games: answer?.games?.items ?? null,
    page,
    pages,
    game: answer?.game ?? null,
    rooms: answer?.gameRooms ?? null,
    withRooms,
    failed: Boolean(errors?.length) || !answer,
    back: from.startsWith('/play/') ? '/' : from,
  };
}

export const meta = titledMeta;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: gamesStyles }];

export default function VendorLobby() {
  const { vendor, games, game, rooms, withRooms, failed, back, page, pages } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const viewer = useViewer();
  const vendorName =
    useShell()
      ?.shell?.gameNavigation?.flatMap((category) => category.vendors)
      .find((candidate) => candidate.code === vendor)?.name ?? vendor;
  return (
    <>
      {withRooms && game ? (
        <Dialog title={t('play.roomsTitle', { game: game.name })} closeHref={back} className="dialog--lobby">
          <p>{t('play.roomsIntro')}</p>
          {rooms === null ? (
            <p role="alert">{t('play.roomsUnavailable')}</p>
          ) : rooms.length === 0 ? (
            <p>{t('play.roomsEmpty')}</p>
          ) : (
            <SmallTable
              className="lobby-rooms"
              rowHeader
              rows={rooms}
              rowKey={(room) => room.id}
              columns={[
                { id: 'room', header: t('play.room'), value: (room) => room.name },
                {
                  id: 'bets',
                  header: t('play.bets'),
                  show: (room) => (
                    <>
                      <Money minor={room.minBet} /> – <Money minor={room.maxBet} />
                    </>
                  ),
                },
                { id: 'seats', header: t('play.seats'), value: (room) => t('play.seatsTaken', { players: room.players, capacity: room.capacity }) },
                {
                  id: 'join',
                  header: t('play.join'),
                  show: (room) => (
                    <LaunchButton game={game} mode="real" roomId={room.id} inLobby returnTo={back} label={t('play.joinRoom', { room: room.name })}>
                      {t('play.join')}
                    </LaunchButton>
                  ),
                  hideHeader: true,
                },
              ]}
            />
          )}
        </Dialog>
      ) : (
        <Dialog title={t('play.lobbyTitle', { vendor: vendorName })} closeHref={back} className="dialog--lobby">
          <p>{t('play.lobbyIntro')}</p>
          {failed || games === null ? (
            <p role="alert">{t('play.lobbyUnavailable')}</p>
          ) : games.length === 0 ? (
            <p>{t('play.lobbyEmpty')}</p>
          ) : (
            <ul className="lobby-games">
              {games.map((item) => (
                <li key={item.id} className="lobby-games__item">
                  <LazyImage src={item.iconUrl} alt="" width="48" height="48" />
                  <span className="lobby-games__name">{item.name}</span>
                  <LaunchButton game={item} mode="real" inLobby returnTo={back} label={t('games.playGame', { game: item.name })}>
                    {t('games.play')}
                  </LaunchButton>
                  {offersFreeTrial(item, viewer) ? (
                    <LaunchButton
                      game={item}
                      mode="trial"
                      inLobby
                      returnTo={back}
                      className="button button--small button--ghost"
                      label={t('games.freeTrialOf', { game: item.name })}
                    >
                      {t('games.freeTrial')}
                    </LaunchButton>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {!failed && games !== null ? <Pager page={page} pages={pages} label={t('play.lobbyPages')} inDialog /> : null}
        </Dialog>
      )}
    </>
  );
}
