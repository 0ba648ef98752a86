import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { BalanceQuery } from './balance.query.server';

/** What the header's refresh button reads: the member's balance now, never from a cache. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await context.graphql(BalanceQuery);
  return Response.json({ amount: data?.balance?.total ?? null }, { headers: { 'Cache-Control': 'private, no-store' } });
}
