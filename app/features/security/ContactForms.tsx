import { Form, useNavigation } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { DefaultSubmit, FormError, FormField } from '#app/components/FormField';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import { useTranslation } from '#app/i18n/react';
import { SendCodeButton } from '#app/features/auth/CodeFields';
import { PasswordInput } from '#app/features/auth/PasswordInput';
import type { FieldRule } from '#app/features/auth/validation';
import { formAction, useFormAnswer } from './action-data';
import { bindEmailSchema, bindMobileSchema } from './security.schema';

type MobileRule = Pick<FieldRule, 'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'> | null;

/** Bind or change the mobile number: a code to the new number, then the code and the login password. */
export function MobileForm({ current, countryDialingCode, mobileRule }: { current: string | null; countryDialingCode: string | null; mobileRule: MobileRule }) {
  const { t } = useTranslation();
  const busy = useNavigation().formAction === formAction('mobile');
  const answer = useFormAnswer('mobile');
  const schema = useFormSchema(() => bindMobileSchema(mobileRule, { browser: true }), [mobileRule]);
  const [form, fields] = useValidatedForm(schema, answer?.result, { id: 'mobile-form' });
  return (
    <Form method="post" action={formAction('mobile')} className="security-form" {...getFormProps(form)} aria-labelledby="mobile-title">
      <h3 id="mobile-title">{t('security.contacts.mobileTitle')}</h3>
      <p>
        {t('security.contacts.current')}: <strong>{current ? `${countryDialingCode ?? ''} ${current}`.trim() : t('security.contacts.none')}</strong>
      </p>
      <DefaultSubmit value="bind" />
      <FormError problem={form.errors} />
      {answer?.sent ? (
        <p role="status" className="muted">
          {t('security.contacts.smsSent')}
        </p>
      ) : null}
      <FormField
        id="mobile-countryDialingCode"
        name="countryDialingCode"
        label={t('login.countryCode')}
        inputMode="tel"
        // The browser's saved country code ("+82" or "82": both are read).
        autoComplete="tel-country-code"
        maxLength={5}
        defaultValue={fields.countryDialingCode.initialValue ?? (countryDialingCode ?? '+82').replace(/^\+/, '')}
        problem={fields.countryDialingCode.errors}
      />
      <FormField
        id="mobile-mobileNum"
        name="mobileNum"
        label={t('security.contacts.newMobile')}
        // A text field with the phone keypad: tel-national (the number without its country code, which has its own field) is a text field's token, not a tel field's.
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        defaultValue={fields.mobileNum.initialValue}
        problem={fields.mobileNum.errors}
      />
      <FormField
        id="mobile-verificationCode"
        name="verificationCode"
        defaultValue={fields.verificationCode.initialValue}
        label={t('login.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        problem={fields.verificationCode.errors}
        after={<SendCodeButton busy={busy} sent={answer?.sent} />}
      />
      <PasswordInput
        id="mobile-loginPassword"
        name="loginPassword"
        label="security.contacts.loginPassword"
        autoComplete="current-password"
        problem={fields.loginPassword.errors}
        hint={{ key: 'security.contacts.changeNotice' }}
      />
      <button type="submit" name="intent" value="bind" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t('common.loading') : t(current ? 'security.contacts.changeMobile' : 'security.contacts.bindMobile')}
      </button>
    </Form>
  );
}

/** Bind or change the e-mail address the same way. */
export function EmailForm({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const busy = useNavigation().formAction === formAction('email');
  const answer = useFormAnswer('email');
  const schema = useFormSchema(() => bindEmailSchema({ browser: true }), []);
  const [form, fields] = useValidatedForm(schema, answer?.result, { id: 'email-form' });
  return (
    <Form method="post" action={formAction('email')} className="security-form" {...getFormProps(form)} aria-labelledby="email-title">
      <h3 id="email-title">{t('security.contacts.emailTitle')}</h3>
      <p>
        {t('security.contacts.current')}: <strong>{current ?? t('security.contacts.none')}</strong>
      </p>
      <DefaultSubmit value="bind" />
      <FormError problem={form.errors} />
      {answer?.sent ? (
        <p role="status" className="muted">
          {t('security.contacts.emailSent')}
        </p>
      ) : null}
      <FormField
        id="email-email"
        name="email"
        type="email"
        label={t('security.contacts.newEmail')}
        autoComplete="email"
        maxLength={100}
        defaultValue={fields.email.initialValue}
        problem={fields.email.errors}
      />
      <FormField
        id="email-verificationCode"
        name="verificationCode"
        defaultValue={fields.verificationCode.initialValue}
        label={t('security.contacts.emailCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        problem={fields.verificationCode.errors}
        after={<SendCodeButton busy={busy} sent={answer?.sent} />}
      />
      <PasswordInput
        id="email-loginPassword"
        name="loginPassword"
        label="security.contacts.loginPassword"
        autoComplete="current-password"
        problem={fields.loginPassword.errors}
        hint={{ key: 'security.contacts.changeNotice' }}
      />
      <button type="submit" name="intent" value="bind" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t('common.loading') : t(current ? 'security.contacts.changeEmail' : 'security.contacts.bindEmail')}
      </button>
    </Form>
  );
}
