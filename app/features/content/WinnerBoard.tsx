import { useTranslation } from '#app/i18n/react';
import { DeferredSection } from '#app/components/DeferredSection';
import type { WinnerBoardFragment } from '#app/graphql/generated/graphql';
import { LaunchButton } from '#app/features/games/launch/LaunchButton';
import { Money } from '#app/kernel/money/Money';
import { LazyImage } from '#app/components/LazyImage';
import type { Streamed } from '#app/components/streaming';

/** Two scrolling columns (odd and even entries); clicking an entry starts that game. Streams in after the first screen. */
export function WinnerBoard({ winners }: { winners: Streamed<WinnerBoardFragment[] | null> }) {
  const { t } = useTranslation();
  return (
    <section className="winners" aria-labelledby="winners-title">
      <h2 id="winners-title">{t('home.winners')}</h2>
      <DeferredSection resolve={winners} label={t('home.winners')} lines={6}>
        {(list) => <WinnerColumns winners={list ?? []} />}
      </DeferredSection>
    </section>
  );
}

function WinnerColumns({ winners }: { winners: WinnerBoardFragment[] }) {
  const { t } = useTranslation();
  const columns = [winners.filter((_, index) => index % 2 === 0), winners.filter((_, index) => index % 2 === 1)];
  return (
    <div className="winners__columns">
      {columns.map((column, columnIndex) => (
        <div className="winners__viewport" key={columnIndex}>
          <ul className="winners__list">
            {column.map((winner) => (
              <li key={winner.id}>
                <LaunchButton className="winner" game={winner.game} mode="real">
                  <LazyImage src={winner.iconUrl} alt="" width="40" height="40" />
                  {/* Read as "name won amount on game"; laid out as name over game, amount aside. */}
                  <span className="winner__name">{winner.customerName}</span>
                  <span className="visually-hidden"> {t('home.winnerWon')} </span>
                  <Money className="winner__amount" minor={winner.winAmount} />
                  <span className="visually-hidden"> {t('home.winnerOn')} </span>
                  <span className="winner__game" translate="no">
                    {winner.gameName}
                  </span>
                </LaunchButton>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
