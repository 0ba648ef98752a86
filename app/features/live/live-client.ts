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

/** Opens one of the browser's streams; the answer closes it. */
export function openStream<N extends StreamName>(name: N, handlers: StreamHandlers<EventOf<N>>): () => void {
  client ??= new Client({
    url: '/graphql',
    exchanges: [fetchExchange],
    fetchSubscriptions: true,
    requestPolicy: 'network-only',
    fetchOptions: { credentials: 'same-origin' },
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
