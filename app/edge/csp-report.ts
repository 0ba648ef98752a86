/**
 * Where the browsers of the portal's pages report what their Content-Security-Policy refused
 * (`report-to` and, for browsers without the Reporting API, `report-uri`; the directives and the
 * Reporting-Endpoints header come from ./response-headers.ts). Each report is logged as one
 * compact line and counted; nothing is stored. The Worker answers it before the edge guard and
 * Remix (app/entry.worker.ts), as it answers its development routes.
 *
 * Anyone can post here, so it is bounded: POST only, the two report types (`application/reports+json`,
 * `application/csp-report`), a small body, a few reports a post, a few posts a minute per address;
 * a body that is not a report is a 400, never a 500.
 */
import { addressKey, boundedRequest } from '#gateway/index';

export const CSP_REPORT_PATH = '/__csp-report';
/** The Reporting API's endpoint name the CSP's `report-to` names. */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/** A report is about a kilobyte (the policy it quotes); a browser sends a batch of a few. */
export const MAX_REPORT_BODY_BYTES = 64 * 1024;
/** Reports logged from one post; the rest of a batch is counted only. */
export const MAX_REPORTS_LOGGED_PER_POST = 10;
/** Posts one address may make in a minute, in an isolate. */
export const MAX_POSTS_PER_MINUTE = 20;
const WINDOW_MS = 60_000;
/** Addresses remembered at once; past this, windows that are over are forgotten first. */
const MAX_ADDRESSES = 10_000;

const REPORTS_JSON = 'application/reports+json';
const CSP_REPORT = 'application/csp-report';

const noStore = { 'cache-control': 'no-store' };

/** What a report says, reduced to what a log line needs. */
export interface CspViolation {
  directive: string;
  blocked: string;
  document: string;
  disposition: string;
  source: string;
}

/** Reports counted in this isolate since it started, by what happened to them. */
const counts = { logged: 0, unlogged: 0, limited: 0, malformed: 0 };

/** This isolate's counts (what the log lines number; for tests and diagnosis). */
export function cspReportCounts(): Readonly<typeof counts> {
  return { ...counts };
}

/** Posts per address in the current minute (a fixed window), in this isolate. */
export class PostLimiter {
  private readonly windows = new Map<string, { start: number; posts: number; refused: number }>();

  constructor(
    readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether one more post from `key` is within the limit (counted when it is), or its first or a later refusal of the minute. */
  take(key: string): 'allowed' | 'first refusal' | 'refused' {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= WINDOW_MS) {
      if (!window && this.windows.size >= MAX_ADDRESSES) this.forgetEnded(now);
      window = { start: now, posts: 0, refused: 0 };
      this.windows.set(key, window);
    }
    if (window.posts < this.limit) {
      window.posts += 1;
      return 'allowed';
    }
    window.refused += 1;
    return window.refused === 1 ? 'first refusal' : 'refused';
  }

  private forgetEnded(now: number) {
    for (const [key, window] of this.windows) if (now - window.start >= WINDOW_MS) this.windows.delete(key);
    // Still full (a flood from as many addresses): the oldest go.
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_ADDRESSES) break;
      this.windows.delete(key);
    }
  }
}

const limiter = new PostLimiter(MAX_POSTS_PER_MINUTE);

/** POST /__csp-report: 204 once logged, 400 for what is not a report, 405, 413, 415, 429. */
export async function cspReport(request: Request, visitorIp: string | null): Promise<Response> {
  if (request.method !== 'POST') return new Response('Method not allowed', { status: 405, headers: { ...noStore, allow: 'POST' } });
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== REPORTS_JSON && type !== CSP_REPORT) return new Response('Unsupported report type', { status: 415, headers: noStore });
  const visitor = addressKey(visitorIp);
  const turn = limiter.take(visitor);
  if (turn !== 'allowed') {
    counts.limited += 1;
    // One line a minute for an address that posts too much, not one a post.
    if (turn === 'first refusal') console.warn(`csp-report: ${visitor} sent more than ${MAX_POSTS_PER_MINUTE} reports this minute; the rest are refused`);
    return new Response('Too many reports', { status: 429, headers: { ...noStore, 'retry-after': '60' } });
  }
  const bounded = await boundedRequest(request, MAX_REPORT_BODY_BYTES);
  if (!bounded) return new Response('Report too large', { status: 413, headers: noStore });
  let violations: CspViolation[] | null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(await bounded.arrayBuffer());
    violations = cspViolations(type === REPORTS_JSON ? 'reports' : 'csp-report', JSON.parse(text));
  } catch {
    violations = null;
  }
  if (!violations) {
    counts.malformed += 1;
    return new Response('Not a CSP report', { status: 400, headers: noStore });
  }
  for (const [index, violation] of violations.entries()) {
    if (index >= MAX_REPORTS_LOGGED_PER_POST) {
      counts.unlogged += 1;
      continue;
    }
    counts.logged += 1;
    console.warn(cspReportLine(violation, counts.logged));
  }
  return new Response(null, { status: 204, headers: noStore });
}

/**
 * The violations a report body holds, or null when it is not a CSP report: the Reporting API's
 * array of reports (only its `csp-violation` ones count; others are skipped), or the older
 * `{"csp-report": {…}}`.
 */
export function cspViolations(kind: 'reports' | 'csp-report', body: unknown): CspViolation[] | null {
  if (kind === 'csp-report') {
    const report = isObject(body) ? body['csp-report'] : undefined;
    if (!isObject(report)) return null;
    return [
      {
        directive: text(report['effective-directive'] ?? report['violated-directive']),
        blocked: address(report['blocked-uri']),
        document: address(report['document-uri']),
        disposition: text(report.disposition ?? 'enforce'),
        source: place(report['source-file'], report['line-number']),
      },
    ];
  }
  if (!Array.isArray(body) || body.length === 0 || !body.every(isObject)) return null;
  const violations: CspViolation[] = [];
  for (const report of body) {
    if (report.type !== 'csp-violation') continue;
    const violation = report.body;
    if (!isObject(violation)) return null;
    violations.push({
      directive: text(violation.effectiveDirective),
      blocked: address(violation.blockedURL),
      document: address(violation.documentURL ?? report.url),
      disposition: text(violation.disposition ?? 'enforce'),
      source: place(violation.sourceFile, violation.lineNumber),
    });
  }
  return violations;
}

/** One compact log line. */
export function cspReportLine(violation: CspViolation, count: number): string {
  const at = violation.source ? ` at ${violation.source}` : '';
  return `csp-report #${count}: ${violation.directive} blocked ${violation.blocked} on ${violation.document} (${violation.disposition})${at}`;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** A field as one short line: control characters (a forged line break) dropped, 120 characters at most. */
function text(value: unknown, fallback = '?'): string {
  if (typeof value !== 'string' && typeof value !== 'number') return fallback;
  const clean = String(value).replace(CONTROL_CHARACTERS, '').trim();
  if (!clean) return fallback;
  return clean.length > 120 ? `${clean.slice(0, 119)}…` : clean;
}

/** An address without its query or fragment (they may carry a token or a name); a keyword (inline, eval, data) as it is. */
function address(value: unknown): string {
  if (typeof value !== 'string') return text(value);
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return text(`${url.origin}${url.pathname}`);
    return text(url.protocol.replace(/:$/, ''));
  } catch {
    return text(value);
  }
}

function place(file: unknown, line: unknown): string {
  if (typeof file !== 'string' || !file) return '';
  return typeof line === 'number' ? `${address(file)}:${line}` : address(file);
}
