import { useTranslation } from '#app/i18n/react';
import { SectionError } from '#app/components/SectionError';
import type { GameCardFragment, HomePageQuery } from '#app/graphql/generated/graphql';
import { useShell } from '#app/kernel/use-shell';
import { GameCard } from '#app/features/games/GameCard';
import { JackpotCounters } from '#app/features/jackpots/JackpotCounters';
import { lazyComponent } from '#app/components/lazy';

/**
 * The spec's decorative counter, for a brand without jackpot pools: its code is a part of its own,
 * so a brand with pools (the real amounts) never loads it (a brand without loads it before the page
 * hydrates, as a part the server drew).
 */
const JackpotCounter = lazyComponent('JackpotCounter', () => import('./JackpotCounter').then((module) => module.JackpotCounter));

type Jackpots = HomePageQuery['jackpots'];

/**
 * The popular block: the jackpot and the 12 hot games. The jackpot is the brand's pools when it
 * has them (their real amounts); else the spec's decorative counter, unless the brand may not show
 * an amount that cannot be won, or its jackpots could not be read (then none: docs/decisions/064).
 */
export function PopularGames({ games, failed, jackpots }: { games: GameCardFragment[] | null; failed: boolean; jackpots: Jackpots }) {
  const { t } = useTranslation();
  const shell = useShell();
  return (
    <section className="popular" aria-labelledby="popular-title">
      <div className="section-head">
        <h2 id="popular-title">{t('home.popular')}</h2>
        {jackpots?.pools.length ? (
          <JackpotCounters pools={jackpots.pools} />
        ) : jackpots?.decorative ? (
          <JackpotCounter currencySymbol={shell?.shell?.brand?.currencySymbol ?? ''} />
        ) : null}
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
