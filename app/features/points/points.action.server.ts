import * as z from 'zod';
import { data, redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import { parseForm } from '#app/components/forms/parse.server';
import { replyWithUserErrors, type MessageOverrides } from '#app/graphql/user-errors';
import { guardAction } from '#app/kernel/guards.server';
import { ConvertPointsMutation, PointMallPageQuery, RedeemPointRewardMutation } from './points.queries.server';
import { convertSchema, redeemSchema, type PointMallActionData, type PointMallIntent } from './points.schema';
import { href } from '#app/kernel/href';

const HIDDEN = ['paymentPassword'];

const OVERRIDES: MessageOverrides = {
  'INSUFFICIENT_BALANCE:quantity': 'pointMall.errors.notEnoughPoints',
  'INSUFFICIENT_BALANCE:points': 'pointMall.errors.notEnoughPoints',
  'STATE_CONFLICT:quantity': 'pointMall.errors.outOfStock',
  'ABOVE_MAXIMUM:quantity': 'pointMall.errors.overLimit',
  'BELOW_MINIMUM:points': 'pointMall.errors.belowMinimum',
  'INVALID_INPUT:points': 'pointMall.errors.step',
  'REQUIRED:deliveryAddress': 'pointMall.errors.address',
  'REQUIRED:phone': 'pointMall.errors.phone',
  'PATTERN:phone': 'pointMall.errors.phone',
  'INVALID_INPUT:requestId': 'pointMall.errors.reload',
  'NOT_FOUND:rewardId': 'pointMall.errors.reload',
};

/** Redeems a reward (then the exchange records) or converts points (then the same tab), or answers the form with what was wrong. */
export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const url = new URL(request.url);
  const back = (done: string) => {
    const next = new URLSearchParams(url.searchParams);
    next.delete('reward');
    next.set('done', done);
    if (done === 'redeemed') next.set('tab', 'records');
    return redirect(href('/pointMall', { search: next }), 303);
  };
  // Which form posted (conform reads it; the redeem form's rules depend on the reward it names).
  const first = await parseForm(
    request,
    z.discriminatedUnion('intent', [redeemSchema({ maxQuantity: 1000, needsDelivery: false }), convertSchema(context.locale)]),
  );
  const posted = first.payload.intent;
  const intent: PointMallIntent | null = posted === 'redeem' || posted === 'convert' ? posted : null;
  const reply = (result: PointMallActionData['result'], status = 400) => data<PointMallActionData>({ intent, result }, { status });

  if (intent === 'redeem') {
    const rules = (await context.graphql(PointMallPageQuery, { withRewards: true, withRecords: false, withDetails: false, page: 1, pageSize: 1 })).data;
    const reward = rules?.pointRewards?.items.find((r) => r.id === first.payload.rewardId);
    const submission = await parseForm(
      request,
      redeemSchema({ maxQuantity: rules?.pointRewards?.redeemMaxQuantity ?? 1, needsDelivery: reward?.needsDelivery ?? false }),
    );
    if (submission.status !== 'success') return reply(submission.reply({ hideFields: HIDDEN }));
    const v = submission.value;
    const { data: answered } = await context.graphql(RedeemPointRewardMutation, {
      input: {
        rewardId: v.rewardId,
        quantity: v.quantity,
        deliveryAddress: v.deliveryAddress || null,
        phone: v.phone || null,
        paymentPassword: v.paymentPassword,
        requestId: v.requestId,
      },
    });
    const outcome = answered?.redeemPointReward;
    if (outcome?.ok) return back('redeemed');
    return reply(
      replyWithUserErrors(submission, outcome, {
        fields: ['quantity', 'deliveryAddress', 'phone', 'paymentPassword'],
        hideFields: HIDDEN,
        overrides: OVERRIDES,
      }),
      outcome ? 400 : 502,
    );
  }

  if (intent === null) return reply(first.reply({ hideFields: HIDDEN }));
  const submission = await parseForm(request, convertSchema(context.locale));
  if (submission.status !== 'success') return reply(submission.reply({ hideFields: HIDDEN }));
  const v = submission.value;
  const { data: answered } = await context.graphql(ConvertPointsMutation, {
    input: { points: v.points, paymentPassword: v.paymentPassword, requestId: v.requestId },
  });
  const outcome = answered?.convertPoints;
  if (outcome?.ok) return back(outcome.conversion?.status === 'PENDING' ? 'convertPending' : 'converted');
  return reply(
    replyWithUserErrors(submission, outcome, { fields: ['points', 'paymentPassword'], hideFields: HIDDEN, overrides: OVERRIDES }),
    outcome ? 400 : 502,
  );
});
