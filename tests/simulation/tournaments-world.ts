/**
 * Tournaments over a reconciliation world (reconciliation.ts; docs/decisions/066): four series of
 * every entry and scoring kind run for six hours of the world's time while its members join runs and
 * play rounds through the platform's own wallet commands (instant rounds, and rounds staked now and
 * settled later, some after a run's end, some never), behind an in-process wallet gate with the
 * Durable Object's contract; the pages' reads and the minute's sweep settle runs as they end. Then
 * every run is checked against a recomputation from the raw rounds with the rules' own functions:
 * its entrants and their scores, the final ranks (ties by who reached the score first), each prize
 * paid exactly once and in full, the buy-ins, the run's account left at zero, and the books.
 *
 * Everything is a pure function of the seed; the harness records only what it did (who joined when).
 */
import type { Env } from '../../platform/src/env';
import type { MoneyCommand, MoneyResult } from '../../platform/src/modules/ledger/money-command';
import { combine, compareStandings, prizeFor, prizesOf, roundPoints, type Scoring, type Standing } from '../../platform/src/modules/tournaments/rules';
import { settleEndedRuns } from '../../platform/src/modules/tournaments/settle';
import { ensureRuns } from '../../platform/src/modules/tournaments/store';
import { createPrng } from '../../platform/seed/prng';
import { walletNamespace } from './contracts-world';
import { MERCHANT, type Check, type World } from './reconciliation';

const SECOND = 1000;
const HOUR = 3_600_000;
/** Rounds this phase plays are named so; the world's history was written without the wallet and scores nothing. */
const ROUND = 'tour-';
const TYPES = ['RNG', 'LIVE', 'FISH', 'PVP'] as const;
/** Few stakes, so that equal scores (ties) happen. */
const STAKES = [50, 100, 200, 500] as const;

interface SeriesSpec {
  code: string;
  kind: 'RACE' | 'TOURNAMENT';
  entry: 'AUTO' | 'OPT_IN' | 'BUY_IN';
  buyIn: number;
  scoring: Scoring;
  minStake: number;
  period: number;
  types: string[];
  prizes: { from: number; to: number; kind: 'MONEY' | 'BONUS' | 'POINTS'; amount: number; turnover?: number }[];
}

const SERIES: readonly SeriesSpec[] = [
  {
    code: 'RACE',
    kind: 'RACE',
    entry: 'OPT_IN',
    buyIn: 0,
    scoring: 'STAKE',
    minStake: 100,
    period: 60,
    types: ['RNG'],
    prizes: [
      { from: 1, to: 1, kind: 'MONEY', amount: 5_000 },
      { from: 2, to: 3, kind: 'POINTS', amount: 100 },
    ],
  },
  {
    code: 'MULTI',
    kind: 'TOURNAMENT',
    entry: 'AUTO',
    buyIn: 0,
    scoring: 'MULTIPLIER',
    minStake: 100,
    period: 240,
    types: ['RNG', 'FISH'],
    prizes: [
      { from: 1, to: 1, kind: 'MONEY', amount: 20_000 },
      { from: 2, to: 4, kind: 'BONUS', amount: 3_000, turnover: 5 },
    ],
  },
  {
    code: 'HIGH',
    kind: 'TOURNAMENT',
    entry: 'BUY_IN',
    buyIn: 1_000,
    scoring: 'WIN',
    minStake: 0,
    period: 180,
    types: ['RNG', 'LIVE'],
    prizes: [
      { from: 1, to: 1, kind: 'MONEY', amount: 2_000 },
      { from: 2, to: 2, kind: 'MONEY', amount: 1_000 },
    ],
  },
  {
    code: 'LAPS',
    kind: 'RACE',
    entry: 'AUTO',
    buyIn: 0,
    scoring: 'ROUNDS',
    minStake: 0,
    period: 30,
    types: ['LIVE', 'PVP'],
    prizes: [{ from: 1, to: 2, kind: 'POINTS', amount: 50 }],
  },
];

export interface TournamentRun {
  /** Who joined which run (its code), and when: what the harness did. */
  joins: Map<string, Map<number, number>>;
  /** The instant every run that ended by then was settled. */
  horizon: number;
  /** Calls of the platform that failed where the harness expected an answer. */
  unexpected: string[];
  reached: Record<string, number>;
}

/** Plays the tournament phase of a world; answers what it did. */
export async function runTournaments(w: World): Promise<TournamentRun> {
  const p = createPrng(0x70a2 + w.seed);
  let clock = 0;
  const wallets = walletNamespace(w, () => clock);
  const env = { DB: w.d1.asD1(), WALLETS: wallets } as unknown as Env;
  const execute = (command: MoneyCommand) => wallets.get(`${command.merchant}:${command.accountId}`).execute(command) as Promise<MoneyResult>;
  const run: TournamentRun = { joins: new Map(), horizon: 0, unexpected: [], reached: {} };
  const count = (key: string) => (run.reached[key] = (run.reached[key] ?? 0) + 1);
  const expectOk = (what: string, result: MoneyResult) => {
    if (!result.ok) run.unexpected.push(`${what}: ${result.code} ${result.message}`);
    return result.ok;
  };

  for (const s of SERIES) {
    w.db.run(
      `INSERT INTO tournament_series (merchant_code, code, kind, names, games, entry, buy_in_minor, scoring, min_stake_minor, prizes, period_minutes, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
      [
        MERCHANT,
        s.code,
        s.kind,
        JSON.stringify({ en: s.code }),
        JSON.stringify({ types: s.types }),
        s.entry,
        s.buyIn,
        s.scoring,
        s.minStake,
        JSON.stringify(s.prizes),
        s.period,
      ],
    );
  }
  const start = w.now - 6 * HOUR;
  clock = start;
  const players = w.accounts.map((a) => a.id);
  for (const id of players) {
    expectOk(
      `fund ${id}`,
      await execute({ op: 'adjust', merchant: MERCHANT, accountId: id, key: `tour-fund:${id}`, amountMinor: 500_000, kind: 'OPENING', contra: 'CASH_IN' }),
    );
  }

  let rounds = 0;
  const pending: { account: number; roundId: string; stake: number }[] = [];
  for (clock = start + SECOND; clock < w.now; clock += p.int(1, 240) * SECOND) {
    const account = p.pick(players);
    const roll = p.int(1, 100);
    if (roll <= 10) {
      // Joining the current or the next run of a series one joins (the page's read makes them).
      await ensureRuns(env.DB, MERCHANT, clock);
      const joinable = w.d1.query(
        `SELECT code FROM tournaments WHERE merchant_code = ? AND entry <> 'AUTO' AND ends_at > ? AND state = 'OPEN' ORDER BY starts_at, code`,
        [MERCHANT, clock],
      );
      if (!joinable.length) continue;
      const code = String(p.pick(joinable).code);
      const result = await execute({ op: 'tournament.join', merchant: MERCHANT, accountId: account, code });
      if (!expectOk(`join ${code} ${account}`, result)) continue;
      if ((result.value as { joined: boolean }).joined) {
        const joined = run.joins.get(code) ?? new Map<number, number>();
        joined.set(account, clock);
        run.joins.set(code, joined);
        count('joins');
      } else count('joins repeated');
    } else if (roll <= 80) {
      const stake = p.pick(STAKES);
      const payout = p.pick([0, 0, stake, 2 * stake, Math.floor(stake * 2.5)]);
      const game = { gameId: null, gameName: 'Sim', vendorCode: 'SIM', gameType: p.pick(TYPES) };
      const roundId = `${ROUND}${w.seed}-${++rounds}`;
      expectOk(
        `play ${roundId}`,
        await execute({ op: 'bet.play', merchant: MERCHANT, accountId: account, roundId, stakeMinor: stake, payoutMinor: payout, validMinor: stake, game }),
      );
    } else if (roll <= 90) {
      // A round staked now and settled at a later event (perhaps after a run's end), or never.
      const stake = p.pick(STAKES);
      const game = { gameId: null, gameName: 'Sim', vendorCode: 'SIM', gameType: p.pick(TYPES) };
      const roundId = `${ROUND}${w.seed}-${++rounds}`;
      if (expectOk(`stake ${roundId}`, await execute({ op: 'bet.place', merchant: MERCHANT, accountId: account, roundId, stakeMinor: stake, game })))
        pending.push({ account, roundId, stake });
    } else if (roll <= 95 && pending.length) {
      const [round] = pending.splice(p.int(0, pending.length - 1), 1);
      const payout = p.pick([0, round!.stake, 3 * round!.stake]);
      const settled = await execute({
        op: 'bet.settle',
        merchant: MERCHANT,
        accountId: round!.account,
        roundId: round!.roundId,
        payoutMinor: payout,
        validMinor: round!.stake,
      });
      if (expectOk(`settle ${round!.roundId}`, settled)) count('rounds settled later');
    } else {
      // The minute's sweep, or a page's read: the runs that ended are settled.
      await settleEndedRuns(env, clock, MERCHANT);
      await ensureRuns(env.DB, MERCHANT, clock);
    }
  }
  if (pending.length) count('rounds never settled');
  // A day later, every run that ended is settled (the sweep, again until none is left).
  run.horizon = w.now + 24 * HOUR;
  clock = run.horizon;
  for (let pass = 0; pass < 20 && (await settleEndedRuns(env, clock, MERCHANT, 50)) > 0; pass++);
  return run;
}

interface BetRow {
  id: number;
  account_id: number;
  created_at: number;
  stake_minor: number;
  payout_minor: number;
  settled_at: number;
  game_type: string;
}

interface RunRow {
  id: number;
  code: string;
  entry: string;
  scoring: Scoring;
  min_stake_minor: number;
  buy_in_minor: number;
  games: string;
  prizes: string;
  starts_at: number;
  ends_at: number;
  state: string;
}

/** Every run of the world checked against a recomputation from the raw rounds. */
export function checkTournaments(w: World, run: TournamentRun): Check[] {
  const checks: Check[] = [];
  const check = (what: string, got: unknown, want: unknown) => checks.push({ what, got, want });
  const q = (sql: string, params: (string | number | null)[] = []) => w.d1.query(sql, params);
  check('tournament calls that failed', run.unexpected, []);
  const bets = q(
    `SELECT id, account_id, created_at, stake_minor, payout_minor, settled_at, game_type FROM bets WHERE merchant_code = ? AND round_id LIKE '${ROUND}%' AND status = 'SETTLED'
      ORDER BY settled_at, id`,
    [MERCHANT],
  ) as unknown as BetRow[];
  const runs = q('SELECT * FROM tournaments WHERE merchant_code = ? ORDER BY id', [MERCHANT]) as unknown as RunRow[];
  check('runs made', runs.length > 0, true);
  for (const r of runs) {
    const label = `run ${r.code}`;
    if (r.ends_at <= run.horizon) check(`${label}: settled`, r.state, 'FINISHED');
    const types: string[] = (JSON.parse(r.games) as { types?: string[] }).types ?? [];
    const joined = run.joins.get(r.code) ?? new Map<number, number>();
    // The recomputation: each entrant's rounds staked in the run (after joining) and settled before its end, in settlement order.
    const board = new Map<number, Standing & { rounds: number }>();
    for (const bet of bets) {
      // Staked during the run (after joining, for a run one joins) and settled before its end.
      if (bet.created_at < r.starts_at || bet.settled_at >= r.ends_at || !types.includes(bet.game_type)) continue;
      if (r.entry !== 'AUTO' && !(joined.has(bet.account_id) && bet.created_at >= joined.get(bet.account_id)!)) continue;
      const points = roundPoints(r.scoring, r.min_stake_minor, { stakeMinor: bet.stake_minor, payoutMinor: bet.payout_minor });
      if (points === null) continue;
      const was = board.get(bet.account_id) ?? { accountId: bet.account_id, score: 0, reachedAt: null, reachedBet: null, rounds: 0 };
      const score = combine(r.scoring, was.score, points);
      const improved = score > was.score;
      board.set(bet.account_id, {
        accountId: bet.account_id,
        score,
        reachedAt: improved ? bet.settled_at : was.reachedAt,
        reachedBet: improved ? bet.id : was.reachedBet,
        rounds: was.rounds + 1,
      });
    }
    // Joined members with no scoring round are entrants with nothing.
    for (const account of joined.keys())
      if (!board.has(account)) board.set(account, { accountId: account, score: 0, reachedAt: null, reachedBet: null, rounds: 0 });
    const stored = q(
      'SELECT account_id, score, rounds, reached_at, reached_bet, final_rank, prize_kind, prize_amount, paid_at FROM tournament_entries WHERE tournament_id = ? ORDER BY account_id',
      [r.id],
    );
    const want = [...board.values()].sort((a, b) => a.accountId - b.accountId);
    check(
      `${label}: entrants and scores`,
      stored.map((e) => [e.account_id, e.score, e.rounds, e.reached_at, e.reached_bet]),
      want.map((s) => [s.accountId, s.score, s.rounds, s.reachedAt, s.reachedBet]),
    );
    if (r.state !== 'FINISHED') continue;

    // The final ranks, and each prize of the table paid once, in full.
    const ranked = want.filter((s) => s.score > 0).sort(compareStandings);
    const rankOf = new Map(ranked.map((s, i) => [s.accountId, i + 1]));
    const prizes = prizesOf(r.prizes);
    check(
      `${label}: final ranks and prizes`,
      stored.map((e) => [e.account_id, e.final_rank, e.prize_kind, e.prize_amount, e.paid_at !== null]),
      want.map((s) => {
        const rank = rankOf.get(s.accountId) ?? null;
        const prize = rank === null ? null : prizeFor(prizes, rank);
        return [s.accountId, rank, prize?.kind ?? null, prize?.amount ?? null, prize !== null];
      }),
    );
    for (const s of want) {
      const rank = rankOf.get(s.accountId);
      const prize = rank ? prizeFor(prizes, rank) : null;
      const key = `tournament:${r.id}:${s.accountId}`;
      const money = q(
        `SELECT e.kind, l.amount_minor FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id AND l.owner_id = ?
          WHERE e.merchant_code = ? AND e.entry_key = ?`,
        [s.accountId, MERCHANT, key],
      ).map((row) => [row.kind, row.amount_minor]);
      const points = q('SELECT points FROM points_movements WHERE merchant_code = ? AND entry_key = ?', [MERCHANT, key]).map((row) => row.points);
      check(
        `${label}: ${s.accountId}'s prize paid once`,
        { money, points },
        {
          money: prize && prize.kind !== 'POINTS' ? [[prize.kind === 'MONEY' ? 'TOURNAMENT_PRIZE' : 'BONUS', prize.amount]] : [],
          points: prize?.kind === 'POINTS' ? [prize.amount] : [],
        },
      );
    }
    // The buy-ins taken once each, and the run's account spent to the cent.
    if (r.entry === 'BUY_IN') {
      const buyIns = q(
        `SELECT COUNT(*) AS n, COALESCE(SUM(amount_minor), 0) AS total FROM journal_lines WHERE entry_id IN
        (SELECT id FROM journal_entries WHERE merchant_code = ? AND kind = 'TOURNAMENT_BUYIN' AND reference = ?) AND owner_id > 0`,
        [MERCHANT, `tournament:${r.code}`],
      )[0]!;
      check(`${label}: buy-ins`, [buyIns.n, buyIns.total], [joined.size, -joined.size * r.buy_in_minor]);
    }
    const account = q(
      `SELECT COALESCE(SUM(balance_minor), 0) AS n FROM ledger_accounts WHERE merchant_code = ? AND owner_id = 0 AND kind = 'TOURNAMENT' AND vendor_code = ?`,
      [MERCHANT, r.code],
    )[0]!.n;
    check(`${label}: its account spent`, account, 0);
    const reached = run.reached;
    const bump = (key: string) => (reached[key] = (reached[key] ?? 0) + 1);
    bump(`${r.entry} runs finished`);
    if (ranked.some((a, i) => ranked.some((b, j) => i < j && a.score === b.score))) bump('runs with a tie');
    for (const s of ranked) {
      const prize = prizeFor(prizes, rankOf.get(s.accountId)!);
      if (prize) bump(`${prize.kind} prizes`);
    }
  }
  const books = q(
    `SELECT (SELECT COALESCE(SUM(balance_minor), 0) FROM ledger_accounts) AS total,
            (SELECT COUNT(*) FROM ledger_accounts a WHERE a.balance_minor <> COALESCE((SELECT SUM(amount_minor) FROM journal_lines l WHERE l.account_id = a.id), 0)) AS drift,
            (SELECT COUNT(*) FROM (SELECT entry_id FROM journal_lines GROUP BY entry_id HAVING SUM(amount_minor) <> 0)) AS unbalanced`,
  )[0]!;
  check('the books', [books.total, books.drift, books.unbalanced], [0, 0, 0]);
  return checks;
}
