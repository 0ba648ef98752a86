import type { LinksFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { useEffect, useState } from 'react';
import { FormError } from '#app/components/FormField';
import { LocalTime } from '#app/components/LocalTime';
import { useValidatedForm } from '#app/components/forms/use-validated-form';
import type { TournamentPageQuery } from '#app/graphql/generated/graphql';
import { formatNumber } from '#app/i18n/format';
import { titledMeta } from '#app/i18n/page-title';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { href } from '#app/kernel/href';
import { useLiveBoard, useLiveStanding } from '#app/kernel/live-store';
import { formatMoney } from '#app/kernel/money/money';
import { useShell } from '#app/kernel/use-shell';
import { Countdown } from './Countdown';
import { joinSchema } from './tournament.schema';
import { useSinceLoad } from './since-load';
import type { action, loader } from './tournament.server';
import { prizeText, ranksText, scoreText } from './words';
import styles from './tournaments.css?url';

export { action, loader } from './tournament.server';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['tournaments', 'playerProtection'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];
export const meta = titledMeta;

type Run = NonNullable<TournamentPageQuery['tournament']>;

/**
 * One run's page (docs/decisions/066): its time left, the member's place (live while they play),
 * the way to join, its rules before anything else is asked, its prizes and its board, which moves
 * over the brand's public stream. When the stream says the run has finished, the page reads its
 * final results.
 */
export default function TournamentPage() {
  const { run, excluded, joined, renderedAt } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  useFinishedReload(run);
  return (
    <article className="tournament-page" aria-labelledby="tournament-title">
      <p>
        <Link to={href('/tournaments')}>{t('tournaments.all')}</Link>
      </p>
      <h1 id="tournament-title">{run.name}</h1>
      <p className="tournament-page__status">
        <span className="tag tag--tournament">{t(run.kind === 'RACE' ? 'tournaments.race' : 'tournaments.tournament')}</span>{' '}
        <RunTime run={run} renderedAt={renderedAt} />
      </p>
      {joined ? (
        <p role="status" className="notice">
          {t('tournaments.joinedNotice')}
        </p>
      ) : null}
      <MyStanding run={run} />
      <Entry run={run} excluded={excluded} />
      <Rules run={run} />
      <Prizes run={run} />
      <Board run={run} />
    </article>
  );
}

/** How often, and how many times, the page reads a finished run again until its final results come (the public read is edge-cached for seconds). */
const FINISHED_RETRY_MS = 4000;
const FINISHED_RETRIES = 20;

/** When the live board or the member's standing says the run finished, its final results are read (again, until they come). */
function useFinishedReload(run: Run) {
  const board = useLiveBoard(run.code);
  const standing = useLiveStanding(run.code);
  const { revalidate, state } = useRevalidator();
  const [tries, setTries] = useState(0);
  const finished = board?.state === 'FINISHED' || standing?.state === 'FINISHED';
  useEffect(() => {
    if (!finished || run.state === 'FINISHED' || state !== 'idle' || tries >= FINISHED_RETRIES) return;
    const timer = setTimeout(
      () => {
        setTries((n) => n + 1);
        revalidate();
      },
      tries === 0 ? 0 : FINISHED_RETRY_MS,
    );
    return () => clearTimeout(timer);
  }, [finished, run.state, state, tries, revalidate]);
}

function RunTime({ run, renderedAt }: { run: Run; renderedAt: number }) {
  const { t, i18n } = useTranslation();
  if (run.state === 'UPCOMING') return <Countdown at={run.startsAt} renderedAt={renderedAt} label="starts" />;
  if (run.state === 'RUNNING') return <Countdown at={run.endsAt} renderedAt={renderedAt} label="ends" />;
  return (
    <span>
      {t(run.state === 'FINISHED' ? 'tournaments.finishedAt' : 'tournaments.settling')} <LocalTime ms={run.endsAt} locale={i18n.language} />
    </span>
  );
}

/** The member's place: live while they play (their stream), the final one and the prize once finished (as read: never a live one). */
function MyStanding({ run }: { run: Run }) {
  const { t, i18n } = useTranslation();
  const symbol = useShell()?.shell?.brand?.currencySymbol ?? '';
  const told = useSinceLoad(useLiveStanding(run.code), run);
  const live = run.state === 'FINISHED' ? null : told;
  const mine = run.mine;
  if (!mine && !live) return null;
  const position = live?.position ?? mine?.position ?? null;
  const score = live?.score ?? mine?.score ?? 0;
  const entrants = live?.entrants ?? mine?.entrants ?? run.entrants;
  const prize = mine?.prize ?? null;
  return (
    <section className="card tournament-mine" aria-labelledby="tournament-mine-title">
      <h2 id="tournament-mine-title">{t('tournaments.yourStanding')}</h2>
      <p className="tournament-mine__place" data-testid="tournament-position">
        {position
          ? t(run.state === 'FINISHED' ? 'tournaments.finishedPlace' : 'tournaments.placeOf', {
              position,
              entrants: formatNumber(entrants, i18n.language),
            })
          : t('tournaments.notRankedYet')}
      </p>
      <p>
        {t('tournaments.yourScore')} <strong>{scoreText(run.scoring, score, symbol, i18n.language)}</strong>
      </p>
      {prize ? (
        <p className="notice">
          {t(prize.paid ? 'tournaments.prizePaid' : 'tournaments.prizeBeingPaid', { prize: prizeText(prize, symbol, i18n.language, t) })}
        </p>
      ) : null}
    </section>
  );
}

/** How the member takes part: joining (free, or for the buy-in the button names), automatic, or nothing during an exclusion. */
function Entry({ run, excluded }: { run: Run; excluded: boolean }) {
  const { t, i18n } = useTranslation();
  const symbol = useShell()?.shell?.brand?.currencySymbol ?? '';
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const [form] = useValidatedForm(joinSchema, answer?.result, { id: 'tournament-join-form' });
  const open = run.state === 'RUNNING' || run.state === 'UPCOMING';
  if (!open) return null;
  if (excluded)
    return (
      <p role="note" className="notice">
        {t('tournaments.excluded')}
      </p>
    );
  if (run.entry === 'AUTO') return <p>{t('tournaments.autoIntro')}</p>;
  if (run.mine) return <p>{t('tournaments.inIt')}</p>;
  const buyIn = run.entry === 'BUY_IN' ? formatMoney(run.buyIn ?? 0, symbol, i18n.language) : null;
  return (
    <Form method="post" className="tournament-join" aria-labelledby="tournament-join-title" {...getFormProps(form)}>
      <h2 id="tournament-join-title">{t('tournaments.takePart')}</h2>
      <p>{buyIn ? t('tournaments.buyInIntro', { amount: buyIn }) : t('tournaments.optInIntro')}</p>
      <input type="hidden" name="code" value={run.code} />
      <FormError problem={form.errors} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {buyIn ? t('tournaments.payAndJoin', { amount: buyIn }) : t('tournaments.join')}
      </button>
    </Form>
  );
}

/** The rules, readable before taking part: how a round scores, the minimum stake, the games, the ties, the schedule. */
function Rules({ run }: { run: Run }) {
  const { t, i18n } = useTranslation();
  const symbol = useShell()?.shell?.brand?.currencySymbol ?? '';
  return (
    <section aria-labelledby="tournament-rules-title">
      <h2 id="tournament-rules-title">{t('tournaments.howItWorks')}</h2>
      <ul className="tournament-rules">
        <li>{t(`tournaments.scoring.${run.scoring}`)}</li>
        {run.minStake > 0 ? <li>{t('tournaments.minStake', { amount: formatMoney(run.minStake, symbol, i18n.language) })}</li> : null}
        <li>
          {t('tournaments.gamesIntro')}{' '}
          {[
            ...run.gameTypes.map((type) => t('tournaments.allOfType', { type: t(`gameTypes.${type.code}`, { defaultValue: type.name }) })),
            ...run.vendors.map((vendor) => t('tournaments.allOfVendor', { vendor: vendor.name })),
            ...run.games.map((game) => game.name),
          ].join(', ')}
        </li>
        <li>{t('tournaments.ties')}</li>
        <li>{t('tournaments.settledOnly')}</li>
        <li>
          {t('tournaments.schedule')} <LocalTime ms={run.startsAt} locale={i18n.language} /> – <LocalTime ms={run.endsAt} locale={i18n.language} />
        </li>
        {run.kind === 'RACE' ? <li>{t('tournaments.raceRepeats')}</li> : null}
        <li>{t('tournaments.paidHow')}</li>
      </ul>
    </section>
  );
}

function Prizes({ run }: { run: Run }) {
  const { t, i18n } = useTranslation();
  const symbol = useShell()?.shell?.brand?.currencySymbol ?? '';
  return (
    <section aria-labelledby="tournament-prizes-title">
      <h2 id="tournament-prizes-title">{t('tournaments.prizes')}</h2>
      <div className="plain-table-scroll">
        <table className="plain-table" aria-labelledby="tournament-prizes-title">
          <thead>
            <tr>
              <th scope="col">{t('tournaments.place')}</th>
              <th scope="col">{t('tournaments.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {run.prizes.map((prize) => (
              <tr key={prize.fromRank}>
                <td>{ranksText(prize.fromRank, prize.toRank, t)}</td>
                <td>{prizeText(prize, symbol, i18n.language, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * The board: the top 20, live while the run goes on (a board told after the page was read); the
 * member's row marked (its place and score both theirs), and added below when outside the top.
 */
function Board({ run }: { run: Run }) {
  const { t, i18n } = useTranslation();
  const symbol = useShell()?.shell?.brand?.currencySymbol ?? '';
  const finished = run.state === 'FINISHED';
  const live = useSinceLoad(useLiveBoard(run.code), run);
  const standing = useSinceLoad(useLiveStanding(run.code), run);
  // A finished run's page shows its final ranks as read.
  const lines = live && !finished ? live.top : run.board;
  const entrants = live && !finished ? live.entrants : run.entrants;
  const position = finished ? (run.mine?.position ?? null) : (standing?.position ?? run.mine?.position ?? null);
  const score = finished ? (run.mine?.score ?? 0) : (standing?.score ?? run.mine?.score ?? 0);
  const mineAt = (line: { rank: number; score: number }) => line.rank === position && line.score === score;
  const outside = position !== null && !lines.some(mineAt);
  return (
    <section aria-labelledby="tournament-board-title">
      <h2 id="tournament-board-title">{t(run.state === 'FINISHED' ? 'tournaments.finalStandings' : 'tournaments.leaderboard')}</h2>
      <p className="muted">{t('tournaments.players', { count: entrants, formatted: formatNumber(entrants, i18n.language) })}</p>
      {lines.length === 0 ? (
        <p>{t('tournaments.noScoreYet')}</p>
      ) : (
        <div className="plain-table-scroll">
          <table className="plain-table tournament-board" aria-labelledby="tournament-board-title">
            <thead>
              <tr>
                <th scope="col">{t('tournaments.place')}</th>
                <th scope="col">{t('tournaments.player')}</th>
                <th scope="col" className="plain-table__figure">
                  {t('tournaments.score')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.rank} className={mineAt(line) ? 'tournament-board__mine' : undefined} aria-current={mineAt(line) ? 'true' : undefined}>
                  <td>{line.rank}</td>
                  <td translate="no">{mineAt(line) ? t('tournaments.you') : (line.name ?? t('tournaments.privatePlayer'))}</td>
                  <td className="plain-table__figure">{scoreText(run.scoring, line.score, symbol, i18n.language)}</td>
                </tr>
              ))}
              {outside ? (
                <tr className="tournament-board__mine" aria-current="true">
                  <td>{position}</td>
                  <td>{t('tournaments.you')}</td>
                  <td className="plain-table__figure">{scoreText(run.scoring, score, symbol, i18n.language)}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
