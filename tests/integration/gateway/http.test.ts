/** /graphql over HTTP (handleGraphQL): limits, introspection, the playground, GET, syntax errors and error masking. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleGraphQL } from '#gateway/index';
import { PlatformClient } from '#gateway/upstream/client';
import { useHarness, graphqlPost, type Harness } from './harness';

const h = useHarness({ seedAccounts: true });

async function post(query: string, options: Parameters<Harness['http']>[1] = {}) {
  const response = await h.http(graphqlPost(query), options);
  const text = await response.text();
  return { response, text, body: JSON.parse(text) as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
}

const messages = (body: { errors?: { message: string }[] }) => (body.errors ?? []).map((e) => e.message).join('\n');

describe('limits', () => {
  it('answers a small query over HTTP', async () => {
    const { response, body } = await post(`{ ok brand { name } }`);
    expect(response.status).toBe(200);
    expect(body).toEqual({ data: { ok: true, brand: { name: 'Aurora Play' } } });
    expect(response.headers.get('Server-Timing')).toMatch(/^platform;desc="1 calls";dur=\d+$/);
  });

  it('refuses a body larger than a proof image unread (413), declared or not', async () => {
    const big = 'A'.repeat(7_200_000);
    const declared = await h.http(
      new Request('https://portal.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(big.length + 20) },
        body: JSON.stringify({ query: `{ ok }`, variables: { x: big } }),
      }),
    );
    expect(declared.status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ query: `{ ok }`, variables: { x: big } })));
        controller.close();
      },
    });
    const undeclared = await h.http(
      new Request('https://portal.test/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream }),
    );
    expect(undeclared.status).toBe(413);
  });

  it('rejects an over-deep query before any platform call', async () => {
    const deep = `{ gameSections { games { items { id a { b { c { d { e { f { g { h { i } } } } } } } } } } } }`;
    const { body } = await post(deep);
    expect(body.data ?? null).toBeNull();
    expect(messages(body)).toMatch(/depth/i);
    expect(h.binding.requests).toHaveLength(0);
  });

  it('rejects too many aliases before any platform call', async () => {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: hotGames(limit: ${i + 1}) { id }`).join('\n');
    const { body } = await post(`{ ${aliases} }`);
    expect(body.data ?? null).toBeNull();
    expect(messages(body)).toMatch(/alias/i);
    expect(h.binding.requests).toHaveLength(0);
  });

  it('accepts 15 aliases', async () => {
    const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: ok`).join('\n');
    const { body } = await post(`{ ${aliases} }`);
    expect(body.errors).toBeUndefined();
    expect(Object.keys(body.data)).toHaveLength(15);
  });

  it('rejects a huge query before any platform call', async () => {
    const { body } = await post(`{ ${'brand { name } '.repeat(800)} }`);
    expect(body.data ?? null).toBeNull();
    expect(messages(body)).toMatch(/token/i);
    expect(h.binding.requests).toHaveLength(0);
  });
});

describe('introspection and the playground', () => {
  it('allows introspection in development', async () => {
    const { body } = await post(`{ __schema { queryType { name } } }`);
    expect(body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('serves the self-hosted playground in development, with the nonce on its scripts', async () => {
    const response = await h.http(new Request('https://portal.test/graphql', { headers: { accept: 'text/html,application/xhtml+xml' } }), {
      nonce: 'dev-nonce-123',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('<script nonce="dev-nonce-123" src="/graphiql/yoga-graphiql.umd.js"></script>');
    expect(html).toContain('href="/graphiql/graphiql.css"');
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/unpkg|jsdelivr|cdnjs|esm\.sh/i);
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const tag of scripts) expect(tag).toContain('nonce="dev-nonce-123"');
    expect(h.binding.requests).toHaveLength(0);
  });

  it('never answers the CDN playground, also for a GET with ?query= (as GraphiQL links and reloads are)', async () => {
    // GraphiQL keeps the edited operation in the address (?query=...), so reloading the playground
    // or opening a shared link is a GET /graphql?query=... with Accept text/html.
    const response = await h.http(new Request('https://portal.test/graphql?query=%7Bok%7D', { headers: { accept: 'text/html,application/xhtml+xml' } }), {
      nonce: 'dev-nonce-456',
    });
    const text = await response.text();
    expect(text).not.toMatch(/unpkg\.com|https?:\/\//);
    for (const tag of text.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain('nonce="dev-nonce-456"');
  });

  it('refuses a GET with a document of its own (GET names a persisted operation)', async () => {
    const response = await h.http(new Request('https://portal.test/graphql?query=%7Bok%7D', { headers: { accept: 'application/json' } }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { data?: unknown; errors: { extensions?: { code?: string } }[] };
    expect(body.data ?? null).toBeNull();
    expect(body.errors[0].extensions?.code).toBe('PERSISTED_QUERY_ONLY');
  });
});

describe('malformed requests', () => {
  it('answers a syntax error with HTTP 400 and a GraphQL error (never 500)', async () => {
    for (const query of ['{ brand {', '{ ok', 'query {{', '}']) {
      const response = await h.http(graphqlPost(query));
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { errors: { message: string; extensions?: Record<string, unknown> }[] };
      expect(body.errors[0].message, query).toMatch(/^Syntax Error/);
      expect(body.errors[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    }
    expect(h.binding.requests).toHaveLength(0);
  });

  it('answers a syntax error with 400 also to a client that accepts only application/json', async () => {
    for (const query of ['{ brand {', '{ ok']) {
      const response = await h.http(graphqlPost(query, undefined, { accept: 'application/json' }));
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { errors: unknown[] }).errors).toHaveLength(1);
    }
  });

  it('answers a body that is not JSON with 400 and no parser details', async () => {
    const request = new Request('https://portal.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: '{"query": "{ ok }",,}',
    });
    const response = await h.http(request);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text).errors[0].message).toBe('POST body sent invalid JSON.');
    expect(text).not.toMatch(/originalError|SyntaxError|Unexpected token|position|line \d|column/i);
  });
});

describe('error masking', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Simulates a bug behind the winner board: a plain Error carrying internal details. */
  function breakWinnerBoard() {
    const original = PlatformClient.prototype.call;
    vi.spyOn(PlatformClient.prototype, 'call').mockImplementation(function (this: PlatformClient, name, options) {
      if (name === 'winnerBoard') throw new RangeError('not an amount: 1e+21 at money.ts:9');
      return original.call(this, name, options) as never;
    });
  }

  function expectMasked(text: string, error: { message: string; extensions?: Record<string, unknown> } | undefined) {
    expect(error?.message).toBe('Unexpected error.');
    expect(error?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(error?.extensions ?? {}).not.toHaveProperty('originalError');
    expect(text).not.toMatch(/stack|RangeError|not an amount|1e\+21|money\.ts|\.ts:\d+/);
  }

  it('masks an unexpected error over HTTP while the rest of the answer stands', async () => {
    breakWinnerBoard();
    const { text, body } = await post(`{ winnerBoard { id winAmount } brand { name } }`);
    expect(body.data).toEqual({ winnerBoard: null, brand: { name: 'Aurora Play' } });
    expect(body.errors).toHaveLength(1);
    expectMasked(text, body.errors?.[0]);
  });

  it('masks an unexpected error over HTTP even when NODE_ENV is "development" (as under wrangler dev)', async () => {
    breakWinnerBoard();
    const processEnv = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
    expect(processEnv).toBeDefined();
    const previous = processEnv!.NODE_ENV;
    processEnv!.NODE_ENV = 'development';
    try {
      const { text, body } = await post(`{ winnerBoard { id } }`);
      expectMasked(text, body.errors?.[0]);
    } finally {
      processEnv!.NODE_ENV = previous;
    }
  });

  it('masks an unexpected error in-process (execute)', async () => {
    breakWinnerBoard();
    const { result } = await h.run(`{ winnerBoard { id } notices { id } }`);
    expect(result.data.winnerBoard).toBeNull();
    expect(result.data.notices).toHaveLength(5);
    const error = result.errors?.[0];
    expect(error?.message).toBe('Unexpected error.');
    expect(error?.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(JSON.stringify(result.errors)).not.toMatch(/RangeError|not an amount|stack/);
  });

  it('keeps expected errors readable over HTTP: their catalogue code and a generic message', async () => {
    await h.dev('PUT', '/__dev/faults', { endpoint: 'ODSFE2_getWinnerBoard', errorRate: 1 });
    const { body } = await post(`{ winnerBoard { id } }`);
    expect(body.errors?.[0]).toMatchObject({ message: 'The system is busy; try again shortly.', extensions: { code: 'SYSTEM_BUSY' } });
    expect(body.errors?.[0].extensions).toEqual({ code: 'SYSTEM_BUSY' });
    expect(JSON.stringify(body)).not.toMatch(/stack|#727/);
  });

  it("never passes the platform's own words on, over HTTP or in-process", async () => {
    const secret = 'username: must match pattern ^[a-z]+$ (SQLSTATE 23000 at accounts.ts:42)';
    h.binding.intercept = (endpoint, response) =>
      endpoint === 'ODSFE2_getWinnerBoard' ? Response.json({ success: false, errorCode: 'request_param_err', message: secret, value: null }) : response;
    const { text, body } = await post(`{ winnerBoard { id } brand { name } }`);
    expect(body.data?.brand).toEqual({ name: 'Aurora Play' });
    expect(body.errors?.[0]).toMatchObject({ message: 'The request was refused.', extensions: { code: 'BAD_REQUEST' } });
    expect(text).not.toMatch(/must match|SQLSTATE|accounts\.ts|request_param_err/);
    const { result } = await h.run(`{ winnerBoard { id } }`);
    expect(result.errors?.[0].message).toBe('The request was refused.');
    expect(JSON.stringify(result.errors)).not.toMatch(/must match|SQLSTATE/);
  });

  it("never passes a malformed answer's validation details on", async () => {
    h.binding.intercept = (endpoint, response) =>
      endpoint === 'ODSFE2_getWinnerBoard'
        ? Response.json({ success: true, errorCode: null, message: null, value: { list: [{ id: { nested: 'x' } }] } })
        : response;
    const { text, body } = await post(`{ winnerBoard { id } }`);
    expect(body.errors?.[0]).toMatchObject({ message: 'The platform sent an unexpected answer.', extensions: { code: 'UPSTREAM_MALFORMED' } });
    expect(text).not.toMatch(/received|Invalid input|expected object|list\.0|nested/i);
  });

  it('answers a platform that is not JSON with a code, not the parser', async () => {
    h.binding.intercept = (endpoint, response) => (endpoint === 'ODSFE2_getWinnerBoard' ? new Response('<html>oops', { status: 200 }) : response);
    const { text, body } = await post(`{ winnerBoard { id } }`);
    expect(body.errors?.[0]).toMatchObject({ message: 'The platform sent an unexpected answer.', extensions: { code: 'UPSTREAM_MALFORMED' } });
    expect(text).not.toMatch(/Unexpected token|position|<html>|JSON/);
  });
});

describe('the session over HTTP', () => {
  const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok } }`;

  /** /graphql as the Worker calls it: with its own context, from which it then writes the cookie. */
  async function asWorker(request: Request, token: string | null = null) {
    const { context, runtime } = h.visit({ token });
    const response = await handleGraphQL({ request, env: h.portalEnv(), runtime, locale: 'en', country: null, nonce: 'n', context });
    await runtime.settle();
    return { response, context };
  }

  it("tells the Worker's context about a login and a logout, so the cookie is written and cleared", async () => {
    const login = await asWorker(graphqlPost(LOGIN, { input: { username: 'demo_down1', password: 'Down2024' } }));
    expect(await login.response.json()).toEqual({ data: { login: { ok: true } } });
    expect(login.context.sessionChange).toMatchObject({ kind: 'set', method: 'password' });
    const token = (login.context.sessionChange as { token: string }).token;

    const logout = await asWorker(graphqlPost(`mutation { logout }`), token);
    expect(await logout.response.json()).toEqual({ data: { logout: true } });
    expect(logout.context.sessionChange).toEqual({ kind: 'cleared' });
  });
});
