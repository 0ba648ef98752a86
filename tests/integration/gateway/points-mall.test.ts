/**
 * The points mall through the gateway: balance, catalogue by exchange type, rules (amounts in
 * minor units), redeemPointReward and convertPoints (sealed on the wire, the payment password never
 * in clear, refusals as catalogue codes on their fields), exchange records and point details.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodePasswordHash, hashPassword } from '#platform/src/modules/session/password';
import { acceptLegal } from '../support/legal';
import { useHarness } from './harness';

const h = useHarness({ seedAccounts: true });
const MERCHANT = 'DEMO';
const PAY_PASSWORD = 'Pay-9753';

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok } }`;
const PAGE = `query ($type: PointExchangeType) {
  pointBalance { points convertibleAmount }
  pointRewards(exchangeType: $type) { redeemMaxQuantity items { id exchangeType name points stock needsDelivery maxPerMember heldByMember } }
  pointRules { depositRatios { minDeposit amountPerPoint } betRatios { gameType pointType validAmountPerPoint } convertRate convertMinPoints convertStepPoints redeemMaxQuantity pointsExpire }
  pointExchanges(page: 1, pageSize: 5) { total items { id transactionNo exchangeType rewardName quantity pointsEach pointsTotal status deliveryAddress phone } }
  pointDetails(page: 1, pageSize: 5) { total items { type points balanceAfter } }
}`;
const REDEEM = `mutation ($input: RedeemPointRewardInput!) { redeemPointReward(input: $input) { ok errors { code field } points exchange { id status quantity pointsTotal } } }`;
const CONVERT = `mutation ($input: ConvertPointsInput!) { convertPoints(input: $input) { ok errors { code field } pointsLeft conversion { points amount status } } }`;

let payHash: string;
let serial = 0;
let keys = 0;
const requestId = () => `gw-pm-${Date.now()}-${++keys}`;

beforeAll(async () => {
  payHash = encodePasswordHash(await hashPassword(h.platform.env, PAY_PASSWORD));
});

async function newMember(points: number): Promise<{ id: number; token: string }> {
  const username = `gpm_${Date.now().toString(36)}_${++serial}`;
  await env.DB.prepare(
    `INSERT INTO accounts (merchant_code, username, nickname, type, password_algorithm, password_iterations, password_salt, password_hash,
       password_changed_at, payment_password, created_at)
     SELECT merchant_code, ?2, 'Gateway Points', 0, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, ?3, created_at
       FROM accounts WHERE merchant_code = ?1 AND username = 'demo_down1'`,
  )
    .bind(MERCHANT, username, payHash)
    .run();
  await acceptLegal(env.DB, [username]);
  const id = (await env.DB.prepare('SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2').bind(MERCHANT, username).first<{ id: number }>())!.id;
  await env.DB.prepare(
    `INSERT INTO points_movements (merchant_code, account_id, kind, points, reference, entry_key, created_at) VALUES (?1, ?2, 'ADJUSTMENT', ?3, 'test', ?4, ?5)`,
  )
    .bind(MERCHANT, id, points, `gw-test:${username}`, Date.now())
    .run();
  const { context } = await h.run(LOGIN, { input: { username, password: 'Down2024' } }, { headers: { 'X-Test-Client-IP': '198.51.100.78' } });
  return { id, token: (context.sessionChange as { token: string }).token };
}

describe('points mall queries', () => {
  it('answers null for a visitor, and the balance, catalogue, rules and empty records for a member in minor units', async () => {
    const visitor = await h.run(PAGE);
    expect(visitor.result.data).toMatchObject({ pointBalance: null, pointRewards: null, pointRules: null, pointExchanges: null, pointDetails: null });
    const m = await newMember(1_234);
    h.binding.reset();
    const { result } = await h.run(PAGE, { type: 'GIFT' }, { token: m.token });
    expect(result.errors).toBeUndefined();
    // The spec's call for the point details, told from the money records by accountType=POINTS.
    const details = h.binding.requests.find((r) => r.endpoint === 'ODSFE2_MemTransDet');
    expect(details && new URL(details.path, 'https://x').searchParams.get('accountType')).toBe('POINTS');
    expect(details?.headers.get('ModuleId')).toBe('PTSYS3');
    expect(result.data.pointBalance).toEqual({ points: 1_234, convertibleAmount: 12_340 });
    expect(result.data.pointRewards.items.every((r: { exchangeType: string; needsDelivery: boolean }) => r.exchangeType === 'GIFT' && r.needsDelivery)).toBe(
      true,
    );
    expect(result.data.pointRules).toMatchObject({
      depositRatios: [
        { minDeposit: 1_000, amountPerPoint: 1_000 },
        { minDeposit: 100_000, amountPerPoint: 500 },
      ],
      convertRate: 10,
      convertMinPoints: 100,
      pointsExpire: false,
    });
    expect(result.data.pointExchanges).toEqual({ total: 0, items: [] });
    expect(result.data.pointDetails).toEqual({ total: 1, items: [{ type: 'ADJUSTMENT', points: 1_234, balanceAfter: 1_234 }] });
  });
});

describe('redeemPointReward and convertPoints', () => {
  it('redeem: sealed, the exchange and the points left; refusals on their fields', async () => {
    const m = await newMember(300);
    h.binding.reset();
    const input = { rewardId: '7001', quantity: 2, paymentPassword: PAY_PASSWORD, requestId: requestId() };
    const { result } = await h.run(REDEEM, { input }, { token: m.token });
    expect(result.data.redeemPointReward).toMatchObject({
      ok: true,
      errors: [],
      points: 200,
      exchange: { status: 'IN_PROCESS', quantity: 2, pointsTotal: 100 },
    });
    const sent = h.binding.requests.find((r) => r.path === '/wps/relay/passwordCheck/MCS2_redeemPointReward');
    expect(sent?.body).toBeDefined();
    expect(sent!.body).not.toContain(PAY_PASSWORD);
    expect(JSON.parse(sent!.body!)).toEqual({ value: expect.any(String) });

    const refusal = async (extra: Record<string, unknown>) =>
      (await h.run(REDEEM, { input: { ...input, requestId: requestId(), ...extra } }, { token: m.token })).result.data.redeemPointReward.errors;
    expect(await refusal({ paymentPassword: 'Wrong-0000' })).toEqual([{ code: 'PAYMENT_PASSWORD_WRONG', field: 'paymentPassword' }]);
    expect(await refusal({ quantity: 5, rewardId: '7003' })).toEqual([{ code: 'INSUFFICIENT_BALANCE', field: 'quantity' }]);
    expect(await refusal({ quantity: 6 })).toEqual([{ code: 'ABOVE_MAXIMUM', field: 'quantity' }]);
    expect(await refusal({ rewardId: '7005' })).toEqual([{ code: 'REQUIRED', field: 'deliveryAddress' }]);
    expect(await refusal({ rewardId: '999999' })).toEqual([{ code: 'NOT_FOUND', field: 'rewardId' }]);
    const listed = await h.run(PAGE, {}, { token: m.token });
    expect(listed.result.data.pointExchanges.items[0]).toMatchObject({ rewardName: 'Coffee voucher', exchangeType: 'COUPON', quantity: 2, pointsEach: 50 });
    expect(listed.result.data.pointBalance.points).toBe(200);
  });

  it('convert: sealed, money in minor units, once per request id; below the minimum refused', async () => {
    const m = await newMember(500);
    const input = { points: 200, paymentPassword: PAY_PASSWORD, requestId: requestId() };
    const first = await h.run(CONVERT, { input }, { token: m.token });
    expect(first.result.data.convertPoints).toEqual({ ok: true, errors: [], pointsLeft: 300, conversion: { points: 200, amount: 2_000, status: 'DONE' } });
    const again = await h.run(CONVERT, { input }, { token: m.token });
    expect(again.result.data.convertPoints.pointsLeft).toBe(300);
    const main = await env.DB.prepare("SELECT balance_minor AS b FROM ledger_accounts WHERE owner_id = ?1 AND kind = 'MAIN'").bind(m.id).first<{ b: number }>();
    expect(main!.b).toBe(2_000);
    const low = await h.run(CONVERT, { input: { ...input, points: 50, requestId: requestId() } }, { token: m.token });
    expect(low.result.data.convertPoints.errors).toEqual([{ code: 'BELOW_MINIMUM', field: 'points' }]);
    const many = await h.run(CONVERT, { input: { ...input, points: 400, requestId: requestId() } }, { token: m.token });
    expect(many.result.data.convertPoints.errors).toEqual([{ code: 'INSUFFICIENT_BALANCE', field: 'points' }]);
  });
});
