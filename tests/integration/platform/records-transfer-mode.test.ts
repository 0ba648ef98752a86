/**
 * Records with the brand in transfer mode (main wallet + a wallet per vendor): the seeded history
 * moves money to a vendor's wallet, plays that vendor's games from it and brings the rest back; the
 * member's movements show both wallets and still add up to the wallet balance.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsPlatform, env, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { callJson } from './client';
import { accountId, minor, rawWalletLines, records, sessionFor, sums } from './records-support';

const DAY = 86_400_000;
let p: AccountsPlatform;

beforeAll(async () => {
  p = await accountsPlatform();
  const mode = await callJson(p, '/__dev/wallet-settings', {
    method: 'PUT',
    rawHeaders: new Headers(),
    body: { walletMode: 'TRANSFER', transferVendors: ['PP', 'EVO'] },
  });
  expect(mode.status, JSON.stringify(mode.body)).toBe(200);
  await seedDemoAccounts(p);
  const seeded = await callJson(p, '/__dev/seed-history', { method: 'POST', rawHeaders: new Headers(), body: '{}' });
  expect(seeded.status, JSON.stringify(seeded.body)).toBe(200);
});

describe('seeded history in transfer mode', () => {
  it('moves money through vendor wallets and plays their games from them', async () => {
    const id = await accountId('demo_member');
    const transfers = await env.DB.prepare("SELECT from_wallet, to_wallet FROM transfers WHERE kind = 'WALLET' AND from_account_id = ?1")
      .bind(id)
      .all<{ from_wallet: string; to_wallet: string }>();
    expect(transfers.results.some((t) => t.from_wallet === '' && ['PP', 'EVO'].includes(t.to_wallet))).toBe(true);
    expect(transfers.results.some((t) => t.to_wallet === '' && ['PP', 'EVO'].includes(t.from_wallet))).toBe(true);
    // Every bet on a transfer vendor's game was paid from that vendor's wallet, and no other.
    const misplaced = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM bets b JOIN journal_entries e ON e.merchant_code = b.merchant_code AND e.entry_key = 'bet:' || b.round_id
         JOIN journal_lines l ON l.entry_id = e.id AND l.owner_id = b.account_id JOIN ledger_accounts a ON a.id = l.account_id
        WHERE (b.vendor_code IN ('PP', 'EVO')) <> (a.kind = 'VENDOR' AND a.vendor_code = b.vendor_code)`,
    ).first<{ n: number }>();
    expect(misplaced!.n).toBe(0);
  });

  it('leaves every vendor wallet empty and every balance equal to its lines, never below zero', async () => {
    const vendors = await env.DB.prepare("SELECT COUNT(*) AS n, COALESCE(SUM(balance_minor), 0) AS total FROM ledger_accounts WHERE kind = 'VENDOR'").first<{
      n: number;
      total: number;
    }>();
    expect(vendors!.n).toBeGreaterThan(0);
    expect(vendors!.total).toBe(0);
    const mismatched = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM ledger_accounts a WHERE a.balance_minor <> COALESCE((SELECT SUM(amount_minor) FROM journal_lines l WHERE l.account_id = a.id), 0)',
    ).first<{ n: number }>();
    expect(mismatched!.n).toBe(0);
    const negative = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM (SELECT SUM(amount_minor) OVER (PARTITION BY account_id ORDER BY created_at, entry_id ROWS UNBOUNDED PRECEDING) AS running
         FROM journal_lines WHERE owner_id > 0) WHERE running < 0`,
    ).first<{ n: number }>();
    expect(negative!.n).toBe(0);
  });

  it('lists movements of both wallets, and a wallet transfer nets to zero', async () => {
    const id = await accountId('demo_member');
    const token = await sessionFor(id);
    const end = Date.now() + 60_000;
    const start = end - 90 * DAY;
    const value = await records(p, token, 'ODSFE2_MemTransDet', { startTime: start, endTime: end, type: 'TRANSFER', pageSize: 100 });
    const raw = (await rawWalletLines(id, start, end)).filter((l) => l.entry_kind === 'WALLET_TRANSFER');
    expect(value.total).toBe(raw.length);
    expect(minor(value.totals.net)).toBe(0);
    expect(minor(value.totals.in)).toBe(sums(raw).inflow);
    const wallets = new Set(value.list.map((m: { wallet: string }) => m.wallet));
    expect(wallets.has('')).toBe(true);
    expect([...wallets].some((w) => w === 'PP' || w === 'EVO')).toBe(true);
    const move = value.list.find((m: { detail: { toWallet: string | null } }) => m.detail.toWallet !== null);
    expect(move.detail.fromWallet === '' || move.detail.toWallet === '').toBe(true);
  });
});
