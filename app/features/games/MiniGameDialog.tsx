import { Link } from '@remix-run/react';
import { Dialog } from '#app/components/Dialog';
import { useTranslation } from '#app/i18n/react';
import type { MiniGame } from '#app/kernel/use-shell';
import { useRefreshShellOnLeave } from './refresh-shell';

/**
 * A mini game in a dialog over the page it was started from (mini-game.server.ts). The server
 * renders it open with the game's frame, so it works without JavaScript; closing returns to the
 * page and reloads the shell (the header's balance shows what the rounds left behind).
 */
export function MiniGameDialog({ game }: { game: MiniGame }) {
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
