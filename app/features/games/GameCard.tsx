import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from '../../i18n/react';
import type { GameCardFragment } from '../../graphql/generated/graphql';
import { gameLaunchHref, useViewer } from './launch';

export function GameCard({ game }: { game: GameCardFragment }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  const titleId = `game-${game.id}-title`;
  return (
    <article className="game-card" aria-labelledby={titleId}>
      <div className="game-card__media">
        <img src={game.iconUrl} alt="" width="160" height="160" loading="lazy" decoding="async" />
        <ul className="game-card__tags" aria-label={t('games.tags')}>
          {game.isHot ? <li className="tag tag--hot">{t('games.hot')}</li> : null}
          {game.isNew ? <li className="tag tag--new">{t('games.new')}</li> : null}
        </ul>
      </div>
      <h3 id={titleId} className="game-card__title">
        {game.name}
      </h3>
      <div className="game-card__actions">
        <Link
          className="button button--small"
          to={gameLaunchHref({ game, mode: 'real', viewer, returnTo })}
          aria-label={t('games.playGame', { game: game.name })}
        >
          {t('games.play')}
        </Link>
        {game.hasFreeTrial ? (
          <Link
            className="button button--small button--ghost"
            to={gameLaunchHref({ game, mode: 'trial', viewer, returnTo })}
            aria-label={t('games.freeTrialOf', { game: game.name })}
          >
            {t('games.freeTrial')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
