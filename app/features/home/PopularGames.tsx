import { useTranslation } from '#app/i18n/react';
import { SectionError } from '#app/components/SectionError';
import type { GameCardFragment } from '#app/graphql/generated/graphql';
import { useShell } from '#app/kernel/use-shell';
import { GameCard } from '#app/features/games/GameCard';
import { JackpotCounter } from './JackpotCounter';

/** The popular block: jackpot counter and the 12 hot games. */
export function PopularGames({ games, failed }: { games: GameCardFragment[] | null; failed: boolean }) {
  const { t } = useTranslation();
  const shell = useShell();
  return (
    <section className="popular" aria-labelledby="popular-title">
      <div className="section-head">
        <h2 id="popular-title">{t('home.popular')}</h2>
        <JackpotCounter currencySymbol={shell?.shell?.brand?.currencySymbol ?? ''} />
      </div>
      {failed ? (
        <SectionError what={t('home.popular')} />
      ) : (
        <ul className="game-grid">
          {(games ?? []).map((game) => (
            <li key={game.id}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
