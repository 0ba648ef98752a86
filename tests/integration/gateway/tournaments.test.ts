/**
 * Tournaments through the gateway against the reference platform (docs/decisions/066): the lobby with
 * each run's rules and prizes, one run with its board and the member's standing, joining (and its
 * refusals as user errors), and a platform without the extension answering an empty lobby (null),
 * never a failure.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { purgeGatewayCache } from '#gateway/index';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import { newDemoMember, useHarness } from './harness';

const h = useHarness({ seedAccounts: true });

const LOBBY = `{ tournaments { code kind name state startsAt endsAt entry buyIn scoring minStake entrants
  prizes { fromRank toRank kind money points turnoverMultiplier } gameTypes { code name } mine { position } } tournamentsExcluded }`;
const ONE = `query ($code: String!) { tournament(code: $code) { code state entrants board { rank name score } mine { code scoring state score position entrants prize { kind money points paid } } } }`;
const JOIN = `mutation ($code: String!) { joinTournament(code: $code) { ok errors { code field } buyIn tournament { code mine { score position } } } }`;

/** A member of the demo brand with 500.00 to play with. */
async function newMember() {
  const m = await newDemoMember(h, 'tour', 'Tour Player', '198.51.100.83');
  const account = await env.DB.prepare("SELECT id FROM accounts WHERE merchant_code = 'DEMO' AND username = ?1").bind(m.username).first<{ id: number }>();
  const funded = await walletGate(env as never).execute({
    op: 'adjust',
    merchant: 'DEMO',
    accountId: account!.id,
    key: `tour-fund-${m.username}`,
    amountMinor: 50_000,
    kind: 'ADJUSTMENT',
    contra: 'HOUSE',
  });
  expect(funded.ok).toBe(true);
  return m;
}

async function lobby(token: string | null = null) {
  const { result } = await h.run(LOBBY, {}, { token });
  expect(result.errors).toBeUndefined();
  return result.data as { tournaments: any[]; tournamentsExcluded: boolean };
}

describe('tournaments through the gateway', () => {
  it("lists the brand's runs with their rules and prizes: money in minor units, points as points", async () => {
    const { tournaments, tournamentsExcluded } = await lobby();
    expect(tournamentsExcluded).toBe(false);
    const race = tournaments.find((t) => t.code.startsWith('SLOTS-RACE-') && t.state === 'RUNNING');
    expect(race).toMatchObject({
      kind: 'RACE',
      name: 'Hourly slots race',
      entry: 'OPT_IN',
      buyIn: null,
      scoring: 'STAKE',
      minStake: 100,
      gameTypes: [{ code: 'RNG', name: 'Slots' }],
      mine: null,
      prizes: [
        { fromRank: 1, toRank: 1, kind: 'MONEY', money: 10_000, points: null, turnoverMultiplier: null },
        { fromRank: 2, toRank: 3, kind: 'MONEY', money: 2_500, points: null, turnoverMultiplier: null },
        { fromRank: 4, toRank: 10, kind: 'POINTS', money: null, points: 200, turnoverMultiplier: null },
      ],
    });
    const highRoller = tournaments.find((t) => t.code.startsWith('HIGH-ROLLER-'));
    expect(highRoller).toMatchObject({ entry: 'BUY_IN', buyIn: 1_000 });
    expect(highRoller.prizes[2]).toMatchObject({ kind: 'BONUS', money: 5_000, turnoverMultiplier: 5 });
    const korean = (await h.run(`{ tournaments { name } }`, {}, { locale: 'ko' })).result;
    expect(korean.data.tournaments.map((t: { name: string }) => t.name)).toContain('매시간 슬롯 레이스');
  });

  it("joins a member to a race, whose rounds then score: the standing, the board (names masked) and the member's place", async () => {
    const m = await newMember();
    const race = (await lobby(m.token)).tournaments.find((t) => t.code.startsWith('SLOTS-RACE-') && t.state === 'RUNNING');
    const joined = (await h.run(JOIN, { code: race.code.toLowerCase() }, { token: m.token })).result;
    expect(joined.errors).toBeUndefined();
    expect(joined.data.joinTournament).toMatchObject({ ok: true, errors: [], buyIn: 0, tournament: { code: race.code, mine: { score: 0, position: null } } });
    expect((await h.dev('POST', '/__dev/bet-round', { username: m.username, roundId: `tour-${m.username}-1`, stakeMinor: 2_500, payoutMinor: 0 })).status).toBe(
      200,
    );
    // The board is edge-cached for seconds (the public stream moves an open page's): emptied here, it is read afresh.
    purgeGatewayCache();
    const { result } = await h.run(ONE, { code: race.code }, { token: m.token });
    expect(result.errors).toBeUndefined();
    const run = result.data.tournament;
    expect(run.mine).toMatchObject({ code: race.code, scoring: 'STAKE', state: 'RUNNING', score: 2_500, prize: null });
    expect(run.mine.position).toBeGreaterThanOrEqual(1);
    const line = run.board.find((l: { rank: number }) => l.rank === run.mine.position);
    expect(line).toMatchObject({ score: 2_500, name: `${m.username[0]}${line.name.slice(1, -1)}${m.username.at(-1)}` });
    expect(line.name).toMatch(/^\w\*+\w$/);
    // A visitor sees the board, and no standing.
    expect((await h.run(ONE, { code: race.code })).result.data.tournament.mine).toBeNull();
  });

  it('refuses with user errors: an automatic run, an unknown code, a visitor', async () => {
    const m = await newMember();
    const auto = (await lobby()).tournaments.find((t) => t.entry === 'AUTO');
    const automatic = (await h.run(JOIN, { code: auto.code }, { token: m.token })).result;
    expect(automatic.data.joinTournament).toMatchObject({ ok: false, errors: [{ code: 'TOURNAMENT_AUTOMATIC', field: 'code' }] });
    for (const code of ['NOPE-202601010000', '../x', '']) {
      const unknown = (await h.run(JOIN, { code }, { token: m.token })).result;
      expect(unknown.data.joinTournament.errors[0].code, code).toBe('NOT_FOUND');
    }
    const visitor = (await h.run(JOIN, { code: auto.code })).result;
    expect(visitor.errors?.[0]?.extensions?.code).toBeDefined();
    for (const code of ['NOPE-1', '../x', '', 'A'.repeat(60)]) expect((await h.run(ONE, { code })).result.data.tournament, code).toBeNull();
  });

  it('on a platform without the extension: no lobby (null), no standing, never a failure', async () => {
    for (const answer of [
      () => Response.json({ success: false, errorCode: 'function.not.available', message: 'function not available' }),
      () => new Response('<html><body>404 Not Found</body></html>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
    ]) {
      await h.reset();
      h.binding.intercept = (endpoint, response) => (endpoint.startsWith('/wps/tournament/') || endpoint === '/wps/member/tournaments' ? answer() : response);
      const m = await newMember();
      const { result } = await h.run(
        `{ tournaments { code } tournamentsExcluded tournament(code: "SLOTS-RACE-202611301000") { code } }`,
        {},
        { token: m.token },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ tournaments: null, tournamentsExcluded: false, tournament: null });
    }
  });
});
