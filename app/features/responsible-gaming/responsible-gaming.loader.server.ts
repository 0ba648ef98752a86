import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { readTableState } from '#app/components/data-table/table-state';
import { failedFields } from '#app/graphql/errors';
import { formatList } from '#app/i18n/format';
import { brandTime, LIMIT_KINDS, limitKindOf, limitPeriodOf } from './limits';
import { ResponsibleGamingPageQuery } from './responsible-gaming.queries.server';
import { settingNotice } from './setting-notice';

/** The brand's tool behind each kind of limit. */
const LIMIT_TOOL = { DEPOSIT: 'DEPOSIT_LIMIT', LOSS: 'LOSS_LIMIT', WAGER: 'WAGER_LIMIT' } as const;

/**
 * responsibleGaming (docs/decisions/039): the member's limits with their use and any waiting
 * change, the form that sets them, time-out and self-exclusion, where to find help and the history
 * of changes. Every moment is written in the brand's zone, where a limit's period starts. `?kind=`
 * and `?period=` choose the limit the form starts on; `&done=1` says what the last change did, read
 * from the limit as it now stands. The layout guards it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const answer = await context.graphql(ResponsibleGamingPageQuery);
  const settings = answer.data?.responsibleGaming ?? null;
  const zone = answer.data?.brand?.timeZone ?? 'UTC';
  const time = (ms: number) => brandTime(ms, context.locale, zone);
  const chosen = { kind: limitKindOf(params.get('kind')), period: limitPeriodOf(params.get('period')) };
  const limits = (settings?.limits ?? []).map((limit) => ({
    ...limit,
    resetsAtText: time(limit.resetsAt),
    pendingText: limit.pending && limit.pendingEffectiveAt !== null && limit.pendingEffectiveAt !== undefined ? time(limit.pendingEffectiveAt) : null,
  }));
  const state = readTableState(params, { defaultPageSize: 10 });
  const changes = settings?.changes ?? [];
  const changed = params.get('done') === '1' ? limits.find((limit) => limit.kind === chosen.kind && limit.period === chosen.period) : undefined;
  const sessionLimit = settings?.sessionLimit ?? null;
  const sessionPendingText =
    sessionLimit?.pending && sessionLimit.pendingEffectiveAt !== null && sessionLimit.pendingEffectiveAt !== undefined
      ? time(sessionLimit.pendingEffectiveAt)
      : null;
  return {
    // Null without an error: the platform does not offer the tools (a live platform without the extension).
    status: settings ? 'ready' : failedFields(answer.errors).includes('responsibleGaming') ? 'failed' : 'unavailable',
    coolingOffHours: settings?.coolingOffHours ?? 24,
    // The six-monthly review, put where the limits are.
    prompts: answer.data?.saferGamblingPrompts?.due ?? [],
    tools: settings?.tools ?? [],
    // A kind's limits show where the brand offers them, or where the member set one before it stopped.
    limits: limits.filter(
      (limit) => settings?.tools.includes(LIMIT_TOOL[limit.kind]) || (limit.amount !== null && limit.amount !== undefined) || limit.pending,
    ),
    // The limit form offers only the kinds the brand offers.
    formKinds: LIMIT_KINDS.filter((kind) => settings?.tools.includes(LIMIT_TOOL[kind])),
    chosen,
    // Each section only where the brand offers its tool.
    sessionLimit:
      sessionLimit && settings?.tools.includes('SESSION_LIMIT')
        ? { minutes: sessionLimit.minutes ?? null, pendingMinutes: sessionLimit.pendingMinutes ?? null, pendingText: sessionPendingText }
        : null,
    realityCheck: settings?.tools.includes('REALITY_CHECK')
      ? { minutes: settings.realityCheckMinutes ?? null, brandMinutes: settings.brandRealityCheckMinutes }
      : null,
    // The operator's other brands where a self-exclusion started here also holds.
    selfExclusionAlsoOn: settings?.selfExclusionAlsoOn.length ? formatList(settings.selfExclusionAlsoOn, context.locale) : null,
    // What the last session-limit or reality-check change did (`?done=sessionLimit|realityCheck`), read from the settings as they now stand.
    settingDone: settings ? settingNotice(params.get('done'), settings, sessionPendingText) : null,
    done: changed ? { kind: changed.kind, period: changed.period, waitingUntil: changed.pendingText, none: changed.amount === null && !changed.pending } : null,
    history: {
      state,
      total: changes.length,
      rows: changes.slice((state.page - 1) * state.pageSize, state.page * state.pageSize).map((change, index) => ({
        ...change,
        key: `${change.createdAt}-${(state.page - 1) * state.pageSize + index}`,
        createdAtText: time(change.createdAt),
        effectiveAtText: time(change.effectiveAt),
        endsAtText: change.endsAt === null || change.endsAt === undefined ? null : time(change.endsAt),
      })),
    },
  } as const;
}
