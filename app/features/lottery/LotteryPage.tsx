import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator } from '@remix-run/react';
import { useRef, useState } from 'react';
import { SmallTable } from '#app/components/data-table/SmallTable';
import type { UserErrorCode } from '#app/graphql/generated/graphql';
import { UNAVAILABLE, USER_ERROR_MESSAGES } from '#app/graphql/user-errors';
import { useTranslation } from '#app/i18n/react';
import { newRequestId } from '#app/features/games/launch';
import { Countdown } from './Countdown';
import { titledMeta } from '#app/i18n/page-title';
import { familyAt, PRIZE_MODES, type LotteryFamily } from './family';
import lotteryStyles from './lottery.css?url';
import { lotteryAction, lotteryLoader } from './lottery.server';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { href } from '#app/kernel/href';
import { SessionFigures } from '#app/features/responsible-gaming/SessionFigures';
import { SaferGamblingNotice } from '#app/features/responsible-gaming/SaferGamblingPrompts';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['lottery', 'play', 'playerProtection', 'playSession'] };

type PageData = Awaited<ReturnType<typeof lotteryLoader>>;
type ActionData = Awaited<ReturnType<typeof lotteryAction>>;

/** The page's lottery family by its address (members only; `gameCode` picks the game): see lottery.server.ts. */
function family(request: Request): LotteryFamily {
  const found = familyAt(new URL(request.url).pathname);
  if (!found) throw new Response('Not found', { status: 404 });
  return found;
}

export const loader = (args: LoaderFunctionArgs) => lotteryLoader(family(args.request), args);
export const action = (args: ActionFunctionArgs) => lotteryAction(family(args.request), args);
export const meta = titledMeta;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: lotteryStyles }];

/** A lottery page (/lottery, /vnLottery, /seaLottery): the menu, the chosen game's draw board with Play, recent games. */
export default function LotteryPage() {
  const page = useLoaderData<PageData>();
  const { t } = useTranslation();
  const groups = new Map<string, PageData['games']>();
  for (const game of page.games) groups.set(game.vendorName, [...(groups.get(game.vendorName) ?? []), game]);
  return (
    <section className="lottery" aria-labelledby="lottery-title">
      <h1 id="lottery-title">{t(page.titleKey)}</h1>
      <SessionFigures />
      <SaferGamblingNotice due={page.prompts} />
      {page.path === href('/lottery') ? (
        // The spec's four prize modes (LOTT, ZY, ELOTT, SEA): each a menu of its own; the rule's mode is chosen until the player picks one.
        <nav className="lottery__modes" aria-label={t('lottery.prizeModeLabel')}>
          <ul>
            {PRIZE_MODES.map(({ mode, labelKey }) => (
              <li key={mode}>
                <Link to={href('/lottery', { search: { prizeMode: mode } })} aria-current={page.prizeMode === mode ? 'page' : undefined} preventScrollReset>
                  {t(labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
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
                        to={href(page.path, { search: { ...(page.path === href('/lottery') ? { prizeMode: page.prizeMode } : {}), gameCode: game.gameCode } })}
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

/** A draw's digits as balls, read out as plain digits. */
function DrawDigits({ digits }: { digits: number[] }) {
  return (
    <>
      <span className="visually-hidden">{digits.join(' ')}</span>
      <span className="lottery__digits" aria-hidden="true">
        {digits.map((digit, i) => (
          <span key={i} className="lottery__ball">
            {digit}
          </span>
        ))}
      </span>
    </>
  );
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
            {board.latestDraw ? (
              <div>
                <dt>{t('lottery.latestResult')}</dt>
                <dd>
                  {board.latestDraw.numero} <DrawDigits digits={board.latestDraw.digits} />
                </dd>
              </div>
            ) : null}
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
            <SmallTable
              caption={t('lottery.lastDrawsOf', { game: game.name })}
              hideCaption
              className="lottery__draws"
              rowHeader
              rows={board.lastDraws}
              rowKey={(draw) => draw.numero}
              columns={[
                { id: 'numero', header: t('lottery.numero'), value: (draw) => draw.numero },
                {
                  id: 'result',
                  header: t('lottery.result'),
                  show: (draw) => <DrawDigits digits={draw.digits} />,
                },
                { id: 'sum', header: t('lottery.sum'), value: (draw) => draw.sum },
                { id: 'drawnAt', header: t('lottery.drawnAt'), value: (draw) => draw.at },
              ]}
            />
          )}
        </>
      ) : (
        <p role="alert">{t('lottery.boardUnavailable')}</p>
      )}
    </section>
  );
}
