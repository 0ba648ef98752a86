/**
 * The route-module tier's harness: the built portal Worker (app/entry.worker.ts over the Remix
 * server build, its loaders and actions, the real load context and the in-process gateway) against
 * the seeded reference platform, all inside workerd, with no server, socket or browser between them.
 *
 *   const portal = usePortal({ accounts: true });
 *   const page = await portal.get('/member/withdraw', { as: 'demo_member' });
 *
 * `portal.fetch` is exactly what a visitor's request meets at the edge (the guard, the session
 * cookie, security headers, Remix); `portal.routeModule(id)` gives a route's own loader and action
 * to call directly. A session is minted by the portal's development route `/__dev/session` (the
 * login itself is tested where it is the subject), and kept per account for the file.
 */
import type { ServerBuild } from '@remix-run/cloudflare';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import worker from '#app/entry.worker';
import { languageCookie } from '#app/i18n/i18next.server';
// The server build the Worker serves (the route tier runs after `remix vite:build`, as the e2e tier does).
import * as built from '../../build/server/index.js';
import { SMALL_TEAM } from '../fixtures/accounts';
import { createHarness, type Harness } from '../integration/gateway/harness';
import type { PortalBindings } from '#gateway/index';

export const SESSION_COOKIE = '__Host-sid';

/** The brand's main domain, as a visitor reaches it (the edge's domain check lets it through). */
export const ORIGIN = 'https://aurora-play.example';

/**
 * The build's word files (/words/<language>.json, scripts/vite-word-files.ts), answered by path as
 * Workers Assets' binding answers the Worker (app/i18n/words.server.ts).
 */
const WORD_FILES = import.meta.glob<string>('../../build/client/words/*.json', { query: '?raw', import: 'default', eager: true });
const ASSETS = {
  async fetch(input: RequestInfo | URL): Promise<Response> {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    const file = WORD_FILES[`../../build/client${path}`];
    return file === undefined ? new Response('Not found', { status: 404 }) : new Response(file, { headers: { 'content-type': 'application/json' } });
  },
} as unknown as Fetcher;

/** The portal's development variables (wrangler.toml [vars]) the Worker reads, beside the harness's platform binding. */
const PORTAL_VARS: Partial<PortalBindings> = {
  ASSETS,
  SESSION_SECRET: 'development-only-session-secret-change-me',
  ENCRYPTION_SCHEME: 'modern',
  BLOCKED_REGIONS: '',
  CORS_ORIGINS: '',
  BRAND_TIME_ZONE: 'UTC',
  GAME_ORIGINS: '',
  LIVE_POLL_SECONDS: '20',
  FIREBASE_API_KEY: '',
  FIREBASE_AUTH_DOMAIN: '',
  FIREBASE_PROJECT_ID: 'aurora-play-demo',
  // The second demo brand on the same Worker by host, as in local development (http://jade.localhost/).
  DEV_BRAND_HOSTS: 'aurora.localhost=DEMO,jade.localhost=JADE',
};

export interface VisitInit extends RequestInit {
  /** The request is this account's: a session minted for it (once per file) goes in the cookie. */
  as?: string;
  /** A cookie header of the test's own (added to the session's, when both are given). */
  cookie?: string;
  /** The visitor's language (the `lng` cookie the language switch writes, serialized as it writes it). */
  language?: string;
  /** Variables of the portal Worker for this request only. */
  vars?: Partial<PortalBindings>;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** Set-Cookie headers, each "name=value; attributes". */
  cookies: string[];
  /** The redirect's target (path and query when on this origin). */
  location: string | null;
}

export interface Portal {
  harness: Harness;
  build: ServerBuild;
  /** Sends a request through the Worker and reads the whole answer (a streamed page, to its end). */
  fetch(path: string, init?: VisitInit): Promise<Answer>;
  get(path: string, init?: VisitInit): Promise<Answer>;
  /** Posts a form as a browser without JavaScript does (same-origin, urlencoded, no redirect followed). */
  post(path: string, form: Record<string, string | string[]>, init?: VisitInit): Promise<Answer>;
  /** The session cookie ("__Host-sid=…") of an account, minted once per file. */
  sessionOf(username: string): Promise<string>;
  /** Forgets the minted sessions (after a test that ends them). */
  forgetSessions(): void;
}

function relative(location: string | null): string | null {
  if (!location) return null;
  return location.startsWith(ORIGIN) ? location.slice(ORIGIN.length) || '/' : location;
}

export async function createPortal(): Promise<Portal> {
  const harness = await createHarness();
  const sessions = new Map<string, string>();
  const build = built as unknown as ServerBuild;

  async function fetchPortal(path: string, init: VisitInit = {}): Promise<Answer> {
    const { as, cookie, language, vars, ...requestInit } = init;
    const headers = new Headers(requestInit.headers);
    const chosen = language ? (await languageCookie.serialize(language)).split(';')[0] : null;
    const cookies = [cookie, as ? await sessionOf(as) : null, chosen].filter(Boolean);
    if (cookies.length) headers.set('Cookie', cookies.join('; '));
    // A path on the brand's main domain, or a whole address (another brand's host in development).
    const request = new Request(/^https?:/.test(path) ? path : ORIGIN + path, { redirect: 'manual', ...requestInit, headers });
    const ctx = createExecutionContext();
    const env = harness.portalEnv({ ...PORTAL_VARS, ...vars });
    const response = await worker.fetch(request, env, ctx);
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    const setCookies = response.headers.getSetCookie();
    return { status: response.status, headers: response.headers, text, cookies: setCookies, location: relative(response.headers.get('Location')) };
  }

  async function sessionOf(username: string): Promise<string> {
    const known = sessions.get(username);
    if (known) return known;
    const answer = await fetchPortal('/__dev/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username }),
    });
    const sealed = answer.cookies.find((header) => header.startsWith(`${SESSION_COOKIE}=`));
    if (answer.status !== 204 || !sealed) throw new Error(`no session for ${username}: ${answer.status} ${answer.text.slice(0, 300)}`);
    const value = sealed.split(';')[0]!;
    sessions.set(username, value);
    return value;
  }

  return {
    harness,
    build,
    fetch: fetchPortal,
    get: (path, init) => fetchPortal(path, { ...init, method: 'GET' }),
    post(path, form, init = {}) {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(form)) for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
      const headers = new Headers(init.headers);
      headers.set('content-type', 'application/x-www-form-urlencoded');
      headers.set('Sec-Fetch-Site', 'same-origin');
      return fetchPortal(path, { ...init, method: 'POST', headers, body });
    },
    sessionOf,
    forgetSessions: () => sessions.clear(),
  };
}

/**
 * One portal for a test file: created before its tests (with the demo accounts and their history
 * when asked), its platform reset (faults, status, the gateway's cache) before each test.
 */
export function usePortal(options: { accounts?: boolean; history?: boolean; team?: boolean } = {}): Portal {
  let current: Portal | undefined;
  beforeAll(async () => {
    current = await createPortal();
    const { harness } = current;
    if (options.accounts || options.history || options.team) await expectOk(harness.dev('POST', '/__dev/seed-accounts'));
    if (options.history) await expectOk(harness.dev('POST', '/__dev/seed-history', { merchant: 'DEMO' }));
    if (options.team) await expectOk(harness.dev('POST', '/__dev/seed-team', { shape: SMALL_TEAM }));
  }, 120_000);
  beforeEach(async () => {
    await current!.harness.reset();
  });
  afterAll(async () => {
    await current?.harness.reset();
  });
  return new Proxy({} as Portal, {
    get: (_target, key) => {
      if (!current) throw new Error('the portal exists once beforeAll has run');
      return current[key as keyof Portal];
    },
  });
}

async function expectOk(response: Promise<Response>) {
  const answer = await response;
  if (!answer.ok) throw new Error(`development route failed: ${answer.status} ${(await answer.text()).slice(0, 300)}`);
}
