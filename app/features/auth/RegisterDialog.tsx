import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Dialog } from '#app/components/Dialog';
import { CheckboxField, DefaultSubmit, FormError, FormField } from '#app/components/FormField';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import { useTranslation } from '#app/i18n/react';
import { CaptchaField } from './CaptchaField';
import { CONFIRMATION_FIELDS, type ConfirmationName, type RegisterField, type RegisterMethodName, type ShownField } from './register-form';
import { registerSchema } from './register.schema';
import { CodeNotSentDialog, SendCodeButton } from './CodeFields';
import { SocialLink } from './SocialSignIn';
import type { SocialSignInConfig } from './social.server';
import { href } from '#app/kernel/href';

/** What the platform said about an affiliate link's code: the agent's team, or no agent has it. */
export interface AffiliateNote {
  code: string;
  agent: string | null;
  known: boolean;
}

export interface RegisterActionData {
  /** Conform's answer: the errors and the values typed (never passwords). */
  result: SubmissionResult<string[]>;
  captcha?: { id: string; image: string } | null;
  /** A registration code went out: the send button waits this many seconds. */
  codeSent?: { seconds: number };
  /** A refused code send: what its warning dialog says. */
  codeNotSent?: string | null;
}

const autoCompleteOf = (field: ShownField) =>
  field.name === 'username'
    ? 'username'
    : field.name === 'password' || field.name === 'confirmPassword'
      ? 'new-password'
      : field.name === 'mobileNum'
        ? 'tel-national'
        : field.name === 'email'
          ? 'email'
          : field.secret
            ? 'off'
            : undefined;

/**
 * The register modal over the home page (/register): a tab per registration method the brand
 * offers (mobile first), the brand's fields, each required only when configured, the terms and
 * the 18-or-older confirmation. A plain form: works before JavaScript.
 */
export function RegisterDialog({
  fields,
  methods,
  method,
  codeRequired,
  passwordless = false,
  captcha: initialCaptcha,
  referralCode,
  affiliateCode,
  affiliate = null,
  social = null,
  legal = { terms: null, privacy: null },
  confirmations = [],
}: {
  fields: ShownField[];
  methods: RegisterMethodName[];
  method: RegisterMethodName;
  codeRequired: boolean;
  /** Mobile registration without password: the member will log in with SMS codes. */
  passwordless?: boolean;
  captcha: { id: string; image: string } | null;
  referralCode: string | null;
  affiliateCode: string | null;
  /** What the platform said about the affiliate link's code. */
  affiliate?: AffiliateNote | null;
  /** The Google or Facebook identities the new account may be linked to. */
  social?: SocialSignInConfig | null;
  /** The versions in force of the terms and the privacy policy (null: the brand keeps them in the help centre). */
  legal?: { terms: number | null; privacy: number | null };
  /** The brand's confirmations beyond the age, each a checkbox. */
  confirmations?: readonly ConfirmationName[];
}) {
  const { t } = useTranslation();
  const actionData = useActionData<RegisterActionData>();
  const busy = useNavigation().state === 'submitting';
  const location = useLocation();
  const captcha = actionData?.captcha ?? initialCaptcha;
  const schema = useFormSchema(() => registerSchema({ fields, method, codeRequired, confirmations }), [fields, method, codeRequired, confirmations]);
  const [form, conformFields] = useValidatedForm(schema, actionData?.result, { id: `register-form-${method}` });
  const problem = (name: string) => conformFields[name]?.errors;
  const typed = (name: string) => {
    const value = conformFields[name]?.initialValue;
    return typeof value === 'string' ? value : undefined;
  };
  const tabHref = (name: RegisterMethodName) => {
    const params = new URLSearchParams(location.search);
    params.set('method', name);
    return href('/register', { search: params });
  };
  const defaultOf = (name: RegisterField) => typed(name) ?? (name === 'affiliateCode' ? (affiliateCode ?? undefined) : undefined);
  const renderField = (field: ShownField) => (
    <FormField
      key={field.name}
      id={`register-${field.name}`}
      name={field.name}
      label={t(`register.fields.${field.name}`)}
      requiredMark={field.required}
      type={field.secret ? 'password' : field.name === 'email' ? 'email' : 'text'}
      inputMode={field.name === 'mobileNum' ? 'tel' : undefined}
      autoComplete={autoCompleteOf(field)}
      required={field.required}
      maxLength={field.rule?.maxLength ?? 100}
      defaultValue={field.secret ? undefined : defaultOf(field.name)}
      problem={problem(field.name)}
    />
  );
  return (
    <Dialog title={t('register.title')} closeHref="/">
      {methods.length > 1 ? (
        <nav className="tabs" aria-label={t('register.method')}>
          {methods.map((name) => (
            <Link key={name} to={tabHref(name)} replace preventScrollReset aria-current={name === method ? 'page' : undefined}>
              {t(name === 'mobile' ? 'register.byMobile' : 'register.byUsername')}
            </Link>
          ))}
        </nav>
      ) : null}
      <Form method="post" action={href('/register', { search: location.search })} className="auth-form" {...getFormProps(form)}>
        <DefaultSubmit value="register" />
        {referralCode ? <input type="hidden" name="referralCode" value={referralCode} /> : null}
        <FormError problem={form.errors} />
        {actionData?.codeSent ? (
          <p role="status" className="muted">
            {t('register.codeSent')}
          </p>
        ) : null}
        {affiliate ? (
          <p className={affiliate.known ? 'notice-banner' : 'form-error'}>
            {affiliate.known
              ? affiliate.agent
                ? t('register.affiliateOf', { agent: affiliate.agent, code: affiliate.code })
                : t('register.affiliateValid', { code: affiliate.code })
              : t('register.affiliateUnknown', { code: affiliate.code })}
          </p>
        ) : null}
        <p className="muted">{t('register.requiredNote')}</p>
        {passwordless ? <p className="muted">{t('register.passwordlessNote')}</p> : null}
        {method === 'mobile' ? (
          <>
            <FormField
              id="register-countryDialingCode"
              name="countryDialingCode"
              label={t('login.countryCode')}
              requiredMark
              inputMode="tel"
              autoComplete="tel-country-code"
              maxLength={5}
              defaultValue={typed('countryDialingCode') ?? '82'}
              problem={problem('countryDialingCode')}
            />
            {fields.filter((f) => f.name === 'mobileNum').map(renderField)}
            {codeRequired ? (
              <FormField
                id="register-verificationCode"
                name="verificationCode"
                label={t('login.smsCode')}
                requiredMark
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                problem={problem('verificationCode')}
                after={<SendCodeButton busy={busy} sent={actionData?.codeSent} codeProblem={problem('verificationCode')} />}
              />
            ) : null}
            {fields.filter((f) => f.name !== 'mobileNum').map(renderField)}
          </>
        ) : (
          fields.map(renderField)
        )}
        {social ? <SocialLink config={social} problem={problem('firebaseIdToken')} /> : null}
        {captcha ? <CaptchaField idPrefix="register" captcha={captcha} problem={problem('captcha')} /> : null}
        {/* The versions shown, recorded with the account (features/legal): a newer one in force by then is refused. */}
        {legal.terms ? <input type="hidden" name="termsVersion" value={legal.terms} /> : null}
        {legal.privacy ? <input type="hidden" name="privacyVersion" value={legal.privacy} /> : null}
        <CheckboxField id="register-terms" name="terms" problem={problem('terms')} required>
          {/* In a new tab: reading them must not lose what the visitor typed here. */}
          {t('register.termsBefore')}{' '}
          <a
            href={legal.terms ? href('/legal/terms', { search: { version: String(legal.terms) } }) : href('/help', { hash: 'terms' })}
            target="_blank"
            rel="noopener"
          >
            {t('register.terms')}
          </a>{' '}
          {t('register.and')}{' '}
          <a
            href={legal.privacy ? href('/legal/privacy', { search: { version: String(legal.privacy) } }) : href('/help', { hash: 'privacy' })}
            target="_blank"
            rel="noopener"
          >
            {t('register.privacy')}
          </a>
          {legal.terms && legal.privacy ? (
            <span className="muted"> ({t('register.termsVersions', { terms: legal.terms, privacy: legal.privacy })})</span>
          ) : null}
        </CheckboxField>
        <CheckboxField id="register-age" name="age" problem={problem('age')} required>
          {t('register.age')}
        </CheckboxField>
        {confirmations.map((name) => (
          <CheckboxField
            key={name}
            id={`register-${CONFIRMATION_FIELDS[name]}`}
            name={CONFIRMATION_FIELDS[name]}
            problem={problem(CONFIRMATION_FIELDS[name])}
            required
          >
            {t(`register.confirmations.${name}`)}
          </CheckboxField>
        ))}
        <button type="submit" name="intent" value="register" className="button auth-form__submit" disabled={busy} aria-busy={busy}>
          {busy ? t('common.loading') : t('register.submit')}
        </button>
        <p className="muted auth-form__links">
          {t('register.haveAccount')} <Link to={href('/login')}>{t('shell.login')}</Link>
        </p>
      </Form>
      <CodeNotSentDialog problem={actionData?.codeNotSent} answer={actionData} />
    </Dialog>
  );
}
