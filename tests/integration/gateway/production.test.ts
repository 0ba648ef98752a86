/**
 * /graphql in production. A file of its own: Yoga is built once per isolate (gateway/index.ts),
 * with the first request's environment, and a deployed isolate only ever sees one environment.
 * Documents of the caller's own run only with the brand's playground on (persisted.test.ts), so
 * the tests of limits and masking switch it on.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { afterAll, describe, expect, it, vi, onTestFinished } from 'vitest';
import { PlatformClient } from '#gateway/upstream/client';
import { execute, purgeGatewayCache } from '#gateway/index';
import { useHarness, graphqlPost } from './harness';

const h = useHarness();
afterAll(async () => {
  await setPlaygroundFlag(false);
});

const production = { vars: { ENVIRONMENT: 'production', DEV_TOOLS: '1' } };

async function setPlaygroundFlag(on: boolean) {
  await h.platform.env.DB.prepare(`UPDATE whitelabel_nodes SET enabled = ?1 WHERE merchant_code = 'DEMO' AND mod_id = 'GRAPHIQL3'`)
    .bind(on ? 1 : 0)
    .run();
  purgeGatewayCache();
}

async function post(query: string) {
  const response = await h.http(graphqlPost(query), production);
  return (await response.json()) as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

const messages = (body: { errors?: readonly { message: string }[] }) => (body.errors ?? []).map((e) => e.message).join('\n');

/** This test runs with the brand's playground on (documents of its own are accepted). */
async function withPlayground() {
  await setPlaygroundFlag(true);
  onTestFinished(() => setPlaygroundFlag(false));
}

describe('production /graphql', () => {
  it('refuses introspection in production, over HTTP and in-process', async () => {
    for (const query of [`{ __schema { queryType { name } } }`, `{ __type(name: "Query") { name } }`]) {
      const body = await post(query);
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_ONLY');
      const { context } = h.visit(production);
      const result = await execute(context, parse(query) as TypedDocumentNode<any, Record<string, never>>);
      expect(result.data ?? null).toBeNull();
      expect(messages(result)).toMatch(/introspection/i);
    }
    // Ordinary queries still work in-process.
    const { context } = h.visit(production);
    expect(await execute(context, parse(`{ ok __typename }`) as TypedDocumentNode<any, Record<string, never>>)).toEqual({
      data: { ok: true, __typename: 'Query' },
    });
  });

  it('does not suggest field names', async () => {
    await withPlayground();
    const body = await post(`{ brnd { name } }`);
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(messages(body)).not.toMatch(/Did you mean/i);
  });

  it('serves no playground in production unless the brand allows it (GRAPHIQL3)', async () => {
    const page = () => h.http(new Request('https://portal.test/graphql', { headers: { accept: 'text/html' } }), { ...production, nonce: 'prod-nonce' });
    expect((await page()).status).toBe(404);

    await setPlaygroundFlag(true);
    const allowed = await page();
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('nonce="prod-nonce"');
    const body = await post(`{ __schema { queryType { name } } }`);
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });

    await setPlaygroundFlag(false);
    expect((await page()).status).toBe(404);
  });

  it('masks an unexpected error: no stack, no internals', async () => {
    await withPlayground();
    // Simulates a bug behind the winner board: a plain Error carrying internal details.
    const original = PlatformClient.prototype.call;
    const spy = vi.spyOn(PlatformClient.prototype, 'call').mockImplementation(function (this: PlatformClient, name, options) {
      if (name === 'winnerBoard') throw new RangeError('not an amount: 1e+21 at money.ts:9');
      return original.call(this, name, options) as never;
    });
    onTestFinished(() => spy.mockRestore());
    const response = await h.http(graphqlPost(`{ winnerBoard { id } ok }`), production);
    const text = await response.text();
    const body = JSON.parse(text);
    expect(body.data).toEqual({ winnerBoard: null, ok: true });
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].message).toBe('Unexpected error.');
    expect(body.errors[0].extensions).not.toHaveProperty('originalError');
    expect(text).not.toMatch(/stack|RangeError|not an amount|\.ts:\d+/);
  });

  it('keeps the limits on', async () => {
    await withPlayground();
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: hotGames { id }`).join(' ');
    expect(messages(await post(`{ ${aliases} }`))).toMatch(/alias/i);
    expect(h.binding.requests.filter((r) => r.endpoint === 'GCSGAME_hotGamesV2')).toHaveLength(0);
  });
});
