/**
 * The reward relays (docs/platform-protocol.md "Rewards"): promotions (REWCEN3 and the public
 * list), bonuses, raffles, missions (MISSIONLB3), manual rebate (MANPLAYREB3), referral and the VIP rank. Member
 * calls need the session of a real member (trial accounts: `function.not.available`). Amounts go
 * out as wire amounts (numbers with two decimals), named without the `Minor` of the code.
 *
 * Development route (DEV_TOOLS = "1"): POST /__dev/promotion-decision
 * `{merchant?, username, promotionId, outcome: ISSUED|REJECTED}` decides an application.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { isModuleOn } from '../../http/brand';
import { functionNotAvailable, ok, okPrivate, paramError } from '../../http/envelope';
import { intParam, jsonBody, minorToAmount, parseWith, queryObject } from '../../http/params';
import { relay, type BaseContext, type BrandContext, type BrandRoute, type DevRoute } from '../../http/routes';
import { requireRealSession } from '../session/real-session';
import { claimMilestone, leaderboard, milestones, missionById, missionList, missionProgress } from './missions';
import { bonusList } from './bonuses';
import { rewardNotFound } from './pay';
import {
  activityOf,
  brandPromotions,
  claimPromotion,
  decideApplication,
  finishClaims,
  joinPromotion,
  memberEntries,
  promotionView,
  type PromotionRow,
} from './promotions';
import { claimRebate, rebateRates, rebateSummary } from './rebate';
import { completeReferralRewards, invitations, referralCode } from './referral';
import { vipProgress } from './vip';
import { devMerchant } from '../../http/dev-merchant';

/** `fooMinor: 1234` → `foo: 12.34` (and `fooMinor: null` → `foo: null`), deeply. */
export function toWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toWire);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) =>
        k.endsWith('Minor') && (typeof v === 'number' || v === null)
          ? [k.slice(0, -5), v === null ? null : minorToAmount(v)]
          : k.endsWith('Minor') && Array.isArray(v)
            ? [k.slice(0, -5), v.map((x) => (typeof x === 'number' ? minorToAmount(x) : x))]
            : [k, toWire(v)],
      ),
    );
  }
  return value;
}

/** Missions (MISSIONLB3) and manual rebate (MANPLAYREB3) answer only while the brand has them on. */
function requireModule(ctx: BrandContext, modId: 'MISSIONLB3' | 'MANPLAYREB3') {
  if (!isModuleOn(ctx.brand.whitelabel, modId)) throw functionNotAvailable();
}

const positiveId = intParam.pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));
const PromotionBody = z.object({ promotionId: positiveId });
const ListQuery = z.object({
  category: z.string().trim().max(40).optional(),
  promotionId: positiveId.optional(),
  promotionType: z.string().trim().max(40).optional(),
});

function pick(rows: PromotionRow[], q: z.output<typeof ListQuery>) {
  return rows.filter(
    (p) =>
      (!q.category || p.category === q.category) && (!q.promotionId || p.id === q.promotionId) && (!q.promotionType || p.promotion_type === q.promotionType),
  );
}

const categoriesOf = (rows: PromotionRow[]) => [...new Set(rows.map((p) => p.category))];

/** GET MCSFE_getMerchantAvailablePromotions?category=&promotionId=&promotionType= (public): the brand's promotions and categories. */
async function merchantPromotions(ctx: BrandContext): Promise<Response> {
  const q = parseWith(ListQuery, queryObject(ctx.url));
  const rows = await brandPromotions(ctx.env.DB, ctx.brand.row.merchant_code, ctx.text);
  const now = clock(ctx.env);
  const list = await Promise.all(
    pick(rows, q).map(async (p) => ({ ...promotionView(p), status: (await activityOf(ctx.env.DB, p, undefined, null, now)).status })),
  );
  return ok(toWire({ categories: categoriesOf(rows), list }));
}

/** GET MCSFE_getAvailablePromotions (REWCEN3, member): the same with the member's own status and progress. */
async function availablePromotions(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const q = parseWith(ListQuery, queryObject(ctx.url));
  const db = ctx.env.DB;
  await finishClaims(ctx.env, ctx.brand.row.merchant_code, session.account.id);
  const [rows, entries] = await Promise.all([brandPromotions(db, ctx.brand.row.merchant_code, ctx.text), memberEntries(db, session.account.id)]);
  const now = clock(ctx.env);
  const list = await Promise.all(
    pick(rows, q).map(async (p) => {
      const entry = entries.get(p.id);
      const activity = await activityOf(db, p, entry, session.account.id, now);
      return {
        ...promotionView(p),
        ...activity,
        joinedAt: entry?.joined_at ?? null,
        claimedAt: entry?.claimed_at ?? null,
        claimedAmountMinor: entry?.amount_minor ?? 0,
      };
    }),
  );
  return okPrivate(toWire({ categories: categoriesOf(rows), list }));
}

async function join(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const { promotionId } = parseWith(PromotionBody, await jsonBody(ctx.request));
  const { joined } = await joinPromotion(ctx.env.DB, ctx.brand.row.merchant_code, session.account.id, promotionId, clock(ctx.env), ctx.text);
  return okPrivate({ promotionId, joined });
}

const claim = (raffle: boolean) => async (ctx: BrandContext) => {
  const session = await requireRealSession(ctx);
  const { promotionId } = parseWith(PromotionBody, await jsonBody(ctx.request));
  const result = await claimPromotion(ctx.env, ctx.brand.row.merchant_code, session.account.id, promotionId, clock(ctx.env), ctx.text, raffle);
  return okPrivate(toWire(result));
};

/** GET MCS2_getPromotionClaimList: every bonus the ledger paid (bonuses.ts; promotion claims and, as our extension, the other sources), with the turnover requirement and the valid bets since. */
async function claimList(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  await finishClaims(ctx.env, ctx.brand.row.merchant_code, session.account.id);
  return okPrivate(toWire({ list: await bonusList(ctx.env.DB, ctx.brand.row.merchant_code, session.account.id, ctx.text) }));
}

const MissionQuery = z.object({
  status: z.enum(['O', 'C', 'A']).default('O'),
  page: intParam.pipe(z.number().int().min(1).max(1000)).default(1),
  size: intParam.pipe(z.number().int().min(1).max(50)).default(5),
});

async function missionSummary(ctx: BrandContext): Promise<Response> {
  requireModule(ctx, 'MISSIONLB3');
  const session = await requireRealSession(ctx);
  const q = parseWith(MissionQuery, queryObject(ctx.url));
  const now = clock(ctx.env);
  const all = await missionList(ctx.env.DB, ctx.brand.row.merchant_code, ctx.text, q.status === 'A' ? null : q.status === 'O', now);
  const pageRows = all.slice((q.page - 1) * q.size, q.page * q.size);
  const list = await Promise.all(
    pageRows.map(async (m) => {
      const { progressMinor, list: steps } = await milestones(ctx.env.DB, m, session.account.id);
      const top = steps.at(-1);
      return {
        missionId: m.id,
        title: m.title,
        gameType: m.game_type,
        startsAt: m.starts_at,
        endsAt: m.ends_at,
        progressMinor,
        targetMinor: top?.targetMinor ?? 0,
        reachedMilestones: steps.filter((s) => s.reached).length,
        claimableMilestones: steps.filter((s) => s.reached && !s.claimed).length,
        milestoneCount: steps.length,
      };
    }),
  );
  return okPrivate(toWire({ list, total: all.length, page: q.page, size: q.size }));
}

const MissionId = z.object({ missionId: positiveId });

async function missionMilestones(ctx: BrandContext): Promise<Response> {
  requireModule(ctx, 'MISSIONLB3');
  const session = await requireRealSession(ctx);
  const { missionId } = parseWith(MissionId, queryObject(ctx.url));
  const m = await missionById(ctx.env.DB, ctx.brand.row.merchant_code, missionId, ctx.text);
  return okPrivate(toWire({ missionId, ...(await milestones(ctx.env.DB, m, session.account.id)) }));
}

async function missionLeaderboard(ctx: BrandContext): Promise<Response> {
  requireModule(ctx, 'MISSIONLB3');
  const session = await requireRealSession(ctx);
  const q = parseWith(MissionId.extend({ size: intParam.pipe(z.number().int().min(1).max(100)).default(10) }), queryObject(ctx.url));
  const m = await missionById(ctx.env.DB, ctx.brand.row.merchant_code, q.missionId, ctx.text);
  const board = await leaderboard(ctx.env.DB, ctx.brand.row.merchant_code, m, session.account.id, q.size);
  return okPrivate(toWire({ missionId: m.id, title: m.title, ...board, progressMinor: await missionProgress(ctx.env.DB, m, session.account.id) }));
}

async function claimMission(ctx: BrandContext): Promise<Response> {
  requireModule(ctx, 'MISSIONLB3');
  const session = await requireRealSession(ctx);
  const body = parseWith(MissionId.extend({ step: intParam.pipe(z.number().int().min(1).max(100)) }), await jsonBody(ctx.request));
  return okPrivate(toWire(await claimMilestone(ctx.env, ctx.brand.row.merchant_code, session.account.id, body.missionId, body.step, clock(ctx.env))));
}

async function rebateSettings(ctx: BrandContext): Promise<Response> {
  requireModule(ctx, 'MANPLAYREB3');
  await requireRealSession(ctx);
  return okPrivate({ list: (await rebateRates(ctx.env.DB, ctx.brand.row.merchant_code)).map((r) => ({ productType: r.gameType, rate: r.rateBp / 100 })) });
}

async function rebate(ctx: BrandContext): Promise<Response> {
  requireModule(ctx, 'MANPLAYREB3');
  const session = await requireRealSession(ctx);
  return okPrivate(toWire(await rebateSummary(ctx.env, ctx.brand.row.merchant_code, session.account.id, clock(ctx.env))));
}

async function rebateClaim(ctx: BrandContext): Promise<Response> {
  requireModule(ctx, 'MANPLAYREB3');
  const session = await requireRealSession(ctx);
  return okPrivate(toWire(await claimRebate(ctx.env, ctx.brand.row.merchant_code, session.account.id, clock(ctx.env))));
}

async function referral(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const create = queryObject(ctx.url).autoGenerate === 'true';
  const merchant = ctx.brand.row.merchant_code;
  const code = await referralCode(ctx.env.DB, merchant, session.account.id, create, clock(ctx.env));
  if (!code) return okPrivate({ referralCode: null, totalInvitations: 0, totalReward: 0, rewardPerInvitee: 0, minFirstDeposit: 0, list: [] });
  await completeReferralRewards(ctx.env, merchant, session.account.id, code);
  return okPrivate(toWire({ referralCode: code, ...(await invitations(ctx.env.DB, merchant, code)) }));
}

/** The member's VIP rank: their level, their lifetime totals, the next level and the brand's ladder. */
async function rankProgress(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  return okPrivate(toWire(await vipProgress(ctx.env.DB, ctx.brand.row.merchant_code, session.account.id)));
}

const DecisionBody = z.object({
  merchant: z.string().trim().min(1).max(40).optional(),
  username: z.string().trim().min(1).max(60),
  promotionId: z.number().int().positive(),
  outcome: z.enum(['ISSUED', 'REJECTED']),
});

async function devDecide(ctx: BaseContext): Promise<Response> {
  const body = parseWith(DecisionBody, await jsonBody(ctx.request));
  const merchant = devMerchant(ctx, body.merchant);
  const account = await ctx.env.DB.prepare('SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2')
    .bind(merchant, body.username.toLowerCase())
    .first<{ id: number }>();
  if (!account) throw paramError(`username: no account ${body.username}`);
  if (!(await decideApplication(ctx.env.DB, body.promotionId, account.id, body.outcome, clock(ctx.env)))) throw rewardNotFound();
  return ok({ promotionId: body.promotionId, username: body.username, outcome: body.outcome });
}

export const rewardRoutes: (BrandRoute | DevRoute)[] = [
  { kind: 'brand', ...relay('MCSFE_getMerchantAvailablePromotions'), methods: { GET: merchantPromotions } },
  { kind: 'brand', ...relay('MCSFE_getAvailablePromotions'), methods: { GET: availablePromotions } },
  { kind: 'brand', ...relay('MCS2_joinPromotion'), methods: { POST: join } },
  { kind: 'brand', ...relay('MCS2_claimPromotion'), methods: { POST: claim(false) } },
  { kind: 'brand', ...relay('MCS2_claimRafflePromotion'), methods: { POST: claim(true) } },
  { kind: 'brand', ...relay('MCS2_getPromotionClaimList'), methods: { GET: claimList } },
  { kind: 'brand', ...relay('MCSFE_getMissionSummaryDetails'), methods: { GET: missionSummary } },
  { kind: 'brand', ...relay('MCSFE_getMissionMilestones'), methods: { GET: missionMilestones } },
  { kind: 'brand', ...relay('MCSFE_getMissionLeaderboard'), methods: { GET: missionLeaderboard } },
  { kind: 'brand', ...relay('MCSFE_claimMissionReward'), methods: { POST: claimMission } },
  { kind: 'brand', ...relay('MCSFE_getCustomerRebateSettingByProductType'), methods: { GET: rebateSettings } },
  { kind: 'brand', ...relay('MCSFE_getRebateSummary'), methods: { GET: rebate } },
  { kind: 'brand', ...relay('MCSFE_claimRebate'), methods: { POST: rebateClaim } },
  { kind: 'brand', ...relay('MCSFE_getReferralDetails'), methods: { GET: referral } },
  { kind: 'brand', ...relay('MCSFE_getPlayerRankProgress'), methods: { GET: rankProgress } },
  { kind: 'dev', path: '/__dev/promotion-decision', faultKey: '', methods: { POST: devDecide } },
];
