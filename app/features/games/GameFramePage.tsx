import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type LinksFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { frameableGameAddress } from '#gateway/index';
import { parseForm } from '#app/components/forms/parse.server';
import { FormError } from '#app/components/FormField';
import { Icon } from '#app/components/Icon';
import { safeRedirectPath } from '#app/kernel/safe-redirect';
import { loginRedirect } from '#app/kernel/guards.server';
import { offersFreeTrial, playPath, useViewer } from './launch';
import { LaunchButton } from '#app/features/games/launch/LaunchButton';
import { LaunchGameMutation, PlayPageQuery } from '#app/features/games/launch/launch.queries.server';
import { launchFormSchema } from '#app/features/games/launch/launch.schema';
import { UNAVAILABLE, USER_ERROR_MESSAGES } from '#app/graphql/user-errors';
import type { UserErrorCode } from '#app/graphql/generated/graphql';
import { titledMeta } from '#app/i18n/page-title';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import gamesStyles from './games.css?url';
import { MINI_GAME_TYPE, miniGameHref, NODE_ID } from './mini-game';
import { useRefreshShellOnLeave } from './refresh-shell';
import { href } from '#app/kernel/href';
import { SessionFigures } from '#app/features/responsible-gaming/SessionFigures';
import { SaferGamblingNotice } from '#app/features/responsible-gaming/SaferGamblingPrompts';
import { promptsDue } from '#app/features/responsible-gaming/prompts.server';
import { GameInfoLink } from './info/GameInfoLink';
import { FrameStanding } from '#app/features/tournaments/FrameStanding';
import { frameRaces } from '#app/features/tournaments/frame-races.server';
import { FrameBonus } from '#app/features/wallet/FrameBonus';
import { frameBonus } from '#app/features/wallet/frame-bonus.server';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['play', 'playerProtection', 'playSession'] };

/**
 * The game frame route, `/play/<nodeId>`:
 * - GET without `frame`: the game's start page (Play, Free trial); it never starts a game itself;
 * - POST (the launch form): starts the game through the gateway (one session per requestId), then
 *   303 to GET with `frame`, the game page's address, and `mode`; a mini game 303s back to the
 *   page it was started from, whose dialog frames it (mini-game.server.ts);
 * - GET with `frame`: the game in an iframe, framed only when the address is a /rgs/ path on this
 *   origin or on one of the brand's launch CDNs, or on one of the brand's game origins (the page's
 *   CSP allows exactly those);
 * - `from`: where the back control returns to (a path on this site).
 */

async function findGame(nodeId: string | undefined, context: LoaderFunctionArgs['context']) {
  if (!nodeId || !NODE_ID.test(nodeId)) throw new Response('Not found', { status: 404 });
  const { data: answer } = await context.graphql(PlayPageQuery, { id: nodeId });
  if (!answer) throw new Response('Unavailable', { status: 503 });
  if (!answer.game) throw new Response('Not found', { status: 404 });
  return answer.game;
}

function backPath(url: URL): string {
  const from = safeRedirectPath(url.searchParams.get('from'));
  // Never back into a game frame or its popup (that would start nothing and confuse).
  return from.startsWith('/play/') ? '/' : from;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const game = await findGame(params.nodeId, context);
  const asked = url.searchParams.get('frame');
  const mode = url.searchParams.get('mode') === 'trial' ? ('trial' as const) : ('real' as const);
  // The member's place in the races this game counts in (features/tournaments) and their active
  // bonus (features/wallet), while playing for real, read beside the frame's check.
  const [frame, races, bonus] = await Promise.all([
    asked ? frameableGameAddress(context.gateway, asked) : null,
    asked && mode === 'real' ? frameRaces(context, game) : [],
    asked && mode === 'real' ? frameBonus(context) : null,
  ]);
  return {
    races: frame ? races : [],
    bonus: frame ? bonus : null,
    // The notice before the first stake, on the start page (docs/decisions/058).
    prompts: frame ? [] : await promptsDue(context),
    title: game.name,
    game,
    frame,
    frameRefused: Boolean(asked) && !frame,
    mode,
    back: backPath(url),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const back = backPath(url);
  const game = await findGame(params.nodeId, context);
  const submission = await parseForm(request, launchFormSchema);
  if (submission.status !== 'success') return data({ error: 'INVALID_INPUT' as UserErrorCode | null }, { status: 400 });
  const { mode, requestId, roomId } = submission.value;
  const login = () => loginRedirect(request, { back: playPath(game, back) });
  if (mode === 'real' && !context.session) return login();
  const { data: answered } = await context.graphql(LaunchGameMutation, {
    input: {
      gameId: game.id,
      gameType: game.gameType,
      vendor: game.vendor,
      gameCode: game.gameCode,
      mode: mode === 'trial' ? 'TRIAL' : 'REAL',
      requestId,
      roomId: roomId ?? null,
    },
  });
  const outcome = answered?.launchGame;
  if (outcome?.ok && outcome.gameUrl) {
    // A mini game opens in a dialog over the page it was started from (mini-game.server.ts).
    if (game.gameType === MINI_GAME_TYPE) return redirect(miniGameHref(back, game, outcome.gameUrl, mode), 303);
    const params = new URLSearchParams({ from: back, mode, frame: outcome.gameUrl });
    return redirect(href('/play/:nodeId', { nodeId: game.id }, { search: params }), 303);
  }
  const code = outcome?.errors[0]?.code ?? null;
  if (code === 'LOGIN_REQUIRED' || code === 'SESSION_ENDED') return login();
  if (code === 'TRIAL_ACCOUNT') return redirect(href('/real-account-needed'), 303);
  return data({ error: code }, { status: outcome ? 409 : 502 });
}

export const meta = titledMeta;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: gamesStyles }];

export default function PlayPage() {
  useRefreshShellOnLeave();
  return <GameFrame />;
}

function GameFrame() {
  const { game, frame, frameRefused, mode, back, prompts, races, bonus } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation();
  const viewer = useViewer();
  const section = useRef<HTMLElement>(null);
  const iframe = useRef<HTMLIFrameElement>(null);
  const asked = useAskedOrientation(iframe, frame);
  const fullScreen = useFullScreen(section, asked);
  const error = failed ? launchErrorMessage(failed.error) : frameRefused ? 'play.frameRefused' : null;
  return (
    <>
      <section ref={section} className={frame ? 'play play--framed' : 'play'} aria-labelledby="play-title" data-orientation={asked ?? undefined}>
        <div className="play__bar">
          <Link to={back} className="button button--small button--ghost play__back" aria-label={t('play.backLabel')}>
            <span aria-hidden="true">←</span> {t('play.back')}
          </Link>
          <h1 id="play-title" className="play__title">
            {game.name}
          </h1>
          {frame ? <p className="play__mode">{mode === 'trial' ? t('play.freeTrialNote') : t('play.realMoney')}</p> : null}
          {/* A phone's slim bar says the same in a word (games.css shows one of the two, so a screen reader hears it once). */}
          {frame ? <span className="tag play__tag">{mode === 'trial' ? t('games.freeTrial') : t('play.realMoney')}</span> : null}
          {/* The rules and return to player, before and while playing (over the frame: the game plays on). */}
          {/* Named with its visible words (WCAG 2.5.3), which a phone's slim bar hides behind the icon. */}
          <GameInfoLink game={game} label={t('games.info.linkNamed', { game: game.name })} className="button button--small button--ghost play__info">
            <Icon name="info" size={20} />
            <span className="play__info-label">{t('games.info.link')}</span>
          </GameInfoLink>
          {frame && fullScreen.available ? (
            <button
              type="button"
              className="button button--small button--ghost play__full"
              onClick={fullScreen.toggle}
              aria-pressed={fullScreen.on}
              aria-label={t('play.fullScreen')}
            >
              <Icon name="expand" size={20} />
              <span className="play__full-label">{t('play.fullScreen')}</span>
            </button>
          ) : null}
        </div>
        {/* The session's clock and net position while real money is at stake (the brand's choice; docs/decisions/058). */}
        {frame && mode === 'real' ? <SessionFigures className="play__session" /> : null}
        {frame && mode === 'real' ? <FrameStanding races={races} className="play__races" /> : null}
        {frame && mode === 'real' ? <FrameBonus bonus={bonus} className="play__bonus" /> : null}
        {frame && asked === 'landscape' ? (
          <p className="play__turn" role="status">
            {t('play.turnSideways')}
          </p>
        ) : null}
        {frame ? (
          <iframe key={frame} ref={iframe} className="play__frame" src={frame} title={t('play.frameTitle', { game: game.name })} allow="fullscreen; autoplay" />
        ) : (
          <div className="play__start">
            <img src={game.iconUrl} alt="" width="160" height="160" />
            <p>{t('play.startIntro', { game: game.name })}</p>
            {/* A refusal with the page that resolves it, where one does (a verification gate). */}
            <FormError problem={error} />
            <SaferGamblingNotice due={prompts} />
            <div className="play__actions">
              <LaunchButton game={game} mode="real" className="button" returnTo={back} label={t('games.playGame', { game: game.name })}>
                {t('games.play')}
              </LaunchButton>
              {offersFreeTrial(game, viewer) ? (
                <LaunchButton game={game} mode="trial" className="button button--ghost" returnTo={back} label={t('games.freeTrialOf', { game: game.name })}>
                  {t('games.freeTrial')}
                </LaunchButton>
              ) : null}
            </div>
          </div>
        )}
      </section>
    </>
  );
}

/** What the start page says when a launch did not go through (no answer at all: the service is unavailable). */
function launchErrorMessage(code: UserErrorCode | null): string {
  if (!code) return UNAVAILABLE;
  // The catalogue's general wording for a missing record would say nothing about a game.
  if (code === 'NOT_FOUND') return USER_ERROR_MESSAGES.GAME_UNAVAILABLE;
  return USER_ERROR_MESSAGES[code];
}

/** What a game page may ask of the frame: `{ type: 'game:orientation', orientation }` (docs/platform-protocol.md "Launching and rounds"). */
type Orientation = 'landscape' | 'portrait';

/**
 * The orientation the framed game asks for, by a message from the frame itself (its window and its
 * origin, nothing else): a game drawn for a landscape screen (a live table, a fishing hall) asks for
 * it, and a phone held upright is asked to turn. The frame's page may have told before this
 * listener started (it loads while the portal's scripts do), so the portal says hello
 * (`{ type: 'game:hello' }`, to the frame's origin only) and the game tells again. Another game in
 * the frame starts with no orientation asked.
 */
function useAskedOrientation(iframe: React.RefObject<HTMLIFrameElement | null>, frame: string | null): Orientation | null {
  const [asked, setAsked] = useState<Orientation | null>(null);
  useEffect(() => {
    setAsked(null);
    if (!frame) return;
    const origin = new URL(frame, window.location.href).origin;
    const listen = (event: MessageEvent) => {
      if (event.source !== iframe.current?.contentWindow || event.origin !== origin) return;
      const data = event.data as { type?: unknown; orientation?: unknown } | null;
      if (data?.type === 'game:orientation' && (data.orientation === 'landscape' || data.orientation === 'portrait')) setAsked(data.orientation);
    };
    window.addEventListener('message', listen);
    // Dropped by the browser while the frame is still blank (another origin); the game tells on load
    // then. The frame is keyed by its address, so this never reaches the previous game's page.
    iframe.current?.contentWindow?.postMessage({ type: 'game:hello' }, origin);
    return () => window.removeEventListener('message', listen);
  }, [frame, iframe]);
  return asked;
}

/**
 * Full screen for the game and its bar (where the browser allows it), turned the way the game asks
 * where the phone lets a page lock its orientation (only in full screen; elsewhere the notice asks
 * the player to turn it).
 */
function useFullScreen(section: React.RefObject<HTMLElement | null>, asked: Orientation | null) {
  const [available, setAvailable] = useState(false);
  const [on, setOn] = useState(false);
  useEffect(() => {
    setAvailable(Boolean(document.fullscreenEnabled));
    const changed = () => setOn(document.fullscreenElement === section.current && section.current !== null);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [section]);
  const toggle = async () => {
    if (document.fullscreenElement) {
      await document.exitFullscreen().catch(() => undefined);
      return;
    }
    await section.current?.requestFullscreen().catch(() => undefined);
    const lock = (screen.orientation as ScreenOrientation & { lock?: (orientation: Orientation) => Promise<void> }).lock;
    if (asked && document.fullscreenElement && lock) await lock.call(screen.orientation, asked).catch(() => undefined);
  };
  return { available, on, toggle };
}
