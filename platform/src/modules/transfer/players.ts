/**
 * Transfers between players (docs/platform-protocol.md, "Transfers (wallet and player)"):
 * a member sends to their upline (the parent account); an agent sends to their upline or to any
 * account of their own downline, at any depth (searched by username). Limits are the brand's
 * `transfer_min_minor` / `transfer_max_minor`; the payment password is required.
 *
 * The money moves in two steps, each in its own player's wallet lock: `player.send` (sender →
 * TRANSIT, the transfer DEBITED), then `player.receive` (TRANSIT → receiver, COMPLETED). A crash
 * between them leaves the transfer DEBITED until the sweep (sweep.ts) completes it.
 */
import type { Env } from '../../env';
import { fieldError, functionNotAvailable } from '../../http/envelope';
import { minorToAmount } from '../../http/params';
import type { BrandContext } from '../../http/routes';
import { loadWalletSettings } from '../ledger/settings';
import { walletGate } from '../wallet/wallet-gate';
import { checkPaymentPassword } from '../member/payment-password';
import { canLogIn, canonicalUsername, isAgent, isTrial, requireRealAccount, type AccountRow } from '../accounts/accounts';
import { loadAccountSettings, type AccountSettings } from '../accounts/settings';
import type { CurrentSession } from '../session/sessions';
import { completeBrandTransfers } from './sweep';
import { amountMinor, moneyError, objectBody, requestKey, unwrap } from './wire';

/** How deep a downline is followed (the agent tree is far shallower in practice). */
export const MAX_DOWNLINE_DEPTH = 20;
/** At most this many accounts answer a downline search. */
export const SEARCH_LIMIT = 20;

const recipientInvalid = () => moneyError('wallet.recipient_invalid', 'the recipient is not your upline or in your downline');

/** The account's parent, when it is an active account that may receive money. */
async function uplineOf(db: D1Database, settings: AccountSettings, account: AccountRow): Promise<AccountRow | null> {
  if (account.parent_id === null) return null;
  const parent = await db
    .prepare('SELECT * FROM accounts WHERE id = ?1 AND merchant_code = ?2')
    .bind(account.parent_id, account.merchant_code)
    .first<AccountRow>();
  return parent && mayReceive(settings, parent) ? parent : null;
}

const mayReceive = (settings: AccountSettings, account: AccountRow) =>
  account.status === 'ACTIVE' && canLogIn(settings, account.type) && !isTrial(settings, account.type);

/** Whether `ancestorId` is above `accountId` in the agent tree (at most MAX_DOWNLINE_DEPTH levels). */
async function isAncestor(db: D1Database, ancestorId: number, accountId: number): Promise<boolean> {
  const row = await db
    .prepare(
      `WITH RECURSIVE up(id, parent_id, depth) AS (
         SELECT id, parent_id, 0 FROM accounts WHERE id = ?1
         UNION ALL
         SELECT a.id, a.parent_id, up.depth + 1 FROM accounts a JOIN up ON a.id = up.parent_id WHERE up.depth < ?3
       )
       SELECT 1 AS found FROM up WHERE id = ?2 AND depth > 0 LIMIT 1`,
    )
    .bind(accountId, ancestorId, MAX_DOWNLINE_DEPTH)
    .first();
  return row !== null;
}

/** The recipient of a transfer from `sender`, or `wallet.recipient_invalid`. */
async function recipientFor(db: D1Database, settings: AccountSettings, sender: AccountRow, targetUsername: string): Promise<AccountRow> {
  const target = await db
    .prepare('SELECT * FROM accounts WHERE merchant_code = ?1 AND username = ?2')
    .bind(sender.merchant_code, canonicalUsername(targetUsername))
    .first<AccountRow>();
  if (!target || target.id === sender.id || !mayReceive(settings, target)) throw recipientInvalid();
  if (target.id === sender.parent_id) return target;
  if (isAgent(settings, sender.type) && (await isAncestor(db, sender.id, target.id))) return target;
  throw recipientInvalid();
}

/** GET /wps/relay/MCS2_transferOptions: who the caller can send to, the limits and whether a payment password is set. */
export async function transferOptions(ctx: BrandContext, session: CurrentSession) {
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const [accounts, wallet] = await Promise.all([loadAccountSettings(db, merchant), loadWalletSettings(db, merchant)]);
  const upline = await uplineOf(db, accounts, session.account);
  return {
    isAgent: isAgent(accounts, session.account.type),
    canSend: !isTrial(accounts, session.account.type),
    upline: upline ? { username: upline.username, nickname: upline.nickname } : null,
    minAmount: minorToAmount(wallet.transferMinMinor),
    maxAmount: minorToAmount(wallet.transferMaxMinor),
    currency: wallet.currency,
    paymentPasswordSet: session.account.payment_password !== null,
  };
}

/**
 * GET /wps/relay/MCS2_searchDownline?username=: agents only (anyone else `function.not.available`).
 * Accounts of the caller's downline, at any depth, whose username starts with `username`
 * (case-insensitive, at least 1 character), nearest levels first, at most SEARCH_LIMIT.
 */
export async function searchDownline(ctx: BrandContext, session: CurrentSession) {
  const db = ctx.env.DB;
  const settings = await loadAccountSettings(db, ctx.brand.row.merchant_code);
  if (!isAgent(settings, session.account.type)) throw functionNotAvailable();
  const query = canonicalUsername(ctx.url.searchParams.get('username') ?? '');
  if (!query) throw fieldError('username', 'not empty');
  if (query.length > 40) throw fieldError('username', 'length must be at most 40');
  const like = `${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { results } = await db
    .prepare(
      `WITH RECURSIVE team(id, depth) AS (
         SELECT id, 1 FROM accounts WHERE parent_id = ?1
         UNION ALL
         SELECT a.id, team.depth + 1 FROM accounts a JOIN team ON a.parent_id = team.id WHERE team.depth < ?2
       )
       SELECT a.username, a.nickname, a.type, a.status, team.depth FROM team JOIN accounts a ON a.id = team.id
        WHERE a.username LIKE ?3 ESCAPE '\\'
        ORDER BY team.depth, a.username`,
    )
    .bind(session.account.id, MAX_DOWNLINE_DEPTH, like)
    .all<{ username: string; nickname: string; type: number; status: AccountRow['status']; depth: number }>();
  const list = results
    .filter((r) => r.status === 'ACTIVE' && canLogIn(settings, r.type) && !isTrial(settings, r.type))
    .slice(0, SEARCH_LIMIT)
    .map((r) => ({ username: r.username, nickname: r.nickname, level: r.depth, isAgent: isAgent(settings, r.type) }));
  return { list };
}

/**
 * POST /wps/relay/MCS2_transferToPlayer (encrypted) `{targetUsername, amount, paymentPassword,
 * requestId}`. Checked in order: amount, request id, recipient, limits, payment password; then
 * both steps. A repeat of a request id gets the first answer (and completes its transfer if it
 * was left half-done); nothing moves twice.
 */
export async function transferToPlayer(ctx: BrandContext, session: CurrentSession, payload: unknown, now: number) {
  const body = objectBody(payload);
  const env: Env = ctx.env;
  const db = env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const amount = amountMinor(body.amount);
  const key = requestKey(body.requestId);
  if (typeof body.targetUsername !== 'string' || body.targetUsername.trim() === '') throw fieldError('targetUsername', 'not empty');
  const [accounts, wallet] = await Promise.all([loadAccountSettings(db, merchant), loadWalletSettings(db, merchant)]);
  // Trial (free-play) accounts cannot send at all.
  requireRealAccount(accounts, session.account);
  const recipient = await recipientFor(db, accounts, session.account, body.targetUsername);
  if (amount < wallet.transferMinMinor) throw moneyError('wallet.below_minimum');
  if (amount > wallet.transferMaxMinor) throw moneyError('wallet.above_maximum');
  await checkPaymentPassword(env, merchant, session.account, body.paymentPassword, now);
  // Opportunistic: half-done transfers of the brand (none, nearly always) complete first.
  await completeBrandTransfers(env, merchant, now);
  const gate = walletGate(env);
  const sent = unwrap<{ transferId: number }>(
    await gate.execute({ op: 'player.send', merchant, accountId: session.account.id, key, toAccountId: recipient.id, amountMinor: amount }),
  );
  let status = 'DEBITED';
  try {
    const received = await gate.execute({ op: 'player.receive', merchant, accountId: recipient.id, transferId: sent.transferId });
    if (received.ok) status = 'COMPLETED';
    else console.error(`platform: transfer ${sent.transferId} not received: ${received.code}`);
  } catch (error) {
    // The sender has paid; the sweep completes the transfer.
    console.error(`platform: transfer ${sent.transferId} left in flight`, error);
  }
  return { transferId: sent.transferId, status, targetUsername: recipient.username, amount: minorToAmount(amount) };
}

interface TransferRow {
  id: number;
  from_account_id: number;
  to_account_id: number;
  amount_minor: number;
  status: 'DEBITED' | 'COMPLETED';
  created_at: number;
  completed_at: number | null;
  other_username: string;
  other_nickname: string;
}

/**
 * GET /wps/relay/MCS2_transferList?page=&size=: the caller's player transfers, sent and received,
 * newest first (size 1..50, default 10).
 */
export async function transferList(ctx: BrandContext, session: CurrentSession, now: number) {
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const page = clampInt(ctx.url.searchParams.get('page'), 1, 1, 10_000);
  const size = clampInt(ctx.url.searchParams.get('size'), 10, 1, 50);
  await completeBrandTransfers(ctx.env, merchant, now);
  const me = session.account.id;
  const [rows, count] = await Promise.all([
    db
      .prepare(
        `SELECT t.id, t.from_account_id, t.to_account_id, t.amount_minor, t.status, t.created_at, t.completed_at,
                o.username AS other_username, o.nickname AS other_nickname
           FROM transfers t JOIN accounts o ON o.id = CASE WHEN t.from_account_id = ?2 THEN t.to_account_id ELSE t.from_account_id END
          WHERE t.merchant_code = ?1 AND t.kind = 'PLAYER' AND (t.from_account_id = ?2 OR t.to_account_id = ?2)
          ORDER BY t.created_at DESC, t.id DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(merchant, me, size, (page - 1) * size)
      .all<TransferRow>(),
    db
      .prepare("SELECT COUNT(*) AS n FROM transfers WHERE merchant_code = ?1 AND kind = 'PLAYER' AND (from_account_id = ?2 OR to_account_id = ?2)")
      .bind(merchant, me)
      .first<{ n: number }>(),
  ]);
  return {
    page,
    size,
    total: count?.n ?? 0,
    list: rows.results.map((r) => ({
      transferId: r.id,
      direction: r.from_account_id === me ? 'OUT' : 'IN',
      username: r.other_username,
      nickname: r.other_nickname,
      amount: minorToAmount(r.amount_minor),
      status: r.status,
      createdAt: r.created_at,
      completedAt: r.completed_at,
    })),
  };
}

function clampInt(raw: string | null, fallback: number, min: number, max: number): number {
  const n = raw === null || raw.trim() === '' ? fallback : Number(raw);
  if (!Number.isInteger(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}
