/**
 * The go-live check: every read a visitor's pages make (and, with a test account, a member's),
 * sent to a platform and each answer read by its row's schema (gateway/upstream/endpoints.ts), so a
 * brand sees before pointing the portal at its live platform which calls answer as the portal
 * expects, which differ and where, which features the platform does not offer, and which fail.
 *
 * Pure over `fetch`: the CLI (scripts/check-platform.ts) passes Node's, the integration test the
 * reference platform's in workerd. It never sends a write: only GET rows, and with a test account
 * the login and, at the end, the logout. The token and the password never reach the report.
 */
import { endpoints, type EndpointDef, type EndpointName } from '#gateway/upstream/endpoints';
import { classifyAnswer, classifyError, type Issue, type RowStatus, type Verdict } from './classify';
import { ProbeTimeout, probe, type FetchLike, type ProbeTarget } from './probe';
import { goLiveEntry, isSkipped, type CheckedRow, type SampleContext, type SampleQuery, type SampleResult } from './rows';
import { CheckSession } from './session';

export const DEFAULTS = {
  language: 'en',
  encryption: 'legacy',
  timeoutMs: 8000,
  runTimeoutMs: 90_000,
  concurrency: 4,
} as const;

export interface GoLiveOptions {
  fetch: FetchLike;
  /** The platform's base URL (http or https). */
  url: string;
  merchant: string;
  /** The visitor's language, such as en or ko (sent upper case). */
  language?: string;
  /** A test account: the member's reads are checked too. */
  account?: { username: string; password: string };
  /** How the login is sealed: `legacy` for live platforms (the default), `modern` between our own Workers. */
  encryption?: 'legacy' | 'modern';
  /** Each call's time limit. */
  timeoutMs?: number;
  /** The whole run's time limit: calls not answered by then fail. */
  runTimeoutMs?: number;
  /** Calls at once (a live platform is not to be flooded). */
  concurrency?: number;
  now?: () => Date;
}

export type Audience = 'guest' | 'member' | 'agent';

export interface RowReport {
  row: string;
  method: EndpointDef['method'];
  path: string;
  audience: Audience;
  status: RowStatus;
  /** Short: the differing fields, the error, or the feature the portal hides. */
  detail: string;
  /** null when the call was never sent. */
  ms: number | null;
  feature: string;
  issues?: Issue[];
  platformCode?: string;
}

export interface SkippedReport {
  row: string;
  reason: string;
}

export interface GoLiveSummary {
  asExpected: number;
  differs: number;
  notAvailable: number;
  failed: number;
  skipped: number;
}

export interface GoLiveReport {
  platform: string;
  merchant: string;
  language: string;
  encryption: 'legacy' | 'modern';
  withAccount: boolean;
  startedAt: string;
  ms: number;
  rows: RowReport[];
  skipped: SkippedReport[];
  summary: GoLiveSummary;
  /** Nothing differs and nothing failed (features the platform does not offer are not failures). */
  ok: boolean;
}

export const WRITE_REASON = 'a write (never sent)';
export const NO_ACCOUNT_REASON = 'needs a test account (--username, --password)';

interface Planned {
  name: EndpointName;
  def: EndpointDef;
  entry: CheckedRow;
  audience: Audience;
}

/** The platform's base URL as the gateway keeps it (env.ts): origin and path, no trailing slash. */
export function baseUrlOf(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`not an http(s) URL: ${url}`);
  return parsed.origin + parsed.pathname.replace(/\/$/, '');
}

/**
 * Which rows the run reads and which it does not, with why. Generic over the endpoint table: a
 * GET row is read as the go-live table says (rows.ts); any other method is a write.
 */
export function planRows(options: { withAccount: boolean; encryption: 'legacy' | 'modern' }) {
  const guest: Planned[] = [];
  const member: Planned[] = [];
  const skipped: SkippedReport[] = [];
  for (const [name, def] of Object.entries(endpoints) as [EndpointName, EndpointDef][]) {
    const entry = goLiveEntry(name);
    const postRead = def.method === 'POST' && entry !== undefined && !isSkipped(entry) && entry.readBody !== undefined;
    if (def.method !== 'GET' && !postRead) {
      // The login and the logout are sent, as the session's own calls, when there is an account.
      if ((name === 'login' || name === 'logout') && options.withAccount) continue;
      const reason = name === 'login' || name === 'logout' ? NO_ACCOUNT_REASON : entry && isSkipped(entry) ? entry.skip : WRITE_REASON;
      skipped.push({ row: name, reason });
      continue;
    }
    if (!entry) {
      skipped.push({ row: name, reason: 'not in the go-live table (gateway/golive/rows.ts)' });
      continue;
    }
    if (isSkipped(entry)) {
      skipped.push({ row: name, reason: entry.skip });
      continue;
    }
    if (entry.scheme && entry.scheme !== options.encryption) {
      skipped.push({ row: name, reason: `the ${entry.scheme} scheme's key (the login is sealed with ${options.encryption})` });
      continue;
    }
    if (def.token === 'required') {
      if (!options.withAccount) skipped.push({ row: name, reason: NO_ACCOUNT_REASON });
      else member.push({ name, def, entry, audience: entry.agentsOnly ? 'agent' : 'member' });
      continue;
    }
    guest.push({ name, def, entry, audience: 'guest' });
  }
  return { guest, member, skipped };
}

/** Runs `work` over `items`, at most `limit` at once. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Replaces every occurrence of a secret in the report's text (a platform may echo what it was sent). */
export function redact<T>(report: T, secrets: (string | null | undefined)[]): T {
  let text = JSON.stringify(report);
  for (const secret of secrets) {
    if (!secret || secret.length < 4) continue;
    text = text.split(JSON.stringify(secret).slice(1, -1)).join('***');
  }
  return JSON.parse(text) as T;
}

export function summarize(rows: RowReport[], skipped: SkippedReport[]): GoLiveSummary {
  const count = (status: RowStatus) => rows.filter((row) => row.status === status).length;
  return {
    asExpected: count('as expected'),
    differs: count('differs'),
    notAvailable: count('not available'),
    failed: count('failed'),
    skipped: skipped.length,
  };
}

export async function runGoLiveCheck(options: GoLiveOptions): Promise<GoLiveReport> {
  const started = Date.now();
  const now = options.now ?? (() => new Date());
  const startedAt = now();
  const encryption = options.encryption ?? DEFAULTS.encryption;
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const target: ProbeTarget = {
    baseUrl: baseUrlOf(options.url),
    merchant: options.merchant,
    language: (options.language ?? DEFAULTS.language).toUpperCase(),
  };
  const { guest, member, skipped } = planRows({ withAccount: Boolean(options.account), encryption });
  const rows: RowReport[] = [];
  const answers = new Map<EndpointName, unknown>();

  const deadline = new AbortController();
  const runTimeoutMs = options.runTimeoutMs ?? DEFAULTS.runTimeoutMs;
  const timer = setTimeout(() => deadline.abort(new ProbeTimeout(runTimeoutMs, 'run')), runTimeoutMs);

  const context: SampleContext = {
    merchant: target.merchant,
    language: target.language,
    now: startedAt,
    answer: (row) => answers.get(row),
  };

  const report = (planned: Planned, verdict: Verdict, ms: number | null) => {
    let { status, detail } = verdict;
    if (status === 'not available') {
      // An essential row missing is no hidden feature: the portal cannot run without it.
      if (planned.entry.essential) [status, detail] = ['failed', `not available (${detail}), but the portal cannot run without ${planned.entry.feature}`];
      else detail = `${detail}: the portal hides ${planned.entry.feature}`;
    }
    rows.push({
      row: planned.name,
      method: planned.def.method,
      path: planned.def.path,
      audience: planned.audience,
      status,
      detail,
      ms,
      feature: planned.entry.feature,
      ...(verdict.issues ? { issues: verdict.issues } : {}),
      ...(verdict.platformCode ? { platformCode: verdict.platformCode } : {}),
    });
  };

  const readRow = async (planned: Planned, token: string | null) => {
    const { entry } = planned;
    const skip = (reason: string) => {
      skipped.push({ row: planned.name, reason });
    };
    if (entry.agentsOnly) {
      const info = answers.get('memberInfo') as { isAgent?: boolean } | undefined;
      if (!info) return skip('agents only, and memberInfo did not say whether the account is an agent');
      if (info.isAgent !== true) return skip('agents only (the test account is not an agent)');
    }
    if (entry.membersOnly) {
      const info = answers.get('memberInfo') as { isAgent?: boolean } | undefined;
      if (!info) return skip('members only, and memberInfo did not say whether the account is an agent');
      if (info.isAgent === true) return skip('members only (the test account is an agent)');
    }
    let sample: SampleResult;
    try {
      sample = typeof entry.query === 'function' ? entry.query(context) : (entry.query ?? {});
    } catch (error) {
      // A sample built from an answer of an unexpected shape is the table's fault, reported on its row.
      return report(planned, { status: 'failed', detail: `no sample query: ${error instanceof Error ? error.message : String(error)}` }, null);
    }
    if ('skip' in sample && typeof sample.skip === 'string') return skip(sample.skip);
    const startedRow = Date.now();
    let verdict: Verdict;
    try {
      const body = entry.readBody?.(context);
      const answer = await probe(options.fetch, target, planned.def, { query: sample as SampleQuery, body, token, timeoutMs, run: deadline.signal });
      verdict = classifyAnswer(planned.def, answer);
    } catch (error) {
      verdict = classifyError(error);
    }
    if (verdict.status === 'as expected') answers.set(planned.name, verdict.value);
    report(planned, verdict, Date.now() - startedRow);
  };

  /** Rows in waves: a row runs once the rows it takes its query from (and, for agents' rows, memberInfo) have. */
  const readAll = async (planned: Planned[], token: string | null) => {
    const inPlan = new Set(planned.map((p) => p.name));
    const done = new Set<EndpointName>();
    const waitsFor = (p: Planned) =>
      [p.entry.needs, p.entry.agentsOnly || p.entry.membersOnly ? ('memberInfo' as const) : undefined].filter((n): n is EndpointName => !!n && inPlan.has(n));
    let pending = planned;
    while (pending.length > 0) {
      const ready = pending.filter((p) => waitsFor(p).every((n) => done.has(n)));
      if (ready.length === 0) {
        for (const p of pending) skipped.push({ row: p.name, reason: `waits for ${waitsFor(p).join(', ')}, which waits for it (rows.ts)` });
        break;
      }
      await pool(ready, options.concurrency ?? DEFAULTS.concurrency, (p) => readRow(p, token));
      for (const p of ready) done.add(p.name);
      pending = pending.filter((p) => !ready.includes(p));
    }
  };

  const sessionRow = (name: 'login' | 'logout'): Planned => ({
    name,
    def: endpoints[name],
    entry: { feature: name === 'login' ? 'login' : 'logout', essential: true },
    audience: 'member',
  });

  // Cut from the report at the end, should a platform echo one in a message.
  const secrets: (string | null)[] = [options.account?.password ?? null];
  try {
    await readAll(guest, null);
    if (options.account) {
      const session = new CheckSession({ fetch: options.fetch, target, scheme: encryption, timeoutMs });
      const login = await session.login(options.account.username, options.account.password, deadline.signal);
      secrets.push(session.issuedToken);
      report(sessionRow('login'), login.verdict, login.ms);
      const token = session.memberToken;
      if (token) await readAll(member, token);
      else {
        const reason = login.needSecondStep
          ? 'the login asks for a second step (a new address or device): use an account without one'
          : 'the login did not succeed';
        for (const p of member) skipped.push({ row: p.name, reason });
      }
      if (token || login.needSecondStep) {
        const logout = await session.logout();
        report(sessionRow('logout'), logout.verdict, logout.ms);
      }
    }
  } finally {
    clearTimeout(timer);
  }

  const order = Object.keys(endpoints);
  const place = (row: RowReport) => (row.audience === 'guest' ? 0 : row.row === 'login' ? 1 : row.row === 'logout' ? 3 : 2);
  rows.sort((a, b) => place(a) - place(b) || order.indexOf(a.row) - order.indexOf(b.row));
  skipped.sort((a, b) => order.indexOf(a.row) - order.indexOf(b.row));
  const summary = summarize(rows, skipped);
  const result: GoLiveReport = {
    platform: target.baseUrl,
    merchant: target.merchant,
    language: target.language,
    encryption,
    withAccount: Boolean(options.account),
    startedAt: startedAt.toISOString(),
    ms: Date.now() - started,
    rows,
    skipped,
    summary,
    ok: summary.differs === 0 && summary.failed === 0,
  };
  // No verdict carries the token or the password by construction; this is for a platform that echoes them.
  return redact(result, secrets);
}
