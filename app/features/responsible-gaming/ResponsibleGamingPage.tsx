import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { useMemo } from 'react';
import { z } from 'zod';
import { CheckboxField, DefaultSubmit, FormError, FormField } from '#app/components/FormField';
import { SectionError } from '#app/components/SectionError';
import { DataTable } from '#app/components/data-table/DataTable';
import type { Column } from '#app/components/data-table/columns';
import { SmallTable } from '#app/components/data-table/SmallTable';
import { readTableState } from '#app/components/data-table/table-state';
import { parseForm, peekFormField } from '#app/components/forms/parse.server';
import { readProblem } from '#app/components/forms/problem';
import { useValidatedForm } from '#app/components/forms/use-validated-form';
import { failedFields } from '#app/graphql/errors';
import type {
  ExclusionLength,
  GamblingLimitRowFragment,
  LimitKind,
  LimitPeriod,
  ResponsibleGamingPageQuery as PageAnswer,
} from '#app/graphql/generated/graphql';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { guardAction } from '#app/kernel/guards.server';
import { SelectField } from '#app/features/transfer/SelectField';
import { formatMoney } from '#app/kernel/money/money';
import { Money, useCurrencySymbol } from '#app/kernel/money/Money';
import { MoneyField } from '#app/kernel/money/MoneyField';
import { brandTime, LIMIT_KINDS, LIMIT_PERIODS, limitKindOf, limitPeriodOf, SELF_EXCLUSION_LENGTHS, TIMEOUT_LENGTHS } from './limits';
import { PlayerHelp } from './PlayerHelp';
import { userErrorFormats } from './refusal.server';
import {
  CloseAccountMutation,
  ResponsibleGamingPageQuery,
  SetGamblingLimitMutation,
  SetRealityCheckMutation,
  SetSessionLimitMutation,
  StartExclusionMutation,
} from './responsible-gaming.queries.server';
import {
  closureSchema,
  limitSchema,
  MAX_MINUTES,
  realityCheckSchema,
  RG_FORMS,
  selfExclusionSchema,
  sessionLimitSchema,
  timeoutSchema,
  type RgForm,
} from './responsible-gaming.schema';
import styles from './responsible-gaming.css?url';
import { formatList } from '#app/i18n/format';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['responsibleGaming'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

/** The brand's tool behind each kind of limit. */
const LIMIT_TOOL = { DEPOSIT: 'DEPOSIT_LIMIT', LOSS: 'LOSS_LIMIT', WAGER: 'WAGER_LIMIT' } as const;

const PATH = '/member/responsibleGaming';

interface ActionData {
  /** Which of the page's forms the answer belongs to. */
  form: RgForm;
  result: SubmissionResult<string[]>;
}

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

type Settings = NonNullable<PageAnswer['responsibleGaming']>;

/** The notice after a session-limit or reality-check change: a translation key and its values. */
function settingNotice(done: string | null, settings: Settings, pendingText: string | null): { key: string; params: Record<string, string | number> } | null {
  if (done === 'sessionLimit') {
    const limit = settings.sessionLimit;
    if (limit.pending && pendingText) return { key: 'responsibleGaming.session.doneWaiting', params: { time: pendingText, hours: settings.coolingOffHours } };
    if (limit.minutes === null || limit.minutes === undefined) return { key: 'responsibleGaming.session.doneNone', params: {} };
    return { key: 'responsibleGaming.session.doneApplied', params: { minutes: limit.minutes } };
  }
  if (done === 'realityCheck') {
    const own = settings.realityCheckMinutes;
    return own === null || own === undefined
      ? { key: 'responsibleGaming.reality.doneDefault', params: { minutes: settings.brandRealityCheckMinutes } }
      : { key: 'responsibleGaming.reality.doneApplied', params: { minutes: own } };
  }
  return null;
}

export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const form = (await peekFormField(request, 'form', z.enum(RG_FORMS))) ?? 'limit';
  if (form === 'limit') return limitAction(request, context);
  if (form === 'sessionLimit' || form === 'realityCheck') return minutesAction(form, request, context);
  if (form === 'closure') return closureAction(request, context);
  return exclusionAction(form, request, context);
});

/**
 * The session time limit (set, shorten, lengthen, remove: shorter at once, longer or removed after
 * the cooling-off) or the reality-check interval (set, or back to the brand's default: at once).
 */
async function minutesAction(form: 'sessionLimit' | 'realityCheck', request: Request, context: ActionFunctionArgs['context']) {
  const submission = await parseForm(request, form === 'sessionLimit' ? sessionLimitSchema() : realityCheckSchema());
  if (submission.status !== 'success') return data<ActionData>({ form, result: submission.reply() }, { status: 400 });
  const input = { minutes: submission.value.intent === 'set' ? (submission.value.minutes ?? null) : null };
  const outcome =
    form === 'sessionLimit'
      ? (await context.graphql(SetSessionLimitMutation, { input })).data?.setSessionLimit
      : (await context.graphql(SetRealityCheckMutation, { input })).data?.setRealityCheck;
  if (outcome?.ok) return redirect(`${PATH}?done=${form}`, 303);
  const result = replyWithUserErrors(submission, outcome, { fields: ['minutes'] });
  return data<ActionData>({ form, result }, { status: outcome ? 400 : 502 });
}

/** Sets, lowers, raises or removes one limit; the page then says whether it applies now or after the cooling-off. */
async function limitAction(request: Request, context: ActionFunctionArgs['context']) {
  const submission = await parseForm(request, limitSchema(context.locale));
  if (submission.status !== 'success') return data<ActionData>({ form: 'limit', result: submission.reply() }, { status: 400 });
  const { intent, kind, period, amount } = submission.value;
  const { data: answered } = await context.graphql(SetGamblingLimitMutation, {
    input: { kind, period, amount: intent === 'remove' ? null : (amount ?? null) },
  });
  const outcome = answered?.setGamblingLimit;
  if (outcome?.ok) return redirect(`${PATH}?kind=${kind}&period=${period}&done=1`, 303);
  const result = replyWithUserErrors(submission, outcome, { fields: ['kind', 'period', 'amount'], formats: await userErrorFormats(context, outcome) });
  return data<ActionData>({ form: 'limit', result }, { status: outcome ? 400 : 502 });
}

/**
 * Starts a time-out or self-exclusion. The platform ends every session of the member and the
 * gateway's mutation clears the portal's cookie with it; the login dialog says until when.
 */
async function exclusionAction(form: 'timeout' | 'selfExclusion', request: Request, context: ActionFunctionArgs['context']) {
  const submission = await parseForm(request, form === 'timeout' ? timeoutSchema : selfExclusionSchema);
  if (submission.status !== 'success') return data<ActionData>({ form, result: submission.reply() }, { status: 400 });
  const { data: answered } = await context.graphql(StartExclusionMutation, { input: { length: submission.value.length, confirm: submission.value.confirm } });
  const outcome = answered?.startExclusion;
  if (outcome?.ok) return redirect(`/login?excluded=${outcome.endsAt ?? 'permanent'}`, 303);
  const result = replyWithUserErrors(submission, outcome, { fields: ['length', 'confirm'], formats: await userErrorFormats(context, outcome) });
  return data<ActionData>({ form, result }, { status: outcome ? 400 : 502 });
}

/** Closes the account for good; the member is logged out and the login dialog says how the balance is paid out. */
async function closureAction(request: Request, context: ActionFunctionArgs['context']) {
  const submission = await parseForm(request, closureSchema);
  if (submission.status !== 'success') return data<ActionData>({ form: 'closure', result: submission.reply() }, { status: 400 });
  const outcome = (await context.graphql(CloseAccountMutation, { input: { confirm: submission.value.confirm } })).data?.closeAccount;
  if (outcome?.ok) return redirect('/login?excluded=closed', 303);
  const result = replyWithUserErrors(submission, outcome, { fields: ['confirm'] });
  return data<ActionData>({ form: 'closure', result }, { status: outcome ? 400 : 502 });
}

export default function ResponsibleGamingPage() {
  const { status, coolingOffHours, done, settingDone, tools, limits, formKinds, selfExclusionAlsoOn } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="rg-title" className="rg-page">
      <h1 id="rg-title">{t('responsibleGaming.title')}</h1>
      <p>{t('responsibleGaming.intro')}</p>
      {done ? (
        <p className="notice-banner" role="status">
          {done.waitingUntil
            ? t('responsibleGaming.done.waiting', { name: limitName(t, done, 'names'), time: done.waitingUntil, hours: coolingOffHours })
            : t(done.none ? 'responsibleGaming.done.none' : 'responsibleGaming.done.applied', { name: limitName(t, done, 'names') })}
        </p>
      ) : null}
      {settingDone ? (
        <p className="notice-banner" role="status">
          {t(settingDone.key, settingDone.params)}
        </p>
      ) : null}
      {status === 'failed' ? (
        <SectionError what={t('responsibleGaming.title')} />
      ) : status === 'unavailable' ? (
        <p role="note">{t('responsibleGaming.notAvailable')}</p>
      ) : (
        <>
          {limits.length ? <Limits /> : null}
          {formKinds.length ? <LimitForm /> : null}
          <SessionLimitSection />
          <RealityCheckSection />
          {tools.includes('TIMEOUT') ? <ExclusionForm which="timeout" lengths={TIMEOUT_LENGTHS} /> : null}
          {tools.includes('SELF_EXCLUSION') ? <ExclusionForm which="selfExclusion" lengths={SELF_EXCLUSION_LENGTHS} alsoOn={selfExclusionAlsoOn} /> : null}
          {tools.includes('ACCOUNT_CLOSURE') ? <ClosureForm /> : null}
        </>
      )}
      <PlayerHelp member />
      {status === 'ready' ? <History /> : null}
    </section>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

/** "Daily deposit limit" (a title) or "daily deposit limit" (inside a sentence). */
const limitName = (t: T, limit: { kind: LimitKind; period: LimitPeriod }, form: 'titles' | 'names') =>
  t(`responsibleGaming.limits.${form}.${limit.kind}.${limit.period}`);

/** A time-out's or a self-exclusion's length in words. */
const lengthName = (t: T, length: ExclusionLength) =>
  t(`responsibleGaming.${(TIMEOUT_LENGTHS as readonly string[]).includes(length) ? 'timeout' : 'selfExclusion'}.lengths.${length}`);

type LimitRow = GamblingLimitRowFragment & { resetsAtText: string; pendingText: string | null };

/** Each kind's limits over its three periods: what is in force, used, when it resets, a waiting change. */
function Limits() {
  const { limits, coolingOffHours } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  return (
    <section aria-labelledby="rg-limits-title" className="rg-limits">
      <h2 id="rg-limits-title">{t('responsibleGaming.limits.title')}</h2>
      <p>{t('responsibleGaming.limits.intro', { hours: coolingOffHours })}</p>
      {LIMIT_KINDS.map((kind) => {
        const rows: LimitRow[] = LIMIT_PERIODS.flatMap((period) => limits.filter((limit) => limit.kind === kind && limit.period === period));
        if (!rows.length) return null;
        return (
          <section key={kind} aria-labelledby={`rg-kind-${kind}`} className="rg-kind">
            <h3 id={`rg-kind-${kind}`}>{t(`responsibleGaming.limits.kindTitles.${kind}`)}</h3>
            <p className="muted">{t(`responsibleGaming.limits.kindHints.${kind}`)}</p>
            <SmallTable
              labelledBy={`rg-kind-${kind}`}
              rowHeader
              rows={rows}
              rowKey={(limit) => `${limit.kind}-${limit.period}`}
              columns={[
                { id: 'period', header: t('responsibleGaming.limits.period'), value: (limit) => t(`responsibleGaming.limits.periods.${limit.period}`) },
                {
                  id: 'limit',
                  header: t('responsibleGaming.limits.limit'),
                  show: (limit) =>
                    limit.amount === null || limit.amount === undefined ? t('responsibleGaming.limits.noLimit') : <Money minor={limit.amount} />,
                  align: 'end',
                },
                { id: 'used', header: t('responsibleGaming.limits.used'), show: (limit) => <Money minor={limit.used} />, align: 'end' },
                { id: 'resets', header: t('responsibleGaming.limits.resets'), value: (limit) => limit.resetsAtText },
                {
                  id: 'waiting',
                  header: t('responsibleGaming.limits.waiting'),
                  value: (limit) =>
                    !limit.pendingText
                      ? t('responsibleGaming.limits.noChange')
                      : limit.pendingAmount === null || limit.pendingAmount === undefined
                        ? t('responsibleGaming.limits.removedOn', { time: limit.pendingText })
                        : t('responsibleGaming.limits.raisesTo', { amount: formatMoney(limit.pendingAmount, symbol, i18n.language), time: limit.pendingText }),
                },
                {
                  id: 'change',
                  header: t('responsibleGaming.limits.change'),
                  hideHeader: true,
                  show: (limit) => (
                    <Link
                      to={`?kind=${limit.kind}&period=${limit.period}#rg-limit-form`}
                      preventScrollReset
                      aria-label={t('responsibleGaming.limits.changeLabel', { name: limitName(t, limit, 'names') })}
                    >
                      {t('responsibleGaming.limits.change')}
                    </Link>
                  ),
                },
              ]}
            />
          </section>
        );
      })}
    </section>
  );
}

/** One form for every limit: its kind and period, and a new amount, or the remove button. */
function LimitForm() {
  const { chosen, formKinds } = useLoaderData<typeof loader>();
  const answer = useActionData<ActionData>();
  const busy = useNavigation().state === 'submitting';
  const { t, i18n } = useTranslation();
  const schema = useMemo(() => limitSchema(i18n.language, { browser: true }), [i18n.language]);
  const [form, fields] = useValidatedForm(schema, answer?.form === 'limit' ? answer.result : undefined, {
    id: 'rg-limit-form',
    defaultValue: { kind: chosen.kind && formKinds.includes(chosen.kind) ? chosen.kind : (formKinds[0] ?? 'DEPOSIT'), period: chosen.period ?? 'DAY' },
  });
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return (
    <section aria-labelledby="rg-limit-form-title" className="card rg-form">
      <h2 id="rg-limit-form-title">{t('responsibleGaming.form.title')}</h2>
      {/* A new choice of limit (a row's Change link) starts the form afresh. */}
      <Form method="post" className="auth-form" aria-labelledby="rg-limit-form-title" key={`${chosen.kind}-${chosen.period}`} {...getFormProps(form)}>
        <DefaultSubmit value="set" />
        <input type="hidden" name="form" value="limit" />
        <FormError problem={form.errors} />
        <div className="rg-form__choice">
          <SelectField
            id="rg-limit-kind"
            name="kind"
            label={t('responsibleGaming.form.kind')}
            options={formKinds.map((kind) => ({ value: kind, label: t(`responsibleGaming.form.kinds.${kind}`) }))}
            defaultValue={text(fields.kind.initialValue)}
            error={fields.kind.errors}
          />
          <SelectField
            id="rg-limit-period"
            name="period"
            label={t('responsibleGaming.form.period')}
            options={LIMIT_PERIODS.map((period) => ({ value: period, label: t(`responsibleGaming.limits.periods.${period}`) }))}
            defaultValue={text(fields.period.initialValue)}
            error={fields.period.errors}
          />
        </div>
        <MoneyField
          id="rg-limit-amount"
          name="amount"
          label={t('responsibleGaming.form.amount')}
          min={1}
          required={false}
          error={fields.amount.errors?.[0] ?? null}
          defaultValue={text(fields.amount.initialValue) ?? null}
        />
        <p className="muted">{t('responsibleGaming.form.removeHint')}</p>
        <div className="rg-form__actions">
          <button type="submit" name="intent" value="set" className="button" disabled={busy} aria-busy={busy}>
            {t('responsibleGaming.form.save')}
          </button>
          <button type="submit" name="intent" value="remove" className="button button--ghost" disabled={busy} formNoValidate>
            {t('responsibleGaming.form.remove')}
          </button>
        </div>
      </Form>
    </section>
  );
}

/**
 * The session time limit: the one in force (or none), a longer limit or a removal waiting for the
 * cooling-off, and the form that sets, shortens, lengthens or removes it in minutes.
 */
function SessionLimitSection() {
  const { sessionLimit, coolingOffHours } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!sessionLimit) return null;
  const waiting = sessionLimit.pendingText
    ? sessionLimit.pendingMinutes === null
      ? t('responsibleGaming.session.removedOn', { time: sessionLimit.pendingText })
      : t('responsibleGaming.session.changesTo', { minutes: sessionLimit.pendingMinutes, time: sessionLimit.pendingText })
    : t('responsibleGaming.limits.noChange');
  return (
    <MinutesForm
      which="sessionLimit"
      intro={t('responsibleGaming.session.intro', { hours: coolingOffHours })}
      facts={[
        {
          term: t('responsibleGaming.session.current'),
          detail: sessionLimit.minutes === null ? t('responsibleGaming.session.none') : t('responsibleGaming.minutes', { minutes: sessionLimit.minutes }),
        },
        { term: t('responsibleGaming.limits.waiting'), detail: waiting },
      ]}
      other="remove"
    />
  );
}

/** The reality check: the interval in force (the member's, or the brand's default) and the form that sets it or goes back to the default. */
function RealityCheckSection() {
  const { realityCheck } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  if (!realityCheck) return null;
  return (
    <MinutesForm
      which="realityCheck"
      intro={t('responsibleGaming.reality.intro')}
      facts={[
        {
          term: t('responsibleGaming.reality.current'),
          detail:
            realityCheck.minutes === null
              ? t('responsibleGaming.reality.brandDefault', { minutes: realityCheck.brandMinutes })
              : t('responsibleGaming.reality.own', { minutes: realityCheck.minutes }),
        },
      ]}
      other="default"
      otherLabel={t('responsibleGaming.reality.useDefault', { minutes: realityCheck.brandMinutes })}
    />
  );
}

/** A setting in minutes: what stands now, a field of whole minutes, and two buttons: save, and remove or the default. */
function MinutesForm({
  which,
  intro,
  facts,
  other,
  otherLabel,
}: {
  which: 'sessionLimit' | 'realityCheck';
  intro: string;
  facts: { term: string; detail: string }[];
  other: 'remove' | 'default';
  otherLabel?: string;
}) {
  const answer = useActionData<ActionData>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useTranslation();
  const schema = useMemo(() => (which === 'sessionLimit' ? sessionLimitSchema({ browser: true }) : realityCheckSchema({ browser: true })), [which]);
  const [form, fields] = useValidatedForm(schema, answer?.form === which ? answer.result : undefined, { id: `rg-${which}-form` });
  const titleId = `rg-${which}-title`;
  const words = which === 'sessionLimit' ? 'session' : 'reality';
  return (
    <section aria-labelledby={titleId} className="card rg-form">
      <h2 id={titleId}>{t(`responsibleGaming.${words}.title`)}</h2>
      <p>{intro}</p>
      <dl className="my-account__facts">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt>{fact.term}</dt>
            <dd>{fact.detail}</dd>
          </div>
        ))}
      </dl>
      <Form method="post" className="auth-form" aria-labelledby={titleId} {...getFormProps(form)}>
        <DefaultSubmit value="set" />
        <input type="hidden" name="form" value={which} />
        <FormError problem={form.errors} />
        <FormField
          id={`rg-${which}-minutes`}
          name="minutes"
          label={t(`responsibleGaming.${words}.minutes`)}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          hint={{ key: 'responsibleGaming.minutesHint', params: { max: MAX_MINUTES } }}
          problem={fields.minutes.errors}
          defaultValue={typeof fields.minutes.initialValue === 'string' ? fields.minutes.initialValue : undefined}
        />
        <div className="rg-form__actions">
          <button type="submit" name="intent" value="set" className="button" disabled={busy} aria-busy={busy}>
            {t(`responsibleGaming.${words}.save`)}
          </button>
          <button type="submit" name="intent" value={other} className="button button--ghost" disabled={busy} formNoValidate>
            {otherLabel ?? t(`responsibleGaming.${words}.remove`)}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** A time-out or a self-exclusion: how long, the confirmation that it cannot be shortened, and the button that starts it. */
/** Closing the account: for good, confirmed; the balance is paid out through customer service. */
function ClosureForm() {
  const answer = useActionData<ActionData>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useTranslation();
  const [form, fields] = useValidatedForm(closureSchema, answer?.form === 'closure' ? answer.result : undefined, { id: 'rg-closure-form' });
  return (
    <section aria-labelledby="rg-closure-title" className="card rg-form">
      <h2 id="rg-closure-title">{t('responsibleGaming.closure.title')}</h2>
      <p>{t('responsibleGaming.closure.intro')}</p>
      <Form method="post" className="auth-form" aria-labelledby="rg-closure-title" {...getFormProps(form)}>
        <input type="hidden" name="form" value="closure" />
        <FormError problem={form.errors} />
        <CheckboxField id="rg-closure-confirm" name="confirm" required problem={fields.confirm.errors}>
          {t('responsibleGaming.closure.confirm')}
        </CheckboxField>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t('responsibleGaming.closure.submit')}
        </button>
      </Form>
    </section>
  );
}

function ExclusionForm({ which, lengths, alsoOn = null }: { which: 'timeout' | 'selfExclusion'; lengths: readonly ExclusionLength[]; alsoOn?: string | null }) {
  const answer = useActionData<ActionData>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useTranslation();
  const [form, fields] = useValidatedForm(which === 'timeout' ? timeoutSchema : selfExclusionSchema, answer?.form === which ? answer.result : undefined, {
    id: `rg-${which}-form`,
  });
  const titleId = `rg-${which}-title`;
  const lengthProblem = fields.length.errors?.length ? readProblem(fields.length.errors[0]!) : null;
  return (
    <section aria-labelledby={titleId} className="card rg-form">
      <h2 id={titleId}>{t(`responsibleGaming.${which}.title`)}</h2>
      <p>{t(`responsibleGaming.${which}.intro`)}</p>
      <p>{t('responsibleGaming.exclusion.effects')}</p>
      {alsoOn ? <p>{t('responsibleGaming.selfExclusion.alsoOn', { brands: alsoOn })}</p> : null}
      <Form method="post" className="auth-form" aria-labelledby={titleId} {...getFormProps(form)}>
        <input type="hidden" name="form" value={which} />
        <FormError problem={form.errors} />
        <fieldset className="rg-lengths" aria-describedby={lengthProblem ? `rg-${which}-length-error` : undefined}>
          <legend>{t(`responsibleGaming.${which}.length`)}</legend>
          {lengths.map((length) => (
            <div key={length} className="field field--inline">
              <input type="radio" id={`rg-${which}-${length}`} name="length" value={length} defaultChecked={fields.length.initialValue === length} />
              <label htmlFor={`rg-${which}-${length}`}>{lengthName(t, length)}</label>
            </div>
          ))}
          {lengthProblem ? (
            <p id={`rg-${which}-length-error`} className="field-error">
              {t(lengthProblem.key, lengthProblem.params)}
            </p>
          ) : null}
        </fieldset>
        <CheckboxField id={`rg-${which}-confirm`} name="confirm" required problem={fields.confirm.errors}>
          {t('responsibleGaming.exclusion.confirm')}
        </CheckboxField>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t(`responsibleGaming.${which}.submit`)}
        </button>
      </Form>
    </section>
  );
}

type ChangeRow = ReturnType<typeof useLoaderData<typeof loader>>['history']['rows'][number];

/** Every change the member made, newest first: when, what, from what to what (or how long), when it takes effect, from which session. */
function History() {
  const { history } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const amountOrNone = (minor: number | null | undefined, none: string) => (minor === null || minor === undefined ? none : <Money minor={minor} />);
  const minutesOrNone = (minutes: number | null | undefined, none: string) =>
    minutes === null || minutes === undefined ? none : t('responsibleGaming.minutes', { minutes });
  const columns: Column<ChangeRow>[] = [
    { id: 'when', header: t('responsibleGaming.history.when'), value: (row) => row.createdAtText },
    {
      id: 'what',
      header: t('responsibleGaming.history.what'),
      value: (row) =>
        row.what === 'LIMIT' && row.kind && row.period
          ? limitName(t, { kind: row.kind, period: row.period }, 'titles')
          : t(`responsibleGaming.history.whats.${row.what}`),
    },
    {
      id: 'change',
      header: t('responsibleGaming.history.change'),
      value: (row) => row.what,
      render: (_value, row) =>
        !row ? null : row.what === 'LIMIT' ? (
          <>
            {amountOrNone(row.from, t('responsibleGaming.history.noLimit'))}
            {' → '}
            {amountOrNone(row.to, t('responsibleGaming.history.removed'))}
          </>
        ) : row.what === 'SESSION_LIMIT' ? (
          `${minutesOrNone(row.fromMinutes, t('responsibleGaming.history.noLimit'))} → ${minutesOrNone(row.toMinutes, t('responsibleGaming.history.removed'))}`
        ) : row.what === 'REALITY_CHECK' ? (
          `${minutesOrNone(row.fromMinutes, t('responsibleGaming.history.brandDefault'))} → ${minutesOrNone(row.toMinutes, t('responsibleGaming.history.brandDefault'))}`
        ) : !row.length ? (
          '—'
        ) : row.endsAtText ? (
          t('responsibleGaming.history.until', { length: lengthName(t, row.length), time: row.endsAtText })
        ) : (
          t('responsibleGaming.history.permanent')
        ),
    },
    { id: 'effective', header: t('responsibleGaming.history.effective'), value: (row) => row.effectiveAtText },
    { id: 'session', header: t('responsibleGaming.history.session'), value: (row) => row.sessionId ?? '—' },
  ];
  return (
    <DataTable
      caption={t('responsibleGaming.history.title')}
      columns={columns}
      rows={history.rows}
      rowKey={(row) => row.key}
      state={history.state}
      total={history.total}
    />
  );
}
