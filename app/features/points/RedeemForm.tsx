import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { FormError, FormField } from '#app/components/FormField';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import { useTranslation } from '#app/i18n/react';
import { PaymentPasswordField } from '#app/features/security/PaymentPasswordField';
import type { PointMallData, Reward } from './point-mall-data';
import { pointMallLink } from './point-mall-link';
import { redeemSchema, type PointMallActionData } from './points.schema';

/** Redeeming the chosen reward: how many, where to deliver it when it ships, and the payment password. */
export function RedeemForm({ reward, maxQuantity, data }: { reward: Reward; maxQuantity: number; data: PointMallData }) {
  const { t } = useTranslation();
  const answer = useActionData<PointMallActionData>();
  const busy = useNavigation().state === 'submitting';
  const schema = useFormSchema(() => redeemSchema({ maxQuantity, needsDelivery: reward.needsDelivery }), [maxQuantity, reward.needsDelivery]);
  const [form, fields] = useValidatedForm(schema, answer?.intent === 'redeem' ? answer.result : null, { id: 'redeem-form' });
  const initial = (value: unknown) => (typeof value === 'string' ? value : '');
  return (
    <Form method="post" className="auth-form" {...getFormProps(form)} aria-labelledby="redeem-form-title">
      <h3 id="redeem-form-title">{t('pointMall.redeemForm.title', { name: reward.name })}</h3>
      <FormError problem={form.errors} />
      <input type="hidden" name="intent" value="redeem" />
      <input type="hidden" name="rewardId" value={reward.id} />
      <input type="hidden" name="requestId" value={data.requestId} />
      <FormField
        id="redeem-quantity"
        name="quantity"
        label={t('pointMall.redeemForm.quantity')}
        type="number"
        min={1}
        max={maxQuantity}
        required
        defaultValue={initial(fields.quantity.initialValue) || '1'}
        hint={{ key: 'pointMall.redeemForm.quantityHint', params: { max: maxQuantity } }}
        problem={fields.quantity.errors}
      />
      {reward.needsDelivery ? (
        <>
          <FormField
            id="redeem-address"
            name="deliveryAddress"
            label={t('pointMall.redeemForm.address')}
            autoComplete="address-line1"
            maxLength={200}
            required
            defaultValue={initial(fields.deliveryAddress.initialValue)}
            problem={fields.deliveryAddress.errors}
          />
          <FormField
            id="redeem-phone"
            name="phone"
            label={t('pointMall.redeemForm.phone')}
            type="tel"
            autoComplete="tel"
            required
            defaultValue={initial(fields.phone.initialValue)}
            problem={fields.phone.errors}
          />
        </>
      ) : null}
      <PaymentPasswordField id="redeem-payment-password" problem={fields.paymentPassword.errors} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {t('pointMall.redeemForm.submit')}
      </button>{' '}
      <Link to={pointMallLink(data, { reward: null })}>{t('pointMall.redeemForm.cancel')}</Link>
    </Form>
  );
}
