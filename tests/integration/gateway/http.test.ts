/** /graphql over HTTP (handleGraphQL): limits, introspection, the playground and error masking. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlatformClient } from '../../../gateway/upstream/client';
import { useHarness, graphqlPost, type Harness } from './harness';

const h = useHarness();

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

  it('answers a GET query with ?query= as GraphQL for API clients', async () => {
    const response = await h.http(new Request('https://portal.test/graphql?query=%7Bok%7D', { headers: { accept: 'application/json' } }));
    expect(await response.json()).toEqual({ data: { ok: true } });
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

  it('keeps expected errors readable over HTTP', async () => {
    await h.dev('PUT', '/__dev/faults', { endpoint: 'ODSFE2_getWinnerBoard', errorRate: 1 });
    const { body } = await post(`{ winnerBoard { id } }`);
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'SYSTEM_BUSY', platformCode: '#727' });
    expect(JSON.stringify(body)).not.toMatch(/stack/);
  });
});
