import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { useMemo, useState } from 'react';
import { FormError, FormField } from '#app/components/FormField';
import { readProblem } from '#app/components/forms/problem';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import type { DepositPageQuery } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { formatMoney } from '#app/kernel/money/money';
import { useCurrencySymbol } from '#app/kernel/money/Money';
import { MoneyField } from '#app/kernel/money/MoneyField';
import type { loader } from './deposit.loader.server';
import { channelsOf, createDepositSchema, type Channel, type DepositActionData } from './deposit.schema';

type LoadedMethod = NonNullable<DepositPageQuery['depositSettings']>['methods'][number];

/** A new deposit: one of the brand's methods and channels, the amount within its limits and, for a manual transfer, the payer's name. */
export function DepositForm({ methods }: { methods: readonly LoadedMethod[] }) {
  const { requestId } = useLoaderData<typeof loader>();
  const answer = useActionData<DepositActionData>();
  const busy = useNavigation().state === 'submitting';
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  const schema = useFormSchema(() => createDepositSchema(methods, i18n.language), [methods, i18n.language]);
  const channels = useMemo(() => channelsOf(methods), [methods]);
  const [form, fields] = useValidatedForm(schema, answer?.intent === 'create' ? answer.result : undefined, { id: 'deposit-form' });
  const initial = typeof fields.channel.initialValue === 'string' ? fields.channel.initialValue : undefined;
  const [chosen, choose] = useState<string>(initial && channels.some((c) => c.value === initial) ? initial : (channels[0]?.value ?? ''));
  const channel: Channel | undefined = channels.find((c) => c.value === chosen);
  const nameOf = (code: string) => methods.find((m) => m.code === code)?.name ?? code;
  const channelProblem = fields.channel.errors?.length ? readProblem(fields.channel.errors[0]!) : null;
  return (
    <Form method="post" className="member-form deposit-form" {...getFormProps(form)}>
      <p>{t('deposit.intro')}</p>
      <FormError problem={form.errors} />
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="requestId" value={requestId} />
      <fieldset
        className="deposit-methods"
        aria-invalid={channelProblem ? true : undefined}
        aria-describedby={channelProblem ? 'deposit-channel-error' : undefined}
      >
        <legend>{t('deposit.method')}</legend>
        {channels.map((c, i) => (
          <div className="field field--inline deposit-method" key={c.value}>
            <input
              id={`deposit-channel-${i}`}
              type="radio"
              name="channel"
              value={c.value}
              defaultChecked={c.value === chosen}
              onChange={() => choose(c.value)}
              aria-describedby={`deposit-channel-${i}-hint`}
            />
            <label htmlFor={`deposit-channel-${i}`}>
              {nameOf(c.method.code)}
              {c.method.bankTypes.length > 1 ? (
                <>
                  {' · '}
                  <span translate="no">{c.bankType}</span>
                </>
              ) : null}
            </label>
            <span id={`deposit-channel-${i}-hint`} className="muted">
              {t(`deposit.kinds.${c.method.kind}`)}
              {' · '}
              {t('deposit.limits', {
                min: formatMoney(c.method.minAmount, symbol, i18n.language),
                max: formatMoney(c.method.maxAmount, symbol, i18n.language),
              })}
            </span>
          </div>
        ))}
        {channelProblem ? (
          <p id="deposit-channel-error" className="field-error">
            {t(channelProblem.key, channelProblem.params)}
          </p>
        ) : null}
      </fieldset>
      <MoneyField
        id="deposit-amount"
        name="amount"
        label={t('deposit.amount')}
        min={channel?.method.minAmount}
        max={channel?.method.maxAmount}
        error={fields.amount.errors?.[0] ?? null}
        defaultValue={typeof fields.amount.initialValue === 'string' ? fields.amount.initialValue : null}
      />
      {channel?.method.kind === 'MANUAL_TRANSFER' ? (
        <FormField
          id="deposit-payee"
          name="payeeName"
          label={t('deposit.payeeName')}
          autoComplete="name"
          maxLength={100}
          required
          requiredMark
          defaultValue={typeof fields.payeeName.initialValue === 'string' ? fields.payeeName.initialValue : undefined}
          hint="deposit.payeeHint"
          problem={fields.payeeName.errors ?? null}
        />
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {t('deposit.submit')}
      </button>
    </Form>
  );
}
