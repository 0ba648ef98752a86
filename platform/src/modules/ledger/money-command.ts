/**
 * What a money command is and what it answers: the commands every family file runs (commands.ts
 * dispatches them inside the wallet lock, modules/wallet) and the result a caller reads. Other
 * modules import these types to build commands and read refusals, never the families themselves.
 */
import type { ExclusionRequest, LimitRequest, MinutesRequest } from '../responsible-gaming/changes';

/** The bank card a withdrawal pays to, as it was when the member asked. */
export interface CardSnapshot {
  cardId: number;
  bankName: string;
  maskedNumber: string;
  accountName: string;
}

export interface GameRef {
  gameId: number | null;
  gameName: string;
  vendorCode: string;
  gameType: string;
}

export type MoneyCommand =
  /**
   * A deposit order (no money moves yet), opened in the lock so that the member's deposit limits
   * judge it beside every other order of the same wallet (docs/decisions/039). `request` is the
   * order's idempotency row: its answer `{depositId}` is stored in the same batch.
   */
  | {
      op: 'deposit.open';
      merchant: string;
      accountId: number;
      amountMinor: number;
      methodCode: string;
      bankType: string;
      details: string;
      providerRef: string;
      request: { key: string; operation: string; hash: string };
    }
  /** The member's responsible-gaming changes, serialised with the movements they govern (responsible-gaming/changes.ts). */
  | ({ op: 'rg.limit' } & LimitRequest)
  | ({ op: 'rg.exclude' } & ExclusionRequest)
  | ({ op: 'rg.sessionLimit' } & MinutesRequest)
  | ({ op: 'rg.realityCheck' } & MinutesRequest)
  /**
   * A deposit's outcome (deposit-commands.ts): PAID from the provider or the operator (a cancelled
   * order paid later is judged by the deposit limits and may be held), CANCELLED, REJECTED (a held
   * payment: refunded), and RELEASE, the operator's credit of a held payment.
   */
  | { op: 'deposit.settle'; merchant: string; accountId: number; depositId: number; outcome: 'PAID' | 'CANCELLED' | 'REJECTED' | 'RELEASE' }
  /**
   * `forfeitGrantId`: the bonus the member confirmed giving up, its turnover not met (the bonus
   * wallet, docs/decisions/067); without it, or naming another (the page showed one that has
   * ended since), such a request is refused with the active bonus's amount at stake.
   */
  | { op: 'withdraw.request'; merchant: string; accountId: number; key: string; amountMinor: number; card: CardSnapshot; forfeitGrantId?: number }
  | { op: 'withdraw.decide'; merchant: string; accountId: number; withdrawalId: number; outcome: 'PAID' | 'REFUNDED'; reason?: string }
  | { op: 'wallet.transfer'; merchant: string; accountId: number; key: string; from: string; to: string; amountMinor: number }
  | { op: 'wallet.allToMain'; merchant: string; accountId: number; key: string }
  | {
      op: 'player.send';
      merchant: string;
      accountId: number;
      key: string;
      toAccountId: number;
      amountMinor: number;
      /** A payment the platform makes (a contract's settlement): the brand's per-transfer limits do not apply. */
      exempt?: boolean;
    }
  | { op: 'player.receive'; merchant: string; accountId: number; transferId: number }
  /** `jackpotDraw`: the game server's draw for the round, uniform in [0, 1), which decides random jackpot pools (jackpots/pools.ts). */
  | { op: 'bet.place'; merchant: string; accountId: number; roundId: string; stakeMinor: number; game: GameRef; jackpotDraw?: number }
  | { op: 'bet.settle'; merchant: string; accountId: number; roundId: string; payoutMinor: number; validMinor: number }
  /** An instant round (a spin, a hand, a cash-out): stake and result in one lock and one batch. */
  | {
      op: 'bet.play';
      merchant: string;
      accountId: number;
      roundId: string;
      stakeMinor: number;
      payoutMinor: number;
      validMinor: number;
      game: GameRef;
      jackpotDraw?: number;
    }
  /** A jackpot pool's cycle this member's round claimed, paid to the member and the pool seeded again (jackpot-commands.ts). */
  | { op: 'jackpot.pay'; merchant: string; accountId: number; poolId: number }
  /** A member enters an OPT_IN or BUY_IN tournament run (a buy-in paid from the main wallet: tournament-commands.ts). */
  | { op: 'tournament.join'; merchant: string; accountId: number; code: string }
  /** A settled run's prize for this member, paid once (tournament-commands.ts). */
  | { op: 'tournament.prize'; merchant: string; accountId: number; tournamentId: number }
  /** The member's bonus grants brought up to date: an expired one forfeited, a queued one started (bonus-commands.ts). */
  | { op: 'bonus.review'; merchant: string; accountId: number }
  /**
   * The member gives up the active bonus (`grantId`: the one their page showed; `key`: the form's
   * request id, a repeat answered once); `all`: the queued ones too (an account's closure).
   */
  | { op: 'bonus.forfeit'; merchant: string; accountId: number; grantId?: number; key?: string; all?: boolean }
  | {
      op: 'adjust';
      merchant: string;
      accountId: number;
      key: string;
      /** Signed: positive pays the member from `contra`, negative takes from the member to it. */
      amountMinor: number;
      kind: 'OPENING' | 'ADJUSTMENT' | 'BONUS' | 'REBATE' | 'POINTS';
      contra: 'CASH_IN' | 'BONUSES' | 'PLAY_MONEY' | 'HOUSE';
      reference?: string;
      /** An incentive (a promotion, mission, referral, rebate or first-deposit bonus): refused during a time-out or self-exclusion (ADR 039). */
      incentive?: boolean;
      /**
       * A bonus's turnover requirement, as a multiple of it: with the brand's bonus wallet on, a bonus
       * with one is a grant in the BONUS account until the turnover is met (bonus-commands.ts).
       */
      turnoverMultiplier?: number;
    };

export type MoneyErrorCode =
  | 'wallet.amount_invalid'
  | 'wallet.insufficient_balance'
  | 'wallet.below_minimum'
  | 'wallet.above_maximum'
  | 'wallet.daily_count_reached'
  | 'wallet.not_found'
  | 'wallet.state_conflict'
  | 'wallet.idempotency_key_reused'
  | 'wallet.unknown_wallet'
  | 'wallet.transfer_mode_off'
  | 'wallet.same_wallet'
  | 'wallet.recipient_invalid'
  | 'rg.excluded'
  | 'rg.limit_reached'
  | 'kyc.required'
  /** A stake above the active bonus's maximum (detail: maxStake). */
  | 'bonus.max_stake'
  /** A withdrawal while a bonus's turnover is not met, without the member's forfeit (detail: the bonus and the turnover left). */
  | 'bonus.forfeit_required';

/** A refusal may carry what the player is shown (a limit's remaining amount and reset time). */
export type MoneyResult<T = unknown> = { ok: true; value: T } | { ok: false; code: MoneyErrorCode; message: string; detail?: Record<string, unknown> };

export interface MoneyDeps {
  db: D1Database;
  now: number;
}

/** Whether a command changes the member's balances when it succeeds (orders and responsible-gaming changes do not). */
export function movesMoney(command: MoneyCommand): boolean {
  return command.op !== 'deposit.open' && !command.op.startsWith('rg.');
}
