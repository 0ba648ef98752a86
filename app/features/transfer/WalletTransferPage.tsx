import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { FormError } from '#app/components/FormField';
import { SectionError } from '#app/components/SectionError';
import { SmallTable } from '#app/components/data-table/SmallTable';
import { parseForm } from '#app/components/forms/parse.server';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import { SelectField } from './SelectField';
import { allToMainSchema, transferFundActionSchema, walletTransferSchema } from './transfer.schema';
import { TransferAllToMainMutation, TransferBetweenWalletsMutation, TransferFundPageQuery } from './transfer.queries.server';
import { Money } from '#app/kernel/money/Money';
import { MoneyField } from '#app/kernel/money/MoneyField';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { useTranslation } from '#app/i18n/react';
import { guardAction } from '#app/kernel/guards.server';
import { href } from '#app/kernel/href';

const MAIN = 'MAIN';

interface ActionData {
  intent: 'transfer' | 'allToMain' | null;
  result: SubmissionResult<string[]>;
}

/** transferFund: each wallet's balance, a transfer between two of them, and "all to main". The layout guards it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await context.graphql(TransferFundPageQuery);
  const done = new URL(request.url).searchParams.get('done');
  return {
    wallets: answer.data?.wallets ?? null,
    // A new key per form shown: a repeated post of this form moves money once.
    requestId: crypto.randomUUID(),
    allRequestId: crypto.randomUUID(),
    done: done === 'transfer' || done === 'all' ? done : null,
  };
}

export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const submission = await parseForm(request, transferFundActionSchema(context.locale));
  const posted = submission.payload.intent;
  const intent = posted === 'transfer' || posted === 'allToMain' ? posted : null;
  if (submission.status !== 'success') return data<ActionData>({ intent, result: submission.reply() }, { status: 400 });
  const value = submission.value;
  if (value.intent === 'allToMain') {
    const { data: answered } = await context.graphql(TransferAllToMainMutation, { input: { requestId: value.requestId } });
    const outcome = answered?.transferAllToMain;
    if (outcome?.ok) return redirect(href('/member/transferFund', { search: { done: 'all' } }), 303);
    return data<ActionData>({ intent, result: replyWithUserErrors(submission, outcome, { fields: [] }) }, { status: outcome ? 400 : 502 });
  }
  const { data: answered } = await context.graphql(TransferBetweenWalletsMutation, {
    input: { from: value.from, to: value.to, amount: value.amount, requestId: value.requestId },
  });
  const outcome = answered?.transferBetweenWallets;
  if (outcome?.ok) return redirect(href('/member/transferFund', { search: { done: 'transfer' } }), 303);
  return data<ActionData>({ intent, result: replyWithUserErrors(submission, outcome, { fields: ['from', 'to', 'amount'] }) }, { status: outcome ? 400 : 502 });
});

export default function TransferFundPage() {
  const { wallets, done } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="transfer-fund-title">
      <h1 id="transfer-fund-title">{t('account.transferFund')}</h1>
      {done ? <p role="status">{t(done === 'all' ? 'transfer.fund.doneAll' : 'transfer.fund.done')}</p> : null}
      {wallets === null ? (
        <SectionError what={t('account.transferFund')} />
      ) : wallets.mode === 'SINGLE' ? (
        <>
          <p>{t('transfer.fund.singleMode')}</p>
          <p>
            {t('transfer.fund.main')}: <Money minor={wallets.main} />
          </p>
        </>
      ) : (
        <TransferForms wallets={wallets} />
      )}
    </section>
  );
}

type LoadedWallets = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['wallets']>;

function TransferForms({ wallets }: { wallets: LoadedWallets }) {
  const { requestId, allRequestId } = useLoaderData<typeof loader>();
  const answer = useActionData<ActionData>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { t, i18n } = useTranslation();
  const schema = useFormSchema(() => walletTransferSchema(i18n.language), [i18n.language]);
  const [form, fields] = useValidatedForm(schema, answer?.intent === 'transfer' ? answer.result : undefined, { id: 'transfer-fund-form' });
  const [allForm] = useValidatedForm(allToMainSchema, answer?.intent === 'allToMain' ? answer.result : undefined, { id: 'all-to-main-form' });
  const options = [{ value: MAIN, label: t('transfer.fund.main') }, ...wallets.vendors.map((v) => ({ value: v.vendorCode, label: v.name }))];
  const firstVendor = wallets.vendors[0]?.vendorCode ?? MAIN;
  return (
    <>
      <p>{t('transfer.fund.intro')}</p>
      <SmallTable
        caption={t('transfer.fund.wallets')}
        rowHeader
        rows={[
          { code: MAIN, name: t('transfer.fund.main'), balance: wallets.main },
          ...wallets.vendors.map((v) => ({ code: v.vendorCode, name: v.name, balance: v.balance })),
        ]}
        rowKey={(wallet) => wallet.code}
        columns={[
          { id: 'wallet', header: t('transfer.fund.wallet'), value: (wallet) => wallet.name },
          { id: 'balance', header: t('transfer.fund.balance'), value: (wallet) => wallet.balance, render: (minor) => <Money minor={Number(minor)} /> },
        ]}
        totals={[{ label: t('transfer.fund.total'), values: { balance: wallets.total } }]}
      />

      <Form method="post" className="member-form" {...getFormProps(form)}>
        <FormError problem={form.errors} />
        <input type="hidden" name="intent" value="transfer" />
        <input type="hidden" name="requestId" value={requestId} />
        <SelectField
          id="transfer-from"
          name="from"
          label={t('transfer.fund.from')}
          options={options}
          defaultValue={fields.from.initialValue ?? MAIN}
          error={fields.from.errors}
        />
        <SelectField
          id="transfer-to"
          name="to"
          label={t('transfer.fund.to')}
          options={options}
          defaultValue={fields.to.initialValue ?? firstVendor}
          error={fields.to.errors}
        />
        <MoneyField
          id="transfer-amount"
          name="amount"
          label={t('transfer.fund.amount')}
          min={1}
          error={fields.amount.errors?.[0] ?? null}
          defaultValue={fields.amount.initialValue ?? null}
        />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t('transfer.fund.submit')}
        </button>
      </Form>

      <Form method="post" className="member-form" {...getFormProps(allForm)} aria-describedby="all-to-main-hint">
        <FormError problem={allForm.errors} />
        <input type="hidden" name="intent" value="allToMain" />
        <input type="hidden" name="requestId" value={allRequestId} />
        <p id="all-to-main-hint" className="muted">
          {t('transfer.fund.allToMainHint')}
        </p>
        <button type="submit" className="button button--ghost" disabled={busy} aria-busy={busy}>
          {t('transfer.fund.allToMain')}
        </button>
      </Form>
    </>
  );
}
