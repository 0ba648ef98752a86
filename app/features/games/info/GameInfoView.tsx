import type { GameInfoQuery } from '#app/graphql/generated/graphql';
import { formatNumber, formatPercentBp } from '#app/i18n/format';
import { useTranslation } from '#app/i18n/react';
import { Money } from '#app/kernel/money/Money';
import { Link } from '@remix-run/react';
import { href } from '#app/kernel/href';

export type GameInfoFields = NonNullable<NonNullable<GameInfoQuery['game']>['info']>;

/** What the information page's loader answers, to the page and to the dialog's fetcher alike: the figures, or why there are none, and the words to say them. */
/** A jackpot pool the game feeds: its rules are reachable before play (docs/decisions/064). */
export interface GameJackpot {
  code: string;
  name: string;
  amount: number;
}

export type GameInfoAnswer = { title: string; words: Record<string, unknown>; jackpots: GameJackpot[] } & (
  | { state: 'shown'; gameId: string; name: string; info: GameInfoFields }
  | { state: 'none' | 'failed'; gameId: string; name: string | null; info: null }
  | { state: 'notFound'; gameId: null; name: null; info: null }
);

/**
 * A game's rules and figures (docs/decisions/059): its returns to player, its stakes, its pay table
 * and how it is played, as the platform wrote them in the page's language. The same on the page
 * (headings under its h1) and in the dialog (under its h2).
 */
export function GameInfoView({ info, headingLevel }: { info: GameInfoFields; headingLevel: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const percent = (basisPoints: number) => formatPercentBp(basisPoints, i18n.language);
  return (
    <div className="game-info">
      <section className="game-info__figures">
        <Heading>{t('gameInfo.rtp')}</Heading>
        <ul className="game-info__returns">
          {info.returns.map((r) => (
            <li key={r.bet ?? ''}>
              {r.bet ? <span>{r.bet}: </span> : null}
              <strong>{r.atMost ? t('gameInfo.upTo', { percent: percent(r.basisPoints) }) : percent(r.basisPoints)}</strong>
            </li>
          ))}
        </ul>
        <Heading>{t('gameInfo.stakes')}</Heading>
        <p>
          <Money minor={info.minStake} /> – <Money minor={info.maxStake} /> {t('gameInfo.perRound')}
        </p>
      </section>
      {info.payTable.length > 0 ? (
        <section>
          <Heading>{t('gameInfo.payTable')}</Heading>
          <table className="game-info__pays">
            <thead>
              <tr>
                <th scope="col">{t('gameInfo.outcome')}</th>
                <th scope="col">{t('gameInfo.pays')}</th>
                <th scope="col">{t('gameInfo.chance')}</th>
              </tr>
            </thead>
            <tbody>
              {info.payTable.map((line) => (
                <tr key={line.outcome}>
                  <th scope="row">{line.outcome}</th>
                  <td>
                    {t('gameInfo.times', {
                      times: formatNumber(line.paysHundredths / 100, i18n.language, { maximumFractionDigits: 2 }),
                    })}
                  </td>
                  <td>{formatNumber(line.chance, i18n.language, { style: 'percent', maximumSignificantDigits: 3 })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <section>
        <Heading>{t('gameInfo.rules')}</Heading>
        {info.rules.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    </div>
  );
}

/** What stands in place of the figures when there are none: unpublished, or not loaded. */
export function GameInfoAbsent({ state }: { state: 'none' | 'failed' }) {
  const { t } = useTranslation();
  return state === 'none' ? <p>{t('gameInfo.none')}</p> : <p role="alert">{t('games.info.failed')}</p>;
}

/** The jackpots a game feeds, each with its amount and a link to its rules (before play: UKGC RTS 9, Ontario 2.15). */
export function GameJackpots({ jackpots, headingLevel }: { jackpots: readonly GameJackpot[]; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  if (!jackpots.length) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="game-info__jackpots">
      <Heading>{t('gameInfo.jackpotsTitle')}</Heading>
      <p>{t('gameInfo.jackpotsIntro')}</p>
      <ul>
        {jackpots.map((jackpot) => (
          <li key={jackpot.code}>
            <Link to={href('/jackpots/:code', { code: jackpot.code })}>{jackpot.name}</Link>: <Money minor={jackpot.amount} />
          </li>
        ))}
      </ul>
    </section>
  );
}
