import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { readPage } from '#app/components/data-table/table-state';
import { namespaceWords } from '#app/i18n/words.server';
import { requireMember } from '#app/kernel/guards.server';
import { PointMallPageQuery } from './points.queries.server';
import { EXCHANGE_TYPES, POINT_TYPES, TABS, type Tab } from './tabs';

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
    title: namespaceWords(context.locale).points.pointMall.title,
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
