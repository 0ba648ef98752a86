/**
 * Contracts through the gateway against the reference platform: an offer in minor units and basis
 * points (decimals and the module id on the wire), the downline's answer and the consolidated info,
 * refusals as user errors on the form's fields, a settlement read back with its inputs, and the
 * member centre's badge while an offer waits.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { useHarness } from './harness';

const h = useHarness({ seedAccounts: true });

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok } }`;
const OFFER = `mutation ($input: OfferContractInput!) { offerContract(input: $input) { ok status errors { code field } } }`;
const ANSWER = `mutation ($input: AnswerContractInput!) { answerContract(input: $input) { ok status errors { code field } } }`;
const TERMINATE = `mutation ($input: ContractRefInput!) { requestContractTermination(input: $input) { ok status errors { code field } } }`;
const INFO = `{ contractInfo { dailysalreqtype divtypereq contracthoursalreq realtimesalreqtype awaiting kinds { kind requestKind awaiting given } } }`;
const DESK = `query ($kind: ContractKind!) { contractDesk(kind: $kind) {
  kind isAgent maxRateBasisPoints downlines { username isAgent }
  contract { id status requestKind awaitingMe mine period terms { tiers { rateBasisPoints amount activeCount periodConsumption minBetPeriod } winRateBasisPoints lossRateBasisPoints singleBetAmount } upline { username } }
  given { id status downline { username } }
  statements { total items { id downline betCount turnover validBet loss activePlayers tierIndex tier { rateBasisPoints } rateBasisPoints base amount status payer } }
} }`;
const BADGES = `{ memberBadges { section count } }`;

const tokens: Record<string, string> = {};
async function login(username: string, password: string) {
  const { context } = await h.run(LOGIN, { input: { username, password } });
  tokens[username] = (context.sessionChange as { token: string }).token;
}
const as = (username: string) => ({ token: tokens[username]! });

beforeAll(async () => {
  await login('demo_agent', 'Agent2024');
  await login('demo_down1', 'Down2024');
  await login('demo_down2', 'Down2024');
});

describe('contracts', () => {
  it('nothing for an anonymous visitor', async () => {
    const { result } = await h.run(`{ contractInfo { awaiting } contractDesk(kind: DAILY) { kind } }`);
    expect(result.data).toEqual({ contractInfo: null, contractDesk: null });
  });

  it('an offer travels as decimals and basis points; the downline sees it, with a badge, and accepts', async () => {
    h.binding.reset();
    const offered = await h.run(
      OFFER,
      {
        input: {
          kind: 'DAILY',
          downline: 'demo_down1',
          tiers: [{ rateBasisPoints: 150, amount: 250, activeCount: 1, periodConsumption: 10_000, minBetPeriod: 500 }],
        },
      },
      as('demo_agent'),
    );
    expect(offered.result.data.offerContract).toEqual({ ok: true, status: 'OFFERED', errors: [] });
    const sent = h.binding.requests.find((r) => r.endpoint === 'MCS2_processDailySalContract');
    expect(sent!.headers.get('ModuleId')).toBe('DAILYSALCONT3');
    expect(JSON.parse(sent!.body!)).toMatchObject({
      action: 'offer',
      downline: 'demo_down1',
      tiers: [{ rateBp: 150, amount: '2.50', activeCount: 1, periodConsumption: '100.00', periodLoss: '0.00', minBetPeriod: '5.00' }],
    });

    const info = (await h.run(INFO, {}, as('demo_down1'))).result.data.contractInfo;
    expect(info).toMatchObject({ dailysalreqtype: 'NEW', divtypereq: null, awaiting: 1 });
    expect((await h.run(BADGES, {}, as('demo_down1'))).result.data.memberBadges).toContainEqual({ section: 'contract', count: 1 });

    const desk = (await h.run(DESK, { kind: 'DAILY' }, as('demo_down1'))).result.data.contractDesk;
    expect(desk).toMatchObject({ kind: 'DAILY', isAgent: false, downlines: [] });
    expect(desk.contract).toMatchObject({
      status: 'OFFERED',
      requestKind: 'NEW',
      awaitingMe: true,
      mine: true,
      period: 'D',
      upline: { username: 'demo_agent' },
    });
    expect(desk.contract.terms.tiers).toEqual([{ rateBasisPoints: 150, amount: 250, activeCount: 1, periodConsumption: 10_000, minBetPeriod: 500 }]);

    const accepted = await h.run(ANSWER, { input: { kind: 'DAILY', contractId: desk.contract.id, accept: true } }, as('demo_down1'));
    expect(accepted.result.data.answerContract).toEqual({ ok: true, status: 'ACTIVE', errors: [] });
    expect((await h.run(INFO, {}, as('demo_down1'))).result.data.contractInfo).toMatchObject({ dailysalreqtype: 'SUCCESS', awaiting: 0 });
    expect((await h.run(BADGES, {}, as('demo_down1'))).result.data.memberBadges ?? []).not.toContainEqual(expect.objectContaining({ section: 'contract' }));
    const agentDesk = (await h.run(DESK, { kind: 'DAILY' }, as('demo_agent'))).result.data.contractDesk;
    expect(agentDesk.isAgent).toBe(true);
    expect(agentDesk.downlines.map((d: { username: string }) => d.username)).toContain('demo_down1');
    expect(agentDesk.given[0]).toMatchObject({ status: 'ACTIVE', downline: { username: 'demo_down1' } });
  });

  it('refusals come back as user errors: a second answer, a stranger, a member offering, a real-time offer without rates', async () => {
    const desk = (await h.run(DESK, { kind: 'DAILY' }, as('demo_down1'))).result.data.contractDesk;
    const again = await h.run(ANSWER, { input: { kind: 'DAILY', contractId: desk.contract.id, accept: true } }, as('demo_down1'));
    expect(again.result.data.answerContract).toEqual({ ok: false, status: null, errors: [{ code: 'STATE_CONFLICT', field: null }] });
    const stranger = await h.run(TERMINATE, { input: { kind: 'DAILY', contractId: desk.contract.id } }, as('demo_down2'));
    expect(stranger.result.data.requestContractTermination.errors).toEqual([{ code: 'NOT_FOUND', field: null }]);
    const member = await h.run(OFFER, { input: { kind: 'DAILY', downline: 'demo_down2', tiers: [{ rateBasisPoints: 10 }] } }, as('demo_down1'));
    expect(member.result.data.offerContract.errors).toEqual([{ code: 'NOT_AVAILABLE', field: null }]);
    const notDirect = await h.run(OFFER, { input: { kind: 'REALTIME', downline: 'demo_member', winRateBasisPoints: 10 } }, as('demo_agent'));
    expect(notDirect.result.data.offerContract.errors).toEqual([{ code: 'INVALID_INPUT', field: 'downline' }]);
    const noRates = await h.run(OFFER, { input: { kind: 'REALTIME', downline: 'demo_down2' } }, as('demo_agent'));
    expect(noRates.result.data.offerContract.errors).toEqual([{ code: 'INVALID_INPUT', field: 'winRateBp' }]);
  });

  it('a settlement reads back with its inputs in minor units', async () => {
    const start = Date.now();
    const bet = await h.dev('POST', '/__dev/bet-round', { username: 'demo_down1', roundId: `gw-contract-${start}`, stakeMinor: 40_00, payoutMinor: 10_00 });
    expect(bet.status).toBe(200);
    const settled = await h.dev('POST', '/__dev/contracts/settle', { at: start + 2 * 86_400_000 });
    expect(settled.status).toBe(200);
    const desk = (await h.run(DESK, { kind: 'DAILY' }, as('demo_agent'))).result.data.contractDesk;
    const withBets = desk.statements.items.find((s: { betCount: number }) => s.betCount > 0);
    // 40.00 of valid bets is below the tier's consumption of 100.00: no tier, nothing paid.
    expect(withBets).toMatchObject({
      downline: 'demo_down1',
      betCount: 1,
      turnover: 4000,
      validBet: 4000,
      loss: 3000,
      activePlayers: 1,
      tierIndex: null,
      tier: null,
      amount: 0,
      status: 'NOTHING',
    });
    expect(desk.statements.total).toBeGreaterThanOrEqual(2);
  });
});

describe('a downline’s contracts and the contract pages (ADR 033)', () => {
  const DOWNLINE = `query ($username: String!) { downlineContracts(username: $username) { kind status requestKind topRateBasisPoints upline { username } terms { tiers { rateBasisPoints } } } }`;

  it('an ancestor reads a team member’s contracts of every kind in one field; anyone else gets null', async () => {
    const mine = (await h.run(DOWNLINE, { username: 'demo_down1' }, as('demo_agent'))).result;
    expect(mine.errors).toBeUndefined();
    expect(mine.data.downlineContracts).toContainEqual({
      kind: 'DAILY',
      status: 'ACTIVE',
      requestKind: 'SUCCESS',
      topRateBasisPoints: 150,
      upline: { username: 'demo_agent' },
      terms: { tiers: [{ rateBasisPoints: 150 }] },
    });
    for (const [user, username] of [
      ['demo_down2', 'demo_down1'],
      ['demo_down1', 'demo_agent'],
    ] as const) {
      const refused = (await h.run(DOWNLINE, { username }, as(user))).result;
      expect([user, refused.errors, refused.data.downlineContracts]).toEqual([user, undefined, null]);
    }
    expect((await h.run(DOWNLINE, { username: 'demo_down1' })).result.data.downlineContracts).toBeNull();
  });

  it('the consolidated info says which pages show: all four for the agent heading the chain, none for a member', async () => {
    const pagesOf = async (user: string) =>
      Object.fromEntries(
        ((await h.run(`{ contractInfo { kinds { kind page } } }`, {}, as(user))).result.data.contractInfo.kinds as { kind: string; page: boolean }[]).map(
          (k) => [k.kind, k.page],
        ),
      );
    expect(await pagesOf('demo_agent')).toEqual({ DIVIDEND: true, DAILY: true, HOURLY: true, REALTIME: true });
    expect(await pagesOf('demo_down1')).toEqual({ DIVIDEND: false, DAILY: false, HOURLY: false, REALTIME: false });
  });
});
