/**
 * Launching (docs/platform-protocol.md "Launching and rounds"): launchGame's fields (#727), the 3 s
 * and open-round rules (#734), one session per request id, trial accounts and games without a
 * free trial, the guests' free trial, recent games written by launches, languages, PVP rooms and
 * lottery launches.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsPlatform, env, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { callJson } from './client';
import { accountId, sessionFor } from './records-support';
import { Clock, gameWhere, getPage, launch, launchQuery, launchUrl, type CatalogueGame } from './play-support';
import { GUEST_TRIALS_PER_IP } from '#platform/src/modules/play/launch';

let p: AccountsPlatform;
let clock: Clock;
let member: string;
let memberId: number;
let slot: CatalogueGame;
let otherSlot: CatalogueGame;
let noTrial: CatalogueGame;

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
  clock = new Clock(p);
  memberId = await accountId('demo_down1');
  member = await sessionFor(memberId);
  slot = await gameWhere("game_type = 'RNG' AND support_play = 0");
  otherSlot = await gameWhere("game_type = 'RNG' AND support_play = 0 AND node_id > ?1", slot.node_id);
  noTrial = await gameWhere("game_type = 'RNG' AND support_play = 1");
});

describe('launchGame', () => {
  it('answers a game page under /rgs/ for a member, and writes the game into recent games', async () => {
    const at = clock.next();
    const { status, body } = await launch(at, member, launchQuery(slot, { requestId: 'tap-recent-0001' }));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.value.content.game_url).toMatch(/^\/rgs\/game\/[A-Za-z0-9_-]{20,64}$/);
    const recent = await env.DB.prepare('SELECT played_at FROM recent_games WHERE account_id = ?1 AND node_id = ?2')
      .bind(memberId, slot.node_id)
      .first<{ played_at: number }>();
    expect(recent).not.toBeNull();
    expect(Math.abs(recent!.played_at - (Date.now() + clock.offset))).toBeLessThan(5_000);
    const list = await callJson(at, '/wps/relay/GCS_recentGame', { headers: { Authorization: member } });
    expect(JSON.stringify(list.body.value)).toContain(String(slot.node_id));
    const page = await getPage(at, body.value.content.game_url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('name="roundId"');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('answers #727 (HTTP 500, "system busy") when a launch field is missing', async () => {
    for (const field of ['launchMode', 'gameId', 'nodeId', 'accountType', 'platform']) {
      const query = launchQuery(slot);
      delete query[field];
      const { status, body } = await launch(clock.next(), member, query);
      expect(status, field).toBe(500);
      expect(body).toEqual({ success: false, errorCode: '#727', message: 'system busy' });
    }
    // A lottery launch needs its lottery fields too.
    const lott = await gameWhere("game_type = 'LOTT' AND is_game = 'GAME'");
    const { status } = await launch(clock.next(), member, launchQuery(lott, { launchMode: 'LOTT', device: 'WEB' }));
    expect(status).toBe(500);
  });

  it('refuses another launch within 3 s with #734, then allows it', async () => {
    const first = clock.next();
    expect((await launch(first, member, launchQuery(slot))).status).toBe(200);
    clock.offset += 1_000;
    const second = await launch(clock.now(), member, launchQuery(otherSlot));
    expect(second.status).toBe(400);
    expect(second.body.errorCode).toBe('#734');
    clock.offset += 2_500;
    expect((await launch(clock.now(), member, launchQuery(otherSlot))).status).toBe(200);
  });

  it('answers the same session to the same request id (a double tap), never #734', async () => {
    const at = clock.next();
    const one = await launch(at, member, launchQuery(slot, { requestId: 'tap-same-000001' }));
    clock.offset += 500;
    const two = await launch(clock.now(), member, launchQuery(slot, { requestId: 'tap-same-000001' }));
    expect(one.status).toBe(200);
    expect(two.status).toBe(200);
    expect(two.body.value.content.game_url).toBe(one.body.value.content.game_url);
    const sessions = await env.DB.prepare("SELECT COUNT(*) AS n FROM game_sessions WHERE request_id = 'tap-same-000001'").first<{ n: number }>();
    expect(sessions!.n).toBe(1);
    // The same id for another game is a mistake, not a second session.
    const other = await launch(clock.next(), member, launchQuery(otherSlot, { requestId: 'tap-same-000001' }));
    expect(other.status).toBe(409);
    expect(other.body.errorCode).toBe('request_param_err');
    // Ten parallel taps with one id: one session.
    const at2 = clock.next();
    const answers = await Promise.all(Array.from({ length: 10 }, () => launch(at2, member, launchQuery(slot, { requestId: 'tap-parallel-0001' }))));
    expect(new Set(answers.map((a) => a.body.value?.content.game_url)).size).toBe(1);
    const parallel = await env.DB.prepare("SELECT COUNT(*) AS n FROM game_sessions WHERE request_id = 'tap-parallel-0001'").first<{ n: number }>();
    expect(parallel!.n).toBe(1);
  });

  it('refuses a launch of another game while a slot round is still open (#734), not of the same game', async () => {
    const at = clock.next();
    const url = await launchUrl(at, member, launchQuery(slot));
    const token = url.split('/').pop()!;
    // A round left OPEN (a crash between its steps).
    await env.DB.prepare(
      `INSERT INTO game_rounds (merchant_code, round_id, session_token, account_id, node_id, account_type, kind, stake_minor, choice, settles_at, status, created_at)
       VALUES ('DEMO', 'open-round-000000001', ?1, ?2, ?3, 1, 'SPIN', 100, '', ?4, 'OPEN', ?4)`,
    )
      .bind(token, memberId, slot.node_id, Date.now() + 3_600_000)
      .run();
    const other = await launch(clock.next(), member, launchQuery(otherSlot));
    expect(other.body.errorCode).toBe('#734');
    expect((await launch(clock.next(), member, launchQuery(slot))).status).toBe(200);
    await env.DB.prepare("UPDATE game_rounds SET status = 'REFUSED' WHERE round_id = 'open-round-000000001'").run();
    expect((await launch(clock.next(), member, launchQuery(otherSlot))).status).toBe(200);
  });

  it('refuses real money to a trial account (member.trial_account) and a free trial where none exists (game.trial_unavailable)', async () => {
    const trial = await sessionFor(await accountId('demo_trial'));
    const real = await launch(clock.next(), trial, launchQuery(slot));
    expect(real.status).toBe(403);
    expect(real.body.errorCode).toBe('member.trial_account');
    const play = await launch(clock.next(), trial, launchQuery(slot, { accountType: 0 }));
    expect(play.status).toBe(200);
    const none = await launch(clock.next(), member, launchQuery(noTrial, { accountType: 0 }));
    expect(none.status).toBe(400);
    expect(none.body.errorCode).toBe('game.trial_unavailable');
  });

  it('needs a session, and refuses a game whose names do not agree', async () => {
    expect((await launch(clock.next(), null, launchQuery(slot))).body.errorCode).toBe('login.not.session');
    const wrong = await launch(clock.next(), member, launchQuery(slot, { gameId: otherSlot.game_code }));
    expect(wrong.body.errorCode).toBe('game.not_found');
  });

  it('opens the game in the asked language', async () => {
    const url = await launchUrl(clock.next(), member, launchQuery(slot, { language: 'KO' }));
    const page = await getPage(clock.now(), url);
    expect(page.html).toContain('<html lang="ko">');
    expect(page.html).toContain('베팅 금액');
    const en = await getPage(clock.now(), await launchUrl(clock.next(), member, launchQuery(slot, { language: 'EN' })));
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('Stake');
  });

  it('launches a lottery game to /rgs/lottery/<token> with its lottery game code', async () => {
    const lott = await gameWhere("game_type = 'LOTT' AND is_game = 'GAME'");
    const { status, body } = await launch(
      clock.next(),
      member,
      launchQuery(lott, { launchMode: 'LOTT', device: 'WEB', lottoArea: 'VN', lottoPrizeMode: 'Lott', lottoView: 'betting', lottoGameCode: lott.game_code }),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const url = body.value.content.game_url as string;
    expect(url).toMatch(/^\/rgs\/lottery\//);
    const row = await env.DB.prepare('SELECT launch_mode, lottery_game_code FROM game_sessions WHERE token = ?1').bind(url.split('/').pop()).first();
    expect(row).toEqual({ launch_mode: 'LOTT', lottery_game_code: lott.game_code });
  });
});

describe('GCS_gameLaunchFB', () => {
  it('gives a guest play money without a token, the same session for the same request id', async () => {
    const body = {
      gameType: slot.game_type,
      vassalage: slot.vassalage,
      gameId: slot.game_code,
      nodeId: slot.node_id,
      platform: 'web',
      language: 'EN',
      requestId: 'guest-tap-000001',
    };
    const one = await callJson(clock.next(), '/wps/relay/GCS_gameLaunchFB', { method: 'POST', body });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const two = await callJson(clock.now(), '/wps/relay/GCS_gameLaunchFB', { method: 'POST', body });
    expect(two.body.value.content.game_url).toBe(one.body.value.content.game_url);
    const token = (one.body.value.content.game_url as string).split('/').pop();
    const row = await env.DB.prepare('SELECT account_id, account_type, trial_balance_minor FROM game_sessions WHERE token = ?1').bind(token).first();
    expect(row).toEqual({ account_id: null, account_type: 0, trial_balance_minor: 200_000 });
    const page = await getPage(clock.now(), one.body.value.content.game_url);
    expect(page.html).toContain('Play money');
    expect(page.html).toContain('2,000.00');
  });

  it("limits a guest address's free trials (each writes a session row), not another address's, and never a member's", async () => {
    const body = { gameType: slot.game_type, vassalage: slot.vassalage, gameId: slot.game_code, nodeId: slot.node_id };
    const from = (ip: string) => callJson(clock.now(), '/wps/relay/GCS_gameLaunchFB', { method: 'POST', headers: { 'X-Client-IP': ip }, body });
    clock.next();
    for (let i = 0; i < GUEST_TRIALS_PER_IP; i++) expect((await from('198.51.100.7')).status).toBe(200);
    const refused = await from('198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('too.many.requests');
    expect((await from('198.51.100.8')).status).toBe(200);
    const token = await sessionFor(await accountId('demo_down3'));
    const member = await callJson(clock.now(), '/wps/relay/GCS_gameLaunchFB', {
      method: 'POST',
      headers: { 'X-Client-IP': '198.51.100.7', Authorization: token },
      body,
    });
    expect(member.status).toBe(200);
  });

  it('is for members only where the brand turned guest free play off (FREEPLAY3; ADR 036)', async () => {
    const body = { gameType: slot.game_type, vassalage: slot.vassalage, gameId: slot.game_code, nodeId: slot.node_id };
    const setFreePlay = async (enabled: boolean) => {
      const { status } = await callJson(clock.now(), '/__dev/whitelabel', {
        method: 'PUT',
        rawHeaders: new Headers({ 'Content-Type': 'application/json' }),
        body: { modId: 'FREEPLAY3', enabled },
      });
      expect(status).toBe(200);
    };
    await setFreePlay(false);
    try {
      const guest = await callJson(clock.next(), '/wps/relay/GCS_gameLaunchFB', { method: 'POST', headers: { 'X-Client-IP': '198.51.100.77' }, body });
      expect(guest.body.errorCode).toBe('function.not.available');
      const member = await callJson(clock.now(), '/wps/relay/GCS_gameLaunchFB', {
        method: 'POST',
        headers: { 'X-Client-IP': '198.51.100.77', Authorization: await sessionFor(await accountId('demo_down3')) },
        body,
      });
      expect(member.status).toBe(200);
    } finally {
      await setFreePlay(true);
    }
    expect((await callJson(clock.next(), '/wps/relay/GCS_gameLaunchFB', { method: 'POST', headers: { 'X-Client-IP': '198.51.100.78' }, body })).status).toBe(
      200,
    );
  });

  it('refuses a game without a free trial, and #727 without the game fields', async () => {
    const refused = await callJson(clock.next(), '/wps/relay/GCS_gameLaunchFB', {
      method: 'POST',
      body: { gameType: noTrial.game_type, vassalage: noTrial.vassalage, gameId: noTrial.game_code, nodeId: noTrial.node_id },
    });
    expect(refused.body.errorCode).toBe('game.trial_unavailable');
    const missing = await callJson(clock.next(), '/wps/relay/GCS_gameLaunchFB', { method: 'POST', body: { gameType: 'RNG' } });
    expect(missing.status).toBe(500);
    expect(missing.body.errorCode).toBe('#727');
  });

  it("with a member's token is still play money, and writes recent games", async () => {
    const id = await accountId('demo_down2');
    const token = await sessionFor(id);
    const { body } = await callJson(clock.next(), '/wps/relay/GCS_gameLaunchFB', {
      method: 'POST',
      headers: { Authorization: token },
      body: { gameType: otherSlot.game_type, vassalage: otherSlot.vassalage, gameId: otherSlot.game_code, nodeId: otherSlot.node_id },
    });
    const row = await env.DB.prepare('SELECT account_id, account_type FROM game_sessions WHERE token = ?1')
      .bind((body.value.content.game_url as string).split('/').pop())
      .first();
    expect(row).toEqual({ account_id: id, account_type: 0 });
    const recent = await env.DB.prepare('SELECT 1 AS found FROM recent_games WHERE account_id = ?1 AND node_id = ?2').bind(id, otherSlot.node_id).first();
    expect(recent).not.toBeNull();
  });
});

describe('GLS2_roomList', () => {
  it('lists PVP tables with stakes and seats, and a launch into one plays at its stakes', async () => {
    const pvp = await gameWhere("game_type = 'PVP' AND room_id IS NOT NULL");
    const { status, body } = await callJson(clock.next(), `/wps/relay/GLS2_roomList?vassalage=${pvp.vassalage}&nodeId=${pvp.node_id}`, {
      headers: { Authorization: member },
    });
    expect(status).toBe(200);
    const rooms = body.value.list as { roomId: string; roomName: string; minBet: number; maxBet: number; players: number; capacity: number; nodeId: number }[];
    expect(rooms.map((r) => r.roomId)).toEqual([`${pvp.room_id}-A`, `${pvp.room_id}-B`, `${pvp.room_id}-C`]);
    const room = rooms[1]!;
    expect(room).toMatchObject({ nodeId: pvp.node_id, capacity: 6, players: 0 });
    expect(room.maxBet).toBeGreaterThan(room.minBet);
    const url = await launchUrl(clock.next(), member, launchQuery(pvp, { roomId: room.roomId }));
    const after = await callJson(clock.now(), `/wps/relay/GLS2_roomList?vassalage=${pvp.vassalage}&nodeId=${pvp.node_id}`, {
      headers: { Authorization: member },
    });
    expect(after.body.value.list[1].players).toBe(1);
    const page = await getPage(clock.now(), url);
    const stakes = [...page.html.matchAll(/<option value="(\d+)"/g)].map((m) => Number(m[1]));
    expect(Math.min(...stakes)).toBe(Math.round(room.minBet * 100));
    expect(Math.max(...stakes)).toBeLessThanOrEqual(Math.round(room.maxBet * 100));
    const unknown = await launch(clock.next(), member, launchQuery(pvp, { roomId: 'NOPE-1' }));
    expect(unknown.body.errorCode).toBe('request_param_err');
    // The whole vendor: every card game's tables.
    const all = await callJson(clock.now(), `/wps/relay/GLS2_roomList?vassalage=${pvp.vassalage}`, { headers: { Authorization: member } });
    expect(all.body.value.list.length).toBeGreaterThan(3);
  });
});
