import { Form, useActionData, useNavigation } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { FormError, FormField } from '#app/components/FormField';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import { formatNumber } from '#app/i18n/format';
import { useTranslation } from '#app/i18n/react';
import { formatMoney } from '#app/kernel/money/money';
import { useCurrencySymbol } from '#app/kernel/money/Money';
import { PaymentPasswordField } from '#app/features/security/PaymentPasswordField';
import type { Rules } from './point-mall-data';
import { convertSchema, type PointMallActionData } from './points.schema';

/** Points into money at the brand's rate, with the payment password; a note instead where the brand has conversion off. */
export function ConvertPointsForm({ rules, requestId }: { rules: Rules; requestId: string }) {
  const { t, i18n } = useTranslation();
  const answer = useActionData<PointMallActionData>();
  const busy = useNavigation().state === 'submitting';
  const schema = useFormSchema(() => convertSchema(i18n.language), [i18n.language]);
  const [form, fields] = useValidatedForm(schema, answer?.intent === 'convert' ? answer.result : null, { id: 'convert-form' });
  const currencySymbol = useCurrencySymbol();
  if (!rules.convertEnabled) return <p className="notice">{t('pointMall.convert.off')}</p>;
  // What one point is worth (minor units), as money.
  const rate = formatMoney(rules.convertRate, currencySymbol, i18n.language);
  const count = (n: number) => formatNumber(n, i18n.language);
  return (
    <Form method="post" className="auth-form" {...getFormProps(form)} aria-labelledby="convert-title">
      <h2 id="convert-title">{t('pointMall.convert.title')}</h2>
      <FormError problem={form.errors} />
      <input type="hidden" name="intent" value="convert" />
      <input type="hidden" name="requestId" value={requestId} />
      <FormField
        id="convert-points"
        name="points"
        label={t('pointMall.convert.points')}
        inputMode="numeric"
        autoComplete="off"
        required
        defaultValue={(fields.points.initialValue as string | undefined) ?? ''}
        hint={{ key: 'pointMall.convert.hint', params: { min: count(rules.convertMinPoints), step: count(rules.convertStepPoints), rate } }}
        problem={fields.points.errors}
      />
      <PaymentPasswordField id="convert-payment-password" problem={answer?.intent === 'convert' ? fields.paymentPassword.errors : undefined} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {t('pointMall.convert.submit')}
      </button>
    </Form>
  );
}
