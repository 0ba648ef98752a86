/**
 * Records (docs/platform-protocol.md "Records"): the seeded money history (idempotent, balanced,
 * never below zero in time order, netting to zero so the demo balances stay as documented), the
 * member's movements (ODSFE2_MemTransDet), betting records and personal profit, each answer
 * checked against a recomputation from the raw rows; filters, paging, sort, date-range edges in the
 * brand's time zone, query plans on the owner index, and the development bet route.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#platform/seed/accounts';
import { buildHistory, type HistoryInput } from '#platform/seed/history';
import { postingStatements, move, player, brandAccount } from '#platform/src/modules/ledger/journal';
import { dayStartMs, periodBuckets } from '#platform/src/modules/records/zone';
import { accountsPlatform, env, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { callJson } from './client';
import { accountId, MERCHANT, minor, rawWalletLines, records, sessionFor, sums } from './records-support';

const DAY = 86_400_000;
const ZONE = 'Asia/Seoul';
const HISTORY = ['demo_member', 'demo_agent', 'demo_down1', 'demo_down2', 'demo_down3', 'demo_down4'];

let p: AccountsPlatform;
let memberId: number;
let memberToken: string;
let seededAt: number;

async function seedHistory() {
  const { status, body } = await callJson(p, '/__dev/seed-history', { method: 'POST', rawHeaders: new Headers(), body: '{}' });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value as { seeded: { username: string; entries: number; bets: number }[]; skipped: string[] };
}

const count = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
  seededAt = Date.now();
  const first = await seedHistory();
  expect(first.seeded.map((s) => s.username).sort()).toEqual([...HISTORY].sort());
  memberId = await accountId('demo_member');
  memberToken = await sessionFor(memberId);
});

describe('seeded history', () => {
  it('gives every demo account months of deposits, bets, withdrawals and transfers', async () => {
    for (const username of HISTORY) {
      const id = await accountId(username);
      const kinds = await env.DB.prepare(`SELECT DISTINCT l.entry_kind AS kind FROM journal_lines l WHERE l.merchant_code = ?1 AND l.owner_id = ?2`)
        .bind(MERCHANT, id)
        .all<{ kind: string }>();
      const seen = new Set(kinds.results.map((k) => k.kind));
      for (const kind of ['DEPOSIT', 'BET', 'WIN', 'WITHDRAW_HOLD', 'WITHDRAW_PAID', 'BONUS']) expect(seen, `${username} ${kind}`).toContain(kind);
      const span = await env.DB.prepare('SELECT MIN(created_at) AS first, MAX(created_at) AS last FROM bets WHERE account_id = ?1')
        .bind(id)
        .first<{ first: number; last: number }>();
      expect(span!.last - span!.first).toBeGreaterThan(90 * DAY);
      // Nothing in the last 24 hours: today's limits start at zero.
      expect(span!.last).toBeLessThan(seededAt - DAY + 60_000);
    }
    // Player transfers between the agent and its downline, both ways.
    expect(await count("SELECT COUNT(*) AS n FROM transfers WHERE kind = 'PLAYER' AND from_account_id = ?1", await accountId('demo_agent'))).toBeGreaterThan(0);
    expect(await count("SELECT COUNT(*) AS n FROM transfers WHERE kind = 'PLAYER' AND to_account_id = ?1", await accountId('demo_agent'))).toBeGreaterThan(0);
    expect(await count("SELECT COUNT(*) AS n FROM withdrawals WHERE status = 'REFUNDED'")).toBeGreaterThan(0);
  });

  it('is idempotent: a second run skips every account and writes nothing', async () => {
    const before = await Promise.all(
      ['journal_entries', 'journal_lines', 'bets', 'deposits', 'withdrawals', 'transfers'].map((t) => count(`SELECT COUNT(*) AS n FROM ${t}`)),
    );
    const again = await seedHistory();
    expect(again.seeded).toEqual([]);
    expect(again.skipped.sort()).toEqual([...HISTORY].sort());
    const after = await Promise.all(
      ['journal_entries', 'journal_lines', 'bets', 'deposits', 'withdrawals', 'transfers'].map((t) => count(`SELECT COUNT(*) AS n FROM ${t}`)),
    );
    expect(after).toEqual(before);
  });

  it('posts balanced entries, and every cached balance equals the sum of its lines', async () => {
    expect(await count('SELECT COUNT(*) AS n FROM (SELECT entry_id FROM journal_lines GROUP BY entry_id HAVING SUM(amount_minor) <> 0)')).toBe(0);
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM ledger_accounts a WHERE a.balance_minor <> COALESCE((SELECT SUM(amount_minor) FROM journal_lines l WHERE l.account_id = a.id), 0)',
      ),
    ).toBe(0);
    expect(await count('SELECT COALESCE(SUM(balance_minor), 0) AS n FROM ledger_accounts WHERE merchant_code = ?1', MERCHANT)).toBe(0);
  });

  it('never takes a player account below zero at any point in time', async () => {
    const negative = await env.DB.prepare(
      `SELECT account_id, created_at, running FROM (
         SELECT l.account_id, l.created_at, SUM(l.amount_minor) OVER (PARTITION BY l.account_id ORDER BY l.created_at, l.entry_id ROWS UNBOUNDED PRECEDING) AS running
           FROM journal_lines l WHERE l.owner_id > 0)
        WHERE running < 0 LIMIT 5`,
    ).all();
    expect(negative.results).toEqual([]);
  });

  it('nets to zero: the demo balances stay as documented (their opening entries)', async () => {
    const balances = await env.DB.prepare(
      'SELECT ac.username, la.kind, la.balance_minor AS b FROM ledger_accounts la JOIN accounts ac ON ac.id = la.owner_id WHERE la.merchant_code = ?1',
    )
      .bind(MERCHANT)
      .all<{ username: string; kind: string; b: number }>();
    const of = (u: string, k: string) => balances.results.find((r) => r.username === u && r.kind === k)?.b ?? 0;
    for (const username of HISTORY) {
      expect(of(username, 'MAIN'), username).toBe(DEMO_ACCOUNTS.find((a) => a.username === username)!.balanceMinor);
      expect(of(username, 'HELD'), username).toBe(0);
    }
    expect(of('demo_member', 'MAIN')).toBe(123_456);
  });

  it('is coherent on a fresh start: points, the cards withdrawals name, the opening line first', async () => {
    // demo_member's README points: the seed file ran before the account existed, so a fresh start had none.
    expect(await count('SELECT COALESCE(SUM(points), 0) AS n FROM points_movements WHERE account_id = ?1', memberId)).toBe(2_000);
    for (const username of HISTORY) {
      const id = await accountId(username);
      // Every seeded withdrawal names a card the security centre lists (a current card of the account).
      const strangers = await count(
        `SELECT COUNT(*) AS n FROM withdrawals w WHERE w.account_id = ?1 AND NOT EXISTS (
           SELECT 1 FROM bank_cards c WHERE c.id = json_extract(w.card, '$.cardId') AND c.account_id = w.account_id AND c.removed_at IS NULL
             AND c.bank_name = json_extract(w.card, '$.bankName'))`,
        id,
      );
      expect(strangers, username).toBe(0);
      // The opening balance is the account record's oldest line, not its newest.
      const first = await env.DB.prepare('SELECT entry_kind FROM journal_lines WHERE owner_id = ?1 ORDER BY created_at, entry_id LIMIT 1')
        .bind(id)
        .first<{ entry_kind: string }>();
      const opened = DEMO_ACCOUNTS.find((a) => a.username === username)!.balanceMinor > 0;
      if (opened) expect(first?.entry_kind, username).toBe('OPENING');
    }
  });

  it('plays real games of the catalogue, with their vendors and types', async () => {
    expect(
      await count(
        'SELECT COUNT(*) AS n FROM bets b LEFT JOIN games g ON g.node_id = b.game_id WHERE g.node_id IS NULL OR g.vassalage <> b.vendor_code OR g.game_type <> b.game_type OR g.name_en <> b.game_name',
      ),
    ).toBe(0);
    expect(await count('SELECT COUNT(DISTINCT game_type) AS n FROM bets')).toBeGreaterThan(3);
  });

  it('is a pure function of its input', () => {
    const input: HistoryInput = {
      merchant: 'X',
      accounts: [
        { id: 1, username: 'a', parentId: null, isAgent: true, payeeName: 'A' },
        { id: 2, username: 'b', parentId: 1, isAgent: false, payeeName: null },
      ],
      games: [
        { gameId: 10, name: 'Slot', vendor: 'PP', gameType: 'RNG' },
        { gameId: 11, name: 'Baccarat', vendor: 'EVO', gameType: 'LIVE' },
      ],
      walletMode: 'TRANSFER',
      transferVendors: ['PP'],
      withdrawMinMinor: 1000,
      end: 1_700_000_000_000,
      days: 60,
      firstIds: { deposit: 1, withdrawal: 1, transfer: 1 },
    };
    const one = buildHistory(input);
    expect(buildHistory(input)).toEqual(one);
    expect(one.transfers.some((t) => t.kind === 'WALLET')).toBe(true);
    expect(one.entries.every((e, i) => i === 0 || one.entries[i - 1]!.at <= e.at)).toBe(true);
    expect(one.entries.at(-1)!.at).toBeLessThan(input.end - DAY);
  });
});

describe('ODSFE2_MemTransDet: the member movements', () => {
  const window = () => {
    const end = Date.now() + 60_000;
    return { startTime: end - 30 * DAY, endTime: end };
  };

  it('answers a page, the total and in/out/net totals that match the raw lines', async () => {
    const w = window();
    const value = await records(p, memberToken, 'ODSFE2_MemTransDet', { ...w, pageNo: 1, pageSize: 20 });
    const raw = await rawWalletLines(memberId, w.startTime, w.endTime);
    expect(raw.length).toBeGreaterThan(20);
    expect(value.total).toBe(raw.length);
    const s = sums(raw);
    expect(minor(value.totals.in)).toBe(s.inflow);
    expect(minor(value.totals.out)).toBe(s.outflow);
    expect(minor(value.totals.net)).toBe(s.net);
    expect(value.list.map((m: { id: string }) => m.id)).toEqual(raw.slice(0, 20).map((l) => `${l.entry_id}:${l.account_id}`));
    expect(value.list.map((m: { amount: number }) => minor(m.amount))).toEqual(raw.slice(0, 20).map((l) => l.amount_minor));
  });

  it('pages through every movement exactly once, in order', async () => {
    const w = window();
    const raw = await rawWalletLines(memberId, w.startTime, w.endTime);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(raw.length / 50); page++) {
      const value = await records(p, memberToken, 'ODSFE2_MemTransDet', { ...w, pageNo: page, pageSize: 50 });
      seen.push(...value.list.map((m: { id: string }) => m.id));
    }
    expect(seen).toEqual(raw.map((l) => `${l.entry_id}:${l.account_id}`));
    const past = await records(p, memberToken, 'ODSFE2_MemTransDet', { ...w, pageNo: 999, pageSize: 50 });
    expect(past.list).toEqual([]);
    expect(past.total).toBe(raw.length);
  });

  it('adds up, over all time, to the wallet balance', async () => {
    const end = Date.now() + 60_000;
    let net = 0;
    for (let start = end - 180 * DAY; start < end; start += 90 * DAY) {
      const value = await records(p, memberToken, 'ODSFE2_MemTransDet', { startTime: start, endTime: Math.min(end, start + 90 * DAY), pageSize: 1 });
      net += minor(value.totals.net);
    }
    expect(net).toBe(123_456);
  });

  it('filters by type group and by status, with totals over the filtered range', async () => {
    const w = window();
    const withdraw = await records(p, memberToken, 'ODSFE2_MemTransDet', { ...w, type: 'WITHDRAW', pageSize: 100 });
    const raw = (await rawWalletLines(memberId, w.startTime, w.endTime)).filter((l) => l.entry_kind.startsWith('WITHDRAW_'));
    expect(withdraw.total).toBe(raw.length);
    expect(minor(withdraw.totals.net)).toBe(sums(raw).net);
    expect(new Set(withdraw.list.map((m: { group: string }) => m.group))).toEqual(new Set(raw.length ? ['WITHDRAW'] : []));

    const both = await records(p, memberToken, 'ODSFE2_MemTransDet', { ...w, type: 'BET,WIN', pageSize: 1 });
    const betsAndWins = (await rawWalletLines(memberId, w.startTime, w.endTime)).filter((l) => l.entry_kind === 'BET' || l.entry_kind === 'WIN');
    expect(both.total).toBe(betsAndWins.length);
    expect(minor(both.totals.in)).toBe(sums(betsAndWins).inflow);

    // Refunded: the hold and the refund of every rejected withdrawal, nothing else.
    const end = Date.now() + 60_000;
    const start = end - 90 * DAY;
    const refunded = await records(p, memberToken, 'ODSFE2_MemTransDet', { startTime: start, endTime: end, status: 'refunded', pageSize: 100 });
    const rejected = await env.DB.prepare(
      "SELECT id, amount_minor FROM withdrawals WHERE account_id = ?1 AND status = 'REFUNDED' AND created_at >= ?2 AND decided_at < ?3",
    )
      .bind(memberId, start, end)
      .all<{ id: number; amount_minor: number }>();
    expect(refunded.total).toBe(rejected.results.length * 2);
    expect(minor(refunded.totals.net)).toBe(0);
    for (const m of refunded.list) {
      expect(m.status).toBe('REFUNDED');
      expect(rejected.results.map((r) => `withdrawal:${r.id}`)).toContain(m.reference);
    }
    const completed = await records(p, memberToken, 'ODSFE2_MemTransDet', { startTime: start, endTime: end, status: 'COMPLETED', pageSize: 1 });
    const all = await records(p, memberToken, 'ODSFE2_MemTransDet', { startTime: start, endTime: end, pageSize: 1 });
    const pending = await records(p, memberToken, 'ODSFE2_MemTransDet', { startTime: start, endTime: end, status: 'PENDING', pageSize: 1 });
    expect(completed.total + refunded.total + pending.total).toBe(all.total);
  });

  it('describes each movement from its record: game, payment method, bank, counterparty', async () => {
    const agent = await accountId('demo_agent');
    const token = await sessionFor(agent);
    const end = Date.now() + 60_000;
    const value = await records(p, token, 'ODSFE2_MemTransDet', { startTime: end - 90 * DAY, endTime: end, pageSize: 100, type: 'TRANSFER,DEPOSIT,WITHDRAW' });
    const transfer = value.list.find((m: { type: string }) => m.type === 'PLAYER_TRANSFER_OUT');
    expect(transfer?.detail.counterparty).toMatch(/^demo_down[1-4]$/);
    const deposit = value.list.find((m: { type: string }) => m.type === 'DEPOSIT');
    expect(['PAYID', 'WECHAT', 'MPESA', 'BTC', 'TRX', 'BANK']).toContain(deposit?.detail.method);
    const hold = value.list.find((m: { type: string }) => m.type === 'WITHDRAW_HOLD');
    expect(hold?.detail.bankName).toMatch(/Bank$/);
    const bets = await records(p, token, 'ODSFE2_MemTransDet', { startTime: end - 30 * DAY, endTime: end, type: 'BET', pageSize: 5 });
    const bet = bets.list[0];
    const row = await env.DB.prepare('SELECT game_name, vendor_code FROM bets WHERE round_id = ?1')
      .bind(bet.reference.slice(4))
      .first<{ game_name: string; vendor_code: string }>();
    expect(bet.detail).toMatchObject({ gameName: row!.game_name, vendorCode: row!.vendor_code });
    expect(bet.status).toBe('COMPLETED');
    expect(bet.amount).toBeLessThan(0);
  });

  it('sorts by amount', async () => {
    const w = window();
    const value = await records(p, memberToken, 'ODSFE2_MemTransDet', { ...w, sort: 'amount', order: 'asc', pageSize: 100 });
    const amounts = value.list.map((m: { amount: number }) => minor(m.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(amounts[0]).toBe(Math.min(...(await rawWalletLines(memberId, w.startTime, w.endTime)).map((l) => l.amount_minor)));
  });

  it('refuses bad ranges and unknown filters, and needs the session', async () => {
    const bad = async (query: string) => (await callJson(p, `/wps/relay/ODSFE2_MemTransDet?${query}`, { headers: { Authorization: memberToken } })).body;
    expect((await bad('startTime=10&endTime=5')).errorCode).toBe('request_param_err');
    expect((await bad(`startTime=0&endTime=${3_661 * DAY}`)).message).toMatch(/at most 3660 days/);
    expect((await bad('startTime=0&endTime=5&type=LOTTERY')).errorCode).toBe('request_param_err');
    expect((await bad('startTime=0&endTime=5&status=LOST')).errorCode).toBe('request_param_err');
    expect((await bad('startTime=0&endTime=5&pageSize=500')).errorCode).toBe('request_param_err');
    const anonymous = await callJson(p, '/wps/relay/ODSFE2_MemTransDet?startTime=0&endTime=5');
    expect(anonymous.status).toBe(401);
  });

  it('reads the owner index (query plans)', async () => {
    const where = `l.merchant_code = ?1 AND l.owner_id = ?2 AND l.created_at >= ?3 AND l.created_at < ?4
      AND l.account_id IN (SELECT id FROM ledger_accounts WHERE merchant_code = ?1 AND owner_id = ?2 AND kind IN ('MAIN', 'VENDOR'))`;
    const plan = async (sql: string) =>
      (await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(MERCHANT, memberId, 0, Date.now()).all<{ detail: string }>()).results
        .map((r) => r.detail)
        .join('\n');
    const page = await plan(
      `SELECT l.entry_id FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id WHERE ${where} ORDER BY l.created_at DESC, l.entry_id DESC, l.account_id DESC LIMIT 20`,
    );
    expect(page).toMatch(/SEARCH l USING (COVERING )?INDEX journal_lines_by_owner/);
    expect(page).not.toMatch(/SCAN l\b/);
    expect(page).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
    const totals = await plan(`SELECT COUNT(*), SUM(l.amount_minor) FROM journal_lines l WHERE ${where}`);
    expect(totals).toMatch(/SEARCH l USING COVERING INDEX journal_lines_owner_totals/);
    const bets = (
      await env.DB.prepare(
        'EXPLAIN QUERY PLAN SELECT * FROM bets b WHERE b.merchant_code = ?1 AND b.account_id = ?2 AND b.created_at >= ?3 AND b.created_at < ?4 ORDER BY b.created_at DESC',
      )
        .bind(MERCHANT, memberId, 0, 1)
        .all<{ detail: string }>()
    ).results
      .map((r) => r.detail)
      .join('\n');
    expect(bets).toMatch(/SEARCH b USING INDEX bets_by_account/);
  });
});

describe('date ranges are whole days in the brand time zone', () => {
  let id: number;
  let token: string;
  const day = '2024-05-31';
  let start: number;
  let end: number;

  beforeAll(async () => {
    // demo_default has no history: place lines and bets right at the edges of one Seoul day.
    id = await accountId('demo_default');
    token = await sessionFor(id);
    start = dayStartMs(day, ZONE);
    end = dayStartMs('2024-06-01', ZONE);
    expect(end - start).toBe(DAY);
    expect(new Date(start).toISOString()).toBe('2024-05-30T15:00:00.000Z');
    const books = (at: number) => ({ db: env.DB, merchant: MERCHANT, currency: 'USD', now: at });
    const statements = [start - 1, start, end - 1, end].flatMap((at, i) => [
      ...postingStatements(books(at), { kind: 'BONUS', key: `edge-bonus:${i}`, lines: move(brandAccount('BONUSES'), player(id), 100 * (i + 1)) }),
      env.DB.prepare(
        `INSERT INTO bets (merchant_code, account_id, round_id, game_id, game_name, vendor_code, game_type, stake_minor, valid_minor, payout_minor, status, created_at, settled_at)
         VALUES (?1, ?2, ?3, NULL, 'Edge', 'PP', 'RNG', ?4, ?4, ?5, 'SETTLED', ?6, ?6)`,
      ).bind(MERCHANT, id, `edge-${i}`, 100 * (i + 1), 50 * i, at),
    ]);
    await env.DB.batch(statements);
  });

  it('counts from the start of the day to the start of the next (movements)', async () => {
    const value = await records(p, token, 'ODSFE2_MemTransDet', { startTime: start, endTime: end, type: 'BONUS' });
    expect(value.list.map((m: { amount: number }) => m.amount)).toEqual([3, 2]);
    expect(value.totals).toEqual({ in: 5, out: 0, net: 5 });
  });

  it('counts the same days for betting records', async () => {
    const value = await records(p, token, 'MCSFE_getBettingRecords', { startTime: start, endTime: end });
    expect(value.list.map((b: { roundId: string }) => b.roundId)).toEqual(['edge-2', 'edge-1']);
    expect(value.totals).toEqual({ stake: 5, validBet: 5, payout: 1.5, winLoss: -3.5 });
  });

  it('buckets profit by the zone’s days, weeks and months, cut to the range', async () => {
    const daily = await records(p, token, 'MCSFE_getPersonalProfit', {
      startDate: '2024-05-30',
      endDate: '2024-06-01',
      timeZone: ZONE,
      period: 'DAY',
      order: 'asc',
    });
    expect(daily.list.map((r: { periodStart: string; bets: number }) => [r.periodStart, r.bets])).toEqual([
      ['2024-05-30', 1],
      ['2024-05-31', 2],
      ['2024-06-01', 1],
    ]);
    const monthly = await records(p, token, 'MCSFE_getPersonalProfit', {
      startDate: '2024-05-15',
      endDate: '2024-06-10',
      timeZone: ZONE,
      period: 'MONTH',
      order: 'asc',
    });
    expect(monthly.list.map((r: { periodStart: string; periodEnd: string; bets: number }) => [r.periodStart, r.periodEnd, r.bets])).toEqual([
      ['2024-05-15', '2024-05-31', 3],
      ['2024-06-01', '2024-06-10', 1],
    ]);
    // The same instants in another zone split differently: New York's 2024-05-30 ends after Seoul's 2024-05-31 starts.
    const ny = await records(p, token, 'MCSFE_getPersonalProfit', {
      startDate: '2024-05-30',
      endDate: '2024-05-30',
      timeZone: 'America/New_York',
      period: 'DAY',
    });
    expect(ny.totals.bets).toBe(2);
  });

  it('keeps a daylight-saving day one calendar day long', () => {
    const [first, second] = periodBuckets('2024-03-10', '2024-03-11', 'DAY', 'America/New_York');
    expect(first!.end - first!.start).toBe(23 * 3_600_000);
    expect(second!.end - second!.start).toBe(DAY);
    const weeks = periodBuckets('2024-05-01', '2024-05-31', 'WEEK', ZONE);
    expect(weeks.map((w) => `${w.from}..${w.to}`)).toEqual([
      '2024-05-01..2024-05-05',
      '2024-05-06..2024-05-12',
      '2024-05-13..2024-05-19',
      '2024-05-20..2024-05-26',
      '2024-05-27..2024-05-31',
    ]);
  });
});

describe('MCSFE_getBettingRecords and MCSFE_getPersonalProfit', () => {
  const range = () => {
    const end = Date.now() + 60_000;
    return { startTime: end - 30 * DAY, endTime: end };
  };

  async function rawBets(startTime: number, endTime: number, gameType?: string) {
    const { results } = await env.DB.prepare(
      `SELECT id, stake_minor, valid_minor, payout_minor, status, game_type FROM bets WHERE merchant_code = ?1 AND account_id = ?2 AND created_at >= ?3 AND created_at < ?4
       ${gameType ? 'AND game_type = ?5' : ''} ORDER BY created_at DESC, id DESC`,
    )
      .bind(MERCHANT, memberId, startTime, endTime, ...(gameType ? [gameType] : []))
      .all<{ id: number; stake_minor: number; valid_minor: number; payout_minor: number; status: string; game_type: string }>();
    return results;
  }

  it('answers rounds and totals that match the bets table', async () => {
    const r = range();
    const value = await records(p, memberToken, 'MCSFE_getBettingRecords', { ...r, pageSize: 10 });
    const raw = await rawBets(r.startTime, r.endTime);
    expect(value.total).toBe(raw.length);
    expect(value.list.map((b: { id: number }) => b.id)).toEqual(raw.slice(0, 10).map((b) => b.id));
    // Voided rounds are listed but moved no money; win/loss is of settled rounds.
    const live = raw.filter((b) => b.status !== 'VOID');
    const settled = raw.filter((b) => b.status === 'SETTLED');
    expect(minor(value.totals.stake)).toBe(live.reduce((s, b) => s + b.stake_minor, 0));
    expect(minor(value.totals.validBet)).toBe(live.reduce((s, b) => s + b.valid_minor, 0));
    expect(minor(value.totals.winLoss)).toBe(settled.reduce((s, b) => s + b.payout_minor - b.stake_minor, 0));
    const first = value.list[0];
    expect(minor(first.winLoss)).toBe(minor(first.payout) - minor(first.stake));
    expect(first.gameTypeName).not.toBe('');
    expect(first.vendorName).not.toBe('');
  });

  it('filters by game type, sorts by stake, and names games in the request language', async () => {
    const r = range();
    const type = (await rawBets(r.startTime, r.endTime))[0]!.game_type;
    const value = await records(p, memberToken, 'MCSFE_getBettingRecords', { ...r, gameType: type.toLowerCase(), sort: 'stake', order: 'desc', pageSize: 100 });
    const raw = await rawBets(r.startTime, r.endTime, type);
    expect(value.total).toBe(raw.length);
    expect(value.list.every((b: { gameType: string }) => b.gameType === type)).toBe(true);
    const stakes = value.list.map((b: { stake: number }) => b.stake);
    expect(stakes).toEqual([...stakes].sort((a, b) => b - a));
    const korean = await callJson(p, `/wps/relay/MCSFE_getBettingRecords?startTime=${r.startTime}&endTime=${r.endTime}&pageSize=1`, {
      headers: { Authorization: memberToken, Language: 'KO' },
    });
    const game = await env.DB.prepare('SELECT name_ko FROM games WHERE node_id = ?1').bind(korean.body.value.list[0].gameId).first<{ name_ko: string }>();
    expect(korean.body.value.list[0].gameName).toBe(game!.name_ko);
  });

  it('profit per period and game type adds up to the betting records over the same range', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(Date.now());
    const from = new Date(Date.parse(today) - 59 * DAY).toISOString().slice(0, 10);
    const startTime = dayStartMs(from, ZONE);
    const endTime = dayStartMs(new Date(Date.parse(today) + DAY).toISOString().slice(0, 10), ZONE);
    const bets = await records(p, memberToken, 'MCSFE_getBettingRecords', { startTime, endTime, pageSize: 1 });
    for (const period of ['DAY', 'WEEK', 'MONTH']) {
      const profit = await records(p, memberToken, 'MCSFE_getPersonalProfit', { startDate: from, endDate: today, timeZone: ZONE, period, pageSize: 100 });
      expect(profit.totals.bets).toBe(bets.total);
      expect(profit.totals.turnover).toBe(bets.totals.validBet);
      expect(profit.totals.winLoss).toBe(bets.totals.winLoss);
      const rows = profit.list as { winLoss: number; turnover: number; periodStart: string; gameType: string }[];
      if (profit.total <= 100) expect(rows.reduce((s, r) => s + minor(r.winLoss), 0)).toBe(minor(profit.totals.winLoss));
      expect(new Set(rows.map((r) => `${r.periodStart}|${r.gameType}`)).size).toBe(rows.length);
    }
    const byWin = await records(p, memberToken, 'MCSFE_getPersonalProfit', {
      startDate: from,
      endDate: today,
      timeZone: ZONE,
      period: 'WEEK',
      sort: 'winLoss',
      order: 'asc',
      pageSize: 100,
    });
    const wins = byWin.list.map((r: { winLoss: number }) => r.winLoss);
    expect(wins).toEqual([...wins].sort((a, b) => a - b));
  });

  it('refuses a bad zone, period or range', async () => {
    const bad = async (query: string) => (await callJson(p, `/wps/relay/MCSFE_getPersonalProfit?${query}`, { headers: { Authorization: memberToken } })).body;
    expect((await bad('startDate=2024-01-01&endDate=2024-01-31&timeZone=Mars/Base&period=DAY')).errorCode).toBe('request_param_err');
    expect((await bad('startDate=2024-01-01&endDate=2024-01-31&timeZone=UTC&period=YEAR')).errorCode).toBe('request_param_err');
    expect((await bad('startDate=2024-02-30&endDate=2024-03-01&timeZone=UTC&period=DAY')).errorCode).toBe('request_param_err');
    expect((await bad('startDate=2024-03-01&endDate=2024-02-01&timeZone=UTC&period=DAY')).errorCode).toBe('request_param_err');
    expect((await bad('startDate=2023-01-01&endDate=2024-03-01&timeZone=UTC&period=MONTH')).message).toMatch(/at most 366 days/);
  });
});

describe('POST /__dev/bet-round', () => {
  // Under a second; it took 17.6 and 21.8 s in full runs of the tier while the test pool's proxies
  // piled up on the wallet's class (docs/decisions/073), never with a wrong balance.
  it('runs concurrent rounds on one wallet through its lock, and the balance is exact', async () => {
    const id = await accountId('demo_down4');
    const before =
      (await env.DB.prepare("SELECT balance_minor AS b FROM ledger_accounts WHERE owner_id = ?1 AND kind = 'MAIN'").bind(id).first<{ b: number }>())?.b ?? 0;
    // Money to play with (demo_down4 ends its history at zero).
    const fund = await env.DB.batch(
      postingStatements(
        { db: env.DB, merchant: MERCHANT, currency: 'USD', now: Date.now() },
        { kind: 'ADJUSTMENT', key: 'bet-round-test-fund', lines: move(brandAccount('CASH_IN'), player(id), 100_000) },
      ),
    );
    expect(fund.length).toBeGreaterThan(0);
    const rounds = Array.from({ length: 20 }, (_, i) => ({ roundId: `dev-round-${i}`, stakeMinor: 1_000 + i, payoutMinor: i % 3 === 0 ? 2_500 : 0 }));
    const answers = await Promise.all(
      rounds.map((r) => callJson(p, '/__dev/bet-round', { method: 'POST', rawHeaders: new Headers(), body: { username: 'demo_down4', ...r } })),
    );
    expect(answers.map((a) => a.status)).toEqual(rounds.map(() => 200));
    const expected = before + 100_000 - rounds.reduce((s, r) => s + r.stakeMinor - r.payoutMinor, 0);
    const check = await callJson(p, '/__dev/ledger-check?username=demo_down4', { rawHeaders: new Headers() });
    expect(check.body.value.consistent).toBe(true);
    expect(check.body.value.accounts.find((a: { kind: string }) => a.kind === 'MAIN').cachedMinor).toBe(expected);
    // A repeat of a settled round moves nothing.
    const again = await callJson(p, '/__dev/bet-round', { method: 'POST', rawHeaders: new Headers(), body: { username: 'demo_down4', ...rounds[0] } });
    expect(again.status).toBe(200);
    const after = await callJson(p, '/__dev/ledger-check?username=demo_down4', { rawHeaders: new Headers() });
    expect(after.body.value.accounts.find((a: { kind: string }) => a.kind === 'MAIN').cachedMinor).toBe(expected);
  });
});

describe('GET /__dev/ledger-audit', () => {
  interface Audit {
    unbalancedEntries: number;
    walletsOffTheirLines: number;
    playersBelowZero: number;
    totals: { merchant: string; totalMinor: number; playersMinor: number }[];
    counts: Record<string, number>;
    unmatched: Record<string, number>;
  }
  const audit = async (since = 0) => {
    const { status, body } = await callJson(p, `/__dev/ledger-audit?since=${since}`, { rawHeaders: new Headers() });
    expect(status, JSON.stringify(body)).toBe(200);
    return body.value as Audit;
  };
  const brand = (a: Audit) => a.totals.find((t) => t.merchant === MERCHANT)!;
  const nothingUnmatched = (a: Audit) => Object.values(a.unmatched).every((n) => n === 0);

  it('finds the books whole, counts what a round adds, and matches each record with its entry', async () => {
    const since = Date.now();
    const before = await audit(since);
    expect(before).toMatchObject({ unbalancedEntries: 0, walletsOffTheirLines: 0, playersBelowZero: 0 });
    expect(before.totals.every((t) => t.totalMinor === 0)).toBe(true);
    expect(brand(before).playersMinor).toBeGreaterThan(0);

    const round = await callJson(p, '/__dev/bet-round', {
      method: 'POST',
      rawHeaders: new Headers(),
      body: { username: 'demo_member', roundId: 'audit-round-1', stakeMinor: 500, payoutMinor: 1_200 },
    });
    expect(round.status, JSON.stringify(round.body)).toBe(200);
    const after = await audit(since);
    expect(after.counts.betEntries - before.counts.betEntries).toBe(1);
    expect(after.counts.bets - before.counts.bets).toBe(1);
    expect(after.counts.winEntries - before.counts.winEntries).toBe(1);
    expect(after.counts.settledWins - before.counts.settledWins).toBe(1);
    expect(brand(after).playersMinor).toBe(brand(before).playersMinor + 700);
    expect(nothingUnmatched(after), JSON.stringify(after.unmatched)).toBe(true);
    expect((await callJson(p, '/__dev/ledger-audit?since=soon', { rawHeaders: new Headers() })).status).toBe(400);
  });

  it('catches a cached balance off its lines, an entry that does not sum to zero, and a record without its entry', async () => {
    const id = await accountId('demo_member');
    const since = Date.now();
    const main = "UPDATE ledger_accounts SET balance_minor = balance_minor + ?2 WHERE owner_id = ?1 AND kind = 'MAIN'";
    await env.DB.prepare(main).bind(id, 1).run();
    try {
      const off = await audit();
      expect(off.walletsOffTheirLines).toBe(1);
      expect(brand(off).totalMinor).toBe(1);
    } finally {
      await env.DB.prepare(main).bind(id, -1).run();
    }

    // Two lines that do not sum to zero, on the brand's own accounts (so no cached balance moves).
    const entry = await env.DB.prepare(
      "INSERT INTO journal_entries (merchant_code, kind, reference, entry_key, created_at) VALUES (?1, 'ADJUSTMENT', NULL, 'audit-unbalanced', ?2) RETURNING id",
    )
      .bind(MERCHANT, Date.now())
      .first<{ id: number }>();
    const house = await env.DB.prepare(
      "SELECT id FROM ledger_accounts WHERE merchant_code = ?1 AND owner_id = 0 AND kind IN ('HOUSE', 'CASH_IN') ORDER BY kind",
    )
      .bind(MERCHANT)
      .all<{ id: number }>();
    expect(house.results.length).toBe(2);
    const line =
      'INSERT INTO journal_lines (entry_id, account_id, owner_id, merchant_code, entry_kind, amount_minor, balance_after, created_at) VALUES (?1, ?2, 0, ?3, ?4, ?5, 0, ?6)';
    // A fresh bet record that no stake's entry belongs to.
    const bet =
      "INSERT INTO bets (merchant_code, account_id, round_id, game_name, vendor_code, game_type, stake_minor, valid_minor, payout_minor, status, created_at) VALUES (?1, ?2, 'audit-orphan', 'Slot', 'PP', 'RNG', 100, 100, 0, 'SETTLED', ?3)";
    try {
      await env.DB.batch([
        env.DB.prepare(line).bind(entry!.id, house.results[0]!.id, MERCHANT, 'ADJUSTMENT', 100, Date.now()),
        env.DB.prepare(line).bind(entry!.id, house.results[1]!.id, MERCHANT, 'ADJUSTMENT', -99, Date.now()),
        env.DB.prepare(bet).bind(MERCHANT, id, Date.now()),
      ]);
      const broken = await audit(since);
      expect(broken.unbalancedEntries).toBe(1);
      expect(broken.unmatched.betsWithoutEntry).toBe(1);
    } finally {
      await env.DB.batch([
        env.DB.prepare('DELETE FROM journal_lines WHERE entry_id = ?1').bind(entry!.id),
        env.DB.prepare('DELETE FROM journal_entries WHERE id = ?1').bind(entry!.id),
        env.DB.prepare("DELETE FROM bets WHERE round_id = 'audit-orphan'"),
      ]);
    }
    const whole = await audit(since);
    expect(whole).toMatchObject({ unbalancedEntries: 0, walletsOffTheirLines: 0, playersBelowZero: 0 });
    expect(nothingUnmatched(whole)).toBe(true);
  });
});
