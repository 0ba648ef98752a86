/**
 * Responsible gaming's calls (this project's extension: docs/platform-protocol.md "Responsible
 * gaming"; docs/decisions/039): the member's settings, a limit change and a time-out or
 * self-exclusion. A brand that does not offer the tools answers function.not.available, which the
 * portal reads as "hide the page".
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { functionNotAvailable, okPrivate, PlatformError } from '../../http/envelope';
import { amountToMinor, minorToAmount, parseWith } from '../../http/params';
import { readPayload } from '../../http/payload';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { unwrap } from '../transfer/wire';
import { walletGate } from '../wallet/wallet-gate';
import { requireSession, SESSION_ID_LENGTH, type CurrentSession } from '../session/sessions';
import {
  CLOSURE_LENGTH,
  exclusionKindOf,
  limitAt,
  RG_TOOLS,
  type RgTool,
  periodWindow,
  SELF_EXCLUSION_LENGTHS,
  TIMEOUT_LENGTHS,
  type LimitState,
  LIMIT_REVIEW_MONTHS,
  PROMPT_ANSWERS,
  PROMPTS,
  promptsDue,
  type Prompt,
  yearBefore,
} from './rules';
import {
  keptTools,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  limitKey,
  netDepositsSince,
  promptFacts,
  periodUse,
  rgBrand,
  sessionPlay,
  sessionSettings,
  sharingBrandNames,
  storedLimits,
  toolsOf,
} from './store';

/**
 * The caller's session, if the brand offers `tool` (any tool when none is named); a tool the brand
 * does not offer is function.not.available. Except for what the member set while it was offered: a
 * limit (or session limit) still holds, so its page stays and the member may lower or lift it (a
 * raise or a removal still waits the cooling-off).
 */
async function offeredSession(ctx: BrandContext, tool?: RgTool): Promise<CurrentSession> {
  const session = await requireSession(ctx);
  await requireTool(ctx, session, tool);
  return session;
}

async function requireTool(ctx: BrandContext, session: CurrentSession, tool?: RgTool): Promise<void> {
  const tools = toolsOf(ctx.brand.row.rg_tools);
  if (tool ? tools.includes(tool) : tools.length > 0) return;
  const kept = await keptTools(ctx.env.DB, session.account.id);
  if (tool ? kept.includes(tool) : kept.length > 0) return;
  throw functionNotAvailable();
}

async function offeredOrKept(db: D1Database, offered: readonly RgTool[], accountId: number): Promise<RgTool[]> {
  const kept = await keptTools(db, accountId);
  return RG_TOOLS.filter((tool) => offered.includes(tool) || kept.includes(tool));
}

const LIMIT_TOOL = { DEPOSIT: 'DEPOSIT_LIMIT', LOSS: 'LOSS_LIMIT', WAGER: 'WAGER_LIMIT' } as const;

const sessionIdOf = (session: CurrentSession) => session.tokenHash.slice(0, SESSION_ID_LENGTH);
const amountOrNull = (minor: number | null | undefined) => (minor === null || minor === undefined ? null : minorToAmount(minor));

function limitWire(kind: string, period: string, state: LimitState, usedMinor: number, resetsAt: number) {
  return {
    kind,
    period,
    amount: amountOrNull(state.amountMinor),
    used: minorToAmount(Math.max(0, usedMinor)),
    resetsAt,
    pending: state.pending !== null,
    pendingAmount: amountOrNull(state.pending?.amountMinor),
    pendingEffectiveAt: state.pending?.effectiveAt ?? null,
  };
}

/** The session time limit on the wire (a LimitState in minutes), as the settings and its change both answer it. */
const sessionLimitWire = (state: LimitState) => ({
  minutes: state.amountMinor,
  pending: state.pending !== null,
  pendingMinutes: state.pending?.amountMinor ?? null,
  pendingEffectiveAt: state.pending?.effectiveAt ?? null,
});

interface ChangeRow {
  what: string;
  kind: string | null;
  period: string | null;
  from_value: number | null;
  to_value: number | null;
  length: string | null;
  effective_at: number;
  ends_at: number | null;
  session_id: string | null;
  created_at: number;
}

/** Every limit (each kind over each period) with the period's use, the cooling-off, the changes. */
async function settingsHandler(ctx: BrandContext): Promise<Response> {
  const member = await offeredSession(ctx);
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const now = clock(ctx.env);
  const brand = await rgBrand(db, merchant);
  const stored = await storedLimits(db, member.account.id);
  const limits = await Promise.all(
    LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map(async (period) => {
        const window = periodWindow(period, now, brand.zone);
        const state = limitAt(stored.get(limitKey(kind, period)) ?? { amountMinor: null, pending: null }, now);
        return limitWire(kind, period, state, await periodUse(db, merchant, member.account.id, kind, window), window.end);
      }),
    ),
  );
  const { results } = await db
    .prepare(
      `SELECT what, kind, period, from_value, to_value, length, effective_at, ends_at, session_id, created_at
         FROM rg_changes WHERE account_id = ?1 ORDER BY created_at DESC, id DESC LIMIT 50`,
    )
    .bind(member.account.id)
    .all<ChangeRow>();
  const session = await sessionSettings(db, member.account.id);
  return okPrivate({
    // The brand's tools, and those whose settings the member keeps from before (to lower or lift them).
    tools: await offeredOrKept(db, brand.tools, member.account.id),
    coolingOffHours: brand.coolingOffMs / 3_600_000,
    limits,
    sessionLimit: sessionLimitWire(limitAt(session.limit, now)),
    realityCheckMinutes: session.realityCheckMinutes,
    brandRealityCheckMinutes: brand.realityCheckMinutes,
    // The operator's other brands where a self-exclusion started here also holds.
    selfExclusionAlsoOn: await sharingBrandNames(db, merchant),
    changes: results.map((row) => ({
      what: row.what,
      kind: row.kind,
      period: row.period,
      // LIMIT: amounts; SESSION_LIMIT and REALITY_CHECK: minutes.
      from: row.what === 'LIMIT' ? amountOrNull(row.from_value) : row.from_value,
      to: row.what === 'LIMIT' ? amountOrNull(row.to_value) : row.to_value,
      length: row.length,
      effectiveAt: row.effective_at,
      endsAt: row.ends_at,
      sessionId: row.session_id,
      createdAt: row.created_at,
    })),
  });
}

const LimitBody = z.object({
  kind: z.enum(['DEPOSIT', 'LOSS', 'WAGER'], { error: 'one of DEPOSIT, LOSS, WAGER' }),
  period: z.enum(['DAY', 'WEEK', 'MONTH'], { error: 'one of DAY, WEEK, MONTH' }),
  // null (or absent): remove the limit.
  amount: z.union([z.null(), amountToMinor]).optional(),
});

async function limitHandler(ctx: BrandContext): Promise<Response> {
  const session = await offeredSession(ctx);
  const body = parseWith(LimitBody, await readPayload(ctx));
  await requireTool(ctx, session, LIMIT_TOOL[body.kind]);
  const amountMinor = body.amount ?? null;
  if (amountMinor !== null && amountMinor <= 0) throw new PlatformError(400, 'wallet.amount_invalid', 'amount: more than zero');
  const merchant = ctx.brand.row.merchant_code;
  const change = unwrap<{ state: LimitState; outcome: string; effectiveAt: number | null }>(
    await walletGate(ctx.env).execute({
      op: 'rg.limit',
      merchant,
      accountId: session.account.id,
      kind: body.kind,
      period: body.period,
      amountMinor,
      sessionId: sessionIdOf(session),
    }),
  );
  const now = clock(ctx.env);
  const window = periodWindow(body.period, now, (await rgBrand(ctx.env.DB, merchant)).zone);
  const used = await periodUse(ctx.env.DB, merchant, session.account.id, body.kind, window);
  return okPrivate({ outcome: change.outcome, effectiveAt: change.effectiveAt, limit: limitWire(body.kind, body.period, change.state, used, window.end) });
}

const ExclusionBody = z.object({
  length: z.enum([...TIMEOUT_LENGTHS, ...SELF_EXCLUSION_LENGTHS], { error: `one of ${[...TIMEOUT_LENGTHS, ...SELF_EXCLUSION_LENGTHS].join(', ')}` }),
});

/** Starts at once and ends every session of the member, this one too. */
async function exclusionHandler(ctx: BrandContext): Promise<Response> {
  const session = await offeredSession(ctx);
  const body = parseWith(ExclusionBody, await readPayload(ctx));
  await requireTool(ctx, session, exclusionKindOf(body.length) === 'TIMEOUT' ? 'TIMEOUT' : 'SELF_EXCLUSION');
  const started = unwrap<{ endsAt: number | null }>(
    await walletGate(ctx.env).execute({
      op: 'rg.exclude',
      merchant: ctx.brand.row.merchant_code,
      accountId: session.account.id,
      length: body.length,
      sessionId: sessionIdOf(session),
    }),
  );
  return okPrivate({ endsAt: started.endsAt });
}

const MinutesBody = z.object({
  // null (or absent): remove the session limit, or go back to the brand's reality-check interval.
  minutes: z.union([z.null(), z.number().int('whole minutes').min(1, 'at least 1').max(1440, 'at most 1440')]).optional(),
});

/** The session time limit: shorter at once, longer or removed after the cooling-off. */
async function sessionLimitHandler(ctx: BrandContext): Promise<Response> {
  const session = await offeredSession(ctx, 'SESSION_LIMIT');
  const body = parseWith(MinutesBody, await readPayload(ctx));
  const change = unwrap<{ state: LimitState; outcome: string; effectiveAt: number | null }>(
    await walletGate(ctx.env).execute({
      op: 'rg.sessionLimit',
      merchant: ctx.brand.row.merchant_code,
      accountId: session.account.id,
      minutes: body.minutes ?? null,
      sessionId: sessionIdOf(session),
    }),
  );
  return okPrivate({
    outcome: change.outcome,
    effectiveAt: change.effectiveAt,
    sessionLimit: sessionLimitWire(change.state),
  });
}

async function realityCheckHandler(ctx: BrandContext): Promise<Response> {
  const session = await offeredSession(ctx, 'REALITY_CHECK');
  const body = parseWith(MinutesBody, await readPayload(ctx));
  const set = unwrap<{ minutes: number | null }>(
    await walletGate(ctx.env).execute({
      op: 'rg.realityCheck',
      merchant: ctx.brand.row.merchant_code,
      accountId: session.account.id,
      minutes: body.minutes ?? null,
      sessionId: sessionIdOf(session),
    }),
  );
  return okPrivate({ realityCheckMinutes: set.minutes });
}

/**
 * This session's clock and play, for the portal's reality check and session-limit warning: when it
 * began, when its time limit ends it (null: no limit), the interval and what it staked and won.
 */
async function playSessionHandler(ctx: BrandContext): Promise<Response> {
  const session = await offeredSession(ctx);
  const db = ctx.env.DB;
  const now = clock(ctx.env);
  const [brand, settings, play] = await Promise.all([
    rgBrand(db, ctx.brand.row.merchant_code),
    sessionSettings(db, session.account.id),
    sessionPlay(db, ctx.brand.row.merchant_code, session.account.id, session.createdAt),
  ]);
  const limitMinutes = limitAt(settings.limit, now).amountMinor;
  return okPrivate({
    startedAt: session.createdAt,
    endsAt: limitMinutes === null ? null : session.createdAt + limitMinutes * 60_000,
    // No reality checks when the brand does not offer them.
    realityCheckMinutes: brand.tools.includes('REALITY_CHECK') ? (settings.realityCheckMinutes ?? brand.realityCheckMinutes) : null,
    stakes: minorToAmount(play.stakesMinor),
    net: minorToAmount(play.netMinor),
    rounds: play.rounds,
  });
}

/**
 * The member's net deposits for the account page (docs/platform-protocol.md "Safer-gambling
 * display"): over the last twelve months (the same day a year before, on the brand's calendar's
 * instant) and since the account opened, from the ledger's lines.
 */
async function netDepositsHandler(ctx: BrandContext): Promise<Response> {
  const session = await offeredSession(ctx);
  const now = clock(ctx.env);
  const since = yearBefore(now);
  const merchant = ctx.brand.row.merchant_code;
  const [last12Months, lifetime] = await Promise.all([
    netDepositsSince(ctx.env.DB, merchant, session.account.id, since),
    netDepositsSince(ctx.env.DB, merchant, session.account.id, 0),
  ]);
  return okPrivate({ last12Months: minorToAmount(last12Months), lifetime: minorToAmount(lifetime), since, openedAt: session.account.created_at });
}

/** The safer-gambling prompts due for the member now (docs/platform-protocol.md "Safer-gambling prompts"). */
async function duePrompts(ctx: BrandContext, session: CurrentSession): Promise<Prompt[]> {
  const db = ctx.env.DB;
  const brand = await rgBrand(db, ctx.brand.row.merchant_code);
  const offersDepositLimit = (await offeredOrKept(db, brand.tools, session.account.id)).includes('DEPOSIT_LIMIT');
  return promptsDue(await promptFacts(db, ctx.brand.row.merchant_code, session.account, offersDepositLimit, clock(ctx.env)));
}

async function promptsHandler(ctx: BrandContext): Promise<Response> {
  const session = await offeredSession(ctx);
  return okPrivate({ due: await duePrompts(ctx, session), limitReviewMonths: LIMIT_REVIEW_MONTHS });
}

const PromptAnswer = z
  .object({ prompt: z.enum(PROMPTS, { error: 'must be NOTICE, DEPOSIT_LIMIT or LIMIT_REVIEW' }), answer: z.string() })
  .refine((body) => PROMPT_ANSWERS[body.prompt].includes(body.answer), { path: ['answer'], error: 'does not answer this prompt' });

/** The member's answer to a prompt: kept (every answer is a row), and the prompts due after it. */
async function answerPromptHandler(ctx: BrandContext): Promise<Response> {
  const session = await offeredSession(ctx);
  const body = parseWith(PromptAnswer, await readPayload(ctx));
  await ctx.env.DB.prepare('INSERT INTO rg_prompt_answers (account_id, prompt, answer, answered_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(session.account.id, body.prompt, body.answer, clock(ctx.env))
    .run();
  return okPrivate({ due: await duePrompts(ctx, session), limitReviewMonths: LIMIT_REVIEW_MONTHS });
}

/**
 * Closes the account at the player's request: for good, every session ends, no login, deposit,
 * stake or incentive after it; the balance is paid out through customer service (ADR 039).
 */
async function closeHandler(ctx: BrandContext): Promise<Response> {
  const session = await offeredSession(ctx, 'ACCOUNT_CLOSURE');
  parseWith(z.object({ confirm: z.literal(true, { error: 'must be true' }) }), await readPayload(ctx));
  unwrap(
    await walletGate(ctx.env).execute({
      op: 'rg.exclude',
      merchant: ctx.brand.row.merchant_code,
      accountId: session.account.id,
      length: CLOSURE_LENGTH,
      sessionId: sessionIdOf(session),
    }),
  );
  return okPrivate({ closed: true });
}

export const responsibleGamingRoutes: BrandRoute[] = [
  { kind: 'brand', path: '/wps/member/responsibleGaming', faultKey: '/wps/member/responsibleGaming', methods: { GET: settingsHandler } },
  { kind: 'brand', path: '/wps/member/responsibleGaming/limit', faultKey: '/wps/member/responsibleGaming/limit', methods: { POST: limitHandler } },
  {
    kind: 'brand',
    path: '/wps/member/responsibleGaming/sessionLimit',
    faultKey: '/wps/member/responsibleGaming/sessionLimit',
    methods: { POST: sessionLimitHandler },
  },
  {
    kind: 'brand',
    path: '/wps/member/responsibleGaming/realityCheck',
    faultKey: '/wps/member/responsibleGaming/realityCheck',
    methods: { POST: realityCheckHandler },
  },
  { kind: 'brand', path: '/wps/member/responsibleGaming/session', faultKey: '/wps/member/responsibleGaming/session', methods: { GET: playSessionHandler } },
  {
    kind: 'brand',
    path: '/wps/member/responsibleGaming/prompts',
    faultKey: '/wps/member/responsibleGaming/prompts',
    methods: { GET: promptsHandler, POST: answerPromptHandler },
  },
  {
    kind: 'brand',
    path: '/wps/member/responsibleGaming/netDeposits',
    faultKey: '/wps/member/responsibleGaming/netDeposits',
    methods: { GET: netDepositsHandler },
  },
  { kind: 'brand', path: '/wps/member/responsibleGaming/close', faultKey: '/wps/member/responsibleGaming/close', methods: { POST: closeHandler } },
  { kind: 'brand', path: '/wps/member/responsibleGaming/exclusion', faultKey: '/wps/member/responsibleGaming/exclusion', methods: { POST: exclusionHandler } },
];
