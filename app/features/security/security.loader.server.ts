import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { doneOf } from './action-data';
import { SecurityCentrePageQuery } from './security.queries.server';
import { paymentRuleOf } from './security.schema';

/** The security centre (the member centre's default page). The layout guards it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await context.graphql(SecurityCentrePageQuery);
  const finished = doneOf(new URL(request.url).searchParams.get('done'));
  return {
    centre: answer.data?.securityCentre ?? null,
    netDeposits: answer.data?.netDeposits ?? null,
    legalRecord: answer.data?.legalRecord ?? null,
    prompts: answer.data?.saferGamblingPrompts?.due ?? [],
    paymentRule: paymentRuleOf(answer.data?.registerFields),
    mobileRule: answer.data?.registerFields?.find((rule) => rule.field === 'mobileNum') ?? null,
    done: finished,
    // After a form went through (its redirect says `done`), every form starts afresh with the values
    // now stored; a refused post keeps 'forms', and conform brings back what was typed.
    formsKey: finished ? `${finished}:${Date.now()}` : 'forms',
  };
}
