/**
 * The withdraw page's two calls: what the member may withdraw (MCSFE_getWithdrawSettings) and the
 * request itself (POST /wps/v2/transaction/withdraw, sealed on the wire). A request checks the
 * amount, the payment password and the card, then holds the amount in the member's wallet lock
 * (`withdraw.request`: limits, daily count, balance, idempotent by `requestId`); a brand that
 * auto-approves pays it at once (`withdraw.decide`).
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { fieldError, okPrivate } from '../../http/envelope';
import { minorToAmount, parseWith, queryObject, intParam } from '../../http/params';
import { readPayload } from '../../http/payload';
import type { BrandContext } from '../../http/routes';
import { playerBalances } from '../ledger/journal';
import { isValidKey, REQUEST_ID_RULE } from '../ledger/idempotency';
import { withdrawalsToday } from '../ledger/withdrawal-commands';
import { loadWalletSettings } from '../ledger/settings';
import { bonusWire } from '../bonus-wallet/summary';
import { walletGate } from '../wallet/wallet-gate';
import type { Env } from '../../env';
import { cardOf, cardsOf, snapshotOf } from '../member/bank-cards';
import { checkPaymentPassword } from '../member/payment-password';
import { requireRealSession } from '../session/real-session';
import { requireSession } from '../session/sessions';
import { withdrawalById, withdrawalView } from './records';
import { moneyRefusal } from './refusals';

const SettingsQuery = z.object({ groupId: intParam.pipe(z.number().int().min(0).max(1_000_000)).default(0) });

/**
 * GET /wps/relay/MCSFE_getWithdrawSettings?groupId=0: the brand's limits, the member's count of
 * requests today and what the main wallet holds, the bank cards to pay to and whether a payment
 * password is set. The reference platform has one group of withdrawal methods (0).
 */
export async function withdrawSettingsHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  parseWith(SettingsQuery, queryObject(ctx.url));
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const accountId = session.account.id;
  const now = clock(ctx.env);
  const [settings, balances, usedToday, cards] = await Promise.all([
    loadWalletSettings(db, merchant),
    playerBalances(db, merchant, accountId),
    withdrawalsToday(db, merchant, accountId, now),
    cardsOf(db, merchant, accountId),
  ]);
  return okPrivate({
    minimumAmount: minorToAmount(settings.withdrawMinMinor),
    maximumAmount: minorToAmount(settings.withdrawMaxMinor),
    dailyCount: settings.withdrawDailyCount,
    usedToday,
    remainingToday: Math.max(0, settings.withdrawDailyCount - usedToday),
    availableBalance: minorToAmount(balances.get('MAIN') ?? 0),
    heldBalance: minorToAmount(balances.get('HELD') ?? 0),
    currency: settings.currency,
    autoApprove: settings.withdrawAutoApprove,
    receiptConfirmMinutes: settings.receiptConfirmMinutes,
    hasPaymentPassword: session.account.payment_password !== null,
    bankCards: cards.map(snapshotOf),
    // The bonus wallet (our extension, docs/decisions/067): bonus money is not withdrawable; a
    // withdrawal before the active bonus's turnover is met forfeits it (with the member's consent).
    ...(balances.has('BONUS') ? await bonusWire(db, merchant, accountId, balances) : {}),
  });
}

/** A bonus's id as sent (a number or a string of digits); anything else names none. */
function forfeitIdOf(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** An amount as the protocol allows it (a positive number or decimal string with at most two decimals), in minor units; null otherwise. */
export function requestAmountMinor(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 && Number.isSafeInteger(minor) ? minor : null;
}

function objectOf(payload: unknown): Record<string, unknown> {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};
}

/**
 * POST /wps/v2/transaction/withdraw (sealed): `{amount, cardId, paymentPassword, requestId}` →
 * the withdrawal (HELD, or PAID when the brand auto-approves); a trial account is refused
 * (`function.not.available`). Checked in this order: the amount
 * (`wallet.amount_invalid` before anything else), `requestId`, `cardId`, the payment password
 * (throttled per account), the card (the member's, not removed), then the ledger's own checks.
 */
export async function requestWithdrawalHandler(ctx: BrandContext): Promise<Response> {
  // Trial (free-play) accounts hold play money only: nothing to withdraw.
  const session = await requireRealSession(ctx);
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const body = objectOf(await readPayload(ctx));
  const accountId = session.account.id;
  const amountMinor = requestAmountMinor(body.amount);
  if (amountMinor === null) throw moneyRefusal({ code: 'wallet.amount_invalid', message: 'amount: must be a positive amount with at most two decimals' });
  if (!isValidKey(body.requestId)) throw fieldError('requestId', REQUEST_ID_RULE);
  const cardId = typeof body.cardId === 'string' && /^\d{1,15}$/.test(body.cardId) ? Number(body.cardId) : body.cardId;
  if (typeof cardId !== 'number' || !Number.isSafeInteger(cardId) || cardId <= 0) throw fieldError('cardId', 'not empty');
  await checkPaymentPassword(ctx.env, merchant, session.account, body.paymentPassword, clock(ctx.env));
  const card = await cardOf(db, merchant, accountId, cardId);
  if (!card) throw fieldError('cardId', 'unknown card');

  const gate = walletGate(ctx.env);
  // Our extension (docs/decisions/067): the bonus the member confirmed forfeiting with this withdrawal (its id).
  const forfeitGrantId = forfeitIdOf(body.forfeitBonusId);
  const held = await gate.execute({ op: 'withdraw.request', merchant, accountId, key: body.requestId, amountMinor, card, forfeitGrantId });
  if (!held.ok) throw moneyRefusal(held);
  const { withdrawalId } = held.value as { withdrawalId: number };

  // Auto-approval: pay at once. A repeat of the request finishes a payment a crash left undone;
  // one the operator has decided meanwhile stays as decided.
  const settings = await loadWalletSettings(db, merchant);
  if (settings.withdrawAutoApprove && (await withdrawalById(db, merchant, withdrawalId))?.status === 'HELD') {
    // The amount is held and the request's answer stored: a failure to pay now must not read as a
    // failed request (the member would send a new one). It stays HELD and the sweep pays it.
    try {
      await gate.execute({ op: 'withdraw.decide', merchant, accountId, withdrawalId, outcome: 'PAID' });
    } catch (error) {
      console.error('platform: auto-approval of a withdrawal failed; the sweep will retry', error);
    }
  }
  const row = await withdrawalById(db, merchant, withdrawalId);
  if (!row) throw moneyRefusal({ code: 'wallet.not_found', message: 'withdrawal not found' });
  return okPrivate(withdrawalView(row, clock(ctx.env)));
}

/**
 * Pays the withdrawals an auto-approving brand still holds (an approval that failed after the
 * hold): run by the scheduled sweep. Each payment runs in the member's wallet lock and is keyed
 * by the withdrawal, so a payment the request itself completed meanwhile is not paid twice.
 */
export async function approveHeldWithdrawals(env: Env, heldBefore: number): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT w.id, w.merchant_code, w.account_id FROM withdrawals w
       JOIN brand_wallet_settings s ON s.merchant_code = w.merchant_code AND s.withdraw_auto_approve = 1
      WHERE w.status = 'HELD' AND w.created_at <= ?1 ORDER BY w.id LIMIT 100`,
  )
    .bind(heldBefore)
    .all<{ id: number; merchant_code: string; account_id: number }>();
  const gate = walletGate(env);
  let paid = 0;
  for (const row of results) {
    const result = await gate.execute({ op: 'withdraw.decide', merchant: row.merchant_code, accountId: row.account_id, withdrawalId: row.id, outcome: 'PAID' });
    if (result.ok) paid++;
  }
  return paid;
}
