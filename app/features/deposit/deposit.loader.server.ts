import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { DepositPageQuery } from './deposit.queries.server';
import { depositIdOf } from './deposit.schema';

/** depositv2: the brand's methods, the next step of a deposit, the member's recent deposits. The layout guards it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const depositId = depositIdOf(params.get('depositId'));
  const answer = await context.graphql(DepositPageQuery, { depositId: depositId ?? '0', withDeposit: depositId !== null });
  const done = params.get('done');
  return {
    settings: answer.data?.depositSettings ?? null,
    prompts: answer.data?.saferGamblingPrompts?.due ?? [],
    recent: answer.data?.myDeposits ?? null,
    current: answer.data?.deposit ?? null,
    // A new key per form shown: a repeated post of this form makes one deposit.
    requestId: crypto.randomUUID(),
    done: done === 'created' || done === 'cancelled' ? done : null,
  };
}
