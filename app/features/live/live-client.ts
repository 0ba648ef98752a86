import { Client, fetchExchange, type TypedDocumentNode } from '@urql/core';
import { onEnd, pipe, subscribe } from 'wonka';
import { browserDocumentIds } from '#app/graphql/generated/browser-document-ids';
import type { LiveSubscription } from '#app/graphql/generated/graphql';

/**
 * The browser's GraphQL client for what changes without a navigation (docs/decisions/040): urql
 * with its fetch exchange carrying subscriptions over Server-Sent Events to /graphql, the same
 * endpoint, cookie and persisted operations as everything else. The document is named by its
 * persisted id only, so its text never ships (production's /graphql accepts nothing else).
 * Loaded on demand by LiveProvider, after the page is up, for a logged-in member only.
 */
const LiveDocument = { kind: 'Document', definitions: [], documentId: browserDocumentIds.Live } as unknown as TypedDocumentNode<
  LiveSubscription,
  Record<string, never>
>;

let client: Client | null = null;

export type LiveEvent = LiveSubscription['live'];

export interface LiveHandlers {
  onEvent(event: LiveEvent): void;
  /** The stream ended (the server's time limit, an error, a lost connection); `failed` when it was an error. */
  onEnd(failed: boolean): void;
}

/** Opens the member's stream; the answer closes it. */
export function openLiveStream(handlers: LiveHandlers): () => void {
  client ??= new Client({
    url: '/graphql',
    exchanges: [fetchExchange],
    fetchSubscriptions: true,
    requestPolicy: 'network-only',
    fetchOptions: { credentials: 'same-origin' },
  });
  let failed = false;
  let closed = false;
  const { unsubscribe } = pipe(
    client.subscription(LiveDocument, {}),
    onEnd(() => {
      if (!closed) handlers.onEnd(failed);
    }),
    subscribe((result) => {
      if (result.error) {
        // Refused because the session is over (it ended before the stream opened): as if the stream had said so.
        if (result.error.graphQLErrors.some((error) => error.extensions?.code === 'SESSION_ENDED')) {
          handlers.onEvent({ kind: 'SESSION_ENDED', balance: null, badges: null });
        }
        failed = true;
        return;
      }
      if (result.data) handlers.onEvent(result.data.live);
    }),
  );
  return () => {
    closed = true;
    unsubscribe();
  };
}
