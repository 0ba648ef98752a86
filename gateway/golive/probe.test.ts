import { describe, expect, it } from 'vitest';
import { readConfig } from '#gateway/env';
import { PlatformClient } from '#gateway/upstream/client';
import { endpoints, type EndpointName } from '#gateway/upstream/endpoints';
import { planRows } from './check';
import { bounded, probe, ProbeTimeout } from './probe';
import type { SampleContext, SampleQuery } from './rows';

const BASE = 'https://platform.internal';
const TOKEN = 'token-0123456789abcdef';
const context: SampleContext = {
  merchant: 'DEMO',
  language: 'KO',
  now: new Date('2025-03-10T12:00:00Z'),
  answer: () => ({ list: [{ gameId: 'G1', missionId: '7', depositId: '9', id: '11', username: 'u1' }] }),
};
const refusal = () => Response.json({ success: false, errorCode: 'function.not.available' }, { status: 400 });

/** What a request looks like on the wire, without what changes from one millisecond to the next. */
async function wire(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete('t');
  const headers = [...request.headers].filter(([name]) => name !== 'x-timestamp').sort(([a], [b]) => a.localeCompare(b));
  return { method: request.method, url: url.toString(), headers, body: await request.clone().text() };
}

/** The request the gateway's own client sends for a row. */
async function clientRequest(name: EndpointName, query: SampleQuery, token: string | null, body?: Record<string, unknown>): Promise<Request> {
  const seen: Request[] = [];
  const platform = {
    fetch: async (request: Request) => {
      seen.push(request);
      return refusal();
    },
  } as unknown as Fetcher;
  const config = readConfig({ MERCHANT: 'DEMO', PLATFORM_URL: 'binding', PLATFORM: platform, ENVIRONMENT: 'production' });
  const client = new PlatformClient(config, { language: 'KO', ip: null, country: null, token }, { waitUntil: () => undefined });
  await client.call(name, { query, body }).catch(() => undefined);
  return seen[0]!;
}

describe('probe', () => {
  it('sends every row the check reads exactly as the platform client does (URL, method, headers)', async () => {
    const { guest, member } = planRows({ withAccount: true, encryption: 'legacy' });
    const { guest: modernOnly } = planRows({ withAccount: false, encryption: 'modern' });
    const planned = [...guest, ...member, ...modernOnly.filter((p) => p.entry.scheme === 'modern')];
    expect(planned.length).toBeGreaterThan(40);
    for (const { name, def, entry } of planned) {
      const built = typeof entry.query === 'function' ? entry.query(context) : (entry.query ?? {});
      const query = built as SampleQuery;
      const token = def.token === 'none' ? null : def.token === 'required' ? TOKEN : null;
      const body = entry.readBody?.(context);
      const sent: Request[] = [];
      await probe(
        async (request) => {
          sent.push(request);
          return refusal();
        },
        { baseUrl: BASE, merchant: 'DEMO', language: 'KO' },
        def,
        { query, body, token, timeoutMs: 1000 },
      );
      expect(await wire(sent[0]!), name).toEqual(await wire(await clientRequest(name, query, token, body)));
    }
  });

  it('reads a file row’s type without its bytes', async () => {
    let cancelled = false;
    const body = new ReadableStream({ cancel: () => void (cancelled = true) });
    const answer = await probe(
      async () => new Response(body, { headers: { 'content-type': 'image/png' } }),
      { baseUrl: BASE, merchant: 'DEMO', language: 'EN' },
      endpoints.feedbackImage,
      {
        token: TOKEN,
        timeoutMs: 1000,
      },
    );
    expect(answer).toEqual({ status: 200, contentType: 'image/png', text: '' });
    expect(cancelled).toBe(true);
  });
});

describe('bounded', () => {
  it('gives up on work that never settles, even when it ignores its signal', async () => {
    let signalled: AbortSignal | undefined;
    const work = (signal: AbortSignal) => {
      signalled = signal;
      return new Promise<never>(() => undefined);
    };
    const error = await bounded(work, 30).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProbeTimeout);
    expect((error as ProbeTimeout).scope).toBe('call');
    expect((error as Error).message).toBe('no answer within 30 ms');
    expect(signalled?.aborted).toBe(true);
  });

  it('stops at once when the run’s limit is reached, before or during the call', async () => {
    const run = new AbortController();
    run.abort(new ProbeTimeout(500, 'run'));
    await expect(bounded(() => new Promise(() => undefined), 10_000, run.signal)).rejects.toMatchObject({
      scope: 'run',
      message: "stopped: the run's time limit (500 ms) was reached",
    });

    const later = new AbortController();
    const pending = bounded(() => new Promise(() => undefined), 10_000, later.signal);
    later.abort(new ProbeTimeout(700, 'run'));
    await expect(pending).rejects.toMatchObject({ scope: 'run' });
  });

  it('passes the answer and the failure of work that settles in time', async () => {
    await expect(bounded(async () => 'answer', 1000)).resolves.toBe('answer');
    await expect(bounded(async () => Promise.reject(new TypeError('fetch failed')), 1000)).rejects.toThrow('fetch failed');
  });
});
