/**
 * The test account's session for the go-live check: logged in and out by the gateway's own
 * platform client, so the login is sealed exactly as the portal seals it (the configured scheme,
 * the key fetched from the platform, the retry after a rotated key) rather than by a copy. The
 * client's requests go through `fetch` with the platform's base URL, each answer kept whole so
 * the check can say which fields of the login's answer differ. The token stays in this object; it
 * is never part of a verdict.
 */
import { readConfig, type PortalBindings } from '#gateway/env';
import { PlatformClient } from '#gateway/upstream/client';
import { endpoints } from '#gateway/upstream/endpoints';
import { classifyAnswer, classifyError, type Verdict } from './classify';
import { bounded, type FetchLike, type ProbeTarget, type RawAnswer } from './probe';

/** The gateway's bounds for UPSTREAM_TIMEOUT_MS (env.ts); the check's own timeout is clamped to them for the client. */
const CLIENT_TIMEOUT_MS = { min: 100, max: 30_000 };

export interface SessionOptions {
  fetch: FetchLike;
  target: ProbeTarget;
  scheme: 'legacy' | 'modern';
  timeoutMs: number;
}

export interface LoginOutcome {
  verdict: Verdict;
  ms: number;
  /** The login succeeded but waits for a second step (a code, a bank account name): no member reads. */
  needSecondStep: boolean;
}

export class CheckSession {
  private readonly client: PlatformClient;
  /** The last answer per path, read whole, and the last transport failure per path. */
  private readonly answers = new Map<string, RawAnswer>();
  private readonly failures = new Map<string, unknown>();
  private run: AbortSignal | undefined;
  private token: string | null = null;
  private issued: string | null = null;

  constructor(private readonly options: SessionOptions) {
    const { target, timeoutMs } = options;
    const platform = { fetch: (input: RequestInfo | URL, init?: RequestInit) => this.send(input, init) } as unknown as Fetcher;
    const bindings: PortalBindings = {
      ENVIRONMENT: 'production',
      MERCHANT: target.merchant,
      PLATFORM_URL: 'binding',
      PLATFORM: platform,
      ENCRYPTION_SCHEME: options.scheme,
      UPSTREAM_TIMEOUT_MS: String(Math.min(CLIENT_TIMEOUT_MS.max, Math.max(CLIENT_TIMEOUT_MS.min, Math.round(timeoutMs)))),
    };
    const visitor = { language: target.language, ip: null, country: null, token: null };
    // Nothing the session sends is cached (login, logout and the keys have no cache strategy).
    const runtime = { waitUntil: (promise: Promise<unknown>) => void promise.catch(() => undefined) };
    this.client = new PlatformClient(readConfig(bindings), visitor, runtime);
  }

  /** The session token for the member's reads; null before a complete login and after the logout. */
  get memberToken(): string | null {
    return this.token;
  }

  /** Whatever token the login issued (a pending one too), for the report to be cut of it. */
  get issuedToken(): string | null {
    return this.issued;
  }

  /** Logs in with the body the portal's login mutation sends (modules/session/resolvers/Mutation/login.ts). */
  async login(username: string, password: string, run?: AbortSignal): Promise<LoginOutcome> {
    this.run = run;
    const started = Date.now();
    try {
      const value = await this.client.call('login', { body: { username, password, type: 'username' } });
      const verdict = this.verdictOf(endpoints.login.path, { status: 'as expected', detail: '' });
      if (verdict.status !== 'as expected') return { verdict, ms: Date.now() - started, needSecondStep: false };
      this.issued = value.token;
      this.client.useToken(value.token);
      if (value.needSecondStep) {
        // A pending session can only log out; the member's reads would all be refused.
        return { verdict: { status: 'as expected', detail: 'a second step is due' }, ms: Date.now() - started, needSecondStep: true };
      }
      this.token = value.token;
      return { verdict: { status: 'as expected', detail: '' }, ms: Date.now() - started, needSecondStep: false };
    } catch (error) {
      return { verdict: this.failureOf(error), ms: Date.now() - started, needSecondStep: false };
    } finally {
      this.run = undefined;
    }
  }

  /** Ends the session (a pending one too). Not bound to the run's limit: a session is never left open for lack of time. */
  async logout(): Promise<{ verdict: Verdict; ms: number }> {
    const started = Date.now();
    try {
      await this.client.call('logout');
      return { verdict: this.verdictOf(endpoints.logout.path, { status: 'as expected', detail: '' }), ms: Date.now() - started };
    } catch (error) {
      return { verdict: this.failureOf(error), ms: Date.now() - started };
    } finally {
      this.token = null;
    }
  }

  /** The verdict on the answer the client accepted, read again by the check's own rules (which name fields). */
  private verdictOf(path: string, accepted: Verdict): Verdict {
    const def = path === endpoints.login.path ? endpoints.login : endpoints.logout;
    const answer = this.answers.get(path);
    if (!answer) return accepted;
    // Without the value: the login's carries the token.
    const { value: _value, ...verdict } = classifyAnswer(def, answer);
    return verdict;
  }

  /** Why a call of the client failed: its answer when one came, else the transport's failure, else the client's error. */
  private failureOf(error: unknown): Verdict {
    const endpoint = (error as { endpoint?: string }).endpoint;
    const path = endpoint && endpoint in endpoints ? endpoints[endpoint as keyof typeof endpoints].path : null;
    const answer = path ? this.answers.get(path) : undefined;
    if (path && answer) {
      const { value: _value, ...verdict } = classifyAnswer(endpoints[endpoint as keyof typeof endpoints], answer);
      // The check's rules found nothing wrong where the client did: the client's word stands.
      if (verdict.status !== 'as expected') return withCall(verdict, endpoint!);
    }
    const transport = path ? this.failures.get(path) : undefined;
    return withCall(classifyError(transport ?? error), endpoint ?? 'login');
  }

  /** The client's request, sent to the platform's base URL within the check's time bounds, its answer kept. */
  private async send(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request && !init ? input : new Request(input as RequestInfo, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    try {
      const answer = await bounded(
        async (signal) => {
          const rebased = new Request(this.options.target.baseUrl + url.pathname + url.search, {
            method: request.method,
            headers: request.headers,
            body,
            signal,
          });
          const response = await this.options.fetch(rebased);
          return { status: response.status, contentType: response.headers.get('content-type'), text: await response.text(), headers: response.headers };
        },
        this.options.timeoutMs,
        this.run,
      );
      this.answers.set(url.pathname, { status: answer.status, contentType: answer.contentType, text: answer.text });
      const empty = answer.status === 204 || answer.status === 304;
      return new Response(empty ? null : answer.text, { status: answer.status, headers: answer.headers });
    } catch (error) {
      this.failures.set(url.pathname, error);
      throw error;
    }
  }
}

/** A failure met on the way to the login (such as fetching the key) names the call it met it on. */
function withCall(verdict: Verdict, endpoint: string): Verdict {
  return endpoint === 'login' || endpoint === 'logout' ? verdict : { ...verdict, detail: `${endpoint}: ${verdict.detail}` };
}
