import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { FormError, FormField } from '#app/components/FormField';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import { LocalTime } from '#app/components/LocalTime';
import type { TableState } from '#app/components/data-table/table-state';
import { ReportTable } from '#app/components/report/ReportTable';
import { SectionError } from '#app/components/SectionError';
import { SmallTable } from '#app/components/data-table/SmallTable';
import type { ContractFieldsFragment } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { useAgentCentre } from '#app/kernel/use-agent-centre';
import { SelectField } from '#app/features/transfer/SelectField';
import { formatMoney } from '#app/kernel/money/money';
import { useCurrencySymbol } from '#app/kernel/money/Money';
import { ContractSummary, ContractTerms, percent } from './ContractTerms';
import { statementsReport, type StatementRow } from './statement-columns';
import { MAX_RATE_BP, offerSchema, TIER_ENDS, TIER_ROWS, type ContractKindName } from './contracts.schema';
import { DESK_PATHS, deskKindAt } from './desk-paths';
import { deskAction, deskLoader, type Desk } from './desk-route.server';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { useReloadOnBadgeChange } from '#app/kernel/live-store';
import { href } from '#app/kernel/href';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['contracts'] };

/** The kind whose page this address is: the route table mounts this module at each kind's page (desk-paths.ts). */
function kindOf(request: Request): ContractKindName {
  const kind = deskKindAt(new URL(request.url).pathname);
  if (!kind) throw new Response('Not found', { status: 404 });
  return kind;
}

export const loader = (args: LoaderFunctionArgs) => deskLoader(kindOf(args.request))(args);
export const action = (args: ActionFunctionArgs) => {
  const kind = kindOf(args.request);
  return deskAction(kind, DESK_PATHS[kind])(args);
};

type Reply = { form: 'offer' | 'action'; result: SubmissionResult<string[]> } | undefined;

/** Where the downline answers (the route-addressable contract window in the member centre). */
export const contractWindowHref = (kind: ContractKindName) => href('/member/contract', { search: { kind } });

/**
 * One contract kind's page in the agent centre: the agent's own contract of the kind (answered in
 * the contract window), the offer form for the direct downline, the contracts the agent gave with
 * their termination requests, and every settlement with the figures it was computed from.
 */
export default function ContractDeskPage() {
  // A new message or contract offer appears without a reload (features/live).
  useReloadOnBadgeChange();
  const { kind, desk, table, done } = useLoaderData<typeof loader>();
  const answer = useActionData<Reply>();
  const { t } = useTranslation();
  const titleId = `contract-${kind.toLowerCase()}-title`;
  return (
    <section aria-labelledby={titleId} className="contract-page">
      <h1 id={titleId}>{t(`contracts.kinds.${kind}.title`)}</h1>
      <p>{t(`contracts.kinds.${kind}.intro`)}</p>
      {done ? (
        <p role="status" className="notice">
          {t(`contracts.done.${done}`)}
        </p>
      ) : null}
      {answer?.form === 'action' ? <FormError problem={answer.result.error?.[''] ?? null} /> : null}
      {desk === null ? (
        <SectionError what={t(`contracts.kinds.${kind}.title`)} />
      ) : (
        <>
          <OwnContract kind={kind} desk={desk} />
          {desk.isAgent ? <OfferForm kind={kind} desk={desk} result={answer?.form === 'offer' ? answer.result : null} /> : null}
          {desk.isAgent ? <GivenContracts desk={desk} /> : null}
          <Statements kind={kind} desk={desk} table={table} />
        </>
      )}
    </section>
  );
}

function OwnContract({ kind, desk }: { kind: ContractKindName; desk: Desk }) {
  const { t } = useTranslation();
  const waiting = [desk.contract, ...desk.offers].filter((c): c is ContractFieldsFragment => Boolean(c?.awaitingMe)).length;
  return (
    <section aria-labelledby="own-contract-title" className="card">
      <h2 id="own-contract-title">{t('contracts.myContract')}</h2>
      {waiting > 0 ? (
        <p className="notice" role="note">
          {t('contracts.awaitingNotice', { count: waiting })} <Link to={contractWindowHref(kind)}>{t('contracts.openWindow')}</Link>
        </p>
      ) : null}
      {desk.contract ? <ContractSummary contract={desk.contract} /> : <p className="muted">{t('contracts.noContract')}</p>}
    </section>
  );
}

function OfferForm({ kind, desk, result }: { kind: ContractKindName; desk: Desk; result: SubmissionResult<string[]> | null }) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const schema = useFormSchema(() => offerSchema(kind, i18n.language), [kind, i18n.language]);
  const [form, fields] = useValidatedForm(schema, result, { id: `offer-${kind}` });
  const max = percent(desk.maxRateBasisPoints ?? MAX_RATE_BP[kind], i18n.language);
  const values = (fields as unknown as Record<string, { initialValue?: unknown; errors?: string[] }>) ?? {};
  const field = (name: string) => values[name] ?? {};
  const tierField = (i: number, name: string) => {
    const tiers = (field('tiers').initialValue as Record<string, string>[] | undefined) ?? [];
    const errors = (form.allErrors[`tiers[${i}].${name}`] ?? null) as string[] | null;
    return { defaultValue: tiers[i]?.[name] ?? '', problem: errors };
  };
  return (
    <section aria-labelledby="offer-title" className="card">
      <h2 id="offer-title">{t('contracts.offerTitle')}</h2>
      {desk.downlines.length === 0 ? (
        <p className="muted">{t('contracts.noDownline')}</p>
      ) : (
        <Form method="post" className="auth-form contract-offer" {...getFormProps(form)}>
          <p>{t('contracts.offerIntro', { max })}</p>
          <FormError problem={form.errors} />
          <input type="hidden" name="intent" value="offer" />
          <SelectField
            id={`offer-${kind}-downline`}
            name="downline"
            label={t('contracts.chooseDownline')}
            defaultValue={(field('downline').initialValue as string | undefined) ?? desk.downlines[0]?.username}
            error={field('downline').errors ?? null}
            options={desk.downlines.map((d) => ({ value: d.username, label: d.nickname ? `${d.nickname} (${d.username})` : d.username }))}
            names
          />
          {kind === 'DIVIDEND' ? (
            <SelectField
              id="offer-period"
              name="period"
              label={t('contracts.period')}
              defaultValue={(field('period').initialValue as string | undefined) ?? 'W'}
              error={field('period').errors ?? null}
              options={(['D', 'W', 'H', 'M'] as const).map((p) => ({ value: p, label: t(`contracts.periods.${p}`) }))}
            />
          ) : null}
          {kind === 'REALTIME' ? (
            <>
              {(['winRate', 'lossRate', 'singleBet'] as const).map((name) => (
                <FormField
                  key={name}
                  id={`offer-${name}`}
                  name={name}
                  label={t(`contracts.${name}`)}
                  inputMode="decimal"
                  autoComplete="off"
                  defaultValue={(field(name).initialValue as string | undefined) ?? ''}
                  problem={field(name).errors ?? null}
                />
              ))}
            </>
          ) : (
            <>
              <p className="muted" id={`offer-${kind}-tier-hint`}>
                {t('contracts.tierHint')}
              </p>
              {Array.from({ length: TIER_ROWS }, (_, i) => (
                <fieldset key={i} className="contract-offer__tier">
                  <legend>{t('contracts.tier', { n: i + 1 })}</legend>
                  {(
                    [
                      ['rate', 'tierRate'],
                      ['amount', 'tierAmount'],
                      ['active', 'tierActive'],
                      ['consumption', 'tierConsumption'],
                      ['loss', 'tierLoss'],
                      ['minBet', 'tierMinBet'],
                    ] as const
                  ).map(([name, label]) => {
                    const { defaultValue, problem } = tierField(i, name);
                    return (
                      <FormField
                        key={name}
                        id={`offer-tier-${i}-${name}`}
                        name={`tiers[${i}].${name}`}
                        label={t(`contracts.${label}`, { n: i + 1 })}
                        inputMode={name === 'active' ? 'numeric' : 'decimal'}
                        autoComplete="off"
                        defaultValue={defaultValue}
                        problem={problem}
                      />
                    );
                  })}
                  <SelectField
                    id={`offer-tier-${i}-ends`}
                    name={`tiers[${i}].ends`}
                    label={t('contracts.tierEnds', { n: i + 1 })}
                    defaultValue={tierField(i, 'ends').defaultValue}
                    error={tierField(i, 'ends').problem}
                    options={TIER_ENDS.map((ends) => ({ value: ends, label: t(`contracts.ends.${ends || 'none'}`) }))}
                  />
                </fieldset>
              ))}
            </>
          )}
          <button type="submit" className="button" disabled={busy}>
            {t('contracts.sendOffer')}
          </button>
        </Form>
      )}
    </section>
  );
}

function GivenContracts({ desk }: { desk: Desk }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <section aria-labelledby="given-title" className="card">
      <h2 id="given-title">{t('contracts.given')}</h2>
      {desk.given.length === 0 ? (
        <p className="muted">{t('contracts.noneGiven')}</p>
      ) : (
        <SmallTable
          caption={t('contracts.given')}
          hideCaption
          rowHeader
          rows={desk.given}
          rowKey={(c) => c.id}
          columns={[
            { id: 'downline', header: t('contracts.downline'), value: (c) => c.downline.username, names: true },
            {
              id: 'status',
              header: t('contracts.status'),
              show: (c) => (
                <>
                  {t(`contracts.statuses.${c.status}`)}
                  {c.endReason ? ` (${t(`contracts.endReasons.${c.endReason}`)})` : null}
                  {c.status === 'TERMINATION_REQUESTED' && c.requestedBy === 'DOWNLINE' ? (
                    <>
                      <br />
                      {t('contracts.terminationAskedByDownline', { downline: c.downline.username })}
                    </>
                  ) : null}
                </>
              ),
            },
            { id: 'terms', header: t('contracts.terms'), show: (c) => <ContractTerms contract={c} /> },
            {
              id: 'actions',
              header: t('contracts.actions'),
              show: (c) =>
                c.awaitingMe ? (
                  <div className="dialog__actions">
                    <ActionButton intent="accept" id={c.id} label={t('contracts.acceptTermination')} busy={busy} />
                    <ActionButton intent="reject" id={c.id} label={t('contracts.rejectTermination')} busy={busy} ghost />
                  </div>
                ) : c.status === 'ACTIVE' ? (
                  <ActionButton intent="terminate" id={c.id} label={t('contracts.askTermination')} busy={busy} ghost />
                ) : null,
            },
          ]}
        />
      )}
    </section>
  );
}

export function ActionButton({ intent, id, label, busy, ghost = false }: { intent: string; id: string; label: string; busy: boolean; ghost?: boolean }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={intent === 'issue' ? 'statementId' : 'contractId'} value={id} />
      <button type="submit" className={ghost ? 'button button--small button--ghost' : 'button button--small'} disabled={busy}>
        {label}
      </button>
    </Form>
  );
}

function Statements({ kind, desk, table }: { kind: ContractKindName; desk: Desk; table: TableState }) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const centre = useAgentCentre();
  const currencySymbol = useCurrencySymbol();
  const me = centre?.agent.account ?? null;
  const statusExtra = (s: StatementRow) => (
    <>
      {s.status === 'DUE' && s.dueAt ? (
        <>
          {' '}
          ({t('contracts.dueBy')} <LocalTime ms={s.dueAt} locale={i18n.language} />)
        </>
      ) : null}
      {s.status === 'DUE' && s.upline === me ? (
        <ActionButton
          intent="issue"
          id={s.id}
          label={t('contracts.issue', { amount: formatMoney(s.amount, currencySymbol, i18n.language), downline: s.downline })}
          busy={busy}
        />
      ) : null}
    </>
  );
  return (
    <section aria-labelledby="statements-title" className="card">
      <h2 id="statements-title">{t('contracts.statements')}</h2>
      {desk.statements.total === 0 ? <p className="muted">{t('contracts.noStatements')}</p> : null}
      <ReportTable report={statementsReport(kind)} page={desk.statements} state={table} screen={{ zone: centre?.timeZone ?? 'UTC', statusExtra }} />
    </section>
  );
}
