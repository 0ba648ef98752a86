/**
 * Tournament commands, in the member's wallet lock (docs/decisions/066-tournaments.md):
 * - `tournament.join`: a member enters an OPT_IN or BUY_IN run that has not ended, never during an
 *   exclusion; a buy-in moves from the member's main wallet to the run's account (kind TOURNAMENT,
 *   named by the run's code) in the same batch as the entry. Joining twice changes nothing.
 * - `tournament.prize`: a settled run's prize for this member, paid once (keyed by the run and the
 *   member, and guarded by the entry's paid_at): money from the run's account, a bonus from the
 *   brand's bonuses account (its turnover listed with the member's bonuses), points to the member's
 *   points; each with an inbox message.
 */
import { guardMovement } from '../responsible-gaming/store';
import { guardKyc } from '../kyc/gate';
import { messageStatement } from '../inbox/messages';
import { movementStatement } from '../points/ledger';
import { poolName } from '../jackpots/pools';
import { runState, type PrizeKind, type TournamentRow } from '../tournaments/rules';
import { prizeNotice } from '../tournaments/words';
import { textLanguage } from '../../http/language';
import { done, fail, refused, type CommandContext } from './command-context';
import { move, player, playerBalances, postingStatements, type AccountRef } from './journal';
import type { MoneyCommand, MoneyResult } from './money-command';
import { bonusPayment } from './bonus-commands';

/** The text the join's guard fails on when the run closed under it. */
const RUN_CLOSED = 'tournament closed';

/** The account a run's buy-ins and money prizes pass through: the brand's, kind TOURNAMENT, named by the run's code. */
export const runAccount = (code: string): AccountRef => ({ owner: 0, kind: 'TOURNAMENT', vendor: code });

export async function joinTournament(
  ctx: CommandContext,
  c: Extract<MoneyCommand, { op: 'tournament.join' }>,
): Promise<MoneyResult<{ joined: boolean; buyInMinor: number }>> {
  const [run, entry] = await Promise.all([
    ctx.db.prepare('SELECT * FROM tournaments WHERE merchant_code = ?1 AND code = ?2').bind(c.merchant, c.code).first<TournamentRow>(),
    ctx.db
      .prepare(
        'SELECT 1 AS found FROM tournament_entries e JOIN tournaments t ON t.id = e.tournament_id WHERE t.merchant_code = ?1 AND t.code = ?2 AND e.account_id = ?3',
      )
      .bind(c.merchant, c.code, c.accountId)
      .first(),
  ]);
  if (!run) return fail('wallet.not_found', 'tournament not found');
  if (entry) return done({ joined: false, buyInMinor: 0 });
  const state = runState(run, ctx.now);
  if (state !== 'RUNNING' && state !== 'UPCOMING') return fail('wallet.state_conflict', 'tournament.ended');
  if (run.entry === 'AUTO') return fail('wallet.state_conflict', 'tournament.automatic');
  // No entry during an exclusion; a buy-in is a stake: the loss and wager limits judge it, and count it after (responsible-gaming/store.ts).
  const refusal = await guardMovement(ctx.db, c.merchant, c.accountId, run.entry === 'BUY_IN' ? ['LOSS', 'WAGER'] : [], run.buy_in_minor, ctx.now);
  if (refusal) return refused(refusal);
  const statements = [
    // The run is still open when the batch commits, or nothing of it does: a settlement that claimed
    // the run meanwhile (settle.ts) would otherwise leave a buy-in in an account it has funded already.
    // An error raised in the batch (SQLite's json() of a non-JSON text) rolls the whole batch back.
    ctx.db
      .prepare(
        `SELECT CASE WHEN EXISTS (SELECT 1 FROM tournaments WHERE id = ?1 AND state = 'OPEN' AND ends_at > ?2) THEN 1 ELSE json('${RUN_CLOSED}') END AS open`,
      )
      .bind(run.id, ctx.now),
    ctx.db
      .prepare('INSERT INTO tournament_entries (tournament_id, account_id, merchant_code, joined_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING')
      .bind(run.id, c.accountId, c.merchant, ctx.now),
  ];
  if (run.entry === 'BUY_IN') {
    const [unverified, balances] = await Promise.all([
      guardKyc(ctx.db, c.merchant, c.accountId, 'REAL_PLAY', ctx.now),
      playerBalances(ctx.db, c.merchant, c.accountId),
    ]);
    if (unverified) return refused(unverified);
    if ((balances.get('MAIN') ?? 0) < run.buy_in_minor) return fail('wallet.insufficient_balance');
    statements.push(
      ...postingStatements(ctx.books, {
        kind: 'TOURNAMENT_BUYIN',
        key: `tournament-buyin:${run.id}:${c.accountId}`,
        reference: `tournament:${run.code}`,
        lines: move(player(c.accountId), runAccount(run.code), run.buy_in_minor),
      }),
    );
  }
  try {
    await ctx.db.batch(statements);
  } catch (error) {
    if (String(error).includes('malformed JSON')) return fail('wallet.state_conflict', 'tournament.ended');
    throw error;
  }
  return done({ joined: true, buyInMinor: run.entry === 'BUY_IN' ? run.buy_in_minor : 0 });
}

interface PrizeRow {
  code: string;
  names: string;
  final_rank: number | null;
  prize_kind: PrizeKind | null;
  prize_amount: number | null;
  prize_turnover: number | null;
  paid_at: number | null;
  default_language: string;
  symbol: string;
}

export async function payTournamentPrize(
  ctx: CommandContext,
  c: Extract<MoneyCommand, { op: 'tournament.prize' }>,
): Promise<MoneyResult<{ paid: boolean; kind: PrizeKind | null; amount: number; tournaments?: string[] }>> {
  const row = await ctx.db
    .prepare(
      `SELECT t.code, t.names, e.final_rank, e.prize_kind, e.prize_amount, e.prize_turnover, e.paid_at, b.default_language, COALESCE(l.currency_symbol, '') AS symbol
         FROM tournament_entries e JOIN tournaments t ON t.id = e.tournament_id
         JOIN brands b ON b.merchant_code = t.merchant_code
         LEFT JOIN brand_languages l ON l.merchant_code = b.merchant_code AND l.code = b.default_language
        WHERE e.tournament_id = ?1 AND e.account_id = ?2 AND t.merchant_code = ?3`,
    )
    .bind(c.tournamentId, c.accountId, c.merchant)
    .first<PrizeRow>();
  if (!row || row.final_rank === null || row.prize_kind === null || row.prize_amount === null) return fail('wallet.not_found', 'no prize');
  if (row.paid_at !== null) return done({ paid: false, kind: row.prize_kind, amount: row.prize_amount });
  const key = `tournament:${c.tournamentId}:${c.accountId}`;
  const reference = `tournament:${row.code}`;
  const amount = row.prize_amount;
  const payment =
    row.prize_kind === 'MONEY'
      ? postingStatements(ctx.books, { kind: 'TOURNAMENT_PRIZE', key, reference, lines: move(runAccount(row.code), player(c.accountId), amount) })
      : row.prize_kind === 'BONUS'
        ? await bonusPayment(ctx, { accountId: c.accountId, key, reference, amountMinor: amount, turnoverMultiplier: row.prize_turnover ?? 0 })
        : [movementStatement(ctx.db, c.merchant, c.accountId, 'ADJUSTMENT', amount, key, reference, ctx.now)];
  const language = textLanguage(row.default_language);
  const notice = prizeNotice(language, poolName(row, language, row.default_language), row.final_rank, row.prize_kind, amount, row.symbol);
  await ctx.db.batch([
    ...payment,
    ctx.db
      .prepare('UPDATE tournament_entries SET paid_at = ?3 WHERE tournament_id = ?1 AND account_id = ?2 AND paid_at IS NULL')
      .bind(c.tournamentId, c.accountId, ctx.now),
    messageStatement(ctx.db, { merchant: c.merchant, accountId: c.accountId, title: notice.title, content: notice.content, now: ctx.now }),
  ]);
  // The member's streams hear their final standing with the prize's balance (wallet/live-hub.ts).
  return done({ paid: true, kind: row.prize_kind, amount, tournaments: [row.code] });
}
