/**
 * The ledger simulation's responsible-gaming check (docs/decisions/039): the simulation keeps its
 * own copy of every player's limits and, in the wallet's serialised step itself, recomputes the
 * period's use from raw rows with its own SQL and its own UTC calendar (the simulated brand's zone)
 * before each deposit order and stake. An accepted movement must fit every limit in force; a
 * refusal for a limit must have been needed. A payment for an order already cancelled (a late
 * callback, a provider's page left open, the operator paying it) is judged too, in the period of its
 * order: credited only when it fits, else held for the operator (never credited past the limit), and
 * never held when it fitted. Nothing here calls the platform's sums or windows.
 */
import type { MoneyCommand, MoneyResult } from '../../platform/src/modules/ledger/money-command';
import { limitAt, requestLimit, type LimitKind, type LimitPeriod, type LimitState } from '../../platform/src/modules/responsible-gaming/rules';
import type { FakeD1 } from './d1-sqljs';

const DAY = 86_400_000;
const COOLING_OFF = 24 * 3_600_000;

/** [start, end) of the UTC day, Monday-based week or month containing `t`. */
export function utcWindow(period: LimitPeriod, t: number): [number, number] {
  const dayStart = Math.floor(t / DAY) * DAY;
  if (period === 'DAY') return [dayStart, dayStart + DAY];
  if (period === 'WEEK') {
    // 1970-01-01 was a Thursday: days since the last Monday.
    const start = dayStart - ((Math.floor(t / DAY) + 3) % 7) * DAY;
    return [start, start + 7 * DAY];
  }
  const date = new Date(t);
  return [Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1), Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)];
}

function useOf(d1: FakeD1, accountId: number, kind: LimitKind, [start, end]: [number, number]): number {
  const sql =
    kind === 'DEPOSIT'
      ? "SELECT COALESCE(SUM(amount_minor), 0) AS v FROM deposits WHERE account_id = ?1 AND status IN ('PENDING', 'PAID') AND created_at >= ?2 AND created_at < ?3"
      : kind === 'WAGER'
        ? "SELECT COALESCE(SUM(stake_minor), 0) AS v FROM bets WHERE account_id = ?1 AND status <> 'VOID' AND created_at >= ?2 AND created_at < ?3"
        : "SELECT COALESCE(SUM(stake_minor - payout_minor), 0) AS v FROM bets WHERE account_id = ?1 AND status <> 'VOID' AND created_at >= ?2 AND created_at < ?3";
  return Number(d1.query(sql, [accountId, start, end])[0]?.v ?? 0);
}

const key = (accountId: number, kind: LimitKind, period: LimitPeriod) => `${accountId}:${kind}:${period}`;

export class LimitsModel {
  private readonly limits = new Map<string, LimitState>();
  /** Movements the limits judged: accepted within them, refused past them, late payments held past them. */
  judged = { accepted: 0, refused: 0, held: 0 };

  constructor(private readonly d1: FakeD1) {}

  /** The limit row as stored (none: no limit). */
  private storedLimit(c: { accountId: number; kind: LimitKind; period: LimitPeriod }): LimitState {
    const [row] = this.d1.query(
      'SELECT amount_minor, has_pending, pending_amount_minor, pending_effective_at FROM rg_limits WHERE account_id = ?1 AND kind = ?2 AND period = ?3',
      [c.accountId, c.kind, c.period],
    ) as { amount_minor: number | null; has_pending: number; pending_amount_minor: number | null; pending_effective_at: number }[];
    if (!row) return { amountMinor: null, pending: null };
    return {
      amountMinor: row.amount_minor,
      pending: row.has_pending === 1 ? { amountMinor: row.pending_amount_minor, effectiveAt: row.pending_effective_at } : null,
    };
  }

  /**
   * What a command moves against the limits, if anything: the kinds it counts towards, the amount
   * and the moment whose periods it counts in (`late`: a cancelled order being paid, counted at its
   * order's moment).
   */
  private movement(command: MoneyCommand, now: number): { kinds: LimitKind[]; amount: number; at: number; late?: true } | null {
    if (command.op === 'deposit.settle' && command.outcome === 'PAID') {
      const [row] = this.d1.query('SELECT amount_minor, status, created_at FROM deposits WHERE id = ?1 AND account_id = ?2', [
        command.depositId,
        command.accountId,
      ]) as { amount_minor: number; status: string; created_at: number }[];
      // Only a cancelled order is judged again: a pending one counted since it was opened.
      return row?.status === 'CANCELLED' ? { kinds: ['DEPOSIT'], amount: row.amount_minor, at: row.created_at, late: true } : null;
    }
    if (command.op === 'deposit.open') {
      // A repeat of an order already opened (its key is stored) opens nothing more.
      const existing = this.d1.query('SELECT 1 AS found FROM money_requests WHERE merchant_code = ?1 AND account_id = ?2 AND idem_key = ?3', [
        command.merchant,
        command.accountId,
        command.request.key,
      ]);
      return existing.length > 0 ? null : { kinds: ['DEPOSIT'], amount: command.amountMinor, at: now };
    }
    if (command.op === 'bet.place' || command.op === 'bet.play') {
      // A repeat of a round already staked stakes nothing more.
      const existing = this.d1.query('SELECT 1 AS found FROM bets WHERE merchant_code = ?1 AND round_id = ?2', [command.merchant, command.roundId]);
      return existing.length > 0 ? null : { kinds: ['LOSS', 'WAGER'], amount: command.stakeMinor, at: now };
    }
    return null;
  }

  /**
   * Runs `execute` in the wallet's serialised step with the checks around it; throws a message when
   * the ledger let a movement pass a limit, or refused one that fitted.
   */
  async around(command: MoneyCommand, now: number, execute: () => Promise<MoneyResult>): Promise<MoneyResult> {
    const movement = this.movement(command, now);
    const crossed: string[] = [];
    if (movement) {
      for (const kind of movement.kinds) {
        for (const period of ['DAY', 'WEEK', 'MONTH'] as const) {
          const state = this.limits.get(key(command.accountId, kind, period));
          const limit = state ? limitAt(state, now).amountMinor : null;
          if (limit === null) continue;
          const used = Math.max(0, useOf(this.d1, command.accountId, kind, utcWindow(period, movement.at)));
          if (used + movement.amount > limit) crossed.push(`${kind}/${period}: used ${used} + ${movement.amount} > ${limit}`);
        }
      }
    }
    let result: MoneyResult;
    try {
      result = await execute();
    } catch (error) {
      // A limit change whose answer was lost may have committed all the same (d1-sqljs.ts
      // LostAnswer): the copy follows what the database holds, read with the model's own SQL, so
      // a stake judged before the client's retry is judged against the limit really in force.
      if (command.op === 'rg.limit') this.limits.set(key(command.accountId, command.kind, command.period), this.storedLimit(command));
      throw error;
    }
    if (command.op === 'rg.limit' && result.ok) {
      const mine = key(command.accountId, command.kind, command.period);
      const next = requestLimit(this.limits.get(mine) ?? { amountMinor: null, pending: null }, command.amountMinor, now, COOLING_OFF);
      this.limits.set(mine, next.state);
    }
    if (!movement) return result;
    if (movement.late) {
      // A late payment is never refused (the money was taken): credited when it fits, else held.
      if (!result.ok) throw new Error(`a cancelled order of account ${command.accountId} paid late was refused (${result.code}): the money was taken`);
      const status = (result.value as { status: string }).status;
      if (status === 'PAID' && crossed.length > 0)
        throw new Error(`a cancelled order of account ${command.accountId} paid late was credited past a limit: ${crossed.join('; ')}`);
      if (status === 'HELD' && crossed.length === 0) throw new Error(`a cancelled order of account ${command.accountId} paid late was held though it fitted`);
      if (status === 'HELD') this.judged.held++;
      else this.judged.accepted++;
      return result;
    }
    if (result.ok && crossed.length > 0) throw new Error(`limit exceeded by ${command.op} of account ${command.accountId}: ${crossed.join('; ')}`);
    if (!result.ok && result.code === 'rg.limit_reached') {
      if (crossed.length === 0) throw new Error(`${command.op} of account ${command.accountId} refused for a limit it fitted`);
      this.judged.refused++;
    } else if (result.ok) this.judged.accepted++;
    return result;
  }
}
