/**
 * Seeding the demo accounts' money history (DEV_TOOLS = "1"; docs/platform-protocol.md "Records"):
 *
 * - POST /__dev/seed-history: writes the demo accounts' money history (seed/history.ts) for every
 *   demo account that has none yet (no movement other than its opening balance, no record of its
 *   own); accounts with history are skipped, so it never duplicates and never resets what a member
 *   did. Everything goes in one D1 batch (all or nothing); the entry keys are unique, so two runs at
 *   once cannot both write. The one place that posts with postingStatements outside a wallet lock:
 *   it runs at start-up, before anyone plays, on accounts that have never moved money.
 */
import * as z from 'zod';
import { buildHistory, type HistoryAccount, type HistoryGame, type HistoryPlan } from '#platform/seed/history';
import { insertRows, type SqlValue } from '#platform/seed/sql';
import { now as clock } from '../../http/clock';
import { ok, paramError } from '../../http/envelope';
import { jsonBody, parseWith } from '../../http/params';
import type { BaseContext } from '../../http/routes';
import { postingStatements, type AccountRef } from '../ledger/journal';
import { loadWalletSettings } from '../ledger/settings';
import { snapshotOf, type BankCardRow } from '../member/bank-cards';
import { isAgent } from '../accounts/accounts';
import { loadAccountSettings } from '../accounts/settings';
import { devMerchant } from '../../http/dev-merchant';

/** The accounts that get a history: the demo member, the agent and its downline (seed/accounts.ts). */
export const HISTORY_USERNAMES = ['demo_member', 'demo_agent', 'demo_down1', 'demo_down2', 'demo_down3', 'demo_down4'] as const;
/** How far back the history goes. */
export const HISTORY_DAYS = 120;
/** Games per game type (and per transfer vendor) the history plays, first by id. */
const GAMES_PER_GROUP = 6;

const SeedBody = z.object({ merchant: z.string().trim().min(1).max(40).optional() });

interface AccountRow {
  id: number;
  username: string;
  parent_id: number | null;
  type: number;
  payee_name: string | null;
  has_history: number;
}

export async function seedHistory(ctx: BaseContext): Promise<Response> {
  const body = parseWith(SeedBody, await jsonBody(ctx.request));
  const merchant = devMerchant(ctx, body.merchant);
  for (let attempt = 1; ; attempt++) {
    try {
      return ok(await writeHistory(ctx.env.DB, merchant, clock(ctx.env)));
    } catch (error) {
      // Another run (or a member's first movement) got there first: read again and skip those accounts.
      if (attempt < 3 && /UNIQUE constraint failed/.test(String(error))) continue;
      throw error;
    }
  }
}

/**
 * The card each account's seeded withdrawals are paid to: its first current card, or a new one at the
 * brand's first bank (the account's payee name, a number made from its id, added before the history
 * starts), so every withdrawal in
 * the records names a card the security centre lists (they once named made-up cards).
 */
async function withdrawalCards(db: D1Database, merchant: string, accounts: readonly AccountRow[], now: number) {
  const bank = await db
    .prepare('SELECT bank_name FROM brand_banks WHERE merchant_code = ?1 ORDER BY sort LIMIT 1')
    .bind(merchant)
    .first<{ bank_name: string }>();
  const cards = new Map<number, ReturnType<typeof snapshotOf>>();
  for (const a of accounts) {
    const first = () =>
      db
        .prepare('SELECT * FROM bank_cards WHERE merchant_code = ?1 AND account_id = ?2 AND removed_at IS NULL ORDER BY id LIMIT 1')
        .bind(merchant, a.id)
        .first<BankCardRow>();
    let card = await first();
    if (!card && bank) {
      await db
        .prepare('INSERT INTO bank_cards (merchant_code, account_id, bank_name, account_number, account_name, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
        .bind(merchant, a.id, bank.bank_name, `1002${String(a.id).padStart(8, '0')}`, a.payee_name ?? a.username, now - (HISTORY_DAYS + 1) * 86_400_000)
        .run();
      card = await first();
    }
    if (card) cards.set(a.id, snapshotOf(card));
  }
  return cards;
}

export async function writeHistory(db: D1Database, merchant: string, now: number) {
  const brand = await db.prepare('SELECT merchant_code FROM brands WHERE merchant_code = ?1').bind(merchant).first();
  if (!brand) throw paramError(`merchant: unknown merchant ${merchant}`);
  const names = JSON.stringify(HISTORY_USERNAMES);
  const { results: rows } = await db
    .prepare(
      `SELECT a.id, a.username, a.parent_id, a.type, a.payee_name,
              (EXISTS (SELECT 1 FROM journal_lines l WHERE l.merchant_code = a.merchant_code AND l.owner_id = a.id AND l.entry_kind <> 'OPENING')
               OR EXISTS (SELECT 1 FROM bets b WHERE b.merchant_code = a.merchant_code AND b.account_id = a.id)
               OR EXISTS (SELECT 1 FROM deposits d WHERE d.merchant_code = a.merchant_code AND d.account_id = a.id)
               OR EXISTS (SELECT 1 FROM withdrawals w WHERE w.merchant_code = a.merchant_code AND w.account_id = a.id)
               OR EXISTS (SELECT 1 FROM transfers t WHERE t.merchant_code = a.merchant_code AND (t.from_account_id = a.id OR t.to_account_id = a.id))) AS has_history
         FROM accounts a WHERE a.merchant_code = ?1 AND a.username IN (SELECT value FROM json_each(?2)) ORDER BY a.id`,
    )
    .bind(merchant, names)
    .all<AccountRow>();
  if (rows.length === 0) throw paramError('the demo accounts do not exist yet (POST /__dev/seed-accounts first)');
  const fresh = rows.filter((r) => !r.has_history);
  const skipped = rows.filter((r) => r.has_history).map((r) => r.username);
  if (fresh.length === 0) return { merchant, seeded: [], skipped };

  const [accountSettings, walletSettings] = await Promise.all([loadAccountSettings(db, merchant), loadWalletSettings(db, merchant)]);
  const freshIds = new Set(fresh.map((r) => r.id));
  const cards = await withdrawalCards(db, merchant, fresh, now);
  const accounts: HistoryAccount[] = fresh.map((r) => ({
    id: r.id,
    username: r.username,
    parentId: r.parent_id !== null && freshIds.has(r.parent_id) ? r.parent_id : null,
    isAgent: isAgent(accountSettings, r.type),
    payeeName: r.payee_name,
    card: cards.get(r.id),
  }));
  const transferVendors = walletSettings.walletMode === 'TRANSFER' ? walletSettings.transferVendors : [];
  const [games, ids] = await db.batch<Record<string, number | string>>([
    db
      .prepare(
        `SELECT node_id, name_en, vassalage, game_type FROM (
           SELECT g.*, ROW_NUMBER() OVER (PARTITION BY g.game_type ORDER BY g.node_id) AS n FROM games g) WHERE n <= ${GAMES_PER_GROUP}
         UNION
         SELECT node_id, name_en, vassalage, game_type FROM (
           SELECT g.*, ROW_NUMBER() OVER (PARTITION BY g.vassalage ORDER BY g.node_id) AS n FROM games g
            WHERE g.vassalage IN (SELECT value FROM json_each(?1))) WHERE n <= ${GAMES_PER_GROUP}
         ORDER BY node_id`,
      )
      .bind(JSON.stringify(transferVendors)),
    db.prepare(
      `SELECT (SELECT COALESCE(MAX(id), 0) + 1 FROM deposits) AS deposit, (SELECT COALESCE(MAX(id), 0) + 1 FROM withdrawals) AS withdrawal,
              (SELECT COALESCE(MAX(id), 0) + 1 FROM transfers) AS transfer`,
    ),
  ]);
  const catalogue: HistoryGame[] = (games?.results ?? []).map((g) => ({
    gameId: Number(g.node_id),
    name: String(g.name_en),
    vendor: String(g.vassalage),
    gameType: String(g.game_type),
  }));
  const first = ids?.results?.[0] as { deposit: number; withdrawal: number; transfer: number };
  const plan = buildHistory({
    merchant,
    accounts,
    games: catalogue,
    walletMode: walletSettings.walletMode,
    transferVendors,
    withdrawMinMinor: walletSettings.withdrawMinMinor,
    end: now,
    days: HISTORY_DAYS,
    firstIds: first,
  });
  await db.batch(historyStatements(db, merchant, walletSettings.currency, plan));
  return {
    merchant,
    seeded: fresh.map((r) => ({
      username: r.username,
      entries: plan.entries.filter((e) => e.lines.some((l) => l.account.owner === r.id)).length,
      bets: plan.bets.filter((b) => b.accountId === r.id).length,
      deposits: plan.deposits.filter((d) => d.accountId === r.id).length,
      withdrawals: plan.withdrawals.filter((w) => w.accountId === r.id).length,
      transfers: plan.transfers.filter((t) => t.fromAccountId === r.id || t.toAccountId === r.id).length,
    })),
    skipped,
  };
}

/** The plan as statements: its records, then every entry in time order, each posted at its own time. */
export function historyStatements(db: D1Database, merchant: string, currency: string, plan: HistoryPlan): D1PreparedStatement[] {
  const sql = (statements: string[]) => statements.map((s) => db.prepare(s));
  const records = [
    ...insertRows(
      'deposits',
      [
        'id',
        'merchant_code',
        'account_id',
        'method_code',
        'bank_type',
        'amount_minor',
        'status',
        'details',
        'provider_ref',
        'first_deposit',
        'created_at',
        'settled_at',
      ],
      plan.deposits.map((d): SqlValue[] => [
        d.id,
        merchant,
        d.accountId,
        d.methodCode,
        d.bankType,
        d.amountMinor,
        'PAID',
        '{}',
        d.providerRef,
        d.firstDeposit ? 1 : 0,
        d.createdAt,
        d.settledAt,
      ]),
    ),
    ...insertRows(
      'withdrawals',
      [
        'id',
        'merchant_code',
        'account_id',
        'amount_minor',
        'status',
        'card',
        'receipt',
        'receipt_deadline',
        'reject_reason',
        'created_at',
        'decided_at',
        'confirmed_at',
      ],
      plan.withdrawals.map((w): SqlValue[] => [
        w.id,
        merchant,
        w.accountId,
        w.amountMinor,
        w.status,
        JSON.stringify(w.card),
        w.receipt,
        w.receiptDeadline,
        w.rejectReason,
        w.createdAt,
        w.decidedAt,
        w.confirmedAt,
      ]),
    ),
    ...insertRows(
      'transfers',
      ['id', 'merchant_code', 'kind', 'from_account_id', 'to_account_id', 'from_wallet', 'to_wallet', 'amount_minor', 'status', 'created_at', 'completed_at'],
      plan.transfers.map((t): SqlValue[] => [
        t.id,
        merchant,
        t.kind,
        t.fromAccountId,
        t.toAccountId,
        t.fromWallet,
        t.toWallet,
        t.amountMinor,
        'COMPLETED',
        t.createdAt,
        t.completedAt,
      ]),
    ),
    ...insertRows(
      'bets',
      [
        'merchant_code',
        'account_id',
        'round_id',
        'game_id',
        'game_name',
        'vendor_code',
        'game_type',
        'stake_minor',
        'valid_minor',
        'payout_minor',
        'status',
        'created_at',
        'settled_at',
      ],
      plan.bets.map((b): SqlValue[] => [
        merchant,
        b.accountId,
        b.roundId,
        b.game.gameId,
        b.game.name,
        b.game.vendor,
        b.game.gameType,
        b.stakeMinor,
        b.validMinor,
        b.payoutMinor,
        'SETTLED',
        b.createdAt,
        b.settledAt,
      ]),
    ),
  ];
  const postings = plan.entries.flatMap((entry) =>
    postingStatements(
      { db, merchant, currency, now: entry.at },
      { kind: entry.kind, key: entry.key, reference: entry.reference, lines: entry.lines.map((l) => ({ account: l.account as AccountRef, amount: l.amount })) },
    ),
  );
  return [...sql(records), ...postings];
}
