/**
 * Tournaments (docs/decisions/066), measured from outside like a browser, against a bench series of
 * their own (the platform's development routes; every request to 127.0.0.1, every loop bounded):
 *
 * - `tournament_standing_latency_ms_p50/p95`: from the request that settles a member's round in a
 *   race they joined to the arrival, on their open stream, of the event that carries their standing
 *   (it rides with the balance);
 * - `leaderboard_latency_ms_p50/p95`: from the same request to the race's board on a visitor's open
 *   public stream (told at most once a second a run: the rounds are spaced past it);
 * - `tournament_settlement_10000_entrants_s`: a run of 10,000 entrants (written by bulk SQL into the
 *   bench's D1) ended and settled by the operator's route: ranked, 50 prizes paid in 50 wallets, the
 *   board told.
 */
import { d1Execute } from '../scripts/lib/run.mjs';
import { MERCHANT, platform, portal, RUN_ID } from './config.mjs';
import { percentile } from './http.mjs';
import { openSubscription } from './live.mjs';

const BOARD = 'subscription SiteLive { siteLive { kind leaderboard { code top { rank score } } } }';
const LIVE = 'subscription Live { live { kind tournaments { code score position } } }';
/** The public board is told at most once a second a run (platform/src/modules/tournaments/score.ts). */
const SPACING_MS = 1_150;

async function dev(method, path, body) {
  const response = await fetch(`${platform}${path}`, {
    method,
    headers: { 'content-type': 'application/json', merchant: MERCHANT },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${text}`);
  return JSON.parse(text).value;
}

/** A series of the bench's own (a run lasting weeks, so no period ends during the bench); answers its running run's code. */
async function benchSeries(name, entry, prizes) {
  // Series codes are upper case (the platform's route makes them so).
  const code = name.toUpperCase();
  await dev('PUT', '/__dev/tournaments', {
    merchant: MERCHANT,
    code,
    kind: 'RACE',
    names: { en: `Bench ${code}` },
    games: { types: ['RNG'] },
    entry,
    scoring: 'STAKE',
    prizes,
    periodMinutes: 44_640,
  });
  const { runs } = await dev('GET', `/__dev/tournaments?merchant=${MERCHANT}`);
  const run = runs.find((r) => r.code.startsWith(`${code}-`) && r.starts_at <= Date.now() && r.ends_at > Date.now());
  if (!run) throw new Error(`bench series ${code}: no running run`);
  return run.code;
}

/** Commit → the member's standing on their stream, and → the race's board on a visitor's public stream, over `rounds` rounds. */
export async function measureTournamentLatency(cookie, username, rounds = 15) {
  const code = await benchSeries(`BENCH-LIVE-${RUN_ID}`.slice(0, 24), 'OPT_IN', [{ fromRank: 1, toRank: 1, kind: 'POINTS', amount: 1 }]);
  const joined = await fetch(`${portal}/graphql`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: portal },
    body: JSON.stringify({ query: 'mutation ($code: String!) { joinTournament(code: $code) { ok } }', variables: { code } }),
  });
  const answer = await joined.json();
  if (!answer.data?.joinTournament?.ok) throw new Error(`join ${code}: ${JSON.stringify(answer)}`);
  const member = await openSubscription(LIVE, cookie);
  const board = await openSubscription(BOARD, null);
  try {
    for (const stream of [member, board]) if (!(await stream.until(() => true))) throw new Error('a tournament stream gave no first event');
    const standing = [];
    const boardSamples = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      const round = fetch(`${platform}/__dev/bet-round`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ merchant: MERCHANT, username, roundId: `bench-tour-${RUN_ID}-${i}`, stakeMinor: 100, payoutMinor: 100 }),
      });
      const mine = await member.until((event) => event.data?.live?.tournaments?.some((t) => t.code === code));
      const told = await board.until((event) => event.data?.siteLive?.leaderboard?.code === code);
      const response = await round;
      await response.arrayBuffer();
      if (!mine || !told) throw new Error(`round ${i}: the standing (${Boolean(mine)}) or the board (${Boolean(told)}) was not told`);
      standing.push(mine.at - started);
      boardSamples.push(told.at - started);
      await new Promise((resolve) => setTimeout(resolve, SPACING_MS));
    }
    return {
      standingP50: percentile(standing, 50),
      standingP95: percentile(standing, 95),
      boardP50: percentile(boardSamples, 50),
      boardP95: percentile(boardSamples, 95),
    };
  } finally {
    member.close();
    board.close();
  }
}

/** A run of `entrants` entrants (accounts and entries by bulk SQL), ended and settled by the operator's route; answers seconds. */
export async function measureTournamentSettlement(stateDir, entrants = 10_000) {
  const code = await benchSeries(`BENCH-END-${RUN_ID}`.slice(0, 24), 'OPT_IN', [
    { fromRank: 1, toRank: 10, kind: 'MONEY', amount: 10 },
    { fromRank: 11, toRank: 50, kind: 'POINTS', amount: 100 },
  ]);
  const prefix = `bt_${RUN_ID}_`;
  d1Execute(
    stateDir,
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${entrants})
     INSERT INTO accounts (merchant_code, username, nickname, type, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, created_at)
     SELECT a.merchant_code, '${prefix}' || n.i, 'Bench', a.type, a.password_algorithm, a.password_iterations, a.password_salt, a.password_hash, a.password_changed_at, a.created_at
       FROM n, accounts a WHERE a.merchant_code = '${MERCHANT}' AND a.username = 'demo_down1';
     INSERT INTO tournament_entries (tournament_id, account_id, merchant_code, joined_at, score, rounds, reached_at, reached_bet)
     SELECT t.id, a.id, '${MERCHANT}', t.starts_at, 1 + abs(random()) % 1000000, 1, t.starts_at + abs(random()) % 1000, NULL
       FROM accounts a, tournaments t WHERE a.merchant_code = '${MERCHANT}' AND a.username LIKE '${prefix}%' AND t.merchant_code = '${MERCHANT}' AND t.code = '${code}';`,
  );
  const started = performance.now();
  const ended = await dev('POST', '/__dev/tournaments/end', { merchant: MERCHANT, code });
  const seconds = (performance.now() - started) / 1000;
  if (!ended.finished || ended.prizesPaid !== 50) throw new Error(`settlement of ${code}: ${JSON.stringify(ended)}`);
  return { seconds, entrants };
}
