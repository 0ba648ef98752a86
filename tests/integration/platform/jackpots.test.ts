/**
 * Jackpot pools (docs/platform-protocol.md "Jackpot pools"; docs/decisions/064): each stake on a
 * covered game feeds the pools in its own ledger entry, a must-drop pool is won by the round that
 * takes it to its drop point and a random pool by the game server's draw, the win is paid once in
 * full and the pool seeded again, two wallets staking at once never win one cycle twice, a crash
 * between the claim and the payment is paid by the sweep, and the books balance to the cent.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import { applySeed } from '../support/platform';
import { payStaleJackpots, STALE_HIT_MS } from '#platform/src/modules/jackpots/sweep';
import { accountsPlatform, env, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { callJson } from './client';
import { accountId, minor, sessionFor } from './records-support';
import { books, Clock, gameWhere, getPage, launchQuery, launchUrl, mainBalance, postForm, roundIdIn, type CatalogueGame } from './play-support';

let p: AccountsPlatform;
let clock: Clock;

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
  clock = new Clock(p);
});

const poolBalance = async (code: string, merchant = 'DEMO') =>
  (
    await env.DB.prepare("SELECT balance_minor FROM ledger_accounts WHERE merchant_code = ?1 AND owner_id = 0 AND kind = 'JACKPOT' AND vendor_code = ?2")
      .bind(merchant, code)
      .first<{ balance_minor: number }>()
  )?.balance_minor ?? 0;

async function savePool(body: Record<string, unknown>) {
  return callJson(p, '/__dev/jackpots', {
    method: 'PUT',
    body: JSON.stringify({ names: { en: 'Test pool' }, ...body }),
    rawHeaders: new Headers({ 'content-type': 'application/json' }),
  });
}

async function pool(code: string) {
  return env.DB.prepare('SELECT * FROM jackpot_pools WHERE merchant_code = ?1 AND code = ?2').bind('DEMO', code).first<Record<string, any>>();
}

/** Plays one spin of `stake` on the game at `url` for its member; answers the round id. */
async function spin(url: string, stake: number): Promise<string> {
  const page = await getPage(clock.now(), url);
  const roundId = roundIdIn(page.html);
  const posted = await postForm(clock.now(), url, { roundId, stake });
  expect(posted.status).toBe(303);
  return roundId;
}

const payoutOf = async (roundId: string) =>
  (await env.DB.prepare('SELECT payout_minor FROM bets WHERE round_id = ?1').bind(roundId).first<{ payout_minor: number }>())!.payout_minor;

describe("the demo brand's pools", () => {
  it('are open with their seeds paid in from the house, and listed with their rules but never their drop point', async () => {
    expect(await poolBalance('MEGA')).toBeGreaterThanOrEqual(2_500_000);
    expect(await poolBalance('MINI')).toBeGreaterThanOrEqual(50_000);
    const { status, body } = await callJson(p, '/wps/jackpot/pools');
    expect(status).toBe(200);
    const mega = body.value.list.find((x: { code: string }) => x.code === 'MEGA');
    expect(mega).toMatchObject({
      name: 'Mega Jackpot',
      seed: 25000,
      contributionPercent: 1,
      trigger: 'MUST_DROP',
      mustDropBy: 50000,
      ceiling: null,
      games: { types: [{ code: 'RNG', name: 'Slots' }], vendors: [], games: [] },
    });
    expect(minor(mega.amount)).toBe(await poolBalance('MEGA'));
    expect(JSON.stringify(body.value)).not.toMatch(/drop_minor|dropPoint|"drop"/);
    const korean = await callJson(p, '/wps/jackpot/pools', { headers: { Language: 'KO' } });
    expect(korean.body.value.list.map((x: { name: string }) => x.name)).toEqual(expect.arrayContaining(['메가 잭팟', '미니 잭팟']));
  });

  it("are opened by the seed once: applied again, it posts nothing and keeps each pool's drop point", async () => {
    const state = async () => ({
      drop: (await pool('MEGA'))!.drop_minor as number,
      lines: (await env.DB.prepare("SELECT COUNT(*) AS n FROM journal_lines WHERE entry_kind = 'JACKPOT_SEED'").first<{ n: number }>())!.n,
      mega: await poolBalance('MEGA'),
      books: await books(),
    });
    const before = await state();
    expect(before.drop).toBeGreaterThan(2_500_000);
    expect(before.drop).toBeLessThanOrEqual(5_000_000);
    expect(before.books).toEqual({ total: 0, drift: 0, unbalanced: 0 });
    await applySeed(env.DB);
    expect(await state()).toEqual(before);
  });

  it('one pool answers with its wins; an unknown code is not found and a missing one a clear error', async () => {
    expect((await callJson(p, '/wps/jackpot/pool?code=mega')).body.value).toMatchObject({ code: 'MEGA', wins: expect.any(Array) });
    const unknown = await callJson(p, '/wps/jackpot/pool?code=NOPE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('jackpot.not_found');
    const missing = await callJson(p, '/wps/jackpot/pool');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/code/);
  });
});

describe('a stake on a covered game', () => {
  let id: number;
  let url: string;
  beforeAll(async () => {
    id = await accountId('demo_member');
    const game = await gameWhere("game_type = 'RNG' AND min_bet <= 100");
    url = await launchUrl(clock.next(), await sessionFor(id), launchQuery(game));
  });

  it("gives each pool its share in the stake's own entry, the house the rest", async () => {
    const [mega, mini] = [await poolBalance('MEGA'), await poolBalance('MINI')];
    const roundId = await spin(url, 1000);
    expect(await poolBalance('MEGA')).toBe(mega + 10);
    expect(await poolBalance('MINI')).toBe(mini + 5);
    const { results } = await env.DB.prepare(
      `SELECT a.kind, a.vendor_code, l.amount_minor FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id JOIN ledger_accounts a ON a.id = l.account_id
        WHERE e.entry_key = ?1 ORDER BY l.amount_minor`,
    )
      .bind(`bet:${roundId}`)
      .all<{ kind: string; vendor_code: string; amount_minor: number }>();
    expect(results).toEqual([
      { kind: 'MAIN', vendor_code: '', amount_minor: -1000 },
      { kind: 'JACKPOT', vendor_code: 'MINI', amount_minor: 5 },
      { kind: 'JACKPOT', vendor_code: 'MEGA', amount_minor: 10 },
      { kind: 'HOUSE', vendor_code: '', amount_minor: 985 },
    ]);
    expect(await books()).toEqual({ total: 0, drift: 0, unbalanced: 0 });
  });

  it('gives nothing from play money, nor when the brand switches its pools off', async () => {
    const game = await gameWhere("game_type = 'RNG' AND support_play = 0 AND min_bet <= 100");
    const trialUrl = await launchUrl(clock.next(), await sessionFor(id), launchQuery(game, { accountType: 0 }));
    const before = await poolBalance('MEGA');
    await spin(trialUrl, 100);
    expect(await poolBalance('MEGA')).toBe(before);
    await callJson(p, '/__dev/jackpots/brand', {
      method: 'PUT',
      body: JSON.stringify({ pools: false }),
      rawHeaders: new Headers({ 'content-type': 'application/json' }),
    });
    try {
      await spin(url, 1000);
      expect(await poolBalance('MEGA')).toBe(before);
      expect((await callJson(p, '/wps/jackpot/pools')).body.value.list).toEqual([]);
      expect((await callJson(p, '/wps/system/info')).body.value).toMatchObject({ jackpotPools: false, decorativeJackpot: true });
    } finally {
      await callJson(p, '/__dev/jackpots/brand', {
        method: 'PUT',
        body: JSON.stringify({ pools: true }),
        rawHeaders: new Headers({ 'content-type': 'application/json' }),
      });
    }
    expect((await callJson(p, '/wps/system/info')).body.value).toMatchObject({ jackpotPools: true });
  });
});

describe('a must-drop pool', () => {
  let id: number;
  let url: string;
  let game: CatalogueGame;
  beforeAll(async () => {
    id = await accountId('demo_member');
    game = await gameWhere("game_type = 'RNG' AND min_bet <= 100 AND node_id > 1000");
    url = await launchUrl(clock.next(), await sessionFor(id), launchQuery(game));
    // Seed 100.00, won by 100.05 at the latest: a 10% share of a 1.00 stake takes it there.
    const saved = await savePool({
      code: 'DROP-TEST',
      games: { games: [game.node_id] },
      seed: 100,
      contributionPercent: 10,
      trigger: 'MUST_DROP',
      mustDropBy: 100.05,
    });
    expect(saved.status).toBe(200);
  });

  it('is won by the round that takes it to its drop point: paid once in full, seeded again, the winner told', async () => {
    expect(await poolBalance('DROP-TEST')).toBe(10_000);
    const before = await mainBalance(id);
    const roundId = await spin(url, 100);
    const payout = await payoutOf(roundId);
    const win = await env.DB.prepare('SELECT * FROM jackpot_wins WHERE round_id = ?1').bind(roundId).first<Record<string, any>>();
    expect(win).toMatchObject({ account_id: id, amount_minor: 10_010, cycle: 0 });
    expect(await mainBalance(id)).toBe(before - 100 + payout + 10_010);
    expect(await poolBalance('DROP-TEST')).toBe(10_000);
    expect(await pool('DROP-TEST')).toMatchObject({ state: 'OPEN', cycle: 1, hit_round: null });
    const drop = (await pool('DROP-TEST'))!.drop_minor as number;
    expect(drop).toBeGreaterThan(10_000);
    expect(drop).toBeLessThanOrEqual(10_005);
    // The winner's page says it; the inbox too; the records list the win beside the round.
    const page = await getPage(clock.now(), `${url}?round=${roundId}`);
    expect(page.html).toContain('Jackpot! $100.10 from the Test pool jackpot has been paid to your wallet.');
    const message = await env.DB.prepare('SELECT title, content FROM inbox_messages WHERE account_id = ?1 ORDER BY id DESC LIMIT 1').bind(id).first();
    expect(message).toMatchObject({ title: 'You won the Test pool jackpot', content: expect.stringContaining('$100.10') });
    const line = await env.DB.prepare(
      "SELECT l.amount_minor, e.reference FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id WHERE l.owner_id = ?1 AND l.entry_kind = 'JACKPOT_WIN' ORDER BY l.entry_id DESC LIMIT 1",
    )
      .bind(id)
      .first();
    expect(line).toEqual({ amount_minor: 10_010, reference: `bet:${roundId}` });
    // The round again (a double submit): nothing moves twice.
    const after = await mainBalance(id);
    await postForm(clock.now(), url, { roundId, stake: 100 });
    expect(await mainBalance(id)).toBe(after);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM jackpot_wins WHERE round_id = ?1').bind(roundId).first<{ n: number }>())!.n).toBe(1);
    // The public list names the winner masked, and not at all once the member hides their wins.
    const listed = (await callJson(p, '/wps/jackpot/pool?code=DROP-TEST')).body.value;
    expect(listed.wins[0]).toMatchObject({ amount: 100.1, winner: 'd******r', gameName: expect.any(String) });
    await env.DB.prepare('UPDATE accounts SET hide_public_wins = 1 WHERE id = ?1').bind(id).run();
    expect((await callJson(p, '/wps/jackpot/pool?code=DROP-TEST')).body.value.wins[0].winner).toBeNull();
    await env.DB.prepare('UPDATE accounts SET hide_public_wins = 0 WHERE id = ?1').bind(id).run();
    expect(await books()).toEqual({ total: 0, drift: 0, unbalanced: 0 });
  });

  it('is won once a cycle however many wallets stake at once', async () => {
    const others = await Promise.all(['demo_down1', 'demo_down2', 'demo_default'].map(accountId));
    const urls = await Promise.all(others.map(async (other) => launchUrl(clock.next(), await sessionFor(other), launchQuery(game))));
    const winsBefore = (await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM jackpot_wins w JOIN jackpot_pools p ON p.id = w.pool_id WHERE p.code = 'DROP-TEST'",
    ).first<{ n: number }>())!.n;
    const pages = await Promise.all(urls.map((u) => getPage(clock.now(), u)));
    await Promise.all(urls.map((u, n) => postForm(clock.now(), u, { roundId: roundIdIn(pages[n]!.html), stake: 100 })));
    const wins = await env.DB.prepare(
      "SELECT w.cycle, w.amount_minor FROM jackpot_wins w JOIN jackpot_pools p ON p.id = w.pool_id WHERE p.code = 'DROP-TEST' ORDER BY w.cycle",
    ).all<{ cycle: number; amount_minor: number }>();
    // Each cycle once, in order; every stake's share is either paid or still in the pool.
    expect(wins.results.map((w) => w.cycle)).toEqual(wins.results.map((_, n) => n));
    expect(wins.results.length).toBeGreaterThan(winsBefore);
    const paid = wins.results.reduce((sum, w) => sum + w.amount_minor, 0);
    const seeds = (await pool('DROP-TEST'))!.cycle + 1;
    const shares = (await env.DB.prepare(
      `SELECT COALESCE(SUM(l.amount_minor), 0) AS n FROM journal_lines l JOIN ledger_accounts a ON a.id = l.account_id
        WHERE a.kind = 'JACKPOT' AND a.vendor_code = 'DROP-TEST' AND l.entry_kind = 'BET'`,
    ).first<{ n: number }>())!.n;
    expect(await poolBalance('DROP-TEST')).toBe(seeds * 10_000 + shares - paid);
    expect(await books()).toEqual({ total: 0, drift: 0, unbalanced: 0 });
  });

  it('left claimed by a crash is paid by the sweep, once', async () => {
    // A claim without its payment, as a Worker that died between the two leaves it.
    const before = await mainBalance(id);
    const cycle = (await pool('DROP-TEST'))!.cycle as number;
    const amount = await poolBalance('DROP-TEST');
    const roundId = await spin(url, 100);
    // The spin itself may have won the pool: then take the next cycle's state as it is.
    await env.DB.prepare(
      "UPDATE jackpot_pools SET state = 'HIT', hit_round = ?2, hit_account = ?3, hit_amount_minor = ?4, hit_at = ?5 WHERE code = 'DROP-TEST' AND merchant_code = ?1 AND state = 'OPEN'",
    )
      .bind('DEMO', roundId, id, await poolBalance('DROP-TEST'), Date.now() - STALE_HIT_MS - 1000)
      .run();
    const claimed = (await pool('DROP-TEST'))!.hit_amount_minor as number;
    expect(await payStaleJackpots(p.env, Date.now())).toBe(1);
    expect(await payStaleJackpots(p.env, Date.now())).toBe(0);
    expect(await pool('DROP-TEST')).toMatchObject({ state: 'OPEN' });
    expect((await pool('DROP-TEST'))!.cycle).toBeGreaterThan(cycle);
    const payout = await payoutOf(roundId);
    const wonBySpin = (await env.DB.prepare('SELECT COALESCE(SUM(amount_minor), 0) AS n FROM jackpot_wins WHERE round_id = ?1 AND cycle = ?2')
      .bind(roundId, cycle)
      .first<{ n: number }>())!.n;
    expect(wonBySpin === 0 || wonBySpin === amount + 10).toBe(true);
    expect(await mainBalance(id)).toBe(before - 100 + payout + wonBySpin + claimed);
    // The pay command again, for a cycle already paid: nothing.
    const again = await walletGate(p.env).execute({ op: 'jackpot.pay', merchant: 'DEMO', accountId: id, poolId: (await pool('DROP-TEST'))!.id });
    expect(again).toEqual({ ok: true, value: null });
    expect(await books()).toEqual({ total: 0, drift: 0, unbalanced: 0 });
  });
});

describe('a random pool', () => {
  it("is won by the game server's draw, never grows past its ceiling, and pays what it holds", async () => {
    const id = await accountId('demo_member');
    const dropGame = (await pool('DROP-TEST'))!.games as string;
    const game = await gameWhere(
      "game_type = 'RNG' AND min_bet <= 100 AND node_id > 1000 AND node_id NOT IN (SELECT value FROM json_each(?1, '$.games'))",
      dropGame,
    );
    const url = await launchUrl(clock.next(), await sessionFor(id), launchQuery(game));
    // Ceiling 10.02 over a seed of 10.00: a 10% share of a 1.00 stake (0.10) is cut to the 0.02 left, then to nothing.
    const rules = { code: 'CEIL-TEST', games: { games: [game.node_id] }, seed: 10, contributionPercent: 10, trigger: 'RANDOM', ceiling: 10.02 };
    expect((await savePool({ ...rules, oddsStake: 100000000 })).status).toBe(200);
    await spin(url, 100);
    expect(await poolBalance('CEIL-TEST')).toBe(1002);
    await spin(url, 100);
    expect(await poolBalance('CEIL-TEST')).toBe(1002);
    // Odds of one stake unit: every round wins it.
    expect((await savePool({ ...rules, oddsStake: 0.01 })).status).toBe(200);
    const roundId = await spin(url, 100);
    const win = await env.DB.prepare(
      "SELECT w.amount_minor FROM jackpot_wins w JOIN jackpot_pools p ON p.id = w.pool_id WHERE w.round_id = ?1 AND p.code = 'CEIL-TEST'",
    )
      .bind(roundId)
      .first<{ amount_minor: number }>();
    expect(win?.amount_minor).toBe(1002);
    expect(await poolBalance('CEIL-TEST')).toBe(1000);
    expect(await books()).toEqual({ total: 0, drift: 0, unbalanced: 0 });
  });
});

describe("the operator's route", () => {
  it('closes a pool: off the lists, fed by nothing, its money back to the house; reopened, it is seeded afresh', async () => {
    const id = await accountId('demo_member');
    const game = await gameWhere("game_type = 'RNG' AND min_bet <= 100 AND node_id > 3000");
    const url = await launchUrl(clock.next(), await sessionFor(id), launchQuery(game));
    const rules = { code: 'SHUT-TEST', games: { games: [game.node_id] }, seed: 50, contributionPercent: 1, trigger: 'MUST_DROP', mustDropBy: 500 };
    expect((await savePool(rules)).status).toBe(200);
    await spin(url, 1000);
    expect(await poolBalance('SHUT-TEST')).toBe(5010);
    const close = () => callJson(p, '/__dev/jackpots?code=shut-test', { method: 'DELETE' });
    expect((await close()).status).toBe(200);
    expect(await poolBalance('SHUT-TEST')).toBe(0);
    expect(await pool('SHUT-TEST')).toMatchObject({ state: 'CLOSED', cycle: 1 });
    expect((await callJson(p, '/wps/jackpot/pools')).body.value.list.map((x: { code: string }) => x.code)).not.toContain('SHUT-TEST');
    expect((await callJson(p, '/wps/jackpot/pool?code=SHUT-TEST')).status).toBe(404);
    await spin(url, 1000);
    expect(await poolBalance('SHUT-TEST')).toBe(0);
    // Closing again changes nothing; an unknown pool is not found.
    expect((await close()).status).toBe(200);
    expect((await callJson(p, '/__dev/jackpots?code=NOPE', { method: 'DELETE' })).status).toBe(404);
    expect((await savePool(rules)).status).toBe(200);
    expect(await pool('SHUT-TEST')).toMatchObject({ state: 'OPEN', cycle: 1 });
    expect(await poolBalance('SHUT-TEST')).toBe(5000);
    expect(await books()).toEqual({ total: 0, drift: 0, unbalanced: 0 });
  });

  it('refuses rules that cannot stand, each with its reason', async () => {
    const base = { code: 'BAD', games: { types: ['RNG'] }, seed: 10, contributionPercent: 1, trigger: 'MUST_DROP', mustDropBy: 20 };
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ code: 'bad code!' }, /code/],
      [{ games: {} }, /games/],
      [{ contributionPercent: 11 }, /contributionPercent/],
      [{ mustDropBy: 10 }, /mustDropBy/],
      [{ mustDropBy: null }, /mustDropBy/],
      [{ trigger: 'RANDOM', mustDropBy: null }, /oddsStake/],
      [{ trigger: 'RANDOM', oddsStake: 100, ceiling: 5 }, /ceiling/],
      [{ seed: '-1' }, /seed/],
      [{ names: { en: '' } }, /names/],
    ];
    for (const [change, reason] of refusals) {
      const { status, body } = await savePool({ ...base, ...change });
      expect(status, JSON.stringify(change)).toBe(400);
      expect(body.message, JSON.stringify(change)).toMatch(reason);
    }
    expect(await pool('BAD')).toBeNull();
  });
});
