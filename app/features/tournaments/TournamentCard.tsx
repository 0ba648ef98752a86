import { Link } from '@remix-run/react';
import { LocalTime } from '#app/components/LocalTime';
import type { TournamentSummaryFragment } from '#app/graphql/generated/graphql';
import { formatNumber } from '#app/i18n/format';
import { useTranslation } from '#app/i18n/react';
import { href } from '#app/kernel/href';
import { useLiveStanding } from '#app/kernel/live-store';
import { formatMoney } from '#app/kernel/money/money';
import { useShell } from '#app/kernel/use-shell';
import { Countdown } from './Countdown';
import { prizeText } from './words';

/**
 * A run in the lobby: its name (the link to its page), a race or a tournament, its time left or to
 * its start, its first prize, how one takes part and the member's place. An excluded member is
 * invited to nothing: the way to take part is left out.
 */
export function TournamentCard({ run, renderedAt, excluded }: { run: TournamentSummaryFragment; renderedAt: number; excluded: boolean }) {
  const { t, i18n } = useTranslation();
  const symbol = useShell()?.shell?.brand?.currencySymbol ?? '';
  const live = useLiveStanding(run.code);
  const position = live?.position ?? run.mine?.position ?? null;
  const first = run.prizes[0];
  const titleId = `tournament-${run.code}`;
  return (
    <li className="tournament-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="tournament-card__title">
        <Link to={href('/tournaments/:code', { code: run.code })}>{run.name}</Link>
      </h3>
      <p className="tag tag--tournament">{t(run.kind === 'RACE' ? 'tournaments.race' : 'tournaments.tournament')}</p>
      <p className="tournament-card__time">
        {run.state === 'UPCOMING' ? (
          <Countdown at={run.startsAt} renderedAt={renderedAt} label="starts" />
        ) : run.state === 'RUNNING' ? (
          <Countdown at={run.endsAt} renderedAt={renderedAt} label="ends" />
        ) : (
          <>
            {t('tournaments.endedAt')} <LocalTime ms={run.endsAt} locale={i18n.language} />
          </>
        )}
      </p>
      {first ? (
        <p>
          {t('tournaments.firstPrize')} <strong>{prizeText(first, symbol, i18n.language, t)}</strong>
        </p>
      ) : null}
      <p className="muted">{t('tournaments.players', { count: run.entrants, formatted: formatNumber(run.entrants, i18n.language) })}</p>
      {excluded || run.state === 'FINISHED' || run.state === 'ENDED' ? null : (
        <p>
          {run.entry === 'AUTO'
            ? t('tournaments.entryAuto')
            : run.entry === 'BUY_IN'
              ? t('tournaments.entryBuyIn', { amount: formatMoney(run.buyIn ?? 0, symbol, i18n.language) })
              : t('tournaments.entryOptIn')}
        </p>
      )}
      {position ? <p className="tournament-card__mine">{t('tournaments.yourPlace', { position })}</p> : null}
    </li>
  );
}
