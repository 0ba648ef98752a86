/**
 * Receipt confirmation of paid withdrawals (spec: "the user marks received, not received (with
 * proof image upload) or all received; if unconfirmed within {0} minutes it counts as received").
 *
 * A withdrawal the operator pays waits AWAITING until its receipt_deadline (the brand's
 * receipt_confirm_minutes after payment). Before the deadline the member answers RECEIVED or
 * NOT_RECEIVED (with a proof image), or RECEIVED for all at once; at the deadline an unanswered
 * one is AUTO_RECEIVED: every read computes it (records.ts), and the sweep writes it.
 *
 * No money moves here: the payment already left the books. NOT_RECEIVED opens a dispute for the
 * operator, who looks at the proof and settles it outside these calls; a forced (automatic)
 * receipt means the member can no longer dispute, so nothing is ever refunded from it.
 *
 * The answers are conditional updates (`WHERE receipt = 'AWAITING' AND receipt_deadline > now`),
 * so a confirmation racing the deadline, the sweep or another confirmation changes a row once.
 * Trial (free-play) accounts have no withdrawals: both calls refuse them (`function.not.available`).
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { okPrivate, paramError } from '../../http/envelope';
import { intParam, parseWith } from '../../http/params';
import type { BrandContext } from '../../http/routes';
import { loadWalletSettings } from '../ledger/settings';
import { requireRealSession } from '../session/real-session';
import { decodeProof, deleteProof, MAX_CONFIRMATION_BODY_BYTES, readBoundedText, storeProof } from './proof';
import { awaitingReceiptOf, receiptAt, withdrawalById, withdrawalView, type WithdrawalRow } from './records';
import { moneyRefusal } from './refusals';

/** GET /wps/relay/MCSFE_getPaymentConfirmationList: paid withdrawals awaiting the member's answer, and the brand's minutes. */
export async function confirmationListHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const merchant = ctx.brand.row.merchant_code;
  const now = clock(ctx.env);
  const [settings, rows] = await Promise.all([loadWalletSettings(ctx.env.DB, merchant), awaitingReceiptOf(ctx.env.DB, merchant, session.account.id, now)]);
  return okPrivate({ confirmMinutes: settings.receiptConfirmMinutes, list: rows.map((row) => withdrawalView(row, now)) });
}

const withdrawalId = intParam.pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
const Confirmation = z.discriminatedUnion('type', [
  z.object({ type: z.literal('RECEIVED'), withdrawalId }),
  z.object({ type: z.literal('NOT_RECEIVED'), withdrawalId, proofImage: z.unknown().optional() }),
  z.object({ type: z.literal('ALL_RECEIVED') }),
]);

function parseBody(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw paramError('body is not valid JSON');
  }
}

/**
 * POST /wps/relay/MCSFE_processC2CTransaction: `{type: "RECEIVED", withdrawalId}`,
 * `{type: "NOT_RECEIVED", withdrawalId, proofImage: <Base64 png or jpg, at most 5 MB>}` or
 * `{type: "ALL_RECEIVED"}` → `{list}`: the withdrawals as they now are (for ALL_RECEIVED, those it
 * confirmed). Repeating an answer a withdrawal already has is not an error.
 */
export async function processConfirmationHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const body = parseWith(Confirmation, parseBody(await readBoundedText(ctx.request, MAX_CONFIRMATION_BODY_BYTES)));
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const accountId = session.account.id;
  const now = clock(ctx.env);

  if (body.type === 'ALL_RECEIVED') {
    const { results } = await db
      .prepare(
        `UPDATE withdrawals SET receipt = 'RECEIVED', confirmed_at = ?3
          WHERE merchant_code = ?1 AND account_id = ?2 AND receipt = 'AWAITING' AND receipt_deadline > ?3
         RETURNING *`,
      )
      .bind(merchant, accountId, now)
      .all<WithdrawalRow>();
    return okPrivate({ list: results.sort((a, b) => b.id - a.id).map((row) => withdrawalView(row, now)) });
  }

  const current = await withdrawalById(db, merchant, body.withdrawalId);
  if (!current || current.account_id !== accountId) throw moneyRefusal({ code: 'wallet.not_found', message: 'withdrawal not found' });
  // The image is checked before anything is stored or changed.
  const proof = body.type === 'NOT_RECEIVED' ? decodeProof(body.proofImage) : null;
  const settled = answered(current, body.type, now);
  if (settled) return okPrivate({ list: [withdrawalView(current, now)] });

  const proofKey = proof ? await storeProof(ctx.env, merchant, current.id, proof) : null;
  const changed = await db
    .prepare(
      `UPDATE withdrawals SET receipt = ?4, confirmed_at = ?3, proof_key = COALESCE(?5, proof_key)
        WHERE id = ?1 AND account_id = ?2 AND receipt = 'AWAITING' AND receipt_deadline > ?3
       RETURNING *`,
    )
    .bind(current.id, accountId, now, body.type, proofKey)
    .first<WithdrawalRow>();
  if (changed) return okPrivate({ list: [withdrawalView(changed, now)] });
  // Someone else changed it first (another answer, the deadline): the image is not needed.
  if (proofKey) await deleteProof(ctx.env, proofKey);
  const after = await withdrawalById(db, merchant, current.id);
  if (after && answered(after, body.type, now)) return okPrivate({ list: [withdrawalView(after, now)] });
  throw moneyRefusal({ code: 'wallet.state_conflict', message: `receipt is ${after ? (receiptAt(after, now) ?? after.status) : 'unknown'}` });
}

/**
 * Whether the withdrawal already has this answer (true: nothing to do), may still take it
 * (false), or can no longer (throws `wallet.state_conflict`: not paid, answered otherwise, or
 * past its deadline).
 */
function answered(row: WithdrawalRow, type: 'RECEIVED' | 'NOT_RECEIVED', now: number): boolean {
  const receipt = receiptAt(row, now);
  if (receipt === type) return true;
  if (receipt === 'AWAITING') return false;
  throw moneyRefusal({ code: 'wallet.state_conflict', message: `receipt is ${receipt ?? `not expected (withdrawal ${row.status})`}` });
}

/**
 * The sweep: every withdrawal of any brand still AWAITING at its deadline becomes AUTO_RECEIVED,
 * confirmed at the deadline (what reads already show). Runs on the platform's schedule and from
 * the development route; running it twice changes nothing more.
 */
export async function settleReceiptDeadlines(db: D1Database, now: number): Promise<number> {
  // RETURNING counts the withdrawals themselves: D1's `changes` also counts the rows the report
  // roll-up triggers write.
  const result = await db
    .prepare(
      "UPDATE withdrawals SET receipt = 'AUTO_RECEIVED', confirmed_at = receipt_deadline WHERE receipt = 'AWAITING' AND receipt_deadline <= ?1 RETURNING id",
    )
    .bind(now)
    .all();
  return result.results.length;
}
