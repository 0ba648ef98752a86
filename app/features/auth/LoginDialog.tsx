import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react';
import { Dialog } from '../../components/Dialog';
import { CheckboxField, DefaultSubmit, FormError, type Problem } from '../../components/FormField';
import { CredentialFields, PhoneCodeFields } from './CodeFields';
import { SocialSignIn } from './SocialSignIn';
import type { SocialSignInConfig } from './social.server';
import { useTranslation } from '../../i18n/react';
import { useShell } from '../../root';

type LoginFieldName = 'username' | 'password' | 'captcha' | 'mobileNum' | 'countryDialingCode' | 'verificationCode';

export interface LoginActionData {
  /** Which tab the answer belongs to. */
  tab?: 'username' | 'sms';
  values?: { username?: string; remember?: boolean; mobileNum?: string; countryDialingCode?: string };
  fieldErrors?: Partial<Record<LoginFieldName, Problem>>;
  formError?: string;
  captcha?: { id: string; image: string } | null;
  /** An SMS code went out: the send button waits this many seconds. */
  codeSent?: { seconds: number };
}

/**
 * The login modal over the home page (/login). A plain form posting to the /login action, so it
 * works before JavaScript loads; errors come back as data and show under their fields.
 */
export function LoginDialog({
  captcha: initialCaptcha,
  smsEnabled = false,
  tab: initialTab = 'username',
  social,
}: {
  captcha: { id: string; image: string } | null;
  smsEnabled?: boolean;
  tab?: 'username' | 'sms';
  social?: SocialSignInConfig;
}) {
  const { t } = useTranslation();
  const actionData = useActionData<LoginActionData>();
  const navigation = useNavigation();
  const location = useLocation();
  const captcha = actionData?.captcha ?? initialCaptcha;
  const search = new URLSearchParams(location.search);
  const redirectTo = search.get('redirectTo') ?? '/';
  const busy = navigation.state === 'submitting';
  const canRegister = Boolean(useShell()?.shell?.features?.directRegistration);
  const tab = smsEnabled ? (actionData?.tab ?? initialTab) : 'username';
  const tabHref = (name: 'username' | 'sms') => `/login?${new URLSearchParams({ redirectTo, tab: name })}`;
  return (
    <Dialog title={t('auth.loginTitle')} closeHref="/">
      {search.has('passwordReset') && !actionData ? (
        <p className="notice-banner" role="status">
          {t('forgot.resetDone')}
        </p>
      ) : null}
      {smsEnabled ? (
        <nav className="tabs" aria-label={t('auth.loginMethod')}>
          <Link to={tabHref('username')} replace preventScrollReset aria-current={tab === 'username' ? 'page' : undefined}>
            {t('auth.byUsername')}
          </Link>
          <Link to={tabHref('sms')} replace preventScrollReset aria-current={tab === 'sms' ? 'page' : undefined}>
            {t('auth.bySms')}
          </Link>
        </nav>
      ) : null}
      {tab === 'sms' ? (
        <SmsLoginForm redirectTo={redirectTo} actionData={actionData} busy={busy} />
      ) : (
      <Form method="post" action={`/login${location.search}`} className="auth-form" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormError problem={actionData?.formError} />
        <CredentialFields idPrefix="login" username={actionData?.values?.username} problems={actionData?.fieldErrors} captcha={captcha} />
        <CheckboxField id="login-remember" name="remember" defaultChecked={actionData?.values?.remember}>
          {t('auth.remember')}
        </CheckboxField>
        <button type="submit" className="button auth-form__submit" aria-busy={busy} disabled={busy}>
          {busy ? t('common.loading') : t('shell.login')}
        </button>
        <p className="muted auth-form__links">
          <Link to="/forgot-password">{t('auth.forgotPassword')}</Link> · <Link to="/help#account">{t('auth.needHelp')}</Link>
          {canRegister ? (
            <>
              {' · '}
              <Link to="/register">{t('auth.noAccount')}</Link>
            </>
          ) : null}
        </p>
      </Form>
      )}
      {social ? <SocialSignIn config={social} redirectTo={redirectTo} disabled={busy} /> : null}
    </Dialog>
  );
}

/** The SMS tab: country code, mobile number, the code and its send button with a countdown. */
function SmsLoginForm({ redirectTo, actionData, busy }: { redirectTo: string; actionData: LoginActionData | undefined; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/login?tab=sms" className="auth-form" noValidate>
      <DefaultSubmit value="sms" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError problem={actionData?.formError} />
      <PhoneCodeFields idPrefix="login" values={actionData?.values} problems={actionData?.fieldErrors} sent={actionData?.codeSent} busy={busy} />
      <button type="submit" name="intent" value="sms" className="button auth-form__submit" disabled={busy} aria-busy={busy}>
        {busy ? t('common.loading') : t('shell.login')}
      </button>
    </Form>
  );
}
