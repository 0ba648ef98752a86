/**
 * Contracts (docs/platform-protocol.md "Contracts", docs/decisions/033-contracts.md): offer,
 * accept, reject, terminate (asked by one side, agreed or refused by the other), the consolidated
 * info, the higher-rate rule, each settlement kind computed from the team's settled bets with the
 * tier that applied, paid once through the ledger however often the settlement runs, a dividend
 * issued by the upline, and a missed dividend force-issued with the upline frozen.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { windowOf } from '#platform/src/modules/contracts/periods';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import { accountsPlatform, authed, env, loginOk, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { callJson } from './client';

const MERCHANT = 'DEMO';
const IP = '198.51.100.91';
const DAY = 86_400_000;

let p: AccountsPlatform;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const PASSWORDS: Record<string, string> = {
  demo_agent: 'Agent2024',
  demo_down1: 'Down2024',
  demo_down2: 'Down2024',
  demo_down3: 'Down2024',
  demo_member: 'Member2024',
};
const RELAY = {
  DIVIDEND: '/wps/relay/MCS2_processDividendReq',
  DAILY: '/wps/relay/MCS2_processDailySalContract',
  HOURLY: '/wps/relay/MCS2_processContractHourSalary',
  REALTIME: '/wps/relay/MCSFE_processRealTimeSalaryContract',
} as const;
type Kind = keyof typeof RELAY;

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
  // A member under the sub-agent demo_down3 (demo_down3's team: itself and deep_member).
  await env.DB.prepare(
    `INSERT INTO accounts (merchant_code, username, nickname, type, parent_id, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, created_at)
     VALUES (?1, 'deep_member', 'Deep', 0, (SELECT id FROM accounts WHERE merchant_code = ?1 AND username = 'demo_down3'), 'UNUSABLE', 0, '', '', 0, 0)
     ON CONFLICT (merchant_code, username) DO NOTHING`,
  )
    .bind(MERCHANT)
    .run();
  for (const username of [...Object.keys(PASSWORDS), 'deep_member']) {
    ids[username] = (await env.DB.prepare('SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2')
      .bind(MERCHANT, username)
      .first<{ id: number }>())!.id;
  }
  for (const username of Object.keys(PASSWORDS)) tokens[username] = (await loginOk(p, username, PASSWORDS[username]!, IP)).token as string;
  const topUp = await walletGate(p.env).execute({
    op: 'adjust',
    merchant: MERCHANT,
    accountId: ids.demo_agent!,
    key: 'contracts-test-topup',
    amountMinor: 5_000_00,
    kind: 'ADJUSTMENT',
    contra: 'HOUSE',
  });
  expect(topUp.ok).toBe(true);
});

// ---- helpers ---------------------------------------------------------------------------------

const act = (user: string, kind: Kind, body: Record<string, unknown>) => callJson(p, RELAY[kind], { headers: authed(tokens[user]!), body });
const deskOf = async (user: string, kind: Kind) => {
  const { status, body } = await callJson(p, RELAY[kind], { headers: authed(tokens[user]!) });
  expect(status).toBe(200);
  return body.value;
};
const info = async (user: string) => (await callJson(p, '/wps/member/info/funds/consolidated', { headers: authed(tokens[user]!) })).body.value;

async function ok(user: string, kind: Kind, body: Record<string, unknown>) {
  const { status, body: answer } = await act(user, kind, body);
  expect([status, answer.success, answer.message]).toEqual([200, true, undefined]);
  return answer.value;
}

async function signed(upline: string, downline: string, kind: Kind, terms: Record<string, unknown>): Promise<{ id: number; startedAt: number }> {
  const offered = await ok(upline, kind, { action: 'offer', downline, ...terms });
  await ok(downline, kind, { action: 'accept', contractId: offered.contractId });
  const row = await env.DB.prepare('SELECT started_at FROM contracts WHERE id = ?1').bind(offered.contractId).first<{ started_at: number }>();
  return { id: offered.contractId, startedAt: row!.started_at };
}

let round = 0;
/** A settled bet at `at` (the bet record the settlement reads; its money is not what is tested here). */
async function bet(username: string, at: number, stake: number, payout: number, valid = stake) {
  await env.DB.prepare(
    `INSERT INTO bets (merchant_code, account_id, round_id, game_id, game_name, vendor_code, game_type, stake_minor, valid_minor, payout_minor, status, created_at, settled_at)
     VALUES (?1, ?2, ?3, NULL, 'Test game', 'TEST', 'RNG', ?4, ?5, ?6, 'SETTLED', ?7, ?7)`,
  )
    .bind(MERCHANT, ids[username]!, `contracts-test-${++round}`, stake, valid, payout, at)
    .run();
}

async function settleAt(at: number) {
  const { status, body } = await callJson(p, '/__dev/contracts/settle', { method: 'POST', rawHeaders: new Headers(), body: { at } });
  expect(status).toBe(200);
  return body.value as { statements: number; paid: number; forced: number; frozen: number };
}

async function mainBalance(username: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COALESCE(SUM(balance_minor), 0) AS b FROM ledger_accounts WHERE owner_id = ?1 AND kind = 'MAIN'")
    .bind(ids[username]!)
    .first<{ b: number }>();
  return row!.b;
}

const statementsOf = (contractId: number) =>
  env.DB.prepare('SELECT * FROM contract_statements WHERE contract_id = ?1 ORDER BY period_start')
    .bind(contractId)
    .all<Record<string, number | string | null>>();

const dailyTiers = {
  tiers: [
    { rateBp: 100, amount: 0, activeCount: 1, periodConsumption: '100.00', periodLoss: 0, minBetPeriod: 0 },
    { rateBp: 200, amount: '1.50', activeCount: 2, periodConsumption: '500.00', periodLoss: 0, minBetPeriod: '50.00' },
  ],
};

// ---- offers and answers ----------------------------------------------------------------------

describe('offers, answers and termination', () => {
  it('refuses an offer from a member, to someone not directly below, and with bad terms', async () => {
    const fromMember = await act('demo_down1', 'DAILY', { action: 'offer', downline: 'demo_down2', ...dailyTiers });
    expect(fromMember.body.errorCode).toBe('function.not.available');
    const notDirect = await act('demo_agent', 'DAILY', { action: 'offer', downline: 'deep_member', ...dailyTiers });
    expect([notDirect.status, notDirect.body.errorCode, notDirect.body.message]).toEqual([
      400,
      'request_param_err',
      'downline: is not a direct downline of yours',
    ]);
    const noTiers = await act('demo_agent', 'DAILY', { action: 'offer', downline: 'demo_down1', tiers: [] });
    expect(noTiers.body.message).toBe('tiers: at least one tier');
    const tooHigh = await act('demo_agent', 'DAILY', { action: 'offer', downline: 'demo_down1', tiers: [{ rateBp: 5000 }] });
    expect(tooHigh.body.message).toBe('tiers[0].rateBp: must be at most 1000');
    const badPeriod = await act('demo_agent', 'DIVIDEND', { action: 'offer', downline: 'demo_down1', period: 'X', tiers: [{ rateBp: 100 }] });
    expect(badPeriod.body.message).toBe('period: must be one of D, W, H, M');
    const badAction = await act('demo_agent', 'DAILY', { action: 'issue' });
    expect(badAction.body.message).toBe('action: must be one of offer, accept, reject, terminate');
  });

  it('an offer shows as NEW for the downline, who rejects it; a second one is accepted', async () => {
    const first = await ok('demo_agent', 'HOURLY', { action: 'offer', downline: 'demo_down2', tiers: [{ rateBp: 30 }] });
    expect(first).toEqual({ contractId: expect.any(Number), status: 'OFFERED', requestKind: 'NEW' });
    const again = await act('demo_agent', 'HOURLY', { action: 'offer', downline: 'demo_down2', tiers: [{ rateBp: 40 }] });
    expect([again.status, again.body.errorCode]).toEqual([409, 'contract.state_conflict']);
    expect(await info('demo_down2')).toMatchObject({ contracthoursalreq: 'NEW', dailysalreqtype: null, awaiting: 1, awaitingAsDownline: 1 });
    const desk = await deskOf('demo_down2', 'HOURLY');
    expect(desk.contract).toMatchObject({ contractId: first.contractId, status: 'OFFERED', awaitingMe: true, upline: { username: 'demo_agent' } });
    expect(desk.contract.terms.tiers[0]).toMatchObject({ rateBp: 30, amount: 0 });
    // Only the downline answers an offer.
    const byUpline = await act('demo_agent', 'HOURLY', { action: 'accept', contractId: first.contractId });
    expect(byUpline.body.errorCode).toBe('contract.state_conflict');
    const stranger = await act('demo_member', 'HOURLY', { action: 'accept', contractId: first.contractId });
    expect([stranger.status, stranger.body.errorCode]).toEqual([404, 'contract.not_found']);

    expect(await ok('demo_down2', 'HOURLY', { action: 'reject', contractId: first.contractId })).toMatchObject({ status: 'REJECTED' });
    expect(await info('demo_down2')).toMatchObject({ contracthoursalreq: null, awaiting: 0 });

    const second = await ok('demo_agent', 'HOURLY', { action: 'offer', downline: 'demo_down2', tiers: [{ rateBp: 40 }] });
    expect(await ok('demo_down2', 'HOURLY', { action: 'accept', contractId: second.contractId })).toMatchObject({ status: 'ACTIVE', requestKind: 'SUCCESS' });
    expect(await info('demo_down2')).toMatchObject({ contracthoursalreq: 'SUCCESS', awaiting: 0 });
    expect((await deskOf('demo_agent', 'HOURLY')).given[0]).toMatchObject({
      contractId: second.contractId,
      status: 'ACTIVE',
      downline: { username: 'demo_down2' },
    });
  });

  it('termination asked by one side waits for the other, who refuses or agrees', async () => {
    const id = (await deskOf('demo_down2', 'HOURLY')).contract.contractId as number;
    expect(await ok('demo_down2', 'HOURLY', { action: 'terminate', contractId: id })).toMatchObject({
      status: 'TERMINATION_REQUESTED',
      requestedBy: 'DOWNLINE',
    });
    expect(await info('demo_down2')).toMatchObject({ contracthoursalreq: 'TERMINATION', awaiting: 0 });
    // The downline asked: it waits for the upline (not a downline's answer).
    expect(await info('demo_agent')).toMatchObject({ awaiting: 1, awaitingAsDownline: 0 });
    // The side that asked cannot agree with itself.
    expect((await act('demo_down2', 'HOURLY', { action: 'accept', contractId: id })).body.errorCode).toBe('contract.state_conflict');
    expect(await ok('demo_agent', 'HOURLY', { action: 'reject', contractId: id })).toMatchObject({ status: 'ACTIVE' });
    expect(await ok('demo_agent', 'HOURLY', { action: 'terminate', contractId: id })).toMatchObject({ requestedBy: 'UPLINE' });
    expect(await info('demo_down2')).toMatchObject({ contracthoursalreq: 'TERMINATION', awaiting: 1 });
    expect(await ok('demo_down2', 'HOURLY', { action: 'accept', contractId: id })).toMatchObject({ status: 'TERMINATED' });
    expect(await info('demo_down2')).toMatchObject({ contracthoursalreq: null, awaiting: 0 });
    const row = await env.DB.prepare('SELECT status, end_reason, ended_at FROM contracts WHERE id = ?1').bind(id).first();
    expect(row).toMatchObject({ status: 'TERMINATED', end_reason: 'TERMINATED', ended_at: expect.any(Number) });
  });

  it('higher rate: an agent cannot offer above its own rate, and accepting a lower rate ends the higher contracts it gave', async () => {
    const upper = await signed('demo_agent', 'demo_down3', 'REALTIME', { winRateBp: 100, lossRateBp: 200 });
    const above = await act('demo_down3', 'REALTIME', { action: 'offer', downline: 'deep_member', winRateBp: 100, lossRateBp: 300 });
    expect(above.body.message).toBe('winRateBp: must be at most 200');
    // deep_member has no login here: the contract is signed on its behalf through the same code path.
    const given = await ok('demo_down3', 'REALTIME', { action: 'offer', downline: 'deep_member', winRateBp: 50, lossRateBp: 150 });
    await env.DB.prepare("UPDATE contracts SET status = 'ACTIVE', started_at = ?2, settled_through = ?2 WHERE id = ?1")
      .bind(given.contractId, Date.now())
      .run();
    const low = await ok('demo_down3', 'REALTIME', { action: 'offer', downline: 'deep_member', winRateBp: 10, lossRateBp: 20 });

    const lower = await ok('demo_agent', 'REALTIME', { action: 'offer', downline: 'demo_down3', winRateBp: 50, lossRateBp: 100 });
    const accepted = await ok('demo_down3', 'REALTIME', { action: 'accept', contractId: lower.contractId });
    expect(accepted.ended).toEqual(
      expect.arrayContaining([
        { contractId: upper.id, reason: 'REPLACED' },
        { contractId: given.contractId, reason: 'HIGHER_RATE' },
      ]),
    );
    expect(accepted.ended).toHaveLength(2);
    const rows = await env.DB.prepare('SELECT id, status, end_reason FROM contracts WHERE id IN (?1, ?2, ?3, ?4) ORDER BY id')
      .bind(upper.id, given.contractId, low.contractId, lower.contractId)
      .all();
    expect(rows.results).toEqual([
      { id: upper.id, status: 'TERMINATED', end_reason: 'REPLACED' },
      { id: given.contractId, status: 'TERMINATED', end_reason: 'HIGHER_RATE' },
      // An offer at or below the new rate stays open.
      { id: low.contractId, status: 'OFFERED', end_reason: null },
      { id: lower.contractId, status: 'ACTIVE', end_reason: null },
    ]);
  });
});

// ---- settlements -----------------------------------------------------------------------------

describe('settlements from the bets', () => {
  it('daily salary: the team’s valid bets in the brand’s day, the highest tier met, paid once by the upline', async () => {
    const { id, startedAt } = await signed('demo_agent', 'demo_down3', 'DAILY', dailyTiers);
    const t = startedAt + 1000;
    await bet('deep_member', t, 400_00, 0); // lost 400
    await bet('demo_down3', t, 200_00, 300_00); // won 100
    await bet('demo_down3', startedAt - 5000, 999_00, 0); // before the contract: not counted
    await bet('demo_member', t, 777_00, 0); // not in the team
    const first = await settleAt(startedAt + 2 * DAY);
    expect(first.statements).toBeGreaterThanOrEqual(2);
    const { results } = await statementsOf(id);
    const withBets = results[0]!;
    expect(withBets).toMatchObject({
      bet_count: 2,
      turnover_minor: 600_00,
      valid_minor: 600_00,
      loss_minor: 300_00,
      active_players: 2,
      tier_index: 1,
      rate_bp: 200,
      base_minor: 600_00,
      // 2 % of 600.00 plus the tier's 1.50
      amount_minor: 13_50,
      status: 'PAID',
      payer: 'UPLINE',
    });
    expect(JSON.parse(String(withBets.tier))).toMatchObject({ rateBp: 200, activeCount: 2, minBetMinor: 50_00 });
    expect(results[1]).toMatchObject({ bet_count: 0, amount_minor: 0, status: 'NOTHING', tier_index: null });
    expect((Number(withBets.period_end) - Number(withBets.period_start)) % 3_600_000).toBe(0);

    // Paid by the upline to the downline through the ledger, as one player transfer.
    const transfer = await env.DB.prepare('SELECT from_account_id, to_account_id, amount_minor, status FROM transfers WHERE id = ?1')
      .bind(withBets.transfer_id)
      .first();
    expect(transfer).toEqual({ from_account_id: ids.demo_agent, to_account_id: ids.demo_down3, amount_minor: 13_50, status: 'COMPLETED' });

    // Run again (and again): nothing more is paid.
    const after = { upline: await mainBalance('demo_agent'), downline: await mainBalance('demo_down3') };
    await settleAt(startedAt + 2 * DAY);
    await settleAt(startedAt + 2 * DAY + 60_000);
    expect((await statementsOf(id)).results).toHaveLength(results.length);
    expect(await mainBalance('demo_agent')).toBe(after.upline);
    expect(await mainBalance('demo_down3')).toBe(after.downline);

    // Both sides read the statement with its inputs.
    for (const user of ['demo_agent', 'demo_down3']) {
      const desk = await deskOf(user, 'DAILY');
      expect(desk.statements.list.find((s: { statementId: number }) => s.statementId === withBets.id)).toMatchObject({
        turnover: 600,
        validBet: 600,
        loss: 300,
        activePlayers: 2,
        tierIndex: 1,
        tier: { rateBp: 200, amount: 1.5, activeCount: 2, periodConsumption: 500, minBetPeriod: 50 },
        rateBp: 200,
        amount: 13.5,
        status: 'PAID',
        downline: 'demo_down3',
      });
    }
  });

  it('hourly salary: a lower tier when the higher one is not met; an active player needs the tier’s minimum bet', async () => {
    const { id, startedAt } = await signed('demo_agent', 'demo_down1', 'HOURLY', {
      tiers: [
        { rateBp: 50, activeCount: 1, periodConsumption: '10.00' },
        { rateBp: 100, activeCount: 1, periodConsumption: '10.00', minBetPeriod: '500.00' },
      ],
    });
    await bet('demo_down1', startedAt + 10, 100_00, 50_00);
    await settleAt(startedAt + 2 * 3_600_000 + 1);
    const { results } = await statementsOf(id);
    expect(results[0]).toMatchObject({ valid_minor: 100_00, active_players: 1, tier_index: 0, rate_bp: 50, amount_minor: 50, status: 'PAID' });
    expect(Number(results[0]!.period_end) - Number(results[0]!.period_start)).toBeLessThanOrEqual(3_600_000);
    expect(results.length).toBeGreaterThanOrEqual(2);
  });

  it('real-time salary: five minutes of won and lost rounds at or above the single bet amount', async () => {
    const { id, startedAt } = await signed('demo_agent', 'demo_down2', 'REALTIME', { winRateBp: 100, lossRateBp: 200, singleBetAmount: '5.00' });
    await bet('demo_down2', startedAt + 10, 10_00, 20_00); // won: 10.00 at 1 %
    await bet('demo_down2', startedAt + 20, 20_00, 0); // lost: 20.00 at 2 %
    await bet('demo_down2', startedAt + 30, 2_00, 0); // below the single bet amount
    await bet('demo_down2', startedAt + 40, 6_00, 6_00); // a push: neither won nor lost
    await settleAt(startedAt + 10 * 60_000);
    const { results } = await statementsOf(id);
    expect(results[0]).toMatchObject({
      bet_count: 4,
      turnover_minor: 38_00,
      won_valid_minor: 10_00,
      lost_valid_minor: 20_00,
      amount_minor: 10 + 40,
      status: 'PAID',
    });
    expect(Number(results[0]!.period_end) - Number(results[0]!.period_start)).toBe(300_000);
  });

  it('dividend: due after its period, issued by the upline once', async () => {
    const { id, startedAt } = await signed('demo_agent', 'demo_down1', 'DIVIDEND', { period: 'W', tiers: [{ rateBp: 1000, periodLoss: '10.00' }] });
    await bet('demo_down1', startedAt + 10, 300_00, 100_00); // the team lost 200.00
    await settleAt(windowOf(startedAt, 'W', 'Asia/Seoul').end + 1000);
    const [due] = (await statementsOf(id)).results;
    expect(due).toMatchObject({ loss_minor: 200_00, tier_index: 0, amount_minor: 20_00, status: 'DUE', payer: null });
    expect(Number(due!.due_at)).toBe(Number(due!.period_end) + DAY);
    expect(new Date(Number(due!.period_start)).getUTCDay()).toBe(0); // Monday 00:00 in Seoul is Sunday 15:00 UTC
    expect(await info('demo_agent')).toMatchObject({ dividendsDue: expect.any(Number) });

    // The upline issues it (the deadline is still ahead on the platform's clock).
    const before = await mainBalance('demo_down1');
    const issue = (statementId: unknown) => callJson(p, RELAY.DIVIDEND, { headers: authed(tokens.demo_agent!), body: { action: 'issue', statementId } });
    // The week's period ends next Monday: the deadline is still ahead on the platform's clock.
    expect(Number(due!.due_at)).toBeGreaterThan(Date.now());
    expect((await issue(due!.id)).body.value).toEqual({ statementId: due!.id, status: 'PAID' });
    expect((await issue(due!.id)).body.value).toEqual({ statementId: due!.id, status: 'PAID' });
    expect(await mainBalance('demo_down1')).toBe(before + 20_00);
    expect((await statementsOf(id)).results[0]).toMatchObject({ status: 'PAID', payer: 'UPLINE', transfer_id: expect.any(Number) });
    const stranger = await callJson(p, RELAY.DIVIDEND, { headers: authed(tokens.demo_down3!), body: { action: 'issue', statementId: due!.id } });
    expect(stranger.body.errorCode).toBe('contract.not_found');
  });

  it('a salary the upline cannot pay stays UNPAID and is paid once on a later run after a top-up', async () => {
    const offered = await ok('demo_down3', 'HOURLY', { action: 'offer', downline: 'deep_member', tiers: [{ rateBp: 0, amount: '1000.00' }] });
    const startedAt = Date.now();
    await env.DB.prepare("UPDATE contracts SET status = 'ACTIVE', started_at = ?2, settled_through = ?2 WHERE id = ?1")
      .bind(offered.contractId, startedAt)
      .run();
    const at = windowOf(startedAt, 'HOUR', 'Asia/Seoul').end + 1000;
    await settleAt(at);
    const unpaid = (await statementsOf(offered.contractId)).results;
    expect(unpaid.length).toBeGreaterThanOrEqual(1);
    expect(unpaid.every((row) => row.status === 'UNPAID' && row.amount_minor === 1_000_00 && row.transfer_id === null)).toBe(true);
    const upline = await mainBalance('demo_down3');
    const downline = await mainBalance('deep_member');
    const owed = unpaid.length * 1_000_00;
    const topUp = await walletGate(p.env).execute({
      op: 'adjust',
      merchant: MERCHANT,
      accountId: ids.demo_down3!,
      key: `contracts-test-topup-down3-${startedAt}`,
      amountMinor: owed,
      kind: 'ADJUSTMENT',
      contra: 'HOUSE',
    });
    expect(topUp.ok).toBe(true);
    await settleAt(at);
    await settleAt(at);
    expect((await statementsOf(offered.contractId)).results.map((row) => row.status)).toEqual(unpaid.map(() => 'PAID'));
    expect(await mainBalance('demo_down3')).toBe(upline);
    expect(await mainBalance('deep_member')).toBe(downline + owed);
    // Ended here, so the following test's later runs do not add hours to it.
    await env.DB.prepare("UPDATE contracts SET status = 'TERMINATED', end_reason = 'TERMINATED', ended_at = ?2 WHERE id = ?1")
      .bind(offered.contractId, at - 1000)
      .run();
  });

  it('a missed dividend is force-issued (by the brand when the upline is short) and the upline frozen', async () => {
    // demo_down3 (300.00 in its wallet, less what it received) owes deep_member 10 % of 5,000.00.
    const offered = await ok('demo_down3', 'DIVIDEND', { action: 'offer', downline: 'deep_member', period: 'D', tiers: [{ rateBp: 1000 }] });
    const startedAt = Date.now();
    await env.DB.prepare("UPDATE contracts SET status = 'ACTIVE', started_at = ?2, settled_through = ?2 WHERE id = ?1")
      .bind(offered.contractId, startedAt)
      .run();
    await bet('deep_member', startedAt + 10, 5_000_00, 0);
    await settleAt(startedAt + DAY + 1);
    const [due] = (await statementsOf(offered.contractId)).results;
    expect(due).toMatchObject({ amount_minor: 500_00, status: 'DUE' });
    const uplineBefore = await mainBalance('demo_down3');
    const downlineBefore = await mainBalance('deep_member');

    const run = await settleAt(Number(due!.due_at) + 1);
    expect(run.forced).toBeGreaterThanOrEqual(1);
    expect((await statementsOf(offered.contractId)).results[0]).toMatchObject({ status: 'FORCED', payer: 'BRAND' });
    expect(await mainBalance('deep_member')).toBe(downlineBefore + 500_00);
    expect(await mainBalance('demo_down3')).toBe(uplineBefore);
    const freeze = await env.DB.prepare('SELECT reason, statement_id FROM account_freezes WHERE account_id = ?1').bind(ids.demo_down3!).first();
    expect(freeze).toEqual({ reason: 'DIVIDEND_NOT_ISSUED', statement_id: due!.id });
    expect(await env.DB.prepare('SELECT status FROM accounts WHERE id = ?1').bind(ids.demo_down3!).first()).toEqual({ status: 'DISABLED' });

    // Once only.
    await settleAt(Number(due!.due_at) + 120_000);
    expect(await mainBalance('deep_member')).toBe(downlineBefore + 500_00);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM account_freezes WHERE account_id = ?1').bind(ids.demo_down3!).first())!.n).toBe(1);
    const books = await env.DB.prepare('SELECT entry_id FROM journal_lines WHERE merchant_code = ?1 GROUP BY entry_id HAVING SUM(amount_minor) <> 0')
      .bind(MERCHANT)
      .all();
    expect(books.results).toEqual([]);
  });
});
