import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '#gateway/context';

const PREFLIGHT_SECONDS = 600;

/**
 * The origin a browser may read /graphql from, with the visitor's cookies: the portal's own, or
 * one the brand lists in CORS_ORIGINS. Any other origin gets no CORS headers at all, so its pages
 * can neither read an answer nor send a credentialed preflighted request.
 */
export function allowedOrigin(request: Request, corsOrigins: readonly string[]): string | null {
  const origin = request.headers.get('Origin');
  if (!origin || origin === 'null') return null;
  if (origin === new URL(request.url).origin || corsOrigins.includes(origin)) return origin;
  return null;
}

/** Replaces Yoga's default CORS (which reflects any origin with credentials). */
export function useCors(): Plugin<GatewayContext> {
  return {
    onRequest({ request, serverContext, endResponse, fetchAPI }) {
      if (request.method !== 'OPTIONS') return;
      const origin = allowedOrigin(request, (serverContext as Partial<GatewayContext>).config?.corsOrigins ?? []);
      if (!origin) {
        endResponse(new fetchAPI.Response(null, { status: 403, headers: { Vary: 'Origin', 'Content-Length': '0' } }));
        return;
      }
      endResponse(
        new fetchAPI.Response(null, {
          status: 204,
          headers: {
            'Access-Control-Allow-Origin': origin,
            'Access-Control-Allow-Credentials': 'true',
            'Access-Control-Allow-Methods': 'GET, POST',
            'Access-Control-Allow-Headers': 'Content-Type, Accept',
            'Access-Control-Max-Age': String(PREFLIGHT_SECONDS),
            Vary: 'Origin',
            'Content-Length': '0',
          },
        }),
      );
    },
    onResponse({ request, response, serverContext }) {
      response.headers.append('Vary', 'Origin');
      const origin = allowedOrigin(request, (serverContext as Partial<GatewayContext> | undefined)?.config?.corsOrigins ?? []);
      if (!origin) return;
      response.headers.set('Access-Control-Allow-Origin', origin);
      response.headers.set('Access-Control-Allow-Credentials', 'true');
    },
  };
}
