/**
 * Requests counted by their X-Fault-Scope header (development tools only): the bench tags one page's
 * request with a scope of its own, the portal passes the header on with every platform call it makes
 * for that request (gateway/upstream/client.ts), and `GET /__dev/request-count?scope=` says how many
 * calls reached the platform for it: the page's subrequests, which a Worker has a limit of (50 on the
 * free plan). A batch of reads is one request here, as it is one subrequest at the edge. The count is
 * this isolate's (a development server runs one); the oldest scopes are forgotten past a thousand.
 */
import { ok, paramError } from '../../http/envelope';
import type { DevRoute } from '../../http/routes';
import type { Env } from '../../env';

const MAX_SCOPES = 1000;
const counted = new Map<string, number>();

/** Counts a request under its scope, when it has one and the development tools are on. */
export function countRequest(request: Request, env: Pick<Env, 'DEV_TOOLS'>): void {
  if (env.DEV_TOOLS !== '1') return;
  const scope = request.headers.get('X-Fault-Scope')?.trim();
  if (!scope) return;
  const before = counted.get(scope) ?? 0;
  // Re-inserted, so the map's order is the order of last use and the first key is the one to forget.
  counted.delete(scope);
  counted.set(scope, before + 1);
  if (counted.size > MAX_SCOPES) counted.delete(counted.keys().next().value!);
}

export const requestCountRoutes: DevRoute[] = [
  {
    kind: 'dev',
    path: '/__dev/request-count',
    faultKey: '',
    methods: {
      GET({ url }) {
        const scope = url.searchParams.get('scope')?.trim();
        if (!scope) throw paramError('scope: required');
        return Promise.resolve(ok({ scope, count: counted.get(scope) ?? 0 }));
      },
    },
  },
];
