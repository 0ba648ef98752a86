/**
 * The ledger inside workerd with real D1 and the real WalletLedger Durable Objects: concurrent
 * requests on one wallet, repeats, and the database's own last line of defence.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '#platform/src/env';
import type { MoneyResult } from '#platform/src/modules/ledger/money-command';
import { brandAccount, move, player, postingStatements } from '#platform/src/modules/ledger/journal';
import { completeTransfersInFlight } from '#platform/src/modules/transfer/transfers-in-flight';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import { withdrawalsToday } from '#platform/src/modules/ledger/withdrawal-commands';
import { DEMO_MERCHANT, ensureSeeded } from '../support/platform';

const platformEnv = env as unknown as Env;
const gate = () => walletGate(platformEnv);
const M = DEMO_MERCHANT;
let nextAccount = 0;

async function newPlayer(openingMinor: number): Promise<number> {
  const username = `ledger_${++nextAccount}_${Date.now()}`;
  const row = await platformEnv.DB.prepare(
    `INSERT INTO accounts (merchant_code, username, nickname, type, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, created_at)
     VALUES (?1, ?2, ?2, 0, 'X', 1, 's', 'h', 0, 0) RETURNING id`,
  )
    .bind(M, username)
    .first<{ id: number }>();
  const id = row!.id;
  if (openingMinor > 0) {
    const opened = await gate().execute({
      op: 'adjust',
      merchant: M,
      accountId: id,
      key: `opening:${id}`,
      amountMinor: openingMinor,
      kind: 'OPENING',
      contra: 'CASH_IN',
    });
    expect(opened.ok).toBe(true);
  }
  return id;
}

async function mainBalance(id: number): Promise<number> {
  const row = await platformEnv.DB.prepare("SELECT balance_minor FROM ledger_accounts WHERE merchant_code = ?1 AND owner_id = ?2 AND kind = 'MAIN'")
    .bind(M, id)
    .first<{ balance_minor: number }>();
  return row?.balance_minor ?? 0;
}

async function linesSum(id: number): Promise<number> {
  const row = await platformEnv.DB.prepare(
    "SELECT COALESCE(SUM(amount_minor), 0) AS n FROM journal_lines l JOIN ledger_accounts a ON a.id = l.account_id WHERE a.owner_id = ?1 AND a.kind = 'MAIN'",
  )
    .bind(id)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

const game = { gameId: null, gameName: 'Ledger Test Slot', vendorCode: 'PG', gameType: 'RNG' };

beforeAll(async () => {
  await ensureSeeded(env as never);
});

describe('the wallet lock (WalletLedger Durable Object)', () => {
  it('lets exactly as many concurrent bets through as the balance pays for, and never below zero', async () => {
    const id = await newPlayer(5_000);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => gate().execute({ op: 'bet.place', merchant: M, accountId: id, roundId: `lock-${id}-${i}`, stakeMinor: 100, game })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(50);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.code === 'wallet.insufficient_balance')).toBe(true);
    expect(await mainBalance(id)).toBe(0);
    expect(await linesSum(id)).toBe(0);
  });

  it('answers a withdrawal sent twenty times at once with one withdrawal, the same answer each time', async () => {
    const id = await newPlayer(100_000);
    const card = { cardId: 1, bankName: 'Test Bank', maskedNumber: '****0001', accountName: 'Tester' };
    const command = { op: 'withdraw.request' as const, merchant: M, accountId: id, key: `double-click-${id}`, amountMinor: 25_000, card };
    const results = await Promise.all(Array.from({ length: 20 }, () => gate().execute(command)));
    const answers = new Set(results.map((r) => JSON.stringify(r)));
    expect(answers.size).toBe(1);
    expect(results[0]?.ok).toBe(true);
    const held = await platformEnv.DB.prepare('SELECT COUNT(*) AS n, SUM(amount_minor) AS s FROM withdrawals WHERE account_id = ?1')
      .bind(id)
      .first<{ n: number; s: number }>();
    expect(held).toEqual({ n: 1, s: 25_000 });
    expect(await mainBalance(id)).toBe(75_000);
  });

  it('refuses the same key with a different request (Stripe’s rule)', async () => {
    const id = await newPlayer(100_000);
    const card = { cardId: 1, bankName: 'Test Bank', maskedNumber: '****0001', accountName: 'Tester' };
    const first = await gate().execute({ op: 'withdraw.request', merchant: M, accountId: id, key: `reuse-${id}`, amountMinor: 10_000, card });
    const second = await gate().execute({ op: 'withdraw.request', merchant: M, accountId: id, key: `reuse-${id}`, amountMinor: 20_000, card });
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, code: 'wallet.idempotency_key_reused' });
    expect(await mainBalance(id)).toBe(90_000);
  });

  it('credits a deposit once when its callback arrives twice at once, and a late payment after a cancel', async () => {
    const id = await newPlayer(0);
    const insert = (ref: string) =>
      platformEnv.DB.prepare(
        "INSERT INTO deposits (merchant_code, account_id, method_code, bank_type, amount_minor, provider_ref, created_at) VALUES (?1, ?2, 'TEST', 'VA', 12_345, ?3, 0) RETURNING id",
      )
        .bind(M, id, ref)
        .first<{ id: number }>();
    const deposit = (await insert(`ref-a-${id}`))!;
    const paid = await Promise.all(
      [1, 2, 3].map(() => gate().execute({ op: 'deposit.settle', merchant: M, accountId: id, depositId: deposit.id, outcome: 'PAID' })),
    );
    expect(paid.every((r) => r.ok)).toBe(true);
    expect(await mainBalance(id)).toBe(12_345);
    const late = (await insert(`ref-b-${id}`))!;
    expect((await gate().execute({ op: 'deposit.settle', merchant: M, accountId: id, depositId: late.id, outcome: 'CANCELLED' })).ok).toBe(true);
    expect((await gate().execute({ op: 'deposit.settle', merchant: M, accountId: id, depositId: late.id, outcome: 'PAID' })).ok).toBe(true);
    expect(await gate().execute({ op: 'deposit.settle', merchant: M, accountId: id, depositId: late.id, outcome: 'REJECTED' })).toMatchObject({
      ok: false,
      code: 'wallet.state_conflict',
    });
    expect(await mainBalance(id)).toBe(24_690);
  });

  it('completes a player transfer left half done by a crash, once, however often the sweep runs', async () => {
    const from = await newPlayer(10_000);
    const to = await newPlayer(0);
    const sent = (await gate().execute({
      op: 'player.send',
      merchant: M,
      accountId: from,
      key: `crash-${from}`,
      toAccountId: to,
      amountMinor: 4_000,
    })) as MoneyResult<{
      transferId: number;
    }>;
    expect(sent.ok).toBe(true);
    expect(await mainBalance(to)).toBe(0);
    const sweeps = await Promise.all([1, 2, 3].map(() => completeTransfersInFlight(platformEnv.DB, gate(), M, Number.MAX_SAFE_INTEGER)));
    expect(sweeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await mainBalance(from)).toBe(6_000);
    expect(await mainBalance(to)).toBe(4_000);
    const transit = await platformEnv.DB.prepare("SELECT COUNT(*) AS n FROM journal_entries WHERE reference = ?1 AND kind = 'PLAYER_TRANSFER_IN'")
      .bind(`transfer:${sent.ok ? sent.value.transferId : 0}`)
      .first<{ n: number }>();
    expect(transit?.n).toBe(1);
  });
});

describe('an instant round in one command (bet.play)', () => {
  const round = (id: number, roundId: string, stakeMinor: number) => ({ merchant: M, accountId: id, roundId, stakeMinor, game });
  const betRow = (roundId: string) =>
    platformEnv.DB.prepare('SELECT status, stake_minor, payout_minor, valid_minor FROM bets WHERE merchant_code = ?1 AND round_id = ?2')
      .bind(M, roundId)
      .first<{ status: string; stake_minor: number; payout_minor: number; valid_minor: number }>();

  it('takes the stake and pays the win once, however often the round is sent at once', async () => {
    const id = await newPlayer(1_000);
    const roundId = `play-${id}`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => gate().execute({ op: 'bet.play', ...round(id, roundId, 300), payoutMinor: 750, validMinor: 300 })),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await mainBalance(id)).toBe(1_000 - 300 + 750);
    expect(await linesSum(id)).toBe(1_450);
    expect(await betRow(roundId)).toEqual({ status: 'SETTLED', stake_minor: 300, payout_minor: 750, valid_minor: 300 });
    const entries = await platformEnv.DB.prepare('SELECT kind FROM journal_entries WHERE merchant_code = ?1 AND reference = ?2 ORDER BY kind')
      .bind(M, `bet:${roundId}`)
      .all<{ kind: string }>();
    expect(entries.results.map((e) => e.kind)).toEqual(['BET', 'WIN']);
  });

  it('settles a round a crash left placed, and refuses another result for a settled one', async () => {
    const id = await newPlayer(1_000);
    const roundId = `play-crash-${id}`;
    expect((await gate().execute({ op: 'bet.place', ...round(id, roundId, 200) })).ok).toBe(true);
    expect(await mainBalance(id)).toBe(800);
    expect((await gate().execute({ op: 'bet.play', ...round(id, roundId, 200), payoutMinor: 0, validMinor: 200 })).ok).toBe(true);
    expect(await betRow(roundId)).toMatchObject({ status: 'SETTLED', payout_minor: 0 });
    expect(await mainBalance(id)).toBe(800);
    const other = (await gate().execute({ op: 'bet.play', ...round(id, roundId, 200), payoutMinor: 400, validMinor: 200 })) as MoneyResult;
    expect(other).toMatchObject({ ok: false, code: 'wallet.state_conflict' });
    expect(await mainBalance(id)).toBe(800);
  });

  it('refuses a stake the wallet does not cover, and leaves no bet behind', async () => {
    const id = await newPlayer(100);
    const roundId = `play-short-${id}`;
    const result = (await gate().execute({ op: 'bet.play', ...round(id, roundId, 500), payoutMinor: 0, validMinor: 500 })) as MoneyResult;
    expect(result).toMatchObject({ ok: false, code: 'wallet.insufficient_balance' });
    expect(await betRow(roundId)).toBeNull();
    expect(await mainBalance(id)).toBe(100);
  });
});

describe('the database’s last line of defence', () => {
  it('refuses, atomically, a posting that would take a player below zero even outside the lock', async () => {
    const id = await newPlayer(1_000);
    const books = { db: platformEnv.DB, merchant: M, currency: 'USD', now: Date.now() };
    await expect(
      platformEnv.DB.batch(postingStatements(books, { kind: 'ADJUSTMENT', key: `overdraw-${id}`, lines: move(player(id), brandAccount('HOUSE'), 1_001) })),
    ).rejects.toThrow(/CHECK constraint failed/);
    expect(await mainBalance(id)).toBe(1_000);
    const entry = await platformEnv.DB.prepare('SELECT COUNT(*) AS n FROM journal_entries WHERE entry_key = ?1').bind(`overdraw-${id}`).first<{ n: number }>();
    expect(entry?.n).toBe(0);
  });

  it('never posts the same entry key twice', async () => {
    const id = await newPlayer(0);
    const books = { db: platformEnv.DB, merchant: M, currency: 'USD', now: Date.now() };
    const entry = { kind: 'ADJUSTMENT' as const, key: `once-${id}`, lines: move(brandAccount('HOUSE'), player(id), 500) };
    await platformEnv.DB.batch(postingStatements(books, entry));
    await expect(platformEnv.DB.batch(postingStatements(books, entry))).rejects.toThrow(/UNIQUE/);
    expect(await mainBalance(id)).toBe(500);
  });

  it('refuses an entry whose lines do not sum to zero before touching the database', () => {
    const books = { db: platformEnv.DB, merchant: M, currency: 'USD', now: Date.now() };
    expect(() =>
      postingStatements(books, {
        kind: 'ADJUSTMENT',
        key: 'unbalanced',
        lines: [
          { account: player(1), amount: 100 },
          { account: brandAccount('HOUSE'), amount: -99 },
        ],
      }),
    ).toThrow(/sum to 1/);
  });
});

describe('the daily withdrawal count', () => {
  it("counts the brand's own day (Asia/Seoul for the demo brand), not the UTC day", async () => {
    const brand = await platformEnv.DB.prepare('SELECT time_zone FROM brands WHERE merchant_code = ?1').bind(M).first<{ time_zone: string }>();
    expect(brand?.time_zone).toBe('Asia/Seoul');
    const id = await newPlayer(0);
    const insert = (at: string) =>
      platformEnv.DB.prepare(
        "INSERT INTO withdrawals (merchant_code, account_id, amount_minor, status, card, created_at) VALUES (?1, ?2, 1000, 'REFUNDED', '{}', ?3)",
      )
        .bind(M, id, Date.parse(at))
        .run();
    await insert('2026-01-10T14:30:00Z'); // 23:30 on the 10th in Seoul
    await insert('2026-01-10T15:30:00Z'); // 00:30 on the 11th in Seoul
    // 01:00 on the 11th in Seoul: only the second is today; a UTC day would count both.
    expect(await withdrawalsToday(platformEnv.DB, M, id, Date.parse('2026-01-10T16:00:00Z'))).toBe(1);
    // 08:00 on the 11th in Seoul, still the same Seoul day.
    expect(await withdrawalsToday(platformEnv.DB, M, id, Date.parse('2026-01-10T23:00:00Z'))).toBe(1);
    // 09:00 on the 11th in Seoul = 00:00 UTC on the 11th: still one.
    expect(await withdrawalsToday(platformEnv.DB, M, id, Date.parse('2026-01-11T00:00:00Z'))).toBe(1);
  });
});
