/**
 * Every money movement of the reference platform, as a command run inside the wallet lock of the
 * player it belongs to (modules/wallet): one at a time per player, so "read the balance, decide,
 * post" cannot interleave with another movement of the same wallet. Each command either posts all
 * its rows in one D1 batch or nothing.
 *
 * Repeats are safe in two ways: requests a client makes carry an idempotency key (idempotency.ts),
 * and steps the platform makes (a provider callback, an operator decision, the second half of a
 * transfer) are keyed by their record ("deposit:12"), so doing one twice finds it done.
 */
import { IdempotencyKeyReused } from './idempotency';
import { loadWalletSettings } from './settings';
import { changeLimit, changeSessionLimit, setRealityCheck, startExclusion } from '../responsible-gaming/changes';
import { done, fail, type CommandContext } from './command-context';
import { adjust } from './adjust-command';
import { placeBet, playBet, settleBet } from './bet-commands';
import { payJackpot } from './jackpot-commands';
import { forfeitBonus, reviewBonus } from './bonus-commands';
import { joinTournament, payTournamentPrize } from './tournament-commands';
import { openDeposit, settleDeposit } from './deposit-commands';
import { allToMain, receiveFromPlayer, sendToPlayer, walletTransfer } from './transfer-commands';
import { decideWithdrawal, requestWithdrawal } from './withdrawal-commands';
import type { MoneyCommand, MoneyDeps, MoneyResult } from './money-command';

/** Runs one command. Only the wallet gate calls this, inside the lock of `command.accountId`. */
export async function executeMoneyCommand(deps: MoneyDeps, command: MoneyCommand): Promise<MoneyResult> {
  const settings = await loadWalletSettings(deps.db, command.merchant);
  const ctx: CommandContext = { ...deps, settings, books: { db: deps.db, merchant: command.merchant, currency: settings.currency, now: deps.now } };
  try {
    switch (command.op) {
      case 'deposit.open':
        return await openDeposit(ctx, command);
      case 'rg.limit':
        return done(await changeLimit(ctx.db, ctx.now, command));
      case 'rg.exclude':
        return done(await startExclusion(ctx.db, ctx.now, command));
      case 'rg.sessionLimit':
        return done(await changeSessionLimit(ctx.db, ctx.now, command));
      case 'rg.realityCheck':
        return done(await setRealityCheck(ctx.db, ctx.now, command));
      case 'deposit.settle':
        return await settleDeposit(ctx, command);
      case 'withdraw.request':
        return await requestWithdrawal(ctx, command);
      case 'withdraw.decide':
        return await decideWithdrawal(ctx, command);
      case 'wallet.transfer':
        return await walletTransfer(ctx, command);
      case 'wallet.allToMain':
        return await allToMain(ctx, command);
      case 'player.send':
        return await sendToPlayer(ctx, command);
      case 'player.receive':
        return await receiveFromPlayer(ctx, command);
      case 'bet.place':
        return await placeBet(ctx, command);
      case 'bet.settle':
        return await settleBet(ctx, command);
      case 'bet.play':
        return await playBet(ctx, command);
      case 'adjust':
        return await adjust(ctx, command);
      case 'jackpot.pay':
        return await payJackpot(ctx, command);
      case 'tournament.join':
        return await joinTournament(ctx, command);
      case 'tournament.prize':
        return await payTournamentPrize(ctx, command);
      case 'bonus.review':
        return await reviewBonus(ctx, command);
      case 'bonus.forfeit':
        return await forfeitBonus(ctx, command);
    }
  } catch (error) {
    if (error instanceof IdempotencyKeyReused) return fail('wallet.idempotency_key_reused', error.message);
    // The CHECK on player balances: only reachable if a caller posted outside the lock.
    if (String(error).includes('CHECK constraint failed')) return fail('wallet.insufficient_balance');
    throw error;
  }
}
