/**
 * What every family of money commands shares: the context a command runs with (the brand's wallet
 * rules and its books), its answers, keyed requests (idempotency.ts) and ids chosen before a batch.
 */
import { player, vendorWallet, type AccountRef, type Books } from './journal';
import { requestHash, storeAnswer, storedAnswer, type IdempotentRequest } from './idempotency';
import type { MoneyDeps, MoneyErrorCode, MoneyResult } from './money-command';
import type { WalletSettings } from './settings';
import { refusalValue, type RgRefusal } from '../responsible-gaming/store';
import { kycRefusalValue, type KycRefusal } from '../kyc/gate';

export interface CommandContext extends MoneyDeps {
  settings: WalletSettings;
  books: Books;
}

export const fail = (code: MoneyErrorCode, message: string = code): MoneyResult<never> => ({ ok: false, code, message });

/** A responsible-gaming or identity-verification refusal as a money result, with the figures it is answered with. */
export const refused = (refusal: RgRefusal | KycRefusal): MoneyResult<never> => ({
  ok: false,
  code: refusal.code,
  message: refusal.code,
  detail: refusal.code === 'kyc.required' ? kycRefusalValue(refusal) : refusalValue(refusal),
});
export const done = <T>(value: T): MoneyResult<T> => ({ ok: true, value });

export const validAmount = (amount: number) => Number.isSafeInteger(amount) && amount > 0;

/**
 * `Promise.all` for the steps of a command in the wallet's lock when one of them may write (a
 * bonus's review before a stake): every step settles before the first failure is thrown, so no
 * write outlives the command and meets the next one the lock lets in (found by the ledger
 * simulation: a read batch whose answer was lost ended a round while its expiry still posted).
 */
export async function allSettled<T extends readonly unknown[]>(steps: readonly [...{ [K in keyof T]: Promise<T[K]> }]): Promise<T> {
  const outcomes = await Promise.allSettled(steps);
  const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * A keyed request: replays the stored answer, or runs `decide` and posts its statements with the
 * answer stored beside them.
 */
export async function keyed<T>(
  ctx: CommandContext,
  request: IdempotentRequest,
  decide: () => Promise<MoneyResult<{ statements: D1PreparedStatement[]; answer: T }>>,
): Promise<MoneyResult<T>> {
  const hash = await requestHash(request.operation, request.body);
  const stored = await storedAnswer<T>(ctx.db, request, hash);
  if (stored !== null) return done(stored);
  for (let attempt = 1; ; attempt++) {
    const decision = await decide();
    if (!decision.ok) return decision;
    try {
      await ctx.db.batch([...decision.value.statements, storeAnswer(ctx.db, request, hash, decision.value.answer, ctx.now)]);
      return done(decision.value.answer);
    } catch (error) {
      // Another player's record took the id chosen by nextId() meanwhile: nothing was written; decide again.
      if (attempt < 5 && /UNIQUE constraint failed: (withdrawals|transfers)\.id/.test(String(error))) continue;
      throw error;
    }
  }
}

/**
 * Ids chosen before the batch, so the batch can name the row in its entry keys. Another player's
 * wallet may take the same id at the same moment: then the primary key fails that whole batch and
 * keyed() decides again, so records never mix.
 */
export async function nextId(db: D1Database, table: 'withdrawals' | 'transfers'): Promise<number> {
  const row = await db.prepare(`SELECT COALESCE(MAX(id), 0) + 1 AS id FROM ${table}`).first<{ id: number }>();
  return row?.id ?? 1;
}

/** The wallet a vendor's game plays from: its own wallet in transfer mode, else the main one (a win is paid where its stake came from). */
export function playWallet(ctx: CommandContext, owner: number, vendor: string): AccountRef {
  return ctx.settings.walletMode === 'TRANSFER' && ctx.settings.transferVendors.includes(vendor) ? vendorWallet(owner, vendor) : player(owner);
}
