/**
 * Contract statements reconciled (docs/platform-protocol.md "Contracts", ADR 033): every
 * statement's figures against the brute-force model (contracts-model.ts) over the raw bets, one
 * statement per contract and period of the brand's zone and no other, the lives the platform
 * recorded against the harness's log, and the ledger: what moved for each PAID or FORCED statement
 * equals its amount, nothing moved for the others, and every wallet holds what the history put in.
 */
import type { StatementRow, ContractRow } from '../../platform/src/modules/contracts/rows';
import { bruteFigures, periodsOfLife, teamOf, type ContractModel, type TeamBet, type Window } from './contracts-model';
import type { ContractRun } from './contracts-world';
import type { Check, World } from './reconciliation';

/** A dividend is due for 24 hours after its period ends (the protocol's dueAt = period end + 24 hours). */
const ISSUE_WINDOW = 24 * 3_600_000;

const iso = (t: number | null) => (t === null ? 'open' : new Date(t).toISOString());

/** Keys in a fixed order, so that two objects compare by value (the harness compares JSON). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
  );
}

type Checker = (what: string, got: unknown, want: unknown) => void;

function rows<T>(w: World, sql: string, params: (string | number)[] = []): T[] {
  return w.d1.query(sql, params) as T[];
}

/** The ledger as the checks read it, loaded once: entry lines by key and owner, the contract payments' stored answers, the transfers. */
interface Ledger {
  lines: Map<string, number>;
  sent: Map<string, number>;
  transfers: Map<number, { from: number; to: number; amount: number; status: string }>;
}

function loadLedger(w: World): Ledger {
  const lines = new Map<string, number>();
  for (const r of rows<{ entry_key: string; owner_id: number; n: number }>(
    w,
    'SELECT e.entry_key, l.owner_id, SUM(l.amount_minor) AS n FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id GROUP BY e.entry_key, l.owner_id',
  ))
    lines.set(`${r.entry_key} ${r.owner_id}`, r.n);
  const sent = new Map<string, number>();
  for (const r of rows<{ account_id: number; idem_key: string; response: string }>(
    w,
    "SELECT account_id, idem_key, response FROM money_requests WHERE operation = 'player.send' AND idem_key LIKE 'contract-statement:%'",
  ))
    sent.set(`${r.idem_key} ${r.account_id}`, (JSON.parse(r.response) as { transferId: number }).transferId);
  const transfers = new Map(
    rows<{ id: number; from_account_id: number; to_account_id: number; amount_minor: number; status: string }>(w, 'SELECT * FROM transfers').map((t) => [
      t.id,
      { from: t.from_account_id, to: t.to_account_id, amount: t.amount_minor, status: t.status },
    ]),
  );
  return { lines, sent, transfers };
}

/** What the ledger moved for one statement: out of the upline's wallet (its keyed transfer), into the downline's (that transfer, or the brand's forced bonus). */
function moved(ledger: Ledger, s: StatementRow) {
  const transferId = ledger.sent.get(`contract-statement:${s.id} ${s.upline_id}`) ?? null;
  const line = (key: string, owner: number) => ledger.lines.get(`${key} ${owner}`) ?? 0;
  return {
    transferId,
    transfer: transferId === null ? null : (ledger.transfers.get(transferId) ?? null),
    fromUpline: transferId === null ? 0 : -line(`transfer:${transferId}:out`, s.upline_id),
    toDownline: (transferId === null ? 0 : line(`transfer:${transferId}:in`, s.downline_id)) + line(`contract-forced:${s.id}`, s.downline_id),
  };
}

/** The statuses a statement may end in, by its kind and amount (ADR 033 "Schedule", "Dividends and the freeze"). */
function allowedStatuses(s: StatementRow): string[] {
  if (s.amount_minor === 0) return ['NOTHING'];
  return s.kind === 'DIVIDEND' ? ['DUE', 'PAID', 'FORCED'] : ['UNPAID', 'PAID'];
}

/** One statement: its figures, its status and what the ledger moved for it. */
function checkStatement(
  run: ContractRun,
  ledger: Ledger,
  c: ContractModel,
  team: Set<number>,
  teamBets: TeamBet[],
  window: Window,
  s: StatementRow,
  check: Checker,
): void {
  const from = Math.max(window.start, c.startedAt);
  const to = Math.min(window.end, c.endedAt ?? Number.POSITIVE_INFINITY);
  const want = bruteFigures(c.kind, c.terms, team, teamBets, from, to, window.start);
  const got = {
    betCount: s.bet_count,
    turnover: s.turnover_minor,
    validBet: s.valid_minor,
    loss: s.loss_minor,
    activePlayers: s.active_players,
    wonValidBet: s.won_valid_minor,
    lostValidBet: s.lost_valid_minor,
    tierIndex: s.tier_index,
    tier: s.tier === null ? null : JSON.parse(s.tier),
    rateBp: s.rate_bp,
    base: s.base_minor,
    amount: s.amount_minor,
  };
  const label = `period ${iso(window.start)}..${iso(window.end)} (counted ${iso(from)}..${iso(to)})`;
  check(`${label}: figures`, canonical(got), canonical(want));
  check(
    `${label}: parties`,
    { kind: s.kind, upline: s.upline_id, downline: s.downline_id, end: s.period_end },
    { kind: c.kind, upline: c.upline, downline: c.downline, end: window.end },
  );
  const allowed = allowedStatuses(s);
  check(`${label}: status`, s.status, allowed.includes(s.status) ? s.status : allowed.join(' or '));
  check(`${label}: due`, s.due_at, s.kind === 'DIVIDEND' && s.amount_minor > 0 ? window.end + ISSUE_WINDOW : null);
  checkMoney(run, ledger, s, label, check);
}

/** PAID and FORCED moved exactly the amount, from the payer named; the others moved nothing. */
function checkMoney(run: ContractRun, ledger: Ledger, s: StatementRow, label: string, check: Checker): void {
  const money = moved(ledger, s);
  const paid = s.status === 'PAID' || s.status === 'FORCED';
  const byUpline = paid && s.payer === 'UPLINE';
  check(
    `${label}: ledger moved for ${s.status} (payer ${s.payer})`,
    { fromUpline: money.fromUpline, toDownline: money.toDownline, transfer: money.transfer, transferId: s.transfer_id },
    {
      fromUpline: byUpline ? s.amount_minor : 0,
      toDownline: paid ? s.amount_minor : 0,
      transfer: byUpline ? { from: s.upline_id, to: s.downline_id, amount: s.amount_minor, status: 'COMPLETED' } : null,
      transferId: byUpline ? money.transferId : null,
    },
  );
  // The upline pays; only a forced dividend may fall to the brand (ADR 033 "Who pays").
  const payers: (string | null)[] = s.status === 'PAID' ? ['UPLINE'] : s.status === 'FORCED' ? ['UPLINE', 'BRAND'] : [null];
  check(`${label}: payer`, s.payer, payers.includes(s.payer) ? s.payer : payers.join(' or '));
  check(`${label}: paid, and after the period ended, or not paid`, paid ? s.paid_at !== null && s.paid_at >= s.period_end : s.paid_at === null, true);
  if (s.kind === 'DIVIDEND' && s.due_at !== null) {
    // Issued by the upline only before the deadline; forced only at or after it; still due only if no run came after it.
    if (s.status === 'PAID') check(`${label}: issued before its deadline`, s.paid_at! < s.due_at, true);
    if (s.status === 'FORCED') check(`${label}: forced at or after its deadline`, s.paid_at! >= s.due_at, true);
    if (s.status === 'DUE') check(`${label}: still due only before its deadline`, s.due_at > run.horizon, true);
  }
}

/** One contract: its life as recorded, its periods, each statement, and every bet of its life counted once. */
function checkContract(
  w: World,
  run: ContractRun,
  ledger: Ledger,
  c: ContractModel,
  row: ContractRow | undefined,
  statements: StatementRow[],
  check: Checker,
): void {
  check(
    'life',
    row && { status: row.status, startedAt: row.started_at, endedAt: row.ended_at, endReason: row.end_reason, topRateBp: row.top_rate_bp, period: row.period },
    { status: c.status, startedAt: c.startedAt, endedAt: c.endedAt, endReason: c.endReason, topRateBp: c.topRateBp, period: c.period },
  );
  // The terms as the platform parsed them from the wire equal those the harness meant (minor units).
  check('terms', row && canonical(JSON.parse(row.terms)), canonical(c.terms));
  const end = c.endedAt ?? Number.POSITIVE_INFINITY;
  const windows = periodsOfLife(c.startedAt, end, c.period, w.zone, run.horizon);
  const byStart = new Map(statements.map((s) => [s.period_start, s]));
  const wanted = new Set(windows.map((x) => x.start));
  check(
    'one statement per period of its life, and no other',
    {
      count: statements.length,
      missing: windows.filter((x) => !byStart.has(x.start)).map((x) => iso(x.start)),
      extra: statements.filter((s) => !wanted.has(s.period_start)).map((s) => iso(s.period_start)),
    },
    { count: windows.length, missing: [], extra: [] },
  );
  const sorted = [...statements].sort((a, b) => a.period_start - b.period_start);
  const gap = sorted.find((s, i) => s.period_end <= s.period_start || (i > 0 && s.period_start !== sorted[i - 1]!.period_end));
  check('periods contiguous, not overlapping', gap ? iso(gap.period_start) : null, null);
  if (sorted.length > 0) check('the first period holds the start', sorted[0]!.period_start <= c.startedAt && c.startedAt < sorted[0]!.period_end, true);
  const team = teamOf(w.accounts, c.downline);
  // Only the team's bets can count (the model filters again; this only saves time).
  const teamBets = run.bets.filter((b) => team.has(b.account));
  for (const window of windows) {
    const s = byStart.get(window.start);
    if (s) checkStatement(run, ledger, c, team, teamBets, window, s, check);
  }
  // Nothing outside the life: the statements together count exactly the team's bets of [start, end) up to the last period settled.
  const last = windows.at(-1)?.end ?? c.startedAt;
  const inLife = (b: TeamBet) => b.status === 'SETTLED' && b.settledAt! >= c.startedAt && b.settledAt! < Math.min(end, last) && team.has(b.account);
  check(
    'its statements count every bet of its life once',
    statements.reduce((n, s) => n + s.bet_count, 0),
    teamBets.filter(inLife).length,
  );
}

/** Every wallet holds the world's credits, the harness's funding, and the contract money in minus out. */
function checkBooks(w: World, run: ContractRun, statements: StatementRow[], check: Checker): void {
  const want = new Map<number, number>();
  const add = (id: number, amount: number) => want.set(id, (want.get(id) ?? 0) + amount);
  for (const c of w.credits) add(c.account, c.amount);
  for (const [id, amount] of run.funding) add(id, amount);
  for (const s of statements) {
    if (s.status !== 'PAID' && s.status !== 'FORCED') continue;
    add(s.downline_id, s.amount_minor);
    if (s.payer === 'UPLINE') add(s.upline_id, -s.amount_minor);
  }
  const got = new Map(
    rows<{ owner_id: number; balance_minor: number }>(w, "SELECT owner_id, balance_minor FROM ledger_accounts WHERE owner_id > 0 AND kind = 'MAIN'").map(
      (r) => [r.owner_id, r.balance_minor],
    ),
  );
  for (const a of w.accounts) check(`books: u${a.id}'s wallet`, got.get(a.id) ?? 0, want.get(a.id) ?? 0);
  const transit = rows<{ n: number | null }>(w, "SELECT SUM(balance_minor) AS n FROM ledger_accounts WHERE owner_id = 0 AND kind = 'TRANSIT'")[0]?.n ?? 0;
  check('books: nothing left in transit', transit, 0);
  const paidByUpline = statements.filter((s) => (s.status === 'PAID' || s.status === 'FORCED') && s.payer === 'UPLINE');
  check(
    'books: one player transfer per statement an upline paid',
    rows<{ n: number }>(w, "SELECT COUNT(*) AS n FROM transfers WHERE kind = 'PLAYER'")[0]!.n,
    paidByUpline.length,
  );
  // A dividend forced is a freeze of its upline (ADR 033), and nothing else freezes anyone here.
  const forced = statements.filter((s) => s.status === 'FORCED');
  const freezes = rows<{ statement_id: number; account_id: number; reason: string }>(
    w,
    'SELECT statement_id, account_id, reason FROM account_freezes ORDER BY statement_id',
  );
  check(
    'freezes: one per forced dividend, of its upline',
    freezes,
    forced.map((s) => ({ statement_id: s.id, account_id: s.upline_id, reason: 'DIVIDEND_NOT_ISSUED' })).sort((a, b) => a.statement_id - b.statement_id),
  );
  const disabled = rows<{ id: number }>(w, "SELECT id FROM accounts WHERE status = 'DISABLED' ORDER BY id").map((r) => r.id);
  check(
    'freezes: the frozen accounts are disabled',
    disabled,
    [...new Set(forced.map((s) => s.upline_id))].sort((a, b) => a - b),
  );
}

/** Every check of the contract phase of one world; each names its contract and period. */
export function checkContracts(w: World, run: ContractRun): Check[] {
  const checks: Check[] = [];
  const statements = rows<StatementRow>(w, 'SELECT * FROM contract_statements ORDER BY contract_id, period_start');
  const contracts = new Map(rows<ContractRow>(w, 'SELECT * FROM contracts').map((r) => [r.id, r]));
  const ledger = loadLedger(w);
  for (const call of run.unexpected) checks.push({ what: `a platform call threw: ${call}`, got: 'threw', want: 'an answer' });
  check(
    'contracts: every signed contract is one row, nothing else in force',
    [...contracts.values()].filter((r) => r.started_at !== null).length,
    run.lives.contracts.length,
  );
  for (const c of run.lives.contracts) {
    const label = `contract #${c.id} ${c.kind}/${c.period} u${c.upline}→u${c.downline} ${iso(c.startedAt)}..${iso(c.endedAt)}`;
    checkContract(
      w,
      run,
      ledger,
      c,
      contracts.get(c.id),
      statements.filter((s) => s.contract_id === c.id),
      (what, got, want) => checks.push({ what: `${label}: ${what}`, got, want }),
    );
  }
  const known = new Set(run.lives.contracts.map((c) => c.id));
  check(
    'statements: none of a contract never signed',
    statements.filter((s) => !known.has(s.contract_id)).map((s) => s.id),
    [],
  );
  checkBooks(w, run, statements, check);
  return checks;

  function check(what: string, got: unknown, want: unknown) {
    checks.push({ what, got, want });
  }
}
