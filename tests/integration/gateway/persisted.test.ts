/**
 * Persisted operations in production: /graphql runs the operations the app was built with, by
 * hash; documents of the caller's own only where the brand opens the playground (GRAPHIQL3); GET
 * only for persisted queries. A file of its own: Yoga is built once per isolate with the first
 * request's environment (see production.test.ts).
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { persistedOperations } from '#gateway/generated/persisted-operations';
import { execute, purgeGatewayCache, validationErrors } from '#gateway/index';
import { graphqlPost, useHarness } from './harness';

const h = useHarness();
afterAll(async () => {
  await setPlaygroundFlag(false);
});

const production = { vars: { ENVIRONMENT: 'production' } };

async function setPlaygroundFlag(on: boolean) {
  await h.platform.env.DB.prepare(`UPDATE whitelabel_nodes SET enabled = ?1 WHERE merchant_code = 'DEMO' AND mod_id = 'GRAPHIQL3'`)
    .bind(on ? 1 : 0)
    .run();
  purgeGatewayCache();
}

/** The hash of the app's operation with this name. */
function hashOf(operationName: string): string {
  const entry = Object.entries(persistedOperations).find(([, text]) => new RegExp(`^(query|mutation) ${operationName}\\b`).test(text));
  if (!entry) throw new Error(`no persisted operation ${operationName}`);
  return entry[0];
}

function postBody(body: Record<string, unknown>) {
  return new Request('https://portal.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify(body),
  });
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
}

const codeOf = (body: { errors?: { extensions?: Record<string, unknown> }[] }) => body.errors?.[0]?.extensions?.code;

describe('the manifest', () => {
  it("holds the app's operations, each under the SHA-256 of its text", async () => {
    const entries = Object.entries(persistedOperations);
    expect(entries.length).toBeGreaterThan(20);
    for (const [hash, text] of entries) {
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
      expect([...digest].map((b) => b.toString(16).padStart(2, '0')).join('')).toBe(hash);
      // Each is a whole document: it parses, with one operation and the fragments it uses.
      expect(parse(text).definitions.filter((d) => d.kind === 'OperationDefinition')).toHaveLength(1);
    }
    for (const name of ['Login', 'Logout', 'RegisterFields', 'HomePage']) expect(hashOf(name)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('production /graphql', () => {
  it("refuses a document of the caller's own, before any platform call", async () => {
    for (const query of [`{ ok }`, `{ brand { name } }`, `{ __schema { queryType { name } } }`]) {
      const { status, body } = await answer(await h.http(graphqlPost(query), production));
      expect(status, query).toBe(400);
      expect(body.data ?? null).toBeNull();
      expect(codeOf(body)).toBe('PERSISTED_QUERY_ONLY');
    }
    expect(h.binding.endpoints().filter((e) => e !== '/wps/system/whitelabel')).toEqual([]);
  });

  it('runs an operation of the app named by documentId or by the persistedQuery extension', async () => {
    const hash = hashOf('RegisterFields');
    const byId = await answer(await h.http(postBody({ documentId: `sha256:${hash}` }), production));
    expect(byId.status).toBe(200);
    expect(byId.body.errors).toBeUndefined();
    expect(byId.body.data.registerFields.length).toBeGreaterThan(0);

    const apollo = await answer(await h.http(postBody({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }), production));
    expect(apollo.body).toEqual(byId.body);

    // A document sent along with the hash is ignored: the hash decides what runs.
    const smuggled = await answer(await h.http(postBody({ documentId: hash, query: '{ __schema { types { name } } }' }), production));
    expect(smuggled.body).toEqual(byId.body);
  });

  it('refuses a hash it does not know', async () => {
    const { status, body } = await answer(await h.http(postBody({ documentId: `sha256:${'0'.repeat(64)}` }), production));
    expect(status).toBe(404);
    expect(codeOf(body)).toBe('PERSISTED_QUERY_NOT_FOUND');
    const odd = await answer(await h.http(postBody({ documentId: 42 }), production));
    expect(codeOf(odd.body)).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('answers GET only for a persisted query, never a mutation', async () => {
    const get = (search: string) => h.http(new Request(`https://portal.test/graphql?${search}`, { headers: { accept: 'application/json' } }), production);
    const query = await answer(await get(`documentId=sha256:${hashOf('RegisterFields')}`));
    expect(query.status).toBe(200);
    expect(query.body.data.registerFields.length).toBeGreaterThan(0);

    const mutation = await get(`documentId=${hashOf('Logout')}`);
    expect(mutation.status).toBe(405);
    expect(h.binding.endpoints()).not.toContain('/wps/session/logout');

    const own = await answer(await get('query=%7Bok%7D'));
    expect(own.status).toBe(400);
    expect(codeOf(own.body)).toBe('PERSISTED_QUERY_ONLY');
  });

  it("accepts documents of the caller's own only while the brand opens the playground (GRAPHIQL3), and GET never", async () => {
    await setPlaygroundFlag(true);
    onTestFinished(() => setPlaygroundFlag(false));
    expect((await answer(await h.http(graphqlPost(`{ ok }`), production))).body).toEqual({ data: { ok: true } });
    const get = await answer(await h.http(new Request('https://portal.test/graphql?query=%7Bok%7D', { headers: { accept: 'application/json' } }), production));
    expect(codeOf(get.body)).toBe('PERSISTED_QUERY_ONLY');

    await setPlaygroundFlag(false);
    expect(codeOf((await answer(await h.http(graphqlPost(`{ ok }`), production))).body)).toBe('PERSISTED_QUERY_ONLY');
  });

  it("finds nothing wrong with any of the app's operations, so loaders need not check them again (gateway/index.ts checkedAtBuild)", () => {
    const { context } = h.visit(production);
    for (const [hash, text] of Object.entries(persistedOperations)) {
      expect(
        validationErrors(context, parse(text)).map((error) => error.message),
        `${hash}: ${text.slice(0, 60)}`,
      ).toEqual([]);
    }
    // The same check refuses what the schema or the limits refuse.
    expect(validationErrors(context, parse(`{ ok noSuchField }`))).toHaveLength(1);
    expect(validationErrors(context, parse(`mutation { a: logout b: logout }`)).map((error) => error.message)).toEqual([
      expect.stringMatching(/only one login/),
    ]);
  });

  it('leaves in-process execution (loaders) alone', async () => {
    const { context } = h.visit(production);
    const result = await execute(context, parse(`{ ok brand { name } }`) as TypedDocumentNode<any, Record<string, never>>);
    expect(result).toEqual({ data: { ok: true, brand: { name: 'Aurora Play' } } });
  });

  it('sends no Server-Timing in production', async () => {
    const response = await h.http(postBody({ documentId: hashOf('RegisterFields') }), production);
    expect(response.status).toBe(200);
    expect(h.binding.requests.length).toBeGreaterThan(0);
    expect(response.headers.get('Server-Timing')).toBeNull();
  });
});
