/**
 * The member's archive (docs/platform-protocol.md "A player's own data"): `data.json` and four CSV
 * files, read section by section (jobs.ts records the progress after each) and zipped with fflate.
 *
 * The money sections read the records modules' own answers, so the archive says what the member's
 * pages say: the ledger is ODSFE2_MemTransDet's movements over all time (records/transactions.ts
 * memberTransactions), the bets MCSFE_getBettingRecords' rows (records/bets.ts memberBets), the
 * deposits and withdrawals their lists' rows. Long histories are read a page at a time, oldest
 * first, up to the moment the build began (`asOf`), so the ledger's amounts add up to the balances
 * read at that moment.
 */
import { strToU8, zipSync } from 'fflate';
import type { Env } from '../../env';
import { columnSuffix, textLanguage, type ColumnSuffix, type TextLanguage } from '../../http/language';
import { minorToAmount } from '../../http/params';
import { memberDeposits } from '../deposit/records';
import { inboxPage, inboxView } from '../inbox/messages';
import { acceptancesOf, confirmationsOf } from '../legal/store';
import { memberBets, type BetRecord } from '../records/bets';
import { memberTransactions, type Movement } from '../records/transactions';
import { withdrawalsOf, withdrawalView, type WithdrawalView } from '../withdraw/records';
import { amountMinor, amountText, csvFile, isoTime } from './rules';

type DepositOnWire = Awaited<ReturnType<typeof memberDeposits>>['list'][number];

/** Rows read per page of the long sections. */
const PAGE = 1000;
/** Rows per page of the short ones (the lists' own functions cap what they read). */
const SMALL_PAGE = 200;
/** Far more acceptances than a brand publishes versions. */
const ACCEPTANCES = 10_000;

/** What a build is about, and what its sections have gathered so far. */
export interface ArchiveBuild {
  env: Env;
  merchant: string;
  accountId: number;
  /** The moment the build began: every section reads up to it. */
  asOf: number;
  suffix: ColumnSuffix;
  text: TextLanguage;
  data: Record<string, unknown>;
  files: Record<string, string>;
}

export function newBuild(env: Env, e: { merchant: string; accountId: number; language: string; asOf: number }): ArchiveBuild {
  return {
    env,
    merchant: e.merchant,
    accountId: e.accountId,
    asOf: e.asOf,
    suffix: columnSuffix(e.language),
    text: textLanguage(e.language),
    data: { format: 1, generatedAt: e.asOf },
    files: {},
  };
}

const extensionOf = (contentType: string) => (contentType === 'image/png' ? 'png' : contentType === 'application/pdf' ? 'pdf' : 'jpg');
const parsed = (json: string | null): unknown => {
  if (json === null) return null;
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
};

/** All rows of a statement (a member's own rows: a handful to a few thousand). */
async function all<T>(statement: D1PreparedStatement): Promise<T[]> {
  return (await statement.all<T>()).results;
}

interface AccountRowForArchive {
  username: string;
  nickname: string;
  type: number;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  payee_name: string | null;
  totp_secret: string | null;
  payment_password: string | null;
  profile: string;
  avatar: string | null;
  created_at: number;
  last_login_at: number | null;
  brand_name: string;
}

/** The profile, sessions and logins, and the balances as they were at `asOf`. */
async function memberSection(b: ArchiveBuild): Promise<void> {
  const db = b.env.DB;
  const [account, sessions, logins, balances] = await Promise.all([
    db
      .prepare('SELECT a.*, b.name AS brand_name FROM accounts a JOIN brands b ON b.merchant_code = a.merchant_code WHERE a.id = ?1 AND a.merchant_code = ?2')
      .bind(b.accountId, b.merchant)
      .first<AccountRowForArchive>(),
    all<Record<string, unknown>>(
      db
        .prepare(
          `SELECT created_at AS startedAt, last_seen_at AS lastSeenAt, origin, ip, device_id AS device, revoked_at AS endedAt, revoked_reason AS endedBecause
             FROM sessions WHERE account_id = ?1 AND created_at <= ?2 ORDER BY created_at, rowid`,
        )
        .bind(b.accountId, b.asOf),
    ),
    all<Record<string, unknown>>(
      db
        .prepare('SELECT ip, first_seen_at AS firstSeenAt, last_seen_at AS lastSeenAt FROM account_ips WHERE account_id = ?1 ORDER BY first_seen_at')
        .bind(b.accountId),
    ),
    all<{ kind: string; vendor_code: string; balance: number }>(
      db
        .prepare(
          `SELECT a.kind, a.vendor_code, COALESCE(SUM(l.amount_minor), 0) AS balance
             FROM ledger_accounts a LEFT JOIN journal_lines l ON l.account_id = a.id AND l.created_at <= ?3
            WHERE a.merchant_code = ?1 AND a.owner_id = ?2 GROUP BY a.id ORDER BY a.kind, a.vendor_code`,
        )
        .bind(b.merchant, b.accountId, b.asOf),
    ),
  ]);
  if (!account) throw new Error(`privacy: account ${b.accountId} not found`);
  b.data.brand = { merchant: b.merchant, name: account.brand_name };
  b.data.member = {
    username: account.username,
    nickname: account.nickname,
    countryDialingCode: account.country_dialing_code,
    mobile: account.mobile_num,
    email: account.email,
    payeeName: account.payee_name,
    registration: parsed(account.profile) ?? {},
    avatar: account.avatar,
    authenticator: account.totp_secret !== null,
    paymentPassword: account.payment_password !== null,
    createdAt: account.created_at,
    lastLoginAt: account.last_login_at,
  };
  b.data.sessions = sessions;
  b.data.logins = logins;
  b.data.balances = {
    wallets: balances.map((row) => ({ kind: row.kind, wallet: row.vendor_code, balance: minorToAmount(row.balance) })),
    // What the movements add up to: the wallets the member plays from (a held withdrawal is apart,
    // and so is the bonus wallet: its money is the brand's until a bonus's turnover is met).
    total: minorToAmount(balances.filter((row) => row.kind !== 'HELD' && row.kind !== 'BONUS').reduce((sum, row) => sum + row.balance, 0)),
  };
  // The bonus wallet's grants (docs/decisions/067): what each gave, asked and became.
  b.data.bonuses = await all(
    b.env.DB.prepare(
      `SELECT id, entry_key AS source, amount_minor / 100.0 AS amount, turnover_required_minor / 100.0 AS turnoverRequired,
              turnover_done_minor / 100.0 AS turnoverDone, status, created_at AS grantedAt, activated_at AS startedAt, expires_at AS expiresAt,
              ended_at AS endedAt, ended_minor / 100.0 AS ended
         FROM bonus_grants WHERE account_id = ?1 ORDER BY id`,
    ).bind(b.accountId),
  );
}

/** Consents, legal acceptances and confirmations, responsible-gaming settings and their history. */
async function choicesSection(b: ArchiveBuild): Promise<void> {
  const db = b.env.DB;
  const id = b.accountId;
  const [choices, consentHistory, acceptances, confirmations, limits, sessionSettings, exclusions, changes, prompts] = await Promise.all([
    all<{ granted: number }>(
      db.prepare('SELECT product, channel, granted, updated_at AS updatedAt FROM marketing_consents WHERE account_id = ?1 ORDER BY product, channel').bind(id),
    ),
    all<{ granted: number }>(
      db.prepare('SELECT product, channel, granted, at, ip FROM marketing_consent_history WHERE account_id = ?1 ORDER BY at, id').bind(id),
    ),
    acceptancesOf(db, id, ACCEPTANCES),
    confirmationsOf(db, id),
    all<Record<string, number | string | null>>(
      db
        .prepare(
          `SELECT kind, period, amount_minor, has_pending, pending_amount_minor, pending_effective_at, updated_at FROM rg_limits WHERE account_id = ?1 ORDER BY kind, period`,
        )
        .bind(id),
    ),
    db
      .prepare(
        'SELECT limit_minutes AS limitMinutes, pending_limit_minutes AS pendingMinutes, reality_check_minutes AS realityCheckMinutes, updated_at AS updatedAt FROM rg_session_settings WHERE account_id = ?1',
      )
      .bind(id)
      .first(),
    all(db.prepare('SELECT kind, length, starts_at AS startsAt, ends_at AS endsAt FROM rg_exclusions WHERE account_id = ?1 ORDER BY starts_at, id').bind(id)),
    all<Record<string, number | string | null>>(
      db
        .prepare(
          'SELECT what, kind, period, from_value AS "from", to_value AS "to", length, effective_at AS effectiveAt, ends_at AS endsAt, created_at AS createdAt FROM rg_changes WHERE account_id = ?1 ORDER BY created_at, id',
        )
        .bind(id),
    ),
    all(db.prepare('SELECT prompt, answer, answered_at AS answeredAt FROM rg_prompt_answers WHERE account_id = ?1 ORDER BY answered_at, id').bind(id)),
  ]);
  const amount = (minor: number | string | null | undefined) => (typeof minor === 'number' ? minorToAmount(minor) : null);
  const flag = <T extends { granted: number }>(row: T) => ({ ...row, granted: row.granted === 1 });
  b.data.consents = { choices: choices.map(flag), history: consentHistory.map(flag) };
  b.data.legal = {
    acceptances: [...acceptances].reverse().map((a) => ({ kind: a.kind, version: a.version, acceptedAt: a.accepted_at, ip: a.ip, via: a.via })),
    confirmations: confirmations.map((c) => ({ kind: c.kind, confirmedAt: c.confirmed_at })),
  };
  b.data.responsibleGaming = {
    limits: limits.map((row) => ({
      kind: row.kind,
      period: row.period,
      amount: amount(row.amount_minor),
      pending: row.has_pending === 1,
      pendingAmount: amount(row.pending_amount_minor),
      pendingEffectiveAt: row.pending_effective_at,
      updatedAt: row.updated_at,
    })),
    sessionSettings,
    exclusions,
    // A limit's change is in minor units (an amount on the wire); the session limit's and reality check's in minutes.
    changes: changes.map((c) => (c.what === 'LIMIT' ? { ...c, from: amount(c.from), to: amount(c.to) } : c)),
    promptAnswers: prompts,
  };
}

/** Inbox messages, feedback, complaints with their messages, identity documents: images and files listed by name and date. */
async function messagesSection(b: ArchiveBuild): Promise<void> {
  const db = b.env.DB;
  const inbox: ReturnType<typeof inboxView>[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await inboxPage(db, b.merchant, b.accountId, pageNo, SMALL_PAGE);
    inbox.push(...page.rows.map(inboxView));
    if (page.rows.length < SMALL_PAGE) break;
  }
  const [feedback, feedbackImages, complaints, complaintMessages, complaintImages, documents] = await Promise.all([
    all<{ id: number; content: string; status: string; answer: string | null; answered_at: number | null; created_at: number }>(
      db
        .prepare(
          'SELECT id, content, status, answer, answered_at, created_at FROM feedback WHERE merchant_code = ?1 AND account_id = ?2 ORDER BY created_at, id',
        )
        .bind(b.merchant, b.accountId),
    ),
    all<{ feedback_id: number; position: number; content_type: string; byte_size: number }>(
      db
        .prepare(
          `SELECT i.feedback_id, i.position, i.content_type, i.byte_size FROM feedback_images i JOIN feedback f ON f.id = i.feedback_id
            WHERE f.merchant_code = ?1 AND f.account_id = ?2 ORDER BY i.feedback_id, i.position`,
        )
        .bind(b.merchant, b.accountId),
    ),
    all<{
      id: number;
      reference: string;
      subject_kind: string;
      subject_ref: string | null;
      subject_summary: string | null;
      status: string;
      created_at: number;
      updated_at: number;
      final_answer_at: number | null;
      closed_at: number | null;
    }>(
      db
        .prepare(
          `SELECT id, reference, subject_kind, subject_ref, subject_summary, status, created_at, updated_at, final_answer_at, closed_at
             FROM complaints WHERE merchant_code = ?1 AND account_id = ?2 ORDER BY created_at, id`,
        )
        .bind(b.merchant, b.accountId),
    ),
    all<{ id: number; complaint_id: number; author: string; body: string; final: number; created_at: number }>(
      db
        .prepare(
          `SELECT m.id, m.complaint_id, m.author, m.body, m.final, m.created_at FROM complaint_messages m JOIN complaints c ON c.id = m.complaint_id
            WHERE c.merchant_code = ?1 AND c.account_id = ?2 ORDER BY m.created_at, m.id`,
        )
        .bind(b.merchant, b.accountId),
    ),
    all<{ message_id: number; position: number; content_type: string; byte_size: number }>(
      db
        .prepare(
          `SELECT i.message_id, i.position, i.content_type, i.byte_size FROM complaint_images i
             JOIN complaint_messages m ON m.id = i.message_id JOIN complaints c ON c.id = m.complaint_id
            WHERE c.merchant_code = ?1 AND c.account_id = ?2 ORDER BY i.message_id, i.position`,
        )
        .bind(b.merchant, b.accountId),
    ),
    all<{
      id: number;
      kind: string;
      state: string;
      content_type: string;
      byte_size: number;
      created_at: number;
      decided_at: number | null;
      expires_at: number | null;
    }>(
      db
        .prepare(
          'SELECT id, kind, state, content_type, byte_size, created_at, decided_at, expires_at FROM kyc_documents WHERE merchant_code = ?1 AND account_id = ?2 ORDER BY created_at, id',
        )
        .bind(b.merchant, b.accountId),
    ),
  ]);
  b.data.inbox = inbox.reverse();
  b.data.feedback = feedback.map((f) => ({
    id: f.id,
    content: f.content,
    status: f.status,
    answer: f.answer,
    answeredAt: f.answered_at,
    createdAt: f.created_at,
    images: feedbackImages
      .filter((i) => i.feedback_id === f.id)
      .map((i) => ({
        name: `feedback-${f.id}-${i.position}.${extensionOf(i.content_type)}`,
        contentType: i.content_type,
        size: i.byte_size,
        at: f.created_at,
      })),
  }));
  b.data.complaints = complaints.map((c) => ({
    reference: c.reference,
    subject: { kind: c.subject_kind, ref: c.subject_ref, summary: parsed(c.subject_summary) },
    status: c.status,
    createdAt: c.created_at,
    updatedAt: c.updated_at,
    finalAnswerAt: c.final_answer_at,
    closedAt: c.closed_at,
    messages: complaintMessages
      .filter((m) => m.complaint_id === c.id)
      .map((m) => ({
        id: m.id,
        author: m.author,
        body: m.body,
        final: m.final === 1,
        createdAt: m.created_at,
        images: complaintImages
          .filter((i) => i.message_id === m.id)
          .map((i) => ({
            name: `complaint-${c.reference}-${m.id}-${i.position}.${extensionOf(i.content_type)}`,
            contentType: i.content_type,
            size: i.byte_size,
            at: m.created_at,
          })),
      })),
  }));
  b.data.documents = documents.map((d) => ({
    name: `document-${d.id}-${d.kind.toLowerCase()}.${extensionOf(d.content_type)}`,
    kind: d.kind,
    state: d.state,
    contentType: d.content_type,
    size: d.byte_size,
    at: d.created_at,
    decidedAt: d.decided_at,
    expiresAt: d.expires_at,
  }));
}

/** Deposits, withdrawals and transfers, as the member's lists show them, oldest first; deposits.csv and withdrawals.csv. */
async function paymentsSection(b: ArchiveBuild): Promise<void> {
  const db = b.env.DB;
  const deposits: DepositOnWire[] = [];
  for (let offset = 0; ; offset += SMALL_PAGE) {
    const page = await memberDeposits(db, b.merchant, b.accountId, { offset, size: SMALL_PAGE }, b.text);
    deposits.push(...page.list);
    if (page.list.length < SMALL_PAGE) break;
  }
  const withdrawals: WithdrawalView[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await withdrawalsOf(db, b.merchant, b.accountId, pageNo, SMALL_PAGE);
    withdrawals.push(...page.rows.map((row) => withdrawalView(row, b.asOf)));
    if (page.rows.length < SMALL_PAGE) break;
  }
  const transfers = await all<{
    id: number;
    kind: string;
    from_account_id: number;
    from_username: string | null;
    to_username: string | null;
    from_wallet: string;
    to_wallet: string;
    amount_minor: number;
    status: string;
    created_at: number;
    completed_at: number | null;
  }>(
    db
      .prepare(
        `SELECT t.id, t.kind, t.from_account_id, f.username AS from_username, r.username AS to_username, t.from_wallet, t.to_wallet,
                t.amount_minor, t.status, t.created_at, t.completed_at
           FROM transfers t LEFT JOIN accounts f ON f.id = t.from_account_id LEFT JOIN accounts r ON r.id = t.to_account_id
          WHERE t.merchant_code = ?1 AND (t.from_account_id = ?2 OR t.to_account_id = ?2) ORDER BY t.created_at, t.id`,
      )
      .bind(b.merchant, b.accountId),
  );
  deposits.reverse();
  withdrawals.reverse();
  b.data.deposits = deposits;
  b.data.withdrawals = withdrawals;
  b.data.transfers = transfers.map((t) => ({
    id: t.id,
    kind: t.kind,
    direction: t.from_account_id === b.accountId ? 'OUT' : 'IN',
    from: t.kind === 'WALLET' ? t.from_wallet : t.from_username,
    to: t.kind === 'WALLET' ? t.to_wallet : t.to_username,
    amount: minorToAmount(t.amount_minor),
    status: t.status,
    createdAt: t.created_at,
    completedAt: t.completed_at,
  }));
  b.files['deposits.csv'] = csvFile(
    ['time', 'depositId', 'status', 'method', 'bankType', 'amount', 'settledAt'],
    deposits.map((d) => [isoTime(d.createdAt), d.depositId, d.status, d.methodName, d.bankType, amountText(amountMinor(d.amount)), isoTime(d.settledAt)]),
  );
  b.files['withdrawals.csv'] = csvFile(
    ['time', 'withdrawalId', 'status', 'amount', 'bank', 'receipt', 'decidedAt', 'confirmedAt'],
    withdrawals.map((w) => [
      isoTime(w.createdAt),
      w.id,
      w.status,
      amountText(amountMinor(w.amount)),
      w.card?.bankName ?? '',
      w.receipt ?? '',
      isoTime(w.decidedAt),
      isoTime(w.confirmedAt),
    ]),
  );
}

/** A records read over all time up to the build's moment, oldest first, a page of PAGE rows at a time (the records' own reads and mapping). */
async function allPages<Row>(
  read: (range: { startTime: number; endTime: number; pageNo: number; pageSize: number; order: 'asc'; sort: 'time' }) => Promise<{ list: Row[] }>,
  asOf: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await read({ startTime: 0, endTime: asOf + 1, pageNo, pageSize: PAGE, order: 'asc', sort: 'time' });
    rows.push(...page.list);
    if (page.list.length < PAGE) return rows;
  }
}

/** Every betting record, oldest first, a page at a time; bets.csv. */
async function betsSection(b: ArchiveBuild): Promise<void> {
  const bets: BetRecord[] = await allPages((range) => memberBets(b.env.DB, b.merchant, b.accountId, b.suffix, range), b.asOf);
  b.data.bets = bets;
  b.files['bets.csv'] = csvFile(
    ['time', 'roundId', 'game', 'vendor', 'gameType', 'stake', 'validBet', 'payout', 'winLoss', 'status'],
    bets.map((r) => [
      isoTime(r.time),
      r.roundId,
      r.gameName,
      r.vendorCode,
      r.gameType,
      amountText(amountMinor(r.stake)),
      amountText(amountMinor(r.validBet)),
      amountText(amountMinor(r.payout)),
      r.winLoss === null ? '' : amountText(amountMinor(r.winLoss)),
      r.status,
    ]),
  );
}

/** Every movement of the member's wallets as ODSFE2_MemTransDet gives them, over all time, oldest first; ledger.csv. */
async function ledgerSection(b: ArchiveBuild): Promise<void> {
  const ledger: Movement[] = await allPages((range) => memberTransactions(b.env.DB, b.merchant, b.accountId, b.suffix, range), b.asOf);
  b.data.ledger = ledger;
  b.files['ledger.csv'] = csvFile(
    ['time', 'entryId', 'type', 'group', 'status', 'amount', 'wallet', 'reference'],
    ledger.map((m) => [isoTime(m.time), m.entryId, m.type, m.group, m.status, amountText(amountMinor(m.amount)), m.wallet, m.reference]),
  );
}

/** The sections in the order a build reads them; progress is recorded after each. */
export const SECTIONS: readonly { name: string; read: (b: ArchiveBuild) => Promise<void> }[] = [
  { name: 'member', read: memberSection },
  { name: 'choices', read: choicesSection },
  { name: 'messages', read: messagesSection },
  { name: 'payments', read: paymentsSection },
  { name: 'bets', read: betsSection },
  { name: 'ledger', read: ledgerSection },
];

/** The keys of data.json in the order the archive writes them. */
const DATA_ORDER = [
  'format',
  'generatedAt',
  'brand',
  'member',
  'sessions',
  'logins',
  'consents',
  'legal',
  'responsibleGaming',
  'inbox',
  'feedback',
  'complaints',
  'documents',
  'deposits',
  'withdrawals',
  'transfers',
  'bets',
  'ledger',
  'balances',
];

/** The ZIP: data.json and the CSV files, deflated. */
export function zipArchive(b: ArchiveBuild): Uint8Array {
  const data = Object.fromEntries(DATA_ORDER.filter((key) => key in b.data).map((key) => [key, b.data[key]]));
  const mtime = new Date(b.asOf);
  const entries: Record<string, [Uint8Array, { mtime: Date }]> = { 'data.json': [strToU8(JSON.stringify(data, null, 2)), { mtime }] };
  for (const name of ['ledger.csv', 'bets.csv', 'deposits.csv', 'withdrawals.csv']) {
    const text = b.files[name];
    if (text !== undefined) entries[name] = [strToU8(text), { mtime }];
  }
  return zipSync(entries, { level: 6 });
}
