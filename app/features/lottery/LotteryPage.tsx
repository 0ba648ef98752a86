import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator } from '@remix-run/react';
import { useRef, useState } from 'react';
import type { UserErrorCode } from '../../graphql/generated/graphql';
import { UNAVAILABLE, USER_ERROR_MESSAGES } from '../../graphql/user-errors';
import { MoreTranslations, useTranslation } from '../../i18n/react';
import { newRequestId } from '../games/launch';
import { Countdown } from './Countdown';
import type { lotteryAction, lotteryLoader } from './lottery.server';

type PageData = Awaited<ReturnType<typeof lotteryLoader>>;
type ActionData = Awaited<ReturnType<typeof lotteryAction>>;

/** A lottery page (/lottery, /vnLottery, /seaLottery): the menu, the chosen game's draw board with Play, recent games. */
export function LotteryPage() {
  const page = useLoaderData<PageData>();
  return (
    <MoreTranslations resources={page.translations}>
      <LotteryContent page={page} />
    </MoreTranslations>
  );
}

function LotteryContent({ page }: { page: PageData }) {
  const { t } = useTranslation();
  const groups = new Map<string, PageData['games']>();
  for (const game of page.games) groups.set(game.vendorName, [...(groups.get(game.vendorName) ?? []), game]);
  return (
    <section className="lottery" aria-labelledby="lottery-title">
      <h1 id="lottery-title">{t(page.titleKey)}</h1>
      <div className="lottery__layout">
        <nav className="lottery__menu" aria-label={t('lottery.menuLabel')}>
          {!page.menuLoaded ? (
            <p role="alert">{t('lottery.menuUnavailable')}</p>
          ) : page.games.length === 0 ? (
            <p>{t('lottery.noGames')}</p>
          ) : (
            [...groups].map(([vendorName, games]) => (
              <div key={vendorName} className="lottery__group">
                <h2 className="lottery__vendor">{vendorName}</h2>
                <ul>
                  {games.map((game) => (
                    <li key={game.gameCode}>
                      <Link
                        to={`${page.path}?${new URLSearchParams({ ...(page.path === '/lottery' ? { prizeMode: page.prizeMode } : {}), gameCode: game.gameCode })}`}
                        aria-current={page.selected?.gameCode === game.gameCode ? 'page' : undefined}
                        preventScrollReset
                      >
                        {game.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </nav>
        <div className="lottery__main">
          {page.selected ? <Board page={page} /> : null}
          <section className="lottery__recent" aria-labelledby="lottery-recent-title">
            <h2 id="lottery-recent-title">{t('lottery.recent')}</h2>
            {page.recent.length === 0 ? (
              <p>{t('lottery.noRecent')}</p>
            ) : (
              <ul>
                {page.recent.map((game) => (
                  <li key={game.gameCode}>
                    <Link to={page.recentLinks[game.gameCode] ?? page.path}>
                      {game.name} <span className="lottery__muted">({game.vendorName})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}

function launchErrorKey(code: UserErrorCode | null): string {
  if (!code) return UNAVAILABLE;
  if (code === 'NOT_FOUND') return USER_ERROR_MESSAGES.GAME_UNAVAILABLE;
  return USER_ERROR_MESSAGES[code];
}

function Board({ page }: { page: PageData }) {
  const { t } = useTranslation();
  const game = page.selected!;
  const board = page.board;
  const revalidator = useRevalidator();
  const failed = useActionData<ActionData>() as { error: UserErrorCode | null } | undefined;
  const navigation = useNavigation();
  const [requestId] = useState(newRequestId);
  const sent = useRef(false);
  const pending = navigation.state === 'submitting' && navigation.formData?.get('requestId') === requestId;
  if (navigation.state === 'idle') sent.current = false;
  const minutes = game.periodSeconds >= 86_400 ? t('lottery.daily') : t('lottery.everyMinutes', { count: Math.round(game.periodSeconds / 60) });
  return (
    <section className="lottery__board" aria-labelledby="lottery-game-title">
      <div className="lottery__head">
        <img src={game.iconUrl} alt="" width="64" height="64" />
        <div>
          <h2 id="lottery-game-title">{game.name}</h2>
          <p className="lottery__muted">
            {game.vendorName} · {minutes}
          </p>
        </div>
      </div>
      {board ? (
        <>
          <dl className="lottery__facts">
            <div>
              <dt>{t('lottery.currentNumero')}</dt>
              <dd className="lottery__numero">{board.numero}</dd>
            </div>
            <div>
              <dt id="lottery-next-draw">{t('lottery.nextDrawIn')}</dt>
              <dd>
                <Countdown seconds={board.secondsToDraw} target={board.nextDrawKey} onZero={() => revalidator.revalidate()} id="lottery-countdown" />
              </dd>
            </div>
            <div>
              <dt>{t('lottery.bettingCloses')}</dt>
              <dd>
                <time>{board.closesAt}</time> ({t('lottery.drawAt', { time: board.drawsAt })})
              </dd>
            </div>
          </dl>
          {failed?.error !== undefined ? (
            <p className="form-error" role="alert">
              {t(launchErrorKey(failed.error))}
            </p>
          ) : null}
          <Form
            method="post"
            onSubmit={(event) => {
              // One launch per tap.
              if (sent.current) event.preventDefault();
              sent.current = true;
            }}
          >
            <input type="hidden" name="gameCode" value={game.gameCode} />
            <input type="hidden" name="requestId" value={requestId} />
            <button
              type="submit"
              className="button"
              disabled={pending}
              aria-busy={pending || undefined}
              aria-label={t('lottery.playGame', { game: game.name })}
            >
              {t('lottery.play')}
            </button>
          </Form>
          <h3>{t('lottery.lastDraws')}</h3>
          {board.lastDraws.length === 0 ? (
            <p>{t('lottery.noDraws')}</p>
          ) : (
            <div className="data-table__scroll">
              <table className="lottery__draws">
                <caption className="visually-hidden">{t('lottery.lastDrawsOf', { game: game.name })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('lottery.numero')}</th>
                    <th scope="col">{t('lottery.result')}</th>
                    <th scope="col">{t('lottery.sum')}</th>
                    <th scope="col">{t('lottery.drawnAt')}</th>
                  </tr>
                </thead>
                <tbody>
                  {board.lastDraws.map((draw) => (
                    <tr key={draw.numero}>
                      <th scope="row">{draw.numero}</th>
                      <td>
                        <span className="visually-hidden">{draw.digits.join(' ')}</span>
                        <span className="lottery__digits" aria-hidden="true">
                          {draw.digits.map((digit, i) => (
                            <span key={i} className="lottery__ball">
                              {digit}
                            </span>
                          ))}
                        </span>
                      </td>
                      <td>{draw.sum}</td>
                      <td>{draw.at}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : (
        <p role="alert">{t('lottery.boardUnavailable')}</p>
      )}
    </section>
  );
}
