import { isRouteErrorResponse } from '@remix-run/react';

/**
 * What Remix hands the server entry's `handleError` (app/entry.server.tsx): errors of loaders,
 * actions and rendering, and the router's own refusals. A refusal of the client's request (a POST to
 * a page that takes none answers 405, an address no route has 404) is one line, never an error with
 * a stack; anything else is logged as Remix logs it by default (the error inside a route error
 * response). Nothing is logged for a request whose visitor already left.
 */
export function logServerError(error: unknown, request: Request): void {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    // The path without its query: a query may carry a token or a name.
    console.warn(`${error.status} ${request.method} ${new URL(request.url).pathname}: ${error.statusText || 'refused'}`);
    return;
  }
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(inner ?? error);
}
