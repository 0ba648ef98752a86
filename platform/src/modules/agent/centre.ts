/**
 * The agent centre's own data (docs/platform-protocol.md "Agent centre"): the agent's policy and
 * rebates, direct registration of a downline, the team as a tree (account_tree, migration 0021),
 * one downline's details, and announcements for agents with their read state.
 *
 * Rates travel as percentages with at most two decimals (`rebateValue` 1.25) and are kept in basis
 * points (125). Amounts travel as decimals and are kept in minor units.
 */
import { protectionSql, registrationRefused, selfExcludedDetails } from '../responsible-gaming/store';
import { verificationStatuses } from '../kyc/store';
import type { AccountStatus } from '../kyc/rules';
import { now as clock } from '../../http/clock';
import { isModuleOn } from '../../http/brand';
import { localizedSql } from '../../http/contentText';
import { fieldError, functionNotAvailable, PlatformError } from '../../http/envelope';
import { amountToMinor, minorToAmount } from '../../http/params';
import type { BrandContext } from '../../http/routes';
import { accountByMobile, accountByUsername, canonicalUsername, isAgent, type AccountRow } from '../accounts/accounts';
import type { AccountDeps } from '../accounts/deps';
import { encodePasswordHash, hashPassword } from '../session/password';
import { requireRealSession } from '../session/real-session';
import type { CurrentSession } from '../session/sessions';
import { loadAccountSettings, type AccountSettings } from '../accounts/settings';
import { dialingCodeOf, payloadObject, textOf } from '../accounts/fields';
import { checkRegisterFields } from '../member/register';
import { checkLegalRegistration } from '../legal/registration';
import { registrationStatements } from '../legal/store';

export const notAgent = () => new PlatformError(403, 'agent.only', 'agents only');
export const downlineNotFound = () => new PlatformError(404, 'downline.not_found', 'not in your team');

/** The session of an agent: a real (not trial) account whose type is one of the brand's agent types. */
export async function requireAgentSession(ctx: BrandContext): Promise<{ session: CurrentSession; settings: AccountSettings }> {
  const session = await requireRealSession(ctx);
  const settings = await loadAccountSettings(ctx.env.DB, ctx.brand.row.merchant_code);
  if (!isAgent(settings, session.account.type)) throw notAgent();
  return { session, settings };
}

// ---------------------------------------------------------------------------------------------
// Policy and rebates

export interface AgentPolicy {
  canOpenMember: boolean;
  canOpenAgent: boolean;
  downlineAgentType: number | null;
}

/** What an agent of this type may open. With AGENTPOLICY3 off, or no row for the type: members only. */
export async function policyOf(ctx: BrandContext, agentType: number): Promise<AgentPolicy> {
  const fallback: AgentPolicy = { canOpenMember: true, canOpenAgent: false, downlineAgentType: null };
  if (!isModuleOn(ctx.brand.whitelabel, 'AGENTPOLICY3')) return fallback;
  const row = await ctx.env.DB.prepare(
    'SELECT can_open_member, can_open_agent, downline_agent_type FROM agent_policies WHERE merchant_code = ?1 AND agent_type = ?2',
  )
    .bind(ctx.brand.row.merchant_code, agentType)
    .first<{ can_open_member: number; can_open_agent: number; downline_agent_type: number | null }>();
  if (!row) return fallback;
  return { canOpenMember: row.can_open_member === 1, canOpenAgent: row.can_open_agent === 1, downlineAgentType: row.downline_agent_type };
}

export interface RebateRate {
  product: string;
  rateBp: number;
}

/**
 * An account's rebate per product, in the brand's product order: its own row, else the brand's
 * ceiling for an agent without an upline agent (a top agent), else 0.
 */
export async function rebatesOf(db: D1Database, merchant: string, settings: AccountSettings, account: AccountRow): Promise<RebateRate[]> {
  const { results } = await db
    .prepare(
      `SELECT p.product, p.max_rate_bp, r.rate_bp FROM rebate_products p
         LEFT JOIN account_rebates r ON r.account_id = ?2 AND r.product = p.product
        WHERE p.merchant_code = ?1 ORDER BY p.sort, p.product`,
    )
    .bind(merchant, account.id)
    .all<{ product: string; max_rate_bp: number; rate_bp: number | null }>();
  let topAgent = false;
  if (isAgent(settings, account.type)) {
    const parent = account.parent_id ? await db.prepare('SELECT type FROM accounts WHERE id = ?1').bind(account.parent_id).first<{ type: number }>() : null;
    topAgent = !parent || !isAgent(settings, parent.type);
  }
  return results.map((r) => ({ product: r.product, rateBp: r.rate_bp ?? (topAgent ? r.max_rate_bp : 0) }));
}

const rebateWire = (r: RebateRate) => ({ product: r.product, rebateValue: minorToAmount(r.rateBp), rebateSubordinateLimit: minorToAmount(r.rateBp) });

/** GET MCS2_agentPolicy (AGENTPOLICY3): what the agent may open and their own rebates (a downline's ceiling). */
export async function agentPolicy(ctx: BrandContext): Promise<unknown> {
  if (!isModuleOn(ctx.brand.whitelabel, 'AGENTPOLICY3')) throw functionNotAvailable();
  const { session, settings } = await requireAgentSession(ctx);
  const policy = await policyOf(ctx, session.account.type);
  const rebates = await rebatesOf(ctx.env.DB, ctx.brand.row.merchant_code, settings, session.account);
  return { agentType: session.account.type, ...policy, rebates: rebates.map(rebateWire) };
}

// ---------------------------------------------------------------------------------------------
// Direct registration

/** Fields the agent's form never carries: they belong to a visitor's own registration. */
const NOT_FOR_DIRECT = ['affiliateCode', 'captcha', 'verificationCode', 'recommenderId'] as const;

function randomAffiliateCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** Reads `rebates: [{product, rebateValue}]` against the agent's own rates: unknown products and rates above the agent's are refused. */
function downlineRebates(raw: unknown, own: RebateRate[]): Map<string, number> {
  const out = new Map<string, number>();
  if (raw === undefined || raw === null) return out;
  if (!Array.isArray(raw) || raw.length > 50) throw fieldError('rebates', 'must be a list');
  const ceilings = new Map(own.map((r) => [r.product, r.rateBp]));
  for (const item of raw) {
    const entry = payloadObject(item);
    const product = textOf(entry, 'product');
    const ceiling = ceilings.get(product);
    if (ceiling === undefined) throw fieldError('rebates', `unknown product ${product.slice(0, 20)}`);
    const parsed = amountToMinor.safeParse(entry.rebateValue ?? '0');
    if (!parsed.success) throw fieldError(`rebates.${product}`, 'must be a rate with at most two decimals');
    if (parsed.data > ceiling) throw fieldError(`rebates.${product}`, `above upline rate ${minorToAmount(ceiling)}`);
    out.set(product, parsed.data);
  }
  return out;
}

/**
 * POST MCS2_registerDownline: opens an account directly under the agent. `accountType` MEMBER or
 * AGENT (as the agent's policy allows), the brand's field rules (as a visitor's registration,
 * without affiliate code, captcha or SMS code), and a rebate per product no higher than the
 * agent's own. The new account does not log in. Terms and privacy versions and confirmations are
 * recorded when given (checked as a visitor's are) and asked of nobody: the member accepts the
 * versions in force at their first page.
 */
export async function registerDownline(ctx: BrandContext, d: AccountDeps, raw: unknown): Promise<unknown> {
  const { session, settings } = await requireAgentSession(ctx);
  const agent = session.account;
  const payload = payloadObject(raw);
  const accountType = textOf(payload, 'accountType') || 'MEMBER';
  if (accountType !== 'MEMBER' && accountType !== 'AGENT') throw fieldError('accountType', 'must be MEMBER or AGENT');
  const policy = await policyOf(ctx, agent.type);
  if (accountType === 'AGENT' && (!policy.canOpenAgent || policy.downlineAgentType === null)) throw fieldError('accountType', 'not allowed by policy');
  if (accountType === 'MEMBER' && !policy.canOpenMember) throw fieldError('accountType', 'not allowed by policy');

  const values = await checkRegisterFields(d, payload, 'username', { skip: NOT_FOR_DIRECT });
  const legal = await checkLegalRegistration(d.db, d.merchant, payload, d.now, { confirmationsAsked: false });
  const nickname = textOf(payload, 'nickname');
  if (nickname.length > 40) throw fieldError('nickname', 'length 1-40');
  const own = await rebatesOf(d.db, d.merchant, settings, agent);
  const rebates = downlineRebates(payload.rebates, own);

  const username = canonicalUsername(values.get('username') ?? '');
  const mobile = values.get('mobileNum') ?? null;
  const dialing = mobile ? dialingCodeOf(payload) : null;
  if (await accountByUsername(d.db, d.merchant, username)) throw fieldError('username', 'already exists');
  if (mobile && dialing && (await accountByMobile(d.db, d.merchant, dialing, mobile))) throw fieldError('mobileNum', 'already registered');
  // A self-excluded player's details open no account on the brand, not even through an agent (docs/decisions/039).
  if (await selfExcludedDetails(d.db, d.merchant, { dialing, mobile, email: values.get('email') ?? null, idNumber: values.get('idNumber') ?? null }, d.now)) {
    throw registrationRefused();
  }

  const type = accountType === 'AGENT' ? (policy.downlineAgentType as number) : settings.memberType;
  const password = values.get('password') ?? '';
  const hash = await hashPassword(d.env, password);
  const paymentPassword = values.get('paymentPassword');
  const payment = paymentPassword ? encodePasswordHash(await hashPassword(d.env, paymentPassword)) : null;
  const profile: Record<string, string> = { registerMethod: 'AGENT' };
  for (const field of ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const) {
    const value = values.get(field);
    if (value) profile[field] = value;
  }
  let created: AccountRow | null = null;
  for (let attempt = 0; attempt < 3 && !created; attempt++) {
    const affiliate = accountType === 'AGENT' ? randomAffiliateCode() : null;
    try {
      // The account and what its member accepted, in one transaction.
      const [inserted] = await d.db.batch([
        d.db
          .prepare(
            `INSERT INTO accounts (merchant_code, username, nickname, type, parent_id, affiliate_code, password_algorithm, password_iterations,
               password_salt, password_hash, password_changed_at, payment_password, country_dialing_code, mobile_num, email,
               payee_name, profile, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?11)
             RETURNING *`,
          )
          .bind(
            d.merchant,
            username,
            nickname || values.get('username') || username,
            type,
            agent.id,
            affiliate,
            hash.algorithm,
            hash.iterations,
            hash.salt,
            hash.hash,
            d.now,
            payment,
            dialing,
            mobile,
            values.get('email')?.toLowerCase() ?? null,
            values.get('payeeName') ?? null,
            JSON.stringify(profile),
          ),
        ...registrationStatements(d.db, { merchant: d.merchant, username, ...legal, ip: d.ip, now: d.now }),
      ]);
      created = (inserted?.results[0] as AccountRow | undefined) ?? null;
    } catch (error) {
      const text = String(error);
      if (text.includes('affiliate_code')) continue;
      if (text.includes('UNIQUE')) throw fieldError(text.includes('mobile') ? 'mobileNum' : 'username', 'already exists');
      throw error;
    }
  }
  if (!created) throw new Error('could not allocate an affiliate code');
  if (rebates.size > 0) {
    await d.db.batch(
      [...rebates].map(([product, rateBp]) =>
        d.db.prepare('INSERT INTO account_rebates (account_id, product, rate_bp, updated_at) VALUES (?1, ?2, ?3, ?4)').bind(created.id, product, rateBp, d.now),
      ),
    );
  }
  return {
    id: created.id,
    username: created.username,
    nickname: created.nickname,
    type: created.type,
    isAgent: isAgent(settings, created.type),
    affiliateCode: created.affiliate_code,
    createdAt: created.created_at,
    rebates: (await rebatesOf(d.db, d.merchant, settings, created)).map(rebateWire),
  };
}

// ---------------------------------------------------------------------------------------------
// The team

interface NodeRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  status: string;
  parent_id: number | null;
  created_at: number;
  last_login_at: number | null;
  level: number;
  balance: number;
  direct_count: number;
  team_size: number;
  protection: 'TIMEOUT' | 'SELF_EXCLUSION' | 'CLOSURE' | null;
}

/** Columns of one team member seen from `?1` (merchant) and `?2` (the agent). */
const NODE_COLUMNS = `a.id, a.username, a.nickname, a.type, a.status, a.parent_id, a.created_at, a.last_login_at, r.depth AS level,
  (SELECT COALESCE(SUM(l.balance_minor), 0) FROM ledger_accounts l WHERE l.merchant_code = ?1 AND l.owner_id = a.id AND l.kind IN ('MAIN', 'VENDOR')) AS balance,
  (SELECT COUNT(*) FROM account_tree c WHERE c.ancestor_id = a.id AND c.depth = 1) AS direct_count,
  (SELECT COUNT(*) - 1 FROM account_tree c WHERE c.ancestor_id = a.id) AS team_size,
  ${protectionSql('a.id')} AS protection`;

function nodeWire(settings: AccountSettings, r: NodeRow, verification: AccountStatus | null = null) {
  return {
    id: r.id,
    username: r.username,
    nickname: r.nickname,
    type: r.type,
    isAgent: isAgent(settings, r.type),
    status: r.status,
    level: r.level,
    createdAt: r.created_at,
    lastLoginAt: r.last_login_at,
    balance: minorToAmount(r.balance),
    directCount: r.direct_count,
    teamSize: r.team_size,
    // That the member is timed out or self-excluded, never why; the agent cannot lift it (docs/decisions/039).
    protection: r.protection,
    // Where the member's identity verification stands, never a document (docs/decisions/057).
    verification,
  };
}

/** The rows as the wire lists them, each with its verification status. */
async function nodesWire(ctx: BrandContext, settings: AccountSettings, rows: readonly NodeRow[]) {
  const statuses = await verificationStatuses(
    ctx.env.DB,
    ctx.brand.row.merchant_code,
    rows.map((r) => r.id),
    clock(ctx.env),
  );
  return rows.map((r) => nodeWire(settings, r, statuses.get(r.id) ?? null));
}

/** A member of the agent's team (or the agent, level 0) by username; null when not in the team. */
async function teamNode(db: D1Database, merchant: string, agentId: number, username: string): Promise<NodeRow | null> {
  return db
    .prepare(
      `SELECT ${NODE_COLUMNS} FROM accounts a JOIN account_tree r ON r.ancestor_id = ?2 AND r.descendant_id = a.id
        WHERE a.merchant_code = ?1 AND a.username = ?3`,
    )
    .bind(merchant, agentId, canonicalUsername(username))
    .first<NodeRow>();
}

export interface TreeQuery {
  parent?: string;
  username?: string;
  pageNo: number;
  pageSize: number;
}

/**
 * GET MCS2_downlineTree: one level of the agent's team. Without `username`: the direct downline of
 * `parent` (default the agent; it must be in the agent's team), with the path from the agent down
 * to it. With `username`: team members whose username contains it, at any level. Both paged,
 * newest first, with the agent's own counts (direct downline, whole team).
 */
export async function downlineTree(ctx: BrandContext, q: TreeQuery): Promise<unknown> {
  const { session, settings } = await requireAgentSession(ctx);
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const agentId = session.account.id;
  const offset = (q.pageNo - 1) * q.pageSize;
  const counts = await db
    .prepare('SELECT COALESCE(SUM(depth = 1), 0) AS direct, COUNT(*) - 1 AS team FROM account_tree WHERE ancestor_id = ?1')
    .bind(agentId)
    .first<{ direct: number; team: number }>();
  const base = { counts: { direct: counts?.direct ?? 0, team: counts?.team ?? 0 }, pageNo: q.pageNo, pageSize: q.pageSize };

  if (q.username) {
    const pattern = `%${canonicalUsername(q.username).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const [rows, total] = await db.batch([
      db
        .prepare(
          `SELECT ${NODE_COLUMNS} FROM account_tree r JOIN accounts a ON a.id = r.descendant_id
            WHERE r.ancestor_id = ?2 AND r.depth > 0 AND a.username LIKE ?3 ESCAPE '\\'
            ORDER BY r.depth, a.username LIMIT ?4 OFFSET ?5`,
        )
        .bind(merchant, agentId, pattern, q.pageSize, offset),
      db
        .prepare(
          `SELECT COUNT(*) AS n FROM account_tree r JOIN accounts a ON a.id = r.descendant_id
            WHERE r.ancestor_id = ?1 AND r.depth > 0 AND a.username LIKE ?2 ESCAPE '\\'`,
        )
        .bind(agentId, pattern),
    ]);
    return {
      ...base,
      search: q.username,
      parent: null,
      path: [],
      list: await nodesWire(ctx, settings, (rows?.results ?? []) as NodeRow[]),
      total: ((total?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0,
    };
  }

  const parent = await teamNode(db, merchant, agentId, q.parent ?? session.account.username);
  if (!parent) throw downlineNotFound();
  const [pathRows, rows] = await db.batch([
    // The parent's ancestors that are in the agent's team: from the agent (level 0) down.
    db
      .prepare(
        `SELECT a.username, a.nickname, r.depth AS level FROM account_tree up
           JOIN account_tree r ON r.ancestor_id = ?2 AND r.descendant_id = up.ancestor_id
           JOIN accounts a ON a.id = up.ancestor_id
          WHERE up.descendant_id = ?1 ORDER BY r.depth`,
      )
      .bind(parent.id, agentId),
    db
      .prepare(
        `SELECT ${NODE_COLUMNS} FROM account_tree t JOIN accounts a ON a.id = t.descendant_id
           JOIN account_tree r ON r.ancestor_id = ?2 AND r.descendant_id = a.id
          WHERE t.ancestor_id = ?3 AND t.depth = 1
          ORDER BY a.created_at DESC, a.id DESC LIMIT ?4 OFFSET ?5`,
      )
      .bind(merchant, agentId, parent.id, q.pageSize, offset),
  ]);
  return {
    ...base,
    search: null,
    parent: nodeWire(settings, parent),
    path: (pathRows?.results ?? []) as { username: string; nickname: string; level: number }[],
    list: await nodesWire(ctx, settings, (rows?.results ?? []) as NodeRow[]),
    total: parent.direct_count,
  };
}

/**
 * GET MCS2_downlineDetail?username=: one member of the agent's team: the tree's fields plus its
 * upline, deposits and withdrawals paid, turnover (valid bets of settled rounds) and rebates.
 */
export async function downlineDetail(ctx: BrandContext, username: string): Promise<unknown> {
  const { session, settings } = await requireAgentSession(ctx);
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const node = await teamNode(db, merchant, session.account.id, username);
  if (!node || node.level === 0) throw downlineNotFound();
  const [money, account] = await Promise.all([
    db
      .prepare(
        `SELECT
           (SELECT COALESCE(SUM(amount_minor), 0) FROM deposits WHERE merchant_code = ?1 AND account_id = ?2 AND status = 'PAID') AS deposits,
           (SELECT COUNT(*) FROM deposits WHERE merchant_code = ?1 AND account_id = ?2 AND status = 'PAID') AS deposit_count,
           (SELECT COALESCE(SUM(amount_minor), 0) FROM withdrawals WHERE merchant_code = ?1 AND account_id = ?2 AND status = 'PAID') AS withdrawals,
           (SELECT COALESCE(SUM(valid_minor), 0) FROM bets WHERE merchant_code = ?1 AND account_id = ?2 AND status = 'SETTLED') AS turnover,
           (SELECT COUNT(*) FROM bets WHERE merchant_code = ?1 AND account_id = ?2 AND status = 'SETTLED') AS bet_count,
           (SELECT username FROM accounts WHERE id = ?3) AS upline`,
      )
      .bind(merchant, node.id, node.parent_id)
      .first<{ deposits: number; deposit_count: number; withdrawals: number; turnover: number; bet_count: number; upline: string | null }>(),
    db.prepare('SELECT * FROM accounts WHERE id = ?1').bind(node.id).first<AccountRow>(),
  ]);
  if (!account) throw downlineNotFound();
  const [detail] = await nodesWire(ctx, settings, [node]);
  return {
    ...detail,
    upline: money?.upline ?? null,
    depositTotal: minorToAmount(money?.deposits ?? 0),
    depositCount: money?.deposit_count ?? 0,
    withdrawTotal: minorToAmount(money?.withdrawals ?? 0),
    turnover: minorToAmount(money?.turnover ?? 0),
    betCount: money?.bet_count ?? 0,
    rebates: (await rebatesOf(db, merchant, settings, account)).map(rebateWire),
  };
}

// ---------------------------------------------------------------------------------------------
// Announcements for agents

interface AnnouncementRow {
  id: number;
  title: string;
  content: string;
  published_at: number;
  read_at: number | null;
}

/** GET MCS2_agentAnnouncements: the brand's announcements for agents, newest first, with this agent's read state. */
export async function agentAnnouncements(ctx: BrandContext, pageNo: number, pageSize: number): Promise<unknown> {
  const { session } = await requireAgentSession(ctx);
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const lang = ctx.text;
  const [rows, totals] = await db.batch([
    db
      .prepare(
        `SELECT n.id, ${localizedSql('agent_announcements.title', lang, 'n')} AS title, ${localizedSql('agent_announcements.content', lang, 'n')} AS content,
                n.published_at, r.read_at FROM agent_announcements n
           LEFT JOIN agent_announcement_reads r ON r.announcement_id = n.id AND r.account_id = ?2
          WHERE n.merchant_code = ?1 ORDER BY n.published_at DESC, n.id DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(merchant, session.account.id, pageSize, (pageNo - 1) * pageSize),
    unreadStatement(db, merchant, session.account.id),
  ]);
  const t = ((totals?.results ?? [])[0] ?? { total: 0, unread: 0 }) as { total: number; unread: number };
  return {
    list: ((rows?.results ?? []) as AnnouncementRow[]).map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      timestamp: r.published_at,
      read: r.read_at !== null,
      readAt: r.read_at,
    })),
    total: t.total,
    unread: t.unread,
    pageNo,
    pageSize,
  };
}

/** The number of announcements for agents and how many of them this agent has not read. */
function unreadStatement(db: D1Database, merchant: string, accountId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT COUNT(*) AS total, COALESCE(SUM(r.read_at IS NULL), 0) AS unread FROM agent_announcements n
         LEFT JOIN agent_announcement_reads r ON r.announcement_id = n.id AND r.account_id = ?2
        WHERE n.merchant_code = ?1`,
    )
    .bind(merchant, accountId);
}

/**
 * POST MCS2_readAgentAnnouncements `{ids}` or `{all: true}` → `{updated, unread}`: marks them read
 * for this agent (reading again changes nothing). One id the agent does not see is `announcement.not_found`.
 */
export async function readAgentAnnouncements(ctx: BrandContext, ids: number[] | null, now: number): Promise<unknown> {
  const { session } = await requireAgentSession(ctx);
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  if (ids?.length === 1) {
    const found = await db.prepare('SELECT id FROM agent_announcements WHERE id = ?1 AND merchant_code = ?2').bind(ids[0], merchant).first();
    if (!found) throw new PlatformError(404, 'announcement.not_found', 'announcement not found');
  }
  const idFilter = ids ? `AND id IN (${ids.map(() => '?').join(', ')})` : '';
  const result = await db
    .prepare(
      `INSERT INTO agent_announcement_reads (announcement_id, account_id, read_at)
       SELECT id, ?, ? FROM agent_announcements WHERE merchant_code = ? ${idFilter}
       ON CONFLICT DO NOTHING`,
    )
    .bind(session.account.id, now, merchant, ...(ids ?? []))
    .run();
  const t = await unreadStatement(db, merchant, session.account.id).first<{ unread: number }>();
  return { updated: result.meta.changes ?? 0, unread: t?.unread ?? 0 };
}
