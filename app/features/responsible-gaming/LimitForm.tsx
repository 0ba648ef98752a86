import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { DefaultSubmit, FormError } from '#app/components/FormField';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import { useTranslation } from '#app/i18n/react';
import { SelectField } from '#app/features/transfer/SelectField';
import { MoneyField } from '#app/kernel/money/MoneyField';
import { LIMIT_PERIODS } from './limits';
import type { loader } from './responsible-gaming.loader.server';
import { limitSchema, type RgActionData } from './responsible-gaming.schema';

/** One form for every limit: its kind and period, and a new amount, or the remove button. */
export function LimitForm() {
  const { chosen, formKinds } = useLoaderData<typeof loader>();
  const answer = useActionData<RgActionData>();
  const busy = useNavigation().state === 'submitting';
  const { t, i18n } = useTranslation();
  const schema = useFormSchema(() => limitSchema(i18n.language, { browser: true }), [i18n.language]);
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
