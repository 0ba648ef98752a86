import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { deskKindAt } from './desk-paths';
import { statementsCsvLoader } from './desk-route.server';

/** `<kind's page>.csv`: every settlement of the kind (either side) with its inputs; the route table mounts it beside each kind's page. */
export function loader(args: LoaderFunctionArgs) {
  const kind = deskKindAt(new URL(args.request.url).pathname);
  if (!kind) throw new Response('Not found', { status: 404 });
  return statementsCsvLoader(kind)(args);
}
