/**
 * /graphql as a standard client meets it (gateway/plugins/useSseProtocol.ts): the GraphQL over
 * Server-Sent Events protocol with graphql-sse's own client (distinct connections mode; its single
 * connection mode refused as HTTP says), and GraphQL over HTTP's statuses and media types for a
 * request refused before execution.
 */
import { createClient, NetworkError, type ExecutionResult, type RequestParams } from 'graphql-sse';
import { describe, expect, it } from 'vitest';
import { persistedOperations } from '#gateway/generated/persisted-operations';
import { useHarness, type VisitOptions } from './harness';

const h = useHarness();

const production: VisitOptions = { vars: { ENVIRONMENT: 'production' } };
const UNKNOWN_ID = '0'.repeat(64);
const TOO_DEEP = `{ gameSections { games { items { id a { b { c { d { e { f { g { h { i } } } } } } } } } } } }`;

type Result = ExecutionResult<Record<string, unknown>, unknown> & { errors?: { message: string; extensions?: Record<string, unknown> }[] };

/** graphql-sse's client against handleGraphQL (workerd's Request takes no `credentials`). */
function sseClient(options: VisitOptions & { singleConnection?: boolean } = {}) {
  return createClient({
    url: 'https://aurora-play.example/graphql',
    singleConnection: options.singleConnection ?? false,
    retryAttempts: 0,
    fetchFn: (input: string, init: RequestInit = {}) =>
      h.http(new Request(input, { method: init.method, headers: init.headers, body: init.body, signal: init.signal }), options),
  });
}

/** Every result the client hands over for one operation, or the error that ended it. */
async function resultsOf(request: RequestParams, options: VisitOptions = {}): Promise<{ results: Result[]; error: unknown }> {
  const client = sseClient(options);
  const results: Result[] = [];
  try {
    for await (const result of client.iterate(request)) results.push(result as Result);
    return { results, error: null };
  } catch (error) {
    return { results, error };
  } finally {
    client.dispose();
  }
}

const codes = (results: Result[]) => results.flatMap((result) => (result.errors ?? []).map((error) => error.extensions?.code));

/** A raw POST asking for a stream, and its answer read whole. */
async function rawStream(body: Record<string, unknown>, options: VisitOptions & { accept?: string } = {}) {
  const response = await h.http(
    new Request('https://aurora-play.example/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: options.accept ?? 'text/event-stream' },
      body: JSON.stringify(body),
    }),
    options,
  );
  return { response, text: await response.text() };
}

/** The stream's events, keep-alive comments left out. */
function events(text: string): { event: string; data: string }[] {
  return text
    .split('\n\n')
    .filter((block) => /^event: /m.test(block))
    .map((block) => ({ event: /^event: (.*)$/m.exec(block)![1]!, data: /^data:[ ]?(.*)$/m.exec(block)?.[1] ?? '' }));
}

describe('GraphQL over SSE: a request refused before execution arrives in the stream', () => {
  it('a syntax error: next with the errors, then complete, on an accepted stream (200)', async () => {
    const { results, error } = await resultsOf({ query: '{ ok' });
    expect(error).toBeNull();
    expect(results).toHaveLength(1);
    expect(results[0]!.errors?.[0]?.message).toMatch(/^Syntax Error/);
    expect(codes(results)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(h.binding.requests).toHaveLength(0);

    const { response, text } = await rawStream({ query: '{ ok' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(events(text).map((e) => e.event)).toEqual(['next', 'complete']);
    expect(JSON.parse(events(text)[0]!.data)).toMatchObject({ errors: [{ extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] });
  });

  it('production: a document of its own (PERSISTED_QUERY_ONLY) and an unknown persisted id (PERSISTED_QUERY_NOT_FOUND)', async () => {
    const own = await resultsOf({ query: '{ ok }' }, production);
    expect(own.error).toBeNull();
    expect(codes(own.results)).toEqual(['PERSISTED_QUERY_ONLY']);

    const unknown = await resultsOf({ query: '', extensions: { persistedQuery: { version: 1, sha256Hash: UNKNOWN_ID } } }, production);
    expect(unknown.error).toBeNull();
    expect(codes(unknown.results)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);

    const byDocumentId = await rawStream({ documentId: `sha256:${UNKNOWN_ID}` }, production);
    expect(byDocumentId.response.status).toBe(200);
    expect(events(byDocumentId.text).map((e) => e.event)).toEqual(['next', 'complete']);
    expect(byDocumentId.text).toContain('PERSISTED_QUERY_NOT_FOUND');
    // Nothing but the playground's switch was read.
    expect(h.binding.endpoints().filter((e) => e !== '/wps/system/whitelabel')).toEqual([]);
  });

  it('a limit or a validation rule: in the stream too', async () => {
    const deep = await resultsOf({ query: TOO_DEEP });
    expect(deep.error).toBeNull();
    expect(deep.results).toHaveLength(1);
    expect(deep.results[0]!.errors?.map((e) => e.message).join('\n')).toMatch(/depth/i);
    expect(new Set(codes(deep.results))).toEqual(new Set(['GRAPHQL_VALIDATION_FAILED']));
    const unknownField = await resultsOf({ query: '{ nope }' });
    expect(codes(unknownField.results)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(h.binding.requests).toHaveLength(0);
  });

  it('a client preferring the stream but accepting more (the browser’s urql) gets the stream', async () => {
    const { response, text } = await rawStream({ documentId: UNKNOWN_ID }, { ...production, accept: 'text/event-stream, multipart/mixed' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(text).toContain('PERSISTED_QUERY_NOT_FOUND');
  });

  it('runs a persisted operation as a stream, as before', async () => {
    const hash = Object.keys(persistedOperations).find((id) => /^query RegisterFields\b/.test(persistedOperations[id]!))!;
    const { results, error } = await resultsOf({ query: '', extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }, production);
    expect(error).toBeNull();
    expect(results).toHaveLength(1);
    expect(results[0]!.errors).toBeUndefined();
    expect((results[0]!.data as { registerFields: unknown[] }).registerFields.length).toBeGreaterThan(0);
  });
});

describe('GraphQL over SSE: the answer itself', () => {
  it('carries no Content-Encoding (`none` is not an encoding), for a result and for a subscription', async () => {
    const query = await rawStream({ query: '{ ok }' });
    expect(query.response.status).toBe(200);
    expect(query.response.headers.get('content-encoding')).toBeNull();
    expect(events(query.text)).toEqual([
      { event: 'next', data: '{"data":{"ok":true}}' },
      { event: 'complete', data: '' },
    ]);

    const refused = await rawStream({ query: '{ ok' });
    expect(refused.response.headers.get('content-encoding')).toBeNull();

    const subscription = await h.http(
      new Request('https://aurora-play.example/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ query: 'subscription { siteLive { kind } }' }),
      }),
    );
    expect(subscription.status).toBe(200);
    expect(subscription.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(subscription.headers.get('content-encoding')).toBeNull();
    await subscription.body!.cancel();
  });

  it('refuses single connection mode as HTTP says: its PUT reservation and its DELETE are 405 with Allow: GET, POST', async () => {
    const client = sseClient({ singleConnection: true });
    let error: unknown = null;
    try {
      for await (const _ of client.iterate({ query: '{ ok }' })) expect.unreachable('no result without a reservation');
    } catch (caught) {
      error = caught;
    } finally {
      client.dispose();
    }
    expect(error).toBeInstanceOf(NetworkError);
    const reservation = (error as NetworkError<Response>).response!;
    expect(reservation.status).toBe(405);
    expect(reservation.headers.get('allow')).toBe('GET, POST');
    expect(reservation.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    const body = (await reservation.json()) as Result;
    expect(body.errors?.[0]?.message).toMatch(/single connection mode is not offered/i);
    expect(body.errors?.[0]?.extensions?.code).toBe('METHOD_NOT_ALLOWED');

    const stop = await h.http(new Request('https://aurora-play.example/graphql?operationId=x', { method: 'DELETE' }));
    expect(stop.status).toBe(405);
    expect(stop.headers.get('allow')).toBe('GET, POST');
    expect(((await stop.json()) as Result).errors?.[0]?.extensions?.code).toBe('METHOD_NOT_ALLOWED');
    expect(h.binding.requests).toHaveLength(0);
  });
});

describe('GraphQL over HTTP: a refused request is a 4xx in application/graphql-response+json', () => {
  async function post(query: string, accept: string | null) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (accept !== null) headers.accept = accept;
    const response = await h.http(new Request('https://aurora-play.example/graphql', { method: 'POST', headers, body: JSON.stringify({ query }) }));
    return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as Result };
  }

  const directives = `{ ok ${Array.from({ length: 21 }, () => '@include(if: true)').join(' ')} }`;
  const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: ok`).join(' ')} }`;
  // 15 sections of 100 fields: a cost above 5000 within the other limits.
  const costly = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: gameSections { games { items { ${'id '.repeat(100)}} } }`).join(' ')} }`;

  it('a syntax error, an unknown field and each limit, to a client that accepts it, names no type or accepts anything', async () => {
    for (const accept of ['application/graphql-response+json', null, '*/*', 'application/json;q=0.5, application/graphql-response+json']) {
      const parse = await post('{ ok', accept);
      expect([parse.status, parse.type], `${accept}: syntax`).toEqual([400, 'application/graphql-response+json; charset=utf-8']);
      expect(codes([parse.body])).toEqual(['GRAPHQL_PARSE_FAILED']);
      for (const [name, query, message] of [
        ['an unknown field', '{ nope }', /Cannot query field/],
        ['depth', TOO_DEEP, /depth/i],
        ['aliases', aliases, /alias/i],
        ['directives', directives, /directive/i],
        ['cost', costly, /cost/i],
      ] as const) {
        const refused = await post(query, accept);
        expect([refused.status, refused.type], `${accept}: ${name}`).toEqual([400, 'application/graphql-response+json; charset=utf-8']);
        expect(refused.body.data ?? null).toBeNull();
        expect(refused.body.errors?.map((e) => e.message).join('\n'), name).toMatch(message);
        expect(codes([refused.body]), name).toContain('GRAPHQL_VALIDATION_FAILED');
      }
    }
    expect(h.binding.requests).toHaveLength(0);
  });

  it('a client of application/json only: a validation failure stays 200 (the spec’s SHOULD for that type); a syntax error stays 400', async () => {
    const refused = await post(TOO_DEEP, 'application/json');
    expect([refused.status, refused.type]).toEqual([200, 'application/json; charset=utf-8']);
    expect(codes([refused.body])).toContain('GRAPHQL_VALIDATION_FAILED');
    expect((await post('{ ok', 'application/json')).status).toBe(400);
  });
});
