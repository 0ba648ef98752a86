/**
 * The gateway wired to the reference platform in-process, for the gateway integration tests.
 *
 * The platform is reached through a fake PLATFORM service binding that calls the platform Worker
 * (real D1) directly. Like a real binding it rejects when the request's signal aborts (the
 * gateway's timeout), and it records every request and how many were waiting for headers at once.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { parse, type ExecutionResult } from 'graphql';
import { createGatewayContext, execute, handleGraphQL, purgeGatewayCache, type GatewayContext, type Locale, type PortalBindings } from '#gateway/index';
import { cdnBases, chooseCdn } from '#gateway/modules/system/cdn';
import { AURORA } from '#platform/seed/brand';
import { platformHeaders, seededPlatform, type SeededPlatform } from '../support/platform';
import { acceptLegal } from '../support/legal';

const demoCdns = (kind: 'IMAGE_CDN' | 'LAUNCH_CDN') => cdnBases(AURORA.domainRoutes.filter(([listed]) => listed === kind).map(([, url]) => url));

/** The demo brand's image CDNs as its seed lists them (ADR 046). */
export const DEMO_IMAGE_CDNS = demoCdns('IMAGE_CDN');

/** The demo brand's launch CDNs as its seed lists them (ADR 047). */
export const DEMO_LAUNCH_CDNS = demoCdns('LAUNCH_CDN');

/** The image CDN the demo brand gives a visitor (by default the harness's own, 127.0.0.1): a /media/ picture's address starts with it. */
export function demoImageCdnFor(ip = '127.0.0.1'): string {
  return chooseCdn(DEMO_IMAGE_CDNS, ip)!;
}

/** The launch CDN the demo brand gives a visitor: a game page of the platform's own opens under it. */
export function demoLaunchCdnFor(ip = '127.0.0.1'): string {
  return chooseCdn(DEMO_LAUNCH_CDNS, ip)!;
}

export const PLATFORM_BASE = 'https://platform.test';

export interface SeenRequest {
  method: string;
  path: string;
  /** Fault key: the relay name for relays, else the path. */
  endpoint: string;
  headers: Headers;
  /** The body as sent (sealed, for encrypted calls). */
  body?: string;
  /** The call went to the platform as a part of a batch (POST /wps/batch), not as a request of its own. */
  batched?: true;
}

/** Rewrites a platform answer before the gateway sees it (for invariant-breaking answers). */
export type Intercept = (endpoint: string, response: Response) => Promise<Response> | Response;

interface BatchPart {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  moduleId: string;
  auth?: boolean;
}

/** The fault key the platform names a call by: the relay's name, else the path. */
const endpointKey = (pathname: string) => (pathname.startsWith('/wps/relay/') ? pathname.slice('/wps/relay/'.length) : pathname);

/**
 * The lanes as the spec's platform answers them: without each lane's first games (our extension,
 * ADR 071), so the sections ask for their lists (and a test can count, fail or delay them).
 */
export const lanesWithoutFirstPages: Intercept = async (endpoint, response) => {
  if (endpoint !== 'GCSGAME_newGameVendor' || response.status !== 200) return response;
  const envelope = (await response.json()) as { value: { data: { lanes: Record<string, unknown>[] } } };
  for (const lane of envelope.value.data.lanes) delete lane.firstPage;
  return Response.json(envelope);
};

export class FakePlatformBinding {
  /** Every call the platform was asked, a batch's parts one by one (as if each had come alone). */
  requests: SeenRequest[] = [];
  /** HTTP requests sent: a batch counts once. */
  sent = 0;
  inFlight = 0;
  maxInFlight = 0;
  /**
   * Round trips one after another: a request's round is one more than the latest round finished
   * when it was sent (a batch counts once). What a page waits for, counted without a clock, so a
   * busy machine cannot change it.
   */
  rounds = 0;
  private finishedRound = 0;
  intercept: Intercept | null = null;
  /**
   * Whether the platform offers batches (POST /wps/batch). Off, the batch is answered as an unknown
   * path (404), as by a live platform without the extension.
   */
  batches = true;

  constructor(private readonly platform: SeededPlatform) {}

  reset() {
    this.requests = [];
    this.sent = 0;
    this.maxInFlight = this.inFlight;
    this.rounds = 0;
    this.finishedRound = 0;
    this.intercept = null;
    this.batches = true;
  }

  endpoints(): string[] {
    return this.requests.map((r) => r.endpoint);
  }

  async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const request = input instanceof Request && !init ? input : new Request(input as RequestInfo, init);
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.clone().text();
    if (url.pathname === '/wps/batch') return this.batch(request, body ?? '');
    const endpoint = endpointKey(url.pathname);
    this.requests.push({ method: request.method, path: url.pathname + url.search, endpoint, headers: new Headers(request.headers), body });
    return this.answer(request, async () => {
      const response = await this.platform.fetch(request);
      return this.intercept ? this.intercept(endpoint, response) : response;
    });
  }

  /** A batch: each part seen as its own call and, with an intercept, each part's answer rewritten as if it had come alone. */
  private async batch(request: Request, body: string): Promise<Response> {
    if (!this.batches) {
      return this.answer(request, async () => Response.json({ success: false, errorCode: 'request_param_err', message: 'not found' }, { status: 404 }));
    }
    const parts = ((JSON.parse(body) as { calls?: BatchPart[] }).calls ?? []).map((part) => {
      const headers = new Headers(request.headers);
      headers.set('ModuleId', part.moduleId);
      if (!part.auth) headers.delete('Authorization');
      const query = new URLSearchParams(part.query ?? {}).toString();
      const seen: SeenRequest = {
        method: part.method,
        path: part.path + (query ? `?${query}` : ''),
        endpoint: endpointKey(part.path),
        headers,
        body: part.body === undefined ? undefined : JSON.stringify(part.body),
        batched: true,
      };
      return seen;
    });
    this.requests.push(...parts);
    return this.answer(request, async () => {
      const response = await this.platform.fetch(request);
      const intercept = this.intercept;
      if (!intercept || response.status !== 200) return response;
      const lines = (await response.text()).split('\n').filter((line) => line.trim() !== '');
      const rewritten = await Promise.all(
        lines.map(async (line) => {
          const { i, status, body: text } = JSON.parse(line) as { i: number; status: number; body: string };
          const answer = await intercept(parts[i]!.endpoint, new Response(text, { status, headers: { 'Content-Type': 'application/json;charset=UTF-8' } }));
          return JSON.stringify({ i, status: answer.status, body: await answer.text() });
        }),
      );
      return new Response(`${rewritten.join('\n')}\n`, { headers: response.headers });
    });
  }

  /** One HTTP request: counted while it waits for headers, and rejected when its signal aborts, like a real binding. */
  private async answer(request: Request, respond: () => Promise<Response>): Promise<Response> {
    this.sent += 1;
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    const round = this.finishedRound + 1;
    this.rounds = Math.max(this.rounds, round);
    try {
      const signal = request.signal;
      const answer = respond();
      answer.catch(() => undefined);
      if (!signal) return await answer;
      const aborted = new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
      aborted.catch(() => undefined);
      return await Promise.race([answer, aborted]);
    } finally {
      this.inFlight -= 1;
      this.finishedRound = Math.max(this.finishedRound, round);
    }
  }
}

/** A CacheRuntime whose waitUntil work can be awaited (cache writes happen there). */
export function testRuntime() {
  const pending: Promise<unknown>[] = [];
  return {
    waitUntil(promise: Promise<unknown>) {
      pending.push(promise);
    },
    async settle() {
      while (pending.length > 0) await Promise.allSettled(pending.splice(0));
    },
  };
}

export interface VisitOptions {
  locale?: Locale;
  country?: string | null;
  token?: string | null;
  /** A login waiting for its second step (kept apart from `token`). */
  pendingToken?: string | null;
  vars?: Partial<PortalBindings>;
  headers?: Record<string, string>;
  /** The page the request is for; by default on the demo brand's main domain (the edge's domain check). */
  url?: string;
}

export type AnyResult = ExecutionResult<any>;

export interface Harness {
  platform: SeededPlatform;
  binding: FakePlatformBinding;
  portalEnv(vars?: Partial<PortalBindings>): PortalBindings;
  visit(options?: VisitOptions): { context: GatewayContext; runtime: ReturnType<typeof testRuntime> };
  /** Executes a query in-process, then waits for its cache writes. */
  run(query: string, variables?: Record<string, unknown>, options?: VisitOptions): Promise<{ result: AnyResult; context: GatewayContext }>;
  /** POSTs (or GETs) /graphql through handleGraphQL. */
  http(request: Request, options?: VisitOptions & { nonce?: string }): Promise<Response>;
  /** Calls a /__dev/* route of the platform (no Merchant header, JSON body). */
  dev(method: string, path: string, body?: unknown): Promise<Response>;
  /** A platform call as the gateway would make it, answered value (throws otherwise). */
  platformValue<T = any>(path: string, init?: { method?: string; body?: unknown; language?: string }): Promise<T>;
  /** Messages the platform sent to `recipient` (such as "+82 1012345678"), newest first, from its development outbox. */
  outbox(recipient: string): Promise<{ channel: string; subject: string | null; body: string }[]>;
  /** The 6-digit code of the newest message to `recipient` (throws when none was sent). */
  lastCode(recipient: string): Promise<string>;
  /** Clears faults, brand status and the gateway cache; forgets seen requests. */
  reset(): Promise<void>;
}

/**
 * One harness for a test file: created before its tests (with the demo accounts when asked),
 * reset before each test and after the last. The answer stands for the harness from then on.
 */
export function useHarness(options: { seedAccounts?: boolean } = {}): Harness {
  let current: Harness | undefined;
  beforeAll(async () => {
    current = await createHarness();
    if (options.seedAccounts) await current.dev('POST', '/__dev/seed-accounts');
  });
  beforeEach(async () => {
    await current!.reset();
  });
  afterAll(async () => {
    await current?.reset();
  });
  return new Proxy({} as Harness, {
    get: (_target, key) => {
      if (!current) throw new Error('the harness exists once beforeAll has run');
      return current[key as keyof Harness];
    },
  });
}

export async function createHarness(): Promise<Harness> {
  const platform = await seededPlatform(env);
  const binding = new FakePlatformBinding(platform);
  const portalEnv = (vars: Partial<PortalBindings> = {}): PortalBindings => ({
    MERCHANT: 'DEMO',
    PLATFORM_URL: 'binding',
    ENVIRONMENT: 'development',
    DEV_TOOLS: '1',
    PLATFORM: binding as unknown as Fetcher,
    UPSTREAM_TIMEOUT_MS: '4000',
    ...vars,
  });
  const visit = (options: VisitOptions = {}) => {
    const runtime = testRuntime();
    const request = new Request(options.url ?? 'https://aurora-play.example/', { headers: options.headers });
    const context = createGatewayContext({
      request,
      env: portalEnv(options.vars),
      runtime,
      locale: options.locale ?? 'en',
      country: options.country ?? null,
      token: options.token ?? null,
      pendingToken: options.pendingToken ?? null,
    });
    return { context, runtime };
  };
  const dev = (method: string, path: string, body?: unknown) =>
    platform.fetch(
      new Request(PLATFORM_BASE + path, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  const outbox = async (recipient: string) => {
    const response = await dev('GET', '/__dev/outbox');
    const envelope = (await response.json()) as { value: { list: { recipient: string; channel: string; subject: string | null; body: string }[] } };
    return envelope.value.list.filter((m) => m.recipient === recipient).map(({ channel, subject, body }) => ({ channel, subject, body }));
  };
  return {
    platform,
    binding,
    portalEnv,
    visit,
    async run(query, variables, options) {
      const { context, runtime } = visit(options);
      const result = await execute(context, parse(query) as TypedDocumentNode<any, Record<string, unknown>>, variables);
      await runtime.settle();
      return { result, context };
    },
    async http(request, options = {}) {
      const runtime = testRuntime();
      const response = await handleGraphQL({
        request,
        env: portalEnv(options.vars),
        runtime,
        locale: options.locale ?? 'en',
        country: options.country ?? null,
        token: options.token ?? null,
        nonce: options.nonce ?? 'test-nonce',
      });
      await runtime.settle();
      return response;
    },
    dev,
    outbox,
    async lastCode(recipient) {
      const [message] = await outbox(recipient);
      const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
      if (!code) throw new Error(`no code sent to ${recipient}`);
      return code;
    },
    async platformValue(path, init = {}) {
      const body = init.body === undefined ? undefined : JSON.stringify(init.body);
      const response = await platform.fetch(
        new Request(PLATFORM_BASE + path, {
          method: init.method ?? (body ? 'POST' : 'GET'),
          headers: platformHeaders({ Language: init.language ?? 'EN' }),
          body,
        }),
      );
      const envelope = (await response.json()) as { success: boolean; value: any };
      if (!response.ok || !envelope.success) throw new Error(`${path}: ${response.status} ${JSON.stringify(envelope)}`);
      return envelope.value;
    },
    async reset() {
      await dev('DELETE', '/__dev/faults');
      await dev('PUT', '/__dev/status', { status: 0 });
      purgeGatewayCache();
      binding.reset();
    },
  };
}

/** The error of a result at a path such as ['winnerBoard']. */
export function errorAt(result: AnyResult, ...path: (string | number)[]) {
  return result.errors?.find((error) => JSON.stringify(error.path) === JSON.stringify(path));
}

/** A POST /graphql request. */
export function graphqlPost(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Request {
  return new Request('https://portal.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
}

let cloned = 0;

/**
 * A member of the demo brand of the test's own: a copy of demo_down1 (same password, Down2024)
 * under a new name, logged in through the gateway from `ip` (an address of the test's own keeps
 * other tests' login throttles apart). The harness must have seeded the demo accounts.
 */
export async function newDemoMember(h: Harness, prefix: string, nickname: string, ip: string): Promise<{ username: string; token: string }> {
  const username = `${prefix}_${Date.now().toString(36)}_${++cloned}`;
  await env.DB.prepare(
    `INSERT INTO accounts (merchant_code, username, nickname, type, password_algorithm, password_iterations, password_salt, password_hash,
       password_changed_at, created_at)
     SELECT merchant_code, ?1, ?2, 0, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, created_at
       FROM accounts WHERE merchant_code = 'DEMO' AND username = 'demo_down1'`,
  )
    .bind(username, nickname)
    .run();
  // A member of long standing, as demo_down1 is: the terms and privacy in force are accepted.
  await acceptLegal(env.DB, [username]);
  const { context } = await h.run(
    `mutation ($input: LoginInput!) { login(input: $input) { ok } }`,
    { input: { username, password: 'Down2024' } },
    {
      headers: { 'X-Test-Client-IP': ip },
    },
  );
  return { username, token: (context.sessionChange as { token: string }).token };
}
