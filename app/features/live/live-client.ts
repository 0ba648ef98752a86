import { Client, fetchExchange, type TypedDocumentNode } from '@urql/core';
import { onEnd, pipe, subscribe } from 'wonka';
import { browserDocumentIds } from '#app/graphql/generated/browser-document-ids';
import type { LiveSubscription, SiteLiveSubscription } from '#app/graphql/generated/graphql';

/**
 * The browser's GraphQL client for what changes without a navigation (docs/decisions/040): urql
 * with its fetch exchange carrying subscriptions over Server-Sent Events to /graphql, the same
 * endpoint, cookie and persisted operations as everything else. Documents are named by their
 * persisted ids only, so their text never ships (production's /graphql accepts nothing else).
 * Loaded on demand by LiveProvider, after the page is up.
 */
const byId = <T>(id: string) => ({ kind: 'Document', definitions: [], documentId: id }) as unknown as TypedDocumentNode<T, Record<string, never>>;
const documents = {
  live: byId<LiveSubscription>(browserDocumentIds.Live),
  siteLive: byId<SiteLiveSubscription>(browserDocumentIds.SiteLive),
};

export type LiveEvent = LiveSubscription['live'];
export type SiteEvent = SiteLiveSubscription['siteLive'];
export type StreamName = keyof typeof documents;
type EventOf<N extends StreamName> = N extends 'live' ? LiveEvent : SiteEvent;

export interface StreamHandlers<E> {
  onEvent(event: E): void;
  /** The stream ended (the server's time limit, an error, a lost connection). */
  onEnd(): void;
  /** The server refused it because the session is over. */
  onSessionEnded(): void;
}

let client: Client | null = null;

/** The reason a stream's request is aborted with when the portal closes the stream itself. */
export const STREAM_CLOSED = 'the live stream was closed';

/**
 * fetch for the streams, where the portal closing a stream is a quiet end, never an error. urql
 * aborts a stream's request when it is unsubscribed, without a reason, and then has its reader of
 * the body cancelled: when the stream is closed while one of its events is being handled (the
 * session-ended event closes it, at every time-out and log-out), that cancel meets the body the
 * abort has errored, and its rejection ("AbortError: signal is aborted without reason") is caught
 * by nothing. Here the request has a signal of its own, aborted with a reason when urql's is, and
 * the body urql reads ends when that abort reaches it (its reader is cancelled quietly), so
 * nothing is left to reject. A stream that fails otherwise (a lost connection) still fails, and
 * reconnects.
 */
export function quietStreamFetch(base: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const outer = init?.signal;
    const close = () => controller.abort(new DOMException(STREAM_CLOSED, 'AbortError'));
    if (outer?.aborted) close();
    else outer?.addEventListener('abort', close, { once: true });
    const response = await base(input, { ...init, signal: controller.signal });
    if (!response.body) return response;
    const reader = response.body.getReader();
    let finished = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(stream) {
        try {
          const chunk = await reader.read();
          if (finished) return;
          if (chunk.done) {
            finished = true;
            stream.close();
          } else stream.enqueue(chunk.value);
        } catch (error) {
          if (finished) return;
          finished = true;
          // Closed by the portal: the stream ends. Anything else is the stream's failure.
          if (controller.signal.aborted) stream.close();
          else stream.error(error);
        }
      },
      cancel(reason) {
        finished = true;
        return reader.cancel(reason).catch(() => undefined);
      },
    });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/** Opens one of the browser's streams; the answer closes it. */
export function openStream<N extends StreamName>(name: N, handlers: StreamHandlers<EventOf<N>>): () => void {
  client ??= new Client({
    url: '/graphql',
    exchanges: [fetchExchange],
    fetchSubscriptions: true,
    requestPolicy: 'network-only',
    // Low: a stream stays open for minutes and nothing the page shows waits for it, so it must not
    // count as one of the page's important requests (the browser's scheduling, and Lighthouse's
    // wait for those to be idle, which an open High stream kept waiting for its full 45 s).
    fetchOptions: { credentials: 'same-origin', priority: 'low' },
    fetch: quietStreamFetch(),
  });
  let closed = false;
  const { unsubscribe } = pipe(
    client.subscription(documents[name] as TypedDocumentNode<Record<N, EventOf<N>>, Record<string, never>>, {}),
    onEnd(() => {
      if (!closed) handlers.onEnd();
    }),
    subscribe((result) => {
      if (result.error) {
        // Refused because the session is over (it ended before the stream opened).
        if (result.error.graphQLErrors.some((error) => error.extensions?.code === 'SESSION_ENDED')) handlers.onSessionEnded();
        return;
      }
      const event = result.data?.[name];
      if (event) handlers.onEvent(event);
    }),
  );
  return () => {
    closed = true;
    unsubscribe();
  };
}
