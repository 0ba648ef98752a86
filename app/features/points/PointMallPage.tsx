import { z } from 'zod';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { requireMember, guardAction } from '#app/kernel/guards.server';
import { readPage } from '#app/components/data-table/table-state';
import { parseForm } from '#app/components/forms/parse.server';
import { PointMall } from './PointMall';
import { ConvertPointsMutation, PointMallPageQuery, RedeemPointRewardMutation } from './points.queries.server';
import { convertSchema, redeemSchema, type PointMallActionData, type PointMallIntent } from './points.schema';
import { EXCHANGE_TYPES, POINT_TYPES, TABS, type Tab } from './tabs';
import { replyWithUserErrors, type MessageOverrides } from '#app/graphql/user-errors';
import { namespaces } from '#app/i18n/namespaces.server';
import { titledMeta } from '#app/i18n/page-title';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['points', 'security', 'cashier', 'playerProtection'] };

const PATH = '/pointMall';
const HIDDEN = ['paymentPassword'];
const PAGE_SIZE = 10;

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : null;

/**
 * The points mall (login needed; outside the member centre, with its guard): the balance and the
 * conversion form, then one tab: rewards by exchange type (with the redeem form of the chosen
 * one), exchange records, point details by type, or the rules. Tabs, filters and pages are in the URL.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const tab: Tab = pick(params.get('tab'), TABS) ?? 'redeem';
  const exchangeType = pick(params.get('type'), EXCHANGE_TYPES);
  const pointType = pick(params.get('kind'), POINT_TYPES);
  const page = readPage(params);
  const answer = await context.graphql(PointMallPageQuery, {
    exchangeType,
    pointType,
    withRewards: tab === 'redeem',
    withRecords: tab === 'records',
    withDetails: tab === 'details',
    page,
    pageSize: PAGE_SIZE,
  });
  requireMember(Boolean(context.session), answer, request);
  // A brand without the points mall (PTSYS3 off) has no such page.
  if (answer.data?.features && !answer.data.features.points) throw new Response('Not found', { status: 404 });
  const rewardId = params.get('reward');
  const done = pick(params.get('done'), ['redeemed', 'converted', 'convertPending'] as const);
  return {
    title: namespaces[context.locale].points.pointMall.title,
    tab,
    exchangeType,
    pointType,
    balance: answer.data?.pointBalance ?? null,
    rules: answer.data?.pointRules ?? null,
    rewards: answer.data?.pointRewards ?? null,
    exchanges: answer.data?.pointExchanges ?? null,
    details: answer.data?.pointDetails ?? null,
    chosen: answer.data?.pointRewards?.items.find((r) => r.id === rewardId) ?? null,
    done,
    // A new key per form shown: a repeated post redeems or converts once.
    requestId: crypto.randomUUID(),
  };
}

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

export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const url = new URL(request.url);
  const back = (done: string) => {
    const next = new URLSearchParams(url.searchParams);
    next.delete('reward');
    next.set('done', done);
    if (done === 'redeemed') next.set('tab', 'records');
    return redirect(`${PATH}?${next.toString()}`, 303);
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

export const meta = titledMeta;

export default PointMall;
