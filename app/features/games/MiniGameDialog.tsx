import { Link, useLocation } from '@remix-run/react';
import { Dialog } from '#app/components/Dialog';
import { useTranslation } from '#app/i18n/react';
import { MINI_PARAMS, type MiniGame } from './mini-game';
import { useRefreshShellOnLeave } from './refresh-shell';

/**
 * The mini-game dialog's place in the shell: open while the address names the game (the root's
 * data outlives a plain navigation, so closing, a link to the page without the dialog's
 * parameters, unmounts it).
 */
export function MiniGameSlot({ game }: { game: MiniGame }) {
  const location = useLocation();
  if (new URLSearchParams(location.search).get(MINI_PARAMS.game) !== game.id) return null;
  return <MiniGameDialog game={game} />;
}

/**
 * A mini game in a dialog over the page it was started from (mini-game.server.ts). The server
 * renders it open with the game's frame, so it works without JavaScript; closing returns to the
 * page and reloads the shell (the header's balance shows what the rounds left behind).
 */
function MiniGameDialog({ game }: { game: MiniGame }) {
  const { t } = useTranslation();
  useRefreshShellOnLeave();
  return (
    <Dialog title={game.name} closeHref={game.closeHref} className="dialog--wide mini-game">
      <div className="mini-game__bar">
        <p className="muted">{game.mode === 'trial' ? t('play.freeTrialNote') : t('play.realMoney')}</p>
        <Link to={game.fullHref} className="button button--small button--ghost">
          {t('play.openFull')}
        </Link>
      </div>
      <iframe className="mini-game__frame" src={game.frame} title={t('play.frameTitle', { game: game.name })} allow="fullscreen; autoplay" />
    </Dialog>
  );
}
