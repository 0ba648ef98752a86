/**
 * Contracts between an upline and a direct downline (docs/decisions/033-contracts.md,
 * docs/platform-protocol.md "Contracts"): the offer, the downline's answer, termination asked by
 * either side and agreed by the other, the higher-rate rule, the dividend's issue by the upline,
 * and what the pages read (one kind's desk, the consolidated info).
 */
import { publishLive } from '../live/publish';
import type { Env } from '../../env';
import { fieldError, functionNotAvailable, PlatformError } from '../../http/envelope';
import { minorToAmount } from '../../http/params';
import { canLogIn, canonicalUsername, isAgent, isTrial, type AccountRow } from '../accounts/accounts';
import { loadAccountSettings } from '../accounts/settings';
import type { CurrentSession } from '../session/sessions';
import { payFromUpline } from './settle';
import { DIVIDEND_PERIODS, parseTerms, topRate, type ContractKind, type Period, type Terms, type Tier } from './terms';
import type { ContractRow, ContractStatus, StatementRow } from './rows';
import { periodOfKind } from './periods';

const LIVE = "('ACTIVE', 'TERMINATION_REQUESTED')";
const OPEN = "('OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED')";

interface ContractView extends ContractRow {
  upline_username: string;
  upline_nickname: string;
  downline_username: string;
  downline_nickname: string;
}

export const contractConflict = (message: string) => new PlatformError(409, 'contract.state_conflict', message);
export const contractNotFound = () => new PlatformError(404, 'contract.not_found', 'no such contract of yours');

export interface Deps {
  env: Env;
  merchant: string;
  now: number;
}

/** The request kind of a contract for the pages: NEW (an offer), TERMINATION (asked), SUCCESS (in force). */
export function requestKind(status: ContractStatus): 'NEW' | 'TERMINATION' | 'SUCCESS' | null {
  if (status === 'OFFERED') return 'NEW';
  if (status === 'TERMINATION_REQUESTED') return 'TERMINATION';
  if (status === 'ACTIVE') return 'SUCCESS';
  return null;
}

/** Whether the contract waits for `accountId`'s answer (an offer to them, a termination the other side asked). */
function awaits(row: ContractRow, accountId: number): boolean {
  if (row.status === 'OFFERED') return row.downline_id === accountId;
  if (row.status === 'TERMINATION_REQUESTED') return row.requested_by === 'UPLINE' ? row.downline_id === accountId : row.upline_id === accountId;
  return false;
}

function termsWire(terms: Terms) {
  if ('tiers' in terms) {
    return {
      tiers: terms.tiers.map((t) => ({
        rateBp: t.rateBp,
        amount: minorToAmount(t.amountMinor),
        activeCount: t.activeCount,
        periodConsumption: minorToAmount(t.periodConsumptionMinor),
        periodLoss: minorToAmount(t.periodLossMinor),
        minBetPeriod: minorToAmount(t.minBetMinor),
        endTime: t.endTime,
      })),
    };
  }
  return { winRateBp: terms.winRateBp, lossRateBp: terms.lossRateBp, singleBetAmount: minorToAmount(terms.singleBetMinor) };
}

function contractWire(row: ContractView, me: number) {
  return {
    contractId: row.id,
    kind: row.kind,
    period: row.period,
    status: row.status,
    requestKind: requestKind(row.status),
    requestedBy: row.requested_by,
    awaitingMe: awaits(row, me),
    mine: row.downline_id === me,
    topRateBp: row.top_rate_bp,
    terms: termsWire(JSON.parse(row.terms) as Terms),
    upline: { username: row.upline_username, nickname: row.upline_nickname },
    downline: { username: row.downline_username, nickname: row.downline_nickname },
    offeredAt: row.offered_at,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    endReason: row.end_reason,
  };
}

const VIEW = `SELECT c.*, u.username AS upline_username, u.nickname AS upline_nickname, d.username AS downline_username, d.nickname AS downline_nickname
                FROM contracts c JOIN accounts u ON u.id = c.upline_id JOIN accounts d ON d.id = c.downline_id`;

async function contractFor(d: Deps, kind: ContractKind, contractId: unknown, accountId: number): Promise<ContractRow> {
  const id = typeof contractId === 'string' ? Number(contractId) : contractId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw fieldError('contractId', 'not empty');
  const row = await d.env.DB.prepare('SELECT * FROM contracts WHERE id = ?1 AND merchant_code = ?2 AND kind = ?3 AND (upline_id = ?4 OR downline_id = ?4)')
    .bind(id, d.merchant, kind, accountId)
    .first<ContractRow>();
  if (!row) throw contractNotFound();
  return row;
}

/** The live contract of `accountId` for `kind`, as a downline (what caps the rates it may offer). */
async function ownLive(d: Deps, kind: ContractKind, accountId: number): Promise<ContractRow | null> {
  return d.env.DB.prepare(`SELECT * FROM contracts WHERE downline_id = ?1 AND kind = ?2 AND status IN ${LIVE}`).bind(accountId, kind).first<ContractRow>();
}

/**
 * An agent offers a contract to one of their direct downlines (a member or an agent, real,
 * active). One open offer per downline and kind; a rate above the agent's own contract of the kind
 * (when the agent has one) is refused.
 */
export async function offer(d: Deps, session: CurrentSession, kind: ContractKind, body: Record<string, unknown>) {
  const db = d.env.DB;
  const settings = await loadAccountSettings(db, d.merchant);
  const me = session.account;
  if (!isAgent(settings, me.type) || isTrial(settings, me.type)) throw functionNotAvailable();
  if (typeof body.downline !== 'string' || body.downline.trim() === '') throw fieldError('downline', 'not empty');
  const downline = await db
    .prepare('SELECT * FROM accounts WHERE merchant_code = ?1 AND username = ?2')
    .bind(d.merchant, canonicalUsername(body.downline))
    .first<AccountRow>();
  if (!downline || downline.parent_id !== me.id || downline.status !== 'ACTIVE' || !canLogIn(settings, downline.type) || isTrial(settings, downline.type)) {
    throw fieldError('downline', 'is not a direct downline of yours');
  }
  const period: Period = kind === 'DIVIDEND' ? periodFrom(body.period) : periodOfKind(kind);
  const terms = parseTerms(kind, body);
  const rate = topRate(terms);
  const own = await ownLive(d, kind, me.id);
  if (own && rate > own.top_rate_bp) throw fieldError(kind === 'REALTIME' ? 'winRateBp' : 'rateBp', `must be at most ${own.top_rate_bp}`);
  const pending = await db.prepare("SELECT id FROM contracts WHERE downline_id = ?1 AND kind = ?2 AND status = 'OFFERED'").bind(downline.id, kind).first();
  if (pending) throw contractConflict('an offer already waits for this downline');
  const row = await db
    .prepare(
      `INSERT INTO contracts (merchant_code, kind, upline_id, downline_id, period, terms, top_rate_bp, status, offered_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'OFFERED', ?8) RETURNING id`,
    )
    .bind(d.merchant, kind, me.id, downline.id, period, JSON.stringify(terms), rate, d.now)
    .first<{ id: number }>();
  await changedFor(d, me.id, downline.id);
  return { contractId: row!.id, status: 'OFFERED', requestKind: 'NEW' };
}

function periodFrom(raw: unknown): Period {
  if (typeof raw !== 'string' || !DIVIDEND_PERIODS.includes(raw as Period)) throw fieldError('period', 'must be one of D, W, H, M');
  return raw as Period;
}

/**
 * The answer to what waits for the caller: an offer (accept signs it, reject refuses it) or a
 * termination the other side asked for (accept ends the contract, reject keeps it in force).
 *
 * Signing ends the downline's previous contract of the kind (REPLACED), and every contract of the
 * kind the downline gave its own downline at a higher rate than the one just accepted
 * (HIGHER_RATE; open offers are WITHDRAWN): nobody's contract pays more than their upline's.
 */
export async function respond(d: Deps, session: CurrentSession, kind: ContractKind, body: Record<string, unknown>, accept: boolean) {
  const db = d.env.DB;
  const me = session.account.id;
  const row = await contractFor(d, kind, body.contractId, me);
  if (!awaits(row, me)) throw contractConflict(`the contract is ${row.status} and waits for nobody's answer from you`);
  if (row.status === 'TERMINATION_REQUESTED') {
    const statement = accept
      ? db
          .prepare(
            "UPDATE contracts SET status = 'TERMINATED', end_reason = 'TERMINATED', ended_at = ?2, requested_by = NULL WHERE id = ?1 AND status = 'TERMINATION_REQUESTED'",
          )
          .bind(row.id, d.now)
      : db.prepare("UPDATE contracts SET status = 'ACTIVE', requested_by = NULL WHERE id = ?1 AND status = 'TERMINATION_REQUESTED'").bind(row.id);
    await statement.run();
    await changedFor(d, row.upline_id, row.downline_id);
    return { contractId: row.id, status: accept ? 'TERMINATED' : 'ACTIVE', requestKind: accept ? null : 'SUCCESS', ended: [] };
  }
  if (!accept) {
    await db
      .prepare("UPDATE contracts SET status = 'REJECTED', end_reason = 'REJECTED', ended_at = ?2 WHERE id = ?1 AND status = 'OFFERED'")
      .bind(row.id, d.now)
      .run();
    await changedFor(d, row.upline_id, row.downline_id);
    return { contractId: row.id, status: 'REJECTED', requestKind: null, ended: [] };
  }
  // Contracts this signature ends: the downline's own previous one, and the higher ones below.
  const { results: ending } = await db
    .prepare(
      `SELECT id, status, CASE WHEN downline_id = ?1 THEN 'REPLACED' ELSE 'HIGHER_RATE' END AS reason FROM contracts
        WHERE kind = ?2 AND id <> ?3 AND (
          (downline_id = ?1 AND status IN ${LIVE}) OR
          (upline_id = ?1 AND status IN ${OPEN} AND top_rate_bp > ?4))`,
    )
    .bind(me, kind, row.id, row.top_rate_bp)
    .all<{ id: number; status: ContractStatus; reason: 'REPLACED' | 'HIGHER_RATE' }>();
  await db.batch([
    ...ending.map((c) =>
      db
        .prepare(`UPDATE contracts SET status = ?2, end_reason = ?3, ended_at = ?4, requested_by = NULL WHERE id = ?1 AND status IN ${OPEN}`)
        .bind(c.id, c.status === 'OFFERED' ? 'WITHDRAWN' : 'TERMINATED', c.reason, d.now),
    ),
    db.prepare("UPDATE contracts SET status = 'ACTIVE', started_at = ?2, settled_through = ?2 WHERE id = ?1 AND status = 'OFFERED'").bind(row.id, d.now),
  ]);
  await changedFor(d, row.upline_id, row.downline_id);
  return { contractId: row.id, status: 'ACTIVE', requestKind: 'SUCCESS', ended: ending.map((c) => ({ contractId: c.id, reason: c.reason })) };
}

/**
 * Both sides' open pages learn that a contract changed (an offer, an answer, a termination asked):
 * the badges and the contract lists (docs/decisions/040-live-updates.md).
 */
function changedFor(d: Deps, uplineId: number, downlineId: number): Promise<void> {
  return publishLive(d.env, d.merchant, [uplineId, downlineId], { type: 'badges' });
}

/** Either side asks to end a contract in force; the other side agrees or refuses (respond). */
export async function requestTermination(d: Deps, session: CurrentSession, kind: ContractKind, body: Record<string, unknown>) {
  const me = session.account.id;
  const row = await contractFor(d, kind, body.contractId, me);
  if (row.status !== 'ACTIVE') throw contractConflict(`the contract is ${row.status}`);
  const by = row.upline_id === me ? 'UPLINE' : 'DOWNLINE';
  await d.env.DB.prepare("UPDATE contracts SET status = 'TERMINATION_REQUESTED', requested_by = ?2 WHERE id = ?1 AND status = 'ACTIVE'").bind(row.id, by).run();
  await changedFor(d, row.upline_id, row.downline_id);
  return { contractId: row.id, status: 'TERMINATION_REQUESTED', requestKind: 'TERMINATION', requestedBy: by };
}

/** The upline issues a dividend that is due (before its deadline; after it the platform force-issues). */
export async function issueDividend(d: Deps, session: CurrentSession, body: Record<string, unknown>) {
  const id = typeof body.statementId === 'string' ? Number(body.statementId) : body.statementId;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw fieldError('statementId', 'not empty');
  const row = await d.env.DB.prepare("SELECT * FROM contract_statements WHERE id = ?1 AND merchant_code = ?2 AND upline_id = ?3 AND kind = 'DIVIDEND'")
    .bind(id, d.merchant, session.account.id)
    .first<StatementRow>();
  if (!row) throw contractNotFound();
  if (row.status === 'PAID') return { statementId: row.id, status: 'PAID' };
  if (row.status !== 'DUE' || (row.due_at !== null && row.due_at <= d.now)) throw contractConflict(`the dividend is ${row.status}`);
  const paid = await payFromUpline(d.env, row, d.now, 'PAID');
  if (!paid.ok) throw new PlatformError(400, paid.code, paid.message);
  return { statementId: row.id, status: 'PAID' };
}

function statementWire(row: StatementRow & { upline_username: string; downline_username: string }) {
  const tier = row.tier ? (termsWire({ tiers: [JSON.parse(row.tier) as Tier] }) as { tiers: unknown[] }).tiers[0] : null;
  return {
    statementId: row.id,
    contractId: row.contract_id,
    kind: row.kind,
    upline: row.upline_username,
    downline: row.downline_username,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    betCount: row.bet_count,
    turnover: minorToAmount(row.turnover_minor),
    validBet: minorToAmount(row.valid_minor),
    loss: minorToAmount(row.loss_minor),
    activePlayers: row.active_players,
    wonValidBet: minorToAmount(row.won_valid_minor),
    lostValidBet: minorToAmount(row.lost_valid_minor),
    tierIndex: row.tier_index,
    tier,
    rateBp: row.rate_bp,
    base: minorToAmount(row.base_minor),
    amount: minorToAmount(row.amount_minor),
    status: row.status,
    dueAt: row.due_at,
    paidAt: row.paid_at,
    payer: row.payer,
  };
}

/**
 * GET: one kind's desk for the caller: their own contract as a downline (in force, asked to end, or
 * offered), the contracts they gave their direct downline, the direct downline they may offer to,
 * the cap of their offers, and the statements (as either side), newest period first.
 */
export async function desk(d: Deps, session: CurrentSession, kind: ContractKind, url: URL) {
  const db = d.env.DB;
  const me = session.account.id;
  const settings = await loadAccountSettings(db, d.merchant);
  const page = clamp(url.searchParams.get('page'), 1, 1, 10_000);
  const size = clamp(url.searchParams.get('size'), 10, 1, 100);
  const agent = isAgent(settings, session.account.type) && !isTrial(settings, session.account.type);
  const [mine, given, downlines, statements, count] = await db.batch<Record<string, unknown>>([
    db.prepare(`${VIEW} WHERE c.downline_id = ?1 AND c.kind = ?2 AND c.status IN ${OPEN} ORDER BY c.status = 'OFFERED', c.id DESC`).bind(me, kind),
    db
      .prepare(`${VIEW} WHERE c.upline_id = ?1 AND c.kind = ?2 AND (c.status IN ${OPEN} OR c.ended_at >= ?3) ORDER BY c.id DESC LIMIT 200`)
      .bind(me, kind, d.now - 30 * 86_400_000),
    db.prepare("SELECT username, nickname, type FROM accounts WHERE parent_id = ?1 AND status = 'ACTIVE' ORDER BY username LIMIT 500").bind(me),
    db
      .prepare(
        `SELECT s.*, u.username AS upline_username, dn.username AS downline_username FROM contract_statements s
           JOIN accounts u ON u.id = s.upline_id JOIN accounts dn ON dn.id = s.downline_id
          WHERE s.kind = ?2 AND (s.upline_id = ?1 OR s.downline_id = ?1)
          ORDER BY s.period_start DESC, s.id DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(me, kind, size, (page - 1) * size),
    db.prepare('SELECT COUNT(*) AS n FROM contract_statements WHERE kind = ?2 AND (upline_id = ?1 OR downline_id = ?1)').bind(me, kind),
  ]);
  const own = (mine!.results as unknown as ContractView[]).map((r) => contractWire(r, me));
  const cap = own.find((c) => c.status !== 'OFFERED');
  return {
    kind,
    isAgent: agent,
    contract: own[0] ?? null,
    offers: own.slice(1),
    given: (given!.results as unknown as ContractView[]).map((r) => contractWire(r, me)),
    downlines: agent
      ? (downlines!.results as unknown as { username: string; nickname: string; type: number }[])
          .filter((r) => canLogIn(settings, r.type) && !isTrial(settings, r.type))
          .map((r) => ({ username: r.username, nickname: r.nickname, isAgent: isAgent(settings, r.type) }))
      : [],
    maxRateBp: cap ? cap.topRateBp : null,
    statements: {
      page,
      size,
      total: Number((count!.results[0] as { n: number } | undefined)?.n ?? 0),
      list: (statements!.results as unknown as (StatementRow & { upline_username: string; downline_username: string })[]).map(statementWire),
    },
  };
}

const clamp = (raw: string | null, fallback: number, min: number, max: number) => {
  const n = raw === null ? fallback : Number.parseInt(raw, 10);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
};

const INFO_FIELD: Record<ContractKind, string> = {
  DIVIDEND: 'divtypereq',
  DAILY: 'dailysalreqtype',
  HOURLY: 'contracthoursalreq',
  REALTIME: 'realtimesalreqtype',
};

/**
 * The consolidated contract info: per kind, the request kind of the caller's own contract (NEW,
 * TERMINATION, SUCCESS or null) under the protocol's names, plus what waits for the caller's
 * answer (as either side) and whether they gave any contract of the kind: the pages and badges
 * follow from it.
 */
export async function contractInfo(d: Deps, session: CurrentSession, moduleOn: (kind: ContractKind) => boolean = () => true) {
  const me = session.account.id;
  const db = d.env.DB;
  const settings = await loadAccountSettings(db, d.merchant);
  const account = session.account;
  const agent = isAgent(settings, account.type) && !isTrial(settings, account.type);
  // An agent whose upline is not an agent heads a chain: the kinds start with them.
  const parent = account.parent_id ? await db.prepare('SELECT type FROM accounts WHERE id = ?1').bind(account.parent_id).first<{ type: number }>() : null;
  const headsChain = agent && !(parent && isAgent(settings, parent.type));
  const { results } = await d.env.DB.prepare(`SELECT * FROM contracts WHERE (downline_id = ?1 OR upline_id = ?1) AND status IN ${OPEN}`)
    .bind(me)
    .all<ContractRow>();
  const dueRow = await d.env.DB.prepare("SELECT COUNT(*) AS n FROM contract_statements WHERE upline_id = ?1 AND status = 'DUE'")
    .bind(me)
    .first<{ n: number }>();
  const { results: own } = await d.env.DB.prepare(`${VIEW} WHERE c.downline_id = ?1 AND c.status IN ${OPEN} ORDER BY c.kind, c.status = 'OFFERED', c.id DESC`)
    .bind(me)
    .all<ContractView>();
  const answer: Record<string, unknown> = {};
  const kinds = (['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'] as const).map((kind) => {
    const own = results.filter((r) => r.kind === kind && r.downline_id === me);
    const live = own.find((r) => r.status !== 'OFFERED');
    const offered = own.find((r) => r.status === 'OFFERED');
    // An offer waiting is what the downline must see first; then a termination; then the contract.
    const reqType = offered ? 'NEW' : live ? requestKind(live.status) : null;
    answer[INFO_FIELD[kind]] = reqType;
    const awaiting = results.filter((r) => r.kind === kind && awaits(r, me)).length;
    const given = results.filter((r) => r.kind === kind && r.upline_id === me).length;
    return { kind, reqType, awaiting, given, page: agentPageShows({ moduleOn: moduleOn(kind), agent, headsChain, reqType, awaiting, given }) };
  });
  return {
    ...answer,
    kinds,
    awaiting: kinds.reduce((n, k) => n + k.awaiting, 0),
    // What the downline's contract modal answers (the member centre's badge).
    awaitingAsDownline: results.filter((r) => r.downline_id === me && awaits(r, me)).length,
    dividendsDue: dueRow?.n ?? 0,
    // The account's own open contracts (as the downline), every kind: the contract window's data.
    contracts: own.map((r) => contractWire(r, me)),
  };
}

/**
 * Whether an agent's contract page of a kind shows (docs/decisions/033-contracts.md "Which
 * contract pages an agent sees"): the brand has the kind's module on, and the agent heads a
 * chain, holds or is offered a contract of the kind (its request kind), gave one that is still
 * open, or has one waiting for their answer.
 */
export function agentPageShows(f: {
  moduleOn: boolean;
  agent: boolean;
  headsChain: boolean;
  reqType: string | null;
  awaiting: number;
  given: number;
}): boolean {
  if (!f.moduleOn || !f.agent) return false;
  return f.headsChain || f.reqType !== null || f.awaiting > 0 || f.given > 0;
}

/**
 * GET MCS2_downlineContracts?username=: the open contracts (offered, in force, asked to end) of
 * every kind that a member of the caller's team holds as a downline, whoever their upline is. Only
 * an ancestor sees them (account_tree, depth 1 or more); anyone else gets `downline.not_found`.
 */
export async function downlineContracts(d: Deps, session: CurrentSession, username: string | null) {
  if (!username || username.trim() === '') throw fieldError('username', 'not empty');
  const db = d.env.DB;
  const me = session.account.id;
  const member = await db
    .prepare(
      `SELECT a.id, a.username FROM accounts a JOIN account_tree t ON t.descendant_id = a.id AND t.ancestor_id = ?3 AND t.depth >= 1
        WHERE a.merchant_code = ?1 AND a.username = ?2`,
    )
    .bind(d.merchant, canonicalUsername(username), me)
    .first<{ id: number; username: string }>();
  if (!member) throw new PlatformError(404, 'downline.not_found', 'not in your team');
  const { results } = await db
    .prepare(`${VIEW} WHERE c.downline_id = ?1 AND c.status IN ${OPEN} ORDER BY c.kind, c.status = 'OFFERED', c.id DESC`)
    .bind(member.id)
    .all<ContractView>();
  return { username: member.username, contracts: results.map((r) => contractWire(r, me)) };
}
