import { memo, useId } from 'react';
import { useTranslation } from '#app/i18n/react';
import type { GameCardFragment } from '#app/graphql/generated/graphql';
import { LazyImage } from '#app/components/LazyImage';
import { useCardTone } from './card-tone';
import { FavoriteButton } from './FavoriteButton';
import { offersFreeTrial, useViewer } from './launch';
import { LaunchButton } from '#app/features/games/launch/LaunchButton';
import { GameInfoLink } from './info/GameInfoLink';
import { useShell } from '#app/kernel/use-shell';
import { useJackpotAmount } from '#app/kernel/live-store';
import { formatMoney } from '#app/kernel/money/money';

/**
 * A game's card. Memoised: a list renders again whenever the router's state changes (a fetcher, a
 * route discovered by a link), and a card reads nothing from the router that such a change moves
 * (the shell and the launch in flight come by context: kernel/use-shell.ts, launch/LaunchButton.tsx),
 * so a home page of a hundred cards stays still through them.
 */
export const GameCard = memo(function GameCard({ game }: { game: GameCardFragment }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  // One id per rendered card: the same game may stand in two sections of a page (popular and its category).
  const titleId = useId();
  const media = useCardTone(game.id);
  return (
    <article className="game-card" aria-labelledby={titleId}>
      <div ref={media} className="game-card__media">
        <LazyImage src={game.iconUrl} alt="" width="160" height="160" />
        <ul className="game-card__tags" aria-label={t('games.tags')}>
          {game.isHot ? <li className="tag tag--hot">{t('games.hot')}</li> : null}
          {game.isNew ? <li className="tag tag--new">{t('games.new')}</li> : null}
        </ul>
        <FavoriteButton
          gameId={game.id}
          gameName={game.name}
          vendor={game.vendor}
          gameType={game.gameType}
          isFavorite={Boolean(game.isFavorite)}
          loggedIn={viewer.isLoggedIn}
        />
        {/* A letter, not an icon: a hundred cards on the home page each carry it. */}
        <GameInfoLink game={game} label={t('games.info.linkOf', { game: game.name })} className="game-card__info">
          <span aria-hidden="true">i</span>
        </GameInfoLink>
      </div>
      {game.jackpotCode && game.jackpotAmount != null ? <CardJackpot jackpot={{ code: game.jackpotCode, amount: game.jackpotAmount }} /> : null}
      {/* A name: never translated (the leak test and the browser's translator both read translate="no"). */}
      <h3 id={titleId} className="game-card__title" translate="no">
        {game.name}
      </h3>
      <div className="game-card__actions">
        <LaunchButton game={game} mode="real" label={t('games.playGame', { game: game.name })}>
          {t('games.play')}
        </LaunchButton>
        {offersFreeTrial(game, viewer) ? (
          <LaunchButton game={game} mode="trial" className="button button--small button--ghost" label={t('games.freeTrialOf', { game: game.name })}>
            {t('games.freeTrial')}
          </LaunchButton>
        ) : null}
      </div>
    </article>
  );
});

/**
 * The largest jackpot pool the game feeds, with its amount moving as the brand's stream tells it
 * (docs/decisions/064): its own component, so only it renders again when the amount moves.
 */
function CardJackpot({ jackpot }: { jackpot: { code: string; amount: number } }) {
  const { t, i18n } = useTranslation();
  const shell = useShell();
  const amount = useJackpotAmount(jackpot.code, jackpot.amount);
  const money = formatMoney(amount, shell?.shell?.brand?.currencySymbol ?? '', i18n.language);
  // A star and the amount where a card has room for little; the words in full for a screen reader.
  return (
    <p className="game-card__jackpot">
      <span className="visually-hidden">{t('games.jackpot', { amount: money })}</span>
      <span aria-hidden="true">★ {money}</span>
    </p>
  );
}
