import { data, redirect } from '@remix-run/cloudflare';
import type { SubmissionResult } from '@conform-to/react';
import type { AppLoadContext } from '@remix-run/cloudflare';
import { parseForm } from '#app/components/forms/parse.server';
import { problem } from '#app/components/forms/problem';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import {
  ClaimMissionRewardMutation,
  ClaimPromotionMutation,
  ClaimRaffleMutation,
  ClaimRebateMutation,
  ForfeitBonusMutation,
  JoinPromotionMutation,
} from './rewards.queries.server';
import { rewardActionSchema } from './rewards.schema';
import { requireSession } from '#app/kernel/guards.server';

const OVERRIDES = {
  STATE_CONFLICT: problem('rewards.errors.notClaimable'),
  NOT_FOUND: problem('rewards.errors.notFound'),
  'NOT_FOUND:id': problem('rewards.errors.noActiveBonus'),
  'INVALID_INPUT:requestId': problem('rewards.errors.reload'),
} as const;

/**
 * The reward pages' one action: join, claim or draw a promotion, claim a mission step or the
 * rebate; then back to the page (`back`, its query kept) with what happened in `done` and `amount`.
 * The root reloads after the post, so the header balance and the badges follow at once (ADR 022).
 */
export async function rewardAction(request: Request, context: AppLoadContext, back: string) {
  requireSession(request, context, { back });
  const submission = await parseForm(request, rewardActionSchema);
  const reply = (result: SubmissionResult<string[]>, status = 400) => data<{ result: SubmissionResult<string[]> }>({ result }, { status });
  if (submission.status !== 'success') return reply(submission.reply());
  const value = submission.value;
  const to = (done: string, amount?: number | null) => {
    const url = new URL(back, 'https://portal.invalid');
    url.searchParams.set('done', done);
    if (value.intent !== 'rebate') url.searchParams.set('item', value.id);
    if (amount !== undefined && amount !== null) url.searchParams.set('amount', String(amount));
    return redirect(`${url.pathname}${url.search}`, 303);
  };
  let outcome: Parameters<typeof replyWithUserErrors>[1];
  let amount: number | null | undefined;
  switch (value.intent) {
    case 'join': {
      const answer = (await context.graphql(JoinPromotionMutation, { input: { promotionId: value.id } })).data?.joinPromotion;
      outcome = answer;
      if (answer?.ok) return to('joined');
      break;
    }
    case 'claim':
    case 'draw': {
      const input = { promotionId: value.id };
      const answer =
        value.intent === 'draw'
          ? (await context.graphql(ClaimRaffleMutation, { input })).data?.claimRaffle
          : (await context.graphql(ClaimPromotionMutation, { input })).data?.claimPromotion;
      outcome = answer;
      amount = answer?.amount;
      if (answer?.ok) return to('claimed', amount);
      break;
    }
    case 'mission': {
      const answer = (await context.graphql(ClaimMissionRewardMutation, { input: { missionId: value.id, step: value.step } })).data?.claimMissionReward;
      outcome = answer;
      if (answer?.ok) return to('claimed', answer.reward);
      break;
    }
    case 'rebate': {
      const answer = (await context.graphql(ClaimRebateMutation)).data?.claimRebate;
      outcome = answer;
      if (answer?.ok) return to('claimed', answer.amount);
      break;
    }
    case 'forfeit': {
      const answer = (await context.graphql(ForfeitBonusMutation, { id: value.id, requestId: value.requestId })).data?.forfeitBonus;
      outcome = answer;
      if (answer?.ok) return to('forfeited', answer.forfeited ?? 0);
      break;
    }
  }
  return reply(replyWithUserErrors(submission, outcome, { fields: [], overrides: OVERRIDES }), outcome ? 400 : 502);
}

/** What the page says after a redirect from rewardAction. */
export function doneOf(url: URL): { done: 'joined' | 'claimed' | 'forfeited'; item: string | null; amount: number | null } | null {
  const done = url.searchParams.get('done');
  if (done !== 'joined' && done !== 'claimed' && done !== 'forfeited') return null;
  const amount = Number(url.searchParams.get('amount'));
  return { done, item: url.searchParams.get('item'), amount: Number.isSafeInteger(amount) && amount > 0 ? amount : null };
}
