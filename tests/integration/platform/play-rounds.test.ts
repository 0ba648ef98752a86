/**
 * Rounds on the stand-in game server (docs/platform-protocol.md "Launching and rounds"): a real
 * round's ledger effect and bet record, one move per round id whatever the repeats, a clear refusal
 * when the balance is short, baccarat by its rules, fixture bets settled by the cron trigger, and
 * play money that never reaches the ledger.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '#platform/src/index';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import { baccaratPayout, dealBaccarat, handTotal, type BaccaratResult } from '#platform/src/modules/play/outcomes';
import { computeResult, gameSecret, pruneGameSessions, type RoundRow } from '#platform/src/modules/play/rounds';
import { accountsPlatform, env, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { callJson } from './client';
import { accountId, sessionFor } from './records-support';
import {
  balanceIn,
  Clock,
  gameWhere,
  getPage,
  journalEntries,
  launchQuery,
  launchUrl,
  mainBalance,
  postForm,
  roundIdIn,
  type CatalogueGame,
} from './play-support';

let p: AccountsPlatform;
let clock: Clock;

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
  clock = new Clock(p);
});

async function round(roundId: string): Promise<RoundRow> {
  const row = await env.DB.prepare('SELECT * FROM game_rounds WHERE round_id = ?1').bind(roundId).first<RoundRow>();
  if (!row) throw new Error(`no round ${roundId}`);
  return row;
}

/** When the member's session behind the game page at `url` was last seen. */
async function lastSeen(url: string): Promise<number | undefined> {
  const row = await env.DB.prepare('SELECT s.last_seen_at FROM sessions s JOIN game_sessions g ON g.platform_session_hash = s.token_hash WHERE g.token = ?1')
    .bind(url.split('/').pop())
    .first<{ last_seen_at: number }>();
  return row?.last_seen_at;
}

async function betOf(roundId: string) {
  return env.DB.prepare('SELECT * FROM bets WHERE round_id = ?1').bind(roundId).first<Record<string, unknown>>();
}

describe('a real slot round', () => {
  let id: number;
  let token: string;
  let game: CatalogueGame;
  let url: string;

  beforeAll(async () => {
    id = await accountId('demo_member');
    token = await sessionFor(id);
    game = await gameWhere("game_type = 'RNG' AND min_bet <= 100");
    url = await launchUrl(clock.next(), token, launchQuery(game));
  });

  it('debits the stake and credits the win through the ledger, and is a bet record', async () => {
    const started = Date.now();
    const before = await mainBalance(id);
    const page = await getPage(clock.now(), url);
    expect(balanceIn(page.html)).toBe(before);
    const roundId = roundIdIn(page.html);
    const posted = await postForm(clock.now(), url, { roundId, stake: 200 });
    expect(posted.status).toBe(303);
    expect(posted.location).toBe(`${url}?round=${roundId}`);
    const r = await round(roundId);
    const expected = computeResult(gameSecret(p.env), r, 'RNG');
    expect(r).toMatchObject({ status: 'SETTLED', stake_minor: 200, payout_minor: expected.payoutMinor, valid_minor: 200, account_id: id });
    expect(await mainBalance(id)).toBe(before - 200 + expected.payoutMinor);
    const bet = await betOf(roundId);
    expect(bet).toMatchObject({
      account_id: id,
      game_id: game.node_id,
      vendor_code: game.vassalage,
      game_type: 'RNG',
      stake_minor: 200,
      valid_minor: 200,
      payout_minor: expected.payoutMinor,
      status: 'SETTLED',
    });
    // The time of the bet (the wallet lock's clock, which the test's shifted clock does not move):
    // within this test, however long a busy machine made it (a second's slack for the runtime's clock).
    expect(bet!.created_at as number).toBeGreaterThanOrEqual(started - 1_000);
    expect(bet!.created_at as number).toBeLessThan(Date.now() + clock.offset + 5_000);
    // The member's betting records list it.
    const records = await callJson(
      clock.now(),
      `/wps/relay/MCSFE_getBettingRecords?startTime=${Date.now() - 3_600_000}&endTime=${Date.now() + 7_200_000}&gameType=RNG`,
      {
        headers: { Authorization: token },
      },
    );
    expect(records.body.value.list.some((b: { roundId: string }) => b.roundId === roundId)).toBe(true);
    // The result page shows the round and the new balance.
    const after = await getPage(clock.now(), posted.location!);
    expect(after.html).toContain('role="status"');
    expect(balanceIn(after.html)).toBe(before - 200 + expected.payoutMinor);
    expect(roundIdIn(after.html)).not.toBe(roundId);
  });

  it('moves money once for the same round id, however often it is posted', async () => {
    const roundId = roundIdIn((await getPage(clock.now(), url)).html);
    const entries = await journalEntries();
    const before = await mainBalance(id);
    const posts = await Promise.all([1, 2, 3].map(() => postForm(clock.now(), url, { roundId, stake: 100 })));
    for (const post of posts) expect(post.location).toBe(`${url}?round=${roundId}`);
    // A later repeat with another stake lands on the same result and moves nothing either.
    expect((await postForm(clock.now(), url, { roundId, stake: 500 })).location).toBe(`${url}?round=${roundId}`);
    const r = await round(roundId);
    expect(r.stake_minor).toBe(100);
    expect(await mainBalance(id)).toBe(before - 100 + (r.payout_minor ?? 0));
    const bets = await env.DB.prepare('SELECT COUNT(*) AS n FROM bets WHERE round_id = ?1').bind(roundId).first<{ n: number }>();
    expect(bets!.n).toBe(1);
    // One BET entry, plus one WIN entry when it paid.
    expect(await journalEntries()).toBe(entries + 1 + ((r.payout_minor ?? 0) > 0 ? 1 : 0));
    const check = await callJson(p, '/__dev/ledger-check?username=demo_member', { rawHeaders: new Headers() });
    expect(check.body.value.consistent).toBe(true);
  });

  it('refuses a stake the balance does not cover, with a clear message, and moves nothing', async () => {
    const poor = await accountId('demo_default'); // 50.00
    const poorToken = await sessionFor(poor);
    const poorUrl = await launchUrl(clock.next(), poorToken, launchQuery(game));
    const page = await getPage(clock.now(), poorUrl);
    const before = await mainBalance(poor);
    expect(before).toBe(5_000);
    const roundId = roundIdIn(page.html);
    const posted = await postForm(clock.now(), poorUrl, { roundId, stake: 10_000 });
    expect(posted.location).toBe(`${poorUrl}?error=insufficient`);
    const shown = await getPage(clock.now(), posted.location!);
    expect(shown.html).toMatch(/role="alert"[^>]*>Your balance is too low for this stake/);
    expect(await mainBalance(poor)).toBe(before);
    expect(await betOf(roundId)).toBeNull();
    expect((await round(roundId)).status).toBe('REFUSED');
  });

  it('refuses stakes and forms the page does not offer', async () => {
    const roundId = roundIdIn((await getPage(clock.now(), url)).html);
    expect((await postForm(clock.now(), url, { roundId, stake: 123 })).location).toBe(`${url}?error=invalid`);
    expect((await postForm(clock.now(), url, { roundId: 'short', stake: 100 })).location).toBe(`${url}?error=invalid`);
    expect(await env.DB.prepare('SELECT 1 FROM game_rounds WHERE round_id = ?1').bind(roundId).first()).toBeNull();
  });
});

describe('baccarat (LIVE)', () => {
  it('deals by the drawing rules and pays 1:1, 0.95:1 and 8:1 with ties pushed', async () => {
    const id = await accountId('demo_agent'); // 10,000.00
    const token = await sessionFor(id);
    const game = await gameWhere("game_type = 'LIVE'");
    const url = await launchUrl(clock.next(), token, launchQuery(game));
    const stake = Math.max(game.min_bet, 100);
    const bets = ['PLAYER', 'BANKER', 'TIE'] as const;
    let balance = await mainBalance(id);
    for (let i = 0; i < 15; i++) {
      const page = await getPage(clock.now(), url);
      expect(page.html).toContain('name="bet" value="BANKER"');
      const roundId = roundIdIn(page.html);
      const bet = bets[i % 3]!;
      await postForm(clock.now(), url, { roundId, stake, bet });
      const r = await round(roundId);
      const outcome = JSON.parse(r.outcome!) as BaccaratResult;
      // Replaying the dealt cards through the rules gives the same hands.
      const order = [outcome.player[0], outcome.banker[0], outcome.player[1], outcome.banker[1], ...outcome.player.slice(2), ...outcome.banker.slice(2)];
      let n = 0;
      const replay = dealBaccarat(() => order[n++]!);
      expect(replay.player).toEqual(outcome.player);
      expect(replay.banker).toEqual(outcome.banker);
      expect(outcome.playerTotal).toBe(handTotal(outcome.player));
      const paid = baccaratPayout(bet, outcome.winner, stake);
      expect(r.payout_minor).toBe(paid.payoutMinor);
      const record = await betOf(roundId);
      expect(record).toMatchObject({ payout_minor: paid.payoutMinor, valid_minor: paid.validMinor, game_type: 'LIVE', status: 'SETTLED' });
      balance += paid.payoutMinor - stake;
      expect(await mainBalance(id)).toBe(balance);
      clock.offset += 1_000;
    }
  });
});

describe('fixtures (SPORTS)', () => {
  it('keeps a bet OPEN until its fixture ends, then the cron trigger settles it', async () => {
    const id = await accountId('demo_down3');
    const token = await sessionFor(id);
    const game = await gameWhere("game_type = 'SPORTS'");
    const url = await launchUrl(clock.next(), token, launchQuery(game));
    const page = await getPage(clock.now(), url);
    const pick = /name="pick" value="([^"]+)"/.exec(page.html)![1]!;
    expect(pick).toMatch(new RegExp(`^${game.vassalage}\\.\\d+:HOME$`));
    const roundId = roundIdIn(page.html);
    const stake = Math.max(game.min_bet, 100);
    const before = await mainBalance(id);
    const posted = await postForm(clock.now(), url, { roundId, stake, pick });
    expect(posted.location).toBe(`${url}?round=${roundId}`);
    expect((await getPage(clock.now(), posted.location!)).html).toContain('Bet placed');
    let r = await round(roundId);
    expect(r.status).toBe('OPEN');
    expect((await betOf(roundId))!.status).toBe('OPEN');
    expect(await mainBalance(id)).toBe(before - stake);
    // The cron before the fixture ends leaves it alone.
    const cron = async (offset: number) => {
      const ctx = createExecutionContext();
      worker.scheduled(
        createScheduledController({ scheduledTime: Date.now() + offset, cron: '* * * * *' }),
        { ...p.env, CLOCK_OFFSET_MS: String(offset) },
        ctx,
      );
      await waitOnExecutionContext(ctx);
    };
    await cron(clock.offset);
    expect((await round(roundId)).status).toBe('OPEN');
    // 20 minutes later the fixture (10 minutes, kick-off within 5) has ended.
    await cron(clock.offset + 20 * 60_000);
    r = await round(roundId);
    const expected = computeResult(gameSecret(p.env), r, 'SPORTS');
    expect(r).toMatchObject({ status: 'SETTLED', payout_minor: expected.payoutMinor });
    expect(await betOf(roundId)).toMatchObject({ status: 'SETTLED', payout_minor: expected.payoutMinor, valid_minor: stake });
    expect(await mainBalance(id)).toBe(before - stake + expected.payoutMinor);
    // Settling again moves nothing.
    await cron(clock.offset + 21 * 60_000);
    expect(await mainBalance(id)).toBe(before - stake + expected.payoutMinor);
  });

  it('refuses a bet on a fixture that has kicked off', async () => {
    const token = await sessionFor(await accountId('demo_down3'));
    const game = await gameWhere("game_type = 'ESPORTS'");
    const url = await launchUrl(clock.next(), token, launchQuery(game));
    const page = await getPage(clock.now(), url);
    const started = `${game.vassalage}.${Math.floor((Date.now() + clock.offset) / 300_000)}:HOME`;
    const posted = await postForm(clock.now(), url, { roundId: roundIdIn(page.html), stake: Math.max(game.min_bet, 100), pick: started });
    expect(posted.location).toBe(`${url}?error=closed`);
  });
});

describe('free trial rounds', () => {
  it('move only the play money, never the ledger, once per round id', async () => {
    const game = await gameWhere("game_type = 'RNG' AND support_play = 0");
    const launched = await callJson(clock.next(), '/wps/relay/GCS_gameLaunchFB', {
      method: 'POST',
      body: { gameType: game.game_type, vassalage: game.vassalage, gameId: game.game_code, nodeId: game.node_id },
    });
    const url = launched.body.value.content.game_url as string;
    const entries = await journalEntries();
    const betsBefore = (await env.DB.prepare('SELECT COUNT(*) AS n FROM bets').first<{ n: number }>())!.n;
    let play = 200_000;
    for (let i = 0; i < 5; i++) {
      const page = await getPage(clock.now(), url);
      expect(balanceIn(page.html)).toBe(play);
      const roundId = roundIdIn(page.html);
      await postForm(clock.now(), url, { roundId, stake: Math.max(game.min_bet, 100) });
      await postForm(clock.now(), url, { roundId, stake: Math.max(game.min_bet, 100) });
      const r = await round(roundId);
      expect(r.status).toBe('SETTLED');
      play += (r.payout_minor ?? 0) - r.stake_minor;
    }
    const token = url.split('/').pop();
    const session = await env.DB.prepare('SELECT trial_balance_minor FROM game_sessions WHERE token = ?1').bind(token).first<{ trial_balance_minor: number }>();
    expect(session!.trial_balance_minor).toBe(play);
    expect(await journalEntries()).toBe(entries);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM bets').first<{ n: number }>())!.n).toBe(betsBefore);
    // More than the play money left is refused with the same clear message.
    const options = [...(await getPage(clock.now(), url)).html.matchAll(/<option value="(\d+)"/g)].map((m) => Number(m[1]));
    await env.DB.prepare('UPDATE game_sessions SET trial_balance_minor = 50 WHERE token = ?1').bind(token).run();
    const roundId = roundIdIn((await getPage(clock.now(), url)).html);
    expect((await postForm(clock.now(), url, { roundId, stake: options[0]! })).location).toBe(`${url}?error=insufficient`);
    expect(
      (await env.DB.prepare('SELECT trial_balance_minor FROM game_sessions WHERE token = ?1').bind(token).first<{ trial_balance_minor: number }>())!
        .trial_balance_minor,
    ).toBe(50);
  });

  it("of a trial account's free play leave its ledger untouched", async () => {
    const id = await accountId('demo_trial');
    const token = await sessionFor(id);
    const game = await gameWhere("game_type = 'FISH' AND support_play = 0");
    const url = await launchUrl(clock.next(), token, launchQuery(game, { accountType: 0 }));
    const before = await mainBalance(id);
    const entries = await journalEntries();
    await postForm(clock.now(), url, { roundId: roundIdIn((await getPage(clock.now(), url)).html), stake: Math.max(game.min_bet, 100) });
    expect(await mainBalance(id)).toBe(before);
    expect(await journalEntries()).toBe(entries);
    const check = await callJson(p, '/__dev/ledger-check?username=demo_trial', { rawHeaders: new Headers() });
    expect(check.body.value.consistent).toBe(true);
  });
});

describe('crash (MINI)', () => {
  it('pays the target when the multiplier reaches it', async () => {
    const id = await accountId('demo_member');
    const token = await sessionFor(id);
    const game = await gameWhere("game_type = 'MINI' AND vassalage = 'SPX'");
    const url = await launchUrl(clock.next(), token, launchQuery(game));
    const page = await getPage(clock.now(), url);
    expect(page.html).toContain('name="target"');
    const roundId = roundIdIn(page.html);
    const stake = Math.max(game.min_bet, 100);
    await postForm(clock.now(), url, { roundId, stake, target: 150 });
    const r = await round(roundId);
    expect(r.status, r.refusal ?? '').toBe('SETTLED');
    const outcome = JSON.parse(r.outcome!) as { crash100: number; target100: number };
    expect(outcome.target100).toBe(150);
    expect(r.payout_minor).toBe(outcome.crash100 >= 150 ? Math.floor(stake * 1.5) : 0);
  });
});

describe('rounds a crash left open', () => {
  it('are resumed by a repeated post, and finished or refused by the cron trigger', async () => {
    const id = await accountId('demo_down1');
    const token = await sessionFor(id);
    const game = await gameWhere("game_type = 'RNG' AND min_bet <= 100");
    const url = await launchUrl(clock.next(), token, launchQuery(game));
    const session = url.split('/').pop()!;
    const now = Date.now() + clock.offset;
    const open = (roundId: string, createdAt: number) =>
      env.DB.prepare(
        `INSERT INTO game_rounds (merchant_code, round_id, session_token, account_id, node_id, account_type, kind, stake_minor, choice, settles_at, status, created_at)
         VALUES ('DEMO', ?1, ?2, ?3, ?4, 1, 'SPIN', 100, '', ?5, 'OPEN', ?6)`,
      )
        .bind(roundId, session, id, game.node_id, createdAt + 60_000, createdAt)
        .run();
    const gameRef = { gameId: game.node_id, gameName: 'x', vendorCode: game.vassalage, gameType: 'RNG' };
    const before = await mainBalance(id);
    // 1. The row was written, the stake not taken yet: the member's repeated post plays it.
    await open('crash-resume-00000001', now);
    const again = await postForm(clock.now(), url, { roundId: 'crash-resume-00000001', stake: 100 });
    expect(again.location).toBe(`${url}?round=crash-resume-00000001`);
    const resumed = await round('crash-resume-00000001');
    expect(resumed.status).toBe('SETTLED');
    // 2. The stake was taken, the settle never ran: the cron settles it a minute later.
    await open('crash-settle-00000001', now - 120_000);
    const placed = await walletGate(p.env).execute({
      op: 'bet.place',
      merchant: 'DEMO',
      accountId: id,
      roundId: 'crash-settle-00000001',
      stakeMinor: 100,
      game: gameRef,
    });
    expect(placed.ok).toBe(true);
    // 3. Nothing was taken and nobody came back: the cron refuses it.
    await open('crash-refuse-00000001', now - 120_000);
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ scheduledTime: now, cron: '* * * * *' }), { ...p.env, CLOCK_OFFSET_MS: String(clock.offset) }, ctx);
    await waitOnExecutionContext(ctx);
    const settled = await round('crash-settle-00000001');
    expect(settled.status).toBe('SETTLED');
    expect(settled.payout_minor).toBe(computeResult(gameSecret(p.env), settled, 'RNG').payoutMinor);
    expect((await round('crash-refuse-00000001')).status).toBe('REFUSED');
    expect(await betOf('crash-refuse-00000001')).toBeNull();
    expect(await mainBalance(id)).toBe(before - 200 + (resumed.payout_minor ?? 0) + (settled.payout_minor ?? 0));
  });

  it('answer 404 for an unknown game and 410 for an ended one', async () => {
    expect((await getPage(clock.now(), '/rgs/game/unknown-token-0000000000000')).status).toBe(404);
    const token = await sessionFor(await accountId('demo_down1'));
    const url = await launchUrl(clock.next(), token, launchQuery(await gameWhere("game_type = 'RNG'")));
    await env.DB.prepare('UPDATE game_sessions SET expires_at = 0 WHERE token = ?1').bind(url.split('/').pop()).run();
    const seenBefore = await lastSeen(url);
    expect(seenBefore).toBeGreaterThan(0);
    clock.offset += 60_000;
    const ended = await getPage(clock.now(), url);
    expect(ended.status).toBe(410);
    expect(ended.html).toContain('This game session has ended');
    // An ended game is no call of the member's: their session is not kept alive by it.
    expect(await lastSeen(url)).toBe(seenBefore);
  });
});

describe("the member's session", () => {
  it('ends real-money play when it ends (logout), and each round keeps it alive', async () => {
    const id = await accountId('demo_down2');
    const token = await sessionFor(id);
    const game = await gameWhere("game_type = 'RNG' AND min_bet <= 100");
    const url = await launchUrl(clock.next(), token, launchQuery(game));
    clock.offset += 60_000;
    const page = await getPage(clock.now(), url);
    expect(page.status).toBe(200);
    const seen = await env.DB.prepare('SELECT last_seen_at FROM sessions WHERE account_id = ?1 ORDER BY created_at DESC LIMIT 1')
      .bind(id)
      .first<{ last_seen_at: number }>();
    expect(seen!.last_seen_at).toBeGreaterThan(Date.now() + clock.offset - 5_000);
    const logout = await callJson(clock.now(), '/wps/session/logout', { method: 'POST', headers: { Authorization: token }, body: {} });
    expect(logout.status, JSON.stringify(logout.body)).toBe(200);
    const before = await mainBalance(id);
    const ended = await getPage(clock.now(), url);
    expect(ended.status).toBe(410);
    expect(ended.html).toContain('You are signed out');
    const posted = await p.fetch(
      new Request(`https://platform.test${url}`, {
        method: 'POST',
        headers: { Merchant: 'DEMO', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ roundId: roundIdIn(page.html), stake: '100' }).toString(),
      }),
    );
    expect(posted.status).toBe(410);
    expect(await mainBalance(id)).toBe(before);
    expect(await env.DB.prepare('SELECT 1 FROM game_rounds WHERE round_id = ?1').bind(roundIdIn(page.html)).first()).toBeNull();
  });
});

describe('old game sessions', () => {
  it('are deleted a week after they end, with their settled rounds, never with an open one', async () => {
    const id = await accountId('demo_down2');
    const token = await sessionFor(id);
    const game = await gameWhere("game_type = 'RNG' AND min_bet <= 100");
    const urls = [];
    for (let i = 0; i < 3; i++) urls.push(await launchUrl(clock.next(), token, launchQuery(game)));
    const [old, oldOpen, fresh] = urls.map((u) => u.split('/').pop()!);
    for (const [session, status, roundId] of [
      [old, 'SETTLED', 'prune-settled-000001'],
      [oldOpen, 'OPEN', 'prune-open-00000001'],
      [fresh, 'SETTLED', 'prune-fresh-0000001'],
    ] as const) {
      await env.DB.prepare(
        `INSERT INTO game_rounds (merchant_code, round_id, session_token, account_id, node_id, account_type, kind, stake_minor, choice, settles_at, status, created_at)
         VALUES ('DEMO', ?1, ?2, ?3, ?4, 1, 'SPIN', 100, '', 0, ?5, 0)`,
      )
        .bind(roundId, session, id, game.node_id, status)
        .run();
    }
    const now = Date.now() + clock.offset;
    await env.DB.prepare('UPDATE game_sessions SET expires_at = ?2 WHERE token IN (?1, ?3)')
      .bind(old, now - 8 * 86_400_000, oldOpen)
      .run();
    expect(await pruneGameSessions(env.DB, now)).toBeGreaterThanOrEqual(1);
    const left = async (t: string) => (await env.DB.prepare('SELECT 1 AS found FROM game_sessions WHERE token = ?1').bind(t).first()) !== null;
    expect(await left(old)).toBe(false);
    expect(await env.DB.prepare("SELECT 1 FROM game_rounds WHERE round_id = 'prune-settled-000001'").first()).toBeNull();
    expect(await left(oldOpen)).toBe(true);
    expect(await left(fresh)).toBe(true);
  });
});

describe('which way a game is drawn', () => {
  it('a fishing hall and a live table ask their frame for a sideways screen; a slot says nothing; the one script says it', async () => {
    const token = await sessionFor(await accountId('demo_member'));
    const pageOf = async (where: string) => (await getPage(clock.now(), await launchUrl(clock.next(), token, launchQuery(await gameWhere(where))))).html;
    expect(await pageOf("game_type = 'FISH'")).toContain('<html lang="en" data-orientation="landscape">');
    expect(await pageOf("game_type = 'LIVE'")).toContain('data-orientation="landscape"');
    const slot = await getPage(clock.now(), await launchUrl(clock.next(), token, launchQuery(await gameWhere("game_type = 'RNG'"))));
    expect(slot.html).toContain('<html lang="en">');
    expect(slot.html).toContain('<script src="/rgs/rgs.js" defer></script>');
    // Its own script only: no inline script can run in the page.
    expect(slot.headers.get('Content-Security-Policy')).toMatch(/(^|; )script-src 'self'(;|$)/);
    const script = await getPage(clock.now(), '/rgs/rgs.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(script.html).toContain("postMessage({ type: 'game:orientation', orientation: orientation }, origin)");
    // It tells again when the frame says hello, only to the frame that asked.
    expect(script.html).toContain("event.source === window.parent && event.data && event.data.type === 'game:hello') tell(event.origin)");
  });
});
