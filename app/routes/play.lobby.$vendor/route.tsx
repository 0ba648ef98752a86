import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { Dialog } from '../../components/Dialog';
import { safeRedirectPath } from '../../features/guard/safe-redirect';
import { LaunchButton } from '../../features/games/launch/LaunchButton';
import { VendorLobbyQuery } from '../../features/games/launch/launch.queries.server';
import { useShell } from '../../features/shell/use-shell';
import { Money } from '../../features/wallet/Money';
import { titledMeta } from '../../i18n/page-title';
import { translations } from '../../i18n/namespaces.server';
import { MoreTranslations, useTranslation } from '../../i18n/react';

/**
 * The vendor's popup game list, `/play/lobby/<vendor>?type=<gameType>&from=<path>`: what a
 * VASSALAGE card opens (the sports, esports and cockfight lobbies among them). With `game=<nodeId>`
 * it lists a PVP game's rooms (GLS2_roomList) instead, each started with its roomId. A
 * route-addressable dialog (docs/decisions/005): it works without JavaScript, closing goes back.
 */
const CODE = /^[A-Za-z0-9_.-]{1,64}$/;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const vendor = params.vendor ?? '';
  const type = url.searchParams.get('type');
  const gameId = url.searchParams.get('game');
  if (!CODE.test(vendor) || (type !== null && !CODE.test(type)) || (gameId !== null && !/^[0-9]{1,18}$/.test(gameId))) {
    throw new Response('Not found', { status: 404 });
  }
  const withRooms = gameId !== null;
  const { data: answer, errors } = await context.graphql(VendorLobbyQuery, { vendor, gameType: type, gameId: gameId ?? '0', withRooms });
  if (withRooms && answer && !answer.game) throw new Response('Not found', { status: 404 });
  const from = safeRedirectPath(url.searchParams.get('from'));
  return {
    title: answer?.game?.name ?? vendor,
    vendor,
    games: answer?.games?.items ?? null,
    game: answer?.game ?? null,
    rooms: answer?.gameRooms ?? null,
    withRooms,
    failed: Boolean(errors?.length) || !answer,
    back: from.startsWith('/play/') ? '/' : from,
    translations: translations(context.locale, ['play']),
  };
}

export const meta = titledMeta;

export default function VendorLobby() {
  const { translations: words } = useLoaderData<typeof loader>();
  return (
    <MoreTranslations resources={words}>
      <LobbyDialog />
    </MoreTranslations>
  );
}

function LobbyDialog() {
  const { vendor, games, game, rooms, withRooms, failed, back } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
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
            <table className="lobby-rooms">
              <thead>
                <tr>
                  <th scope="col">{t('play.room')}</th>
                  <th scope="col">{t('play.bets')}</th>
                  <th scope="col">{t('play.seats')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('play.join')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rooms.map((room) => (
                  <tr key={room.id}>
                    <th scope="row">{room.name}</th>
                    <td>
                      <Money minor={room.minBet} /> – <Money minor={room.maxBet} />
                    </td>
                    <td>{t('play.seatsTaken', { players: room.players, capacity: room.capacity })}</td>
                    <td>
                      <LaunchButton game={game} mode="real" roomId={room.id} inLobby returnTo={back} label={t('play.joinRoom', { room: room.name })}>
                        {t('play.join')}
                      </LaunchButton>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
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
                  <img src={item.iconUrl} alt="" width="48" height="48" loading="lazy" />
                  <span className="lobby-games__name">{item.name}</span>
                  <LaunchButton game={item} mode="real" inLobby returnTo={back} label={t('games.playGame', { game: item.name })}>
                    {t('games.play')}
                  </LaunchButton>
                  {item.hasFreeTrial ? (
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
        </Dialog>
      )}
    </>
  );
}
