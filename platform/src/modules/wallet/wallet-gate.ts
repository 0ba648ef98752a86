/**
 * The Worker's way into a player's wallet lock: every money command goes through here.
 * Production and local runs use the WalletLedger Durable Object; the ledger simulation uses an
 * in-process gate with the same contract (tests/simulation).
 */
import type { Env } from '../../env';
import { systemBusy } from '../../http/envelope';
import type { MoneyCommand, MoneyResult } from '../ledger/money-command';

export interface WalletGate {
  execute(command: MoneyCommand): Promise<MoneyResult>;
}

export const walletName = (merchant: string, accountId: number) => `${merchant}:${accountId}`;

function wallets(env: Env) {
  const namespace = env.WALLETS;
  if (!namespace) {
    console.error('platform: WALLETS Durable Object binding missing');
    throw systemBusy();
  }
  return namespace;
}

/** The member's wallet object (its lock, and the hub of its live streams: live-hub.ts). */
export function walletStub(env: Env, merchant: string, accountId: number) {
  const namespace = wallets(env);
  return namespace.get(namespace.idFromName(walletName(merchant, accountId)));
}

export function walletGate(env: Env): WalletGate {
  const namespace = wallets(env);
  return {
    execute(command) {
      const stub = namespace.get(namespace.idFromName(walletName(command.merchant, command.accountId)));
      return stub.execute(command) as Promise<MoneyResult>;
    },
  };
}
