import { Client, fetchExchange } from '@urql/core';
import { parse } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openStream, quietStreamFetch, STREAM_CLOSED } from './live-client';

const encoder = new TextEncoder();

/**
 * A stream's answer as a browser gives it: Server-Sent Events that stay open, each `data` line
 * sent at once, and a body that errors with the signal's reason when the request is aborted.
 */
function eventStream(events: unknown[]): typeof fetch {
  return async (_input, init) => {
    const signal = init?.signal;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const event of events) controller.enqueue(encoder.encode(`event: next\ndata: ${JSON.stringify(event)}\n\n`));
        signal?.addEventListener('abort', () => controller.error(signal.reason), { once: true });
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  };
}

const LIVE = parse('subscription Live { live { kind } }');

function clientOver(fetchImpl: typeof fetch) {
  return new Client({ url: 'http://portal.test/graphql', exchanges: [fetchExchange], fetchSubscriptions: true, fetch: fetchImpl });
}

/** Lets the stream's readers and generators run what they have queued. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

afterEach(() => {
  process.off('unhandledRejection', onRejection);
  rejections.length = 0;
});

describe('closing a live stream', () => {
  it('from inside one of its events (the session ended) ends it without an error nobody catches', async () => {
    process.on('unhandledRejection', onRejection);
    const seen: unknown[] = [];
    const { unsubscribe } = clientOver(quietStreamFetch(eventStream([{ data: { live: { kind: 'SESSION_ENDED' } } }])))
      .subscription(LIVE, {})
      .subscribe((result) => {
        seen.push(result.data);
        // As the live connections do on the session-ended event: close the stream at once.
        unsubscribe();
      });
    await settle();
    expect(seen).toEqual([{ live: { kind: 'SESSION_ENDED' } }]);
    expect(rejections).toEqual([]);
  });

  it('while waiting for the next event (the page left, the tab hidden) ends it quietly too', async () => {
    process.on('unhandledRejection', onRejection);
    const { unsubscribe } = clientOver(quietStreamFetch(eventStream([])))
      .subscription(LIVE, {})
      .subscribe(() => undefined);
    await settle();
    unsubscribe();
    await settle();
    expect(rejections).toEqual([]);
  });

  it('aborts the request with a reason of its own, and lets a stream that failed otherwise fail', async () => {
    let signal: AbortSignal | undefined;
    const outer = new AbortController();
    const failing: typeof fetch = async (_input, init) => {
      signal = init?.signal ?? undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.error(new TypeError('network error'));
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    };
    const response = await quietStreamFetch(failing)('http://portal.test/graphql', { signal: outer.signal });
    await expect(response.text()).rejects.toThrow('network error');
    outer.abort();
    expect(signal?.aborted).toBe(true);
    expect((signal?.reason as DOMException).name).toBe('AbortError');
    expect((signal?.reason as DOMException).message).toBe(STREAM_CLOSED);
  });

  it('opens a stream at low priority, with the session cookie: never one of the important requests of a page', async () => {
    const asked: RequestInit[] = [];
    const stream = eventStream([]);
    // The page's documents are persisted ids with no text, which urql's development build refuses
    // to type; the browser runs its production build.
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(init ?? {});
      return stream(input, init);
    });
    try {
      const close = openStream('live', { onEvent: () => undefined, onEnd: () => undefined, onSessionEnded: () => undefined });
      await settle();
      close();
      await settle();
    } finally {
      vi.unstubAllGlobals();
      vi.unstubAllEnvs();
    }
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ priority: 'low', credentials: 'same-origin' });
  });
});
