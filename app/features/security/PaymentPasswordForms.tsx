import { Form, useNavigation } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { DefaultSubmit, FormError, FormField } from '#app/components/FormField';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import { useTranslation } from '#app/i18n/react';
import { SendCodeButton } from '#app/features/auth/CodeFields';
import { PasswordInput } from '#app/features/auth/PasswordInput';
import type { FieldProblem } from '#app/features/auth/validation';
import { formAction, useFormAnswer } from './action-data';
import { changePaymentPasswordSchema, resetPaymentPasswordSchema, setPaymentPasswordSchema, type FALLBACK_PAYMENT_RULE } from './security.schema';
import { SelectField } from '#app/components/SelectField';

type Rule = typeof FALLBACK_PAYMENT_RULE;

/** The rule as a hint under the new payment password ("6 digits"). */
function useRuleHint(rule: Rule): FieldProblem {
  return rule.minLength === rule.maxLength
    ? { key: 'validation.lengthExact', params: { n: rule.minLength } }
    : { key: 'validation.lengthRange', params: { min: rule.minLength, max: rule.maxLength } };
}

function NewPaymentPasswordFields({ idPrefix, fields, rule }: { idPrefix: string; fields: Record<string, { errors?: string[] }>; rule: Rule }) {
  const hint = useRuleHint(rule);
  return (
    <>
      <PasswordInput
        id={`${idPrefix}-newPaymentPassword`}
        name="newPaymentPassword"
        label="security.payment.newPassword"
        autoComplete="new-password"
        problem={fields.newPaymentPassword?.errors}
        hint={hint}
      />
      <PasswordInput
        id={`${idPrefix}-confirmPaymentPassword`}
        name="confirmPaymentPassword"
        label="security.payment.confirmPassword"
        autoComplete="new-password"
        problem={fields.confirmPaymentPassword?.errors}
      />
    </>
  );
}

/** The first payment password, proven by the login password. */
export function SetPaymentPasswordForm({ rule }: { rule: Rule }) {
  const { t } = useTranslation();
  const busy = useNavigation().formAction === formAction('setPayment');
  const answer = useFormAnswer('setPayment');
  const schema = useFormSchema(() => setPaymentPasswordSchema(rule), [rule]);
  const [form, fields] = useValidatedForm(schema, answer?.result, { id: 'set-payment-form' });
  return (
    <Form method="post" action={formAction('setPayment')} className="security-form" {...getFormProps(form)} aria-labelledby="set-payment-title">
      <h3 id="set-payment-title">{t('security.payment.setTitle')}</h3>
      <p className="muted">{t('security.payment.why')}</p>
      <FormError problem={form.errors} />
      <PasswordInput
        id="set-payment-loginPassword"
        name="loginPassword"
        label="security.payment.loginPassword"
        autoComplete="current-password"
        problem={fields.loginPassword.errors}
      />
      <NewPaymentPasswordFields idPrefix="set-payment" fields={fields} rule={rule} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t('common.loading') : t('security.payment.setSubmit')}
      </button>
    </Form>
  );
}

/** A new payment password with the old one. */
export function ChangePaymentPasswordForm({ rule }: { rule: Rule }) {
  const { t } = useTranslation();
  const busy = useNavigation().formAction === formAction('changePayment');
  const answer = useFormAnswer('changePayment');
  const schema = useFormSchema(() => changePaymentPasswordSchema(rule), [rule]);
  const [form, fields] = useValidatedForm(schema, answer?.result, { id: 'change-payment-form' });
  return (
    <Form method="post" action={formAction('changePayment')} className="security-form" {...getFormProps(form)} aria-labelledby="change-payment-title">
      <h3 id="change-payment-title">{t('security.payment.changeTitle')}</h3>
      <FormError problem={form.errors} />
      <PasswordInput
        id="change-payment-oldPaymentPassword"
        name="oldPaymentPassword"
        label="security.payment.oldPassword"
        autoComplete="current-password"
        problem={fields.oldPaymentPassword.errors}
      />
      <NewPaymentPasswordFields idPrefix="change-payment" fields={fields} rule={rule} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t('common.loading') : t('security.payment.changeSubmit')}
      </button>
    </Form>
  );
}

/** Forgot the payment password: a code to the bound phone or e-mail, then a new one. */
export function ResetPaymentPasswordForm({ rule, channels }: { rule: Rule; channels: readonly ('SMS' | 'EMAIL')[] }) {
  const { t } = useTranslation();
  const busy = useNavigation().formAction === formAction('resetPayment');
  const answer = useFormAnswer('resetPayment');
  const schema = useFormSchema(() => resetPaymentPasswordSchema(rule, { browser: true }), [rule]);
  const [form, fields] = useValidatedForm(schema, answer?.result, { id: 'reset-payment-form' });
  if (!channels.length) {
    return (
      <section aria-labelledby="reset-payment-title">
        <h3 id="reset-payment-title">{t('security.payment.resetTitle')}</h3>
        <p>{t('security.payment.resetNeedsContact')}</p>
      </section>
    );
  }
  return (
    <Form method="post" action={formAction('resetPayment')} className="security-form" {...getFormProps(form)} aria-labelledby="reset-payment-title">
      <h3 id="reset-payment-title">{t('security.payment.resetTitle')}</h3>
      <DefaultSubmit value="reset" />
      <FormError problem={form.errors} />
      {answer?.sent ? (
        <p role="status" className="muted">
          {t('security.payment.codeSent')}
        </p>
      ) : null}
      <SelectField
        id="reset-payment-channel"
        name="channel"
        label={t('security.payment.channel')}
        options={channels.map((value) => ({ value, label: t(`security.payment.channels.${value}`) }))}
        placeholder={t('security.choose')}
        defaultValue={fields.channel.initialValue ?? channels[0]}
        problem={fields.channel.errors}
      />
      <FormField
        id="reset-payment-verificationCode"
        name="verificationCode"
        label={t('security.payment.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        problem={fields.verificationCode.errors}
        after={<SendCodeButton busy={busy} sent={answer?.sent} />}
      />
      <NewPaymentPasswordFields idPrefix="reset-payment" fields={fields} rule={rule} />
      <button type="submit" name="intent" value="reset" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t('common.loading') : t('security.payment.resetSubmit')}
      </button>
    </Form>
  );
}
