import { GraphQLError } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';
import type { GatewayContext } from '#gateway/context';
import { persistedOperations } from '#gateway/generated/persisted-operations';

/** Parameters naming a persisted operation, besides the standard four. */
export const PERSISTED_PARAM = 'documentId';

type Params = GraphQLParams & { [PERSISTED_PARAM]?: unknown };

function refusal(code: 'PERSISTED_QUERY_NOT_FOUND' | 'PERSISTED_QUERY_ONLY', message: string, status: number) {
  return new GraphQLError(message, { extensions: { code, http: { status } } });
}

/** The hash a request names: `documentId` (body or query string) or Apollo's `persistedQuery` extension. */
function requestedHash(params: Params, request: Request): string | null {
  const fromUrl = request.method === 'GET' ? new URL(request.url).searchParams.get(PERSISTED_PARAM) : null;
  const documentId = params[PERSISTED_PARAM] ?? fromUrl;
  const apollo = (params.extensions?.persistedQuery as { sha256Hash?: unknown } | undefined)?.sha256Hash;
  const id = documentId ?? apollo;
  if (id === undefined || id === null) return null;
  return typeof id === 'string' ? id.replace(/^sha256:/, '').toLowerCase() : '';
}

/**
 * Over HTTP, /graphql runs the operations the app was built with, named by hash. A document of
 * the caller's own is accepted only where the playground is open (outside production, or where the
 * brand switches GRAPHIQL3 on), and only by POST: a GET names a persisted operation (Yoga itself
 * refuses a mutation by GET). In-process execution (loaders) never passes through here.
 */
export function usePersistedOperations(manifest: Readonly<Record<string, string>> = persistedOperations): Plugin<GatewayContext> {
  return {
    onParams({ params, request, setParams, context }) {
      const { [PERSISTED_PARAM]: _named, ...rest } = params as Params;
      const hash = requestedHash(params as Params, request);
      if (hash !== null) {
        if (!Object.hasOwn(manifest, hash)) throw refusal('PERSISTED_QUERY_NOT_FOUND', 'Unknown persisted operation.', 404);
        setParams({ ...rest, query: manifest[hash] });
        return;
      }
      if (request.method === 'GET') throw refusal('PERSISTED_QUERY_ONLY', 'A GET request must name a persisted operation.', 400);
      // allowIntrospection is exactly "the playground is open here" (see handleGraphQL).
      if (!(context as Partial<GatewayContext>).allowIntrospection) {
        throw refusal('PERSISTED_QUERY_ONLY', 'Only persisted operations are accepted.', 400);
      }
    },
  };
}
