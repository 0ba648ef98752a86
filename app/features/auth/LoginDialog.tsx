import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Dialog } from '#app/components/Dialog';
import { CheckboxField, DefaultSubmit, FormError } from '#app/components/FormField';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import { useShell } from '#app/kernel/use-shell';
import { useTranslation } from '#app/i18n/react';
import { CodeNotSentDialog, CredentialFields, PhoneCodeFields } from './CodeFields';
import { loginSchema, smsLoginSchema } from './login.schema';
import { SocialSignIn } from './SocialSignIn';
import { LoginBanner, type LoginBannerData } from './LoginBanner';
import type { SocialSignInConfig } from './social.server';
import type { CaptchaChallenge } from './CaptchaField';
import { loginHref } from '#app/kernel/access';
import { PlayerHelp } from '#app/features/responsible-gaming/PlayerHelp';
import { href } from '#app/kernel/href';
import { idleMinutesOf } from './inactivity';

export interface LoginActionData {
  /** Which tab the answer belongs to. */
  tab: 'username' | 'sms';
  /** Conform's answer: the errors and the values typed (never the password). */
  result: SubmissionResult<string[]>;
  captcha?: CaptchaChallenge | null;
  /** An SMS code went out: the send button waits this many seconds. */
  codeSent?: { seconds: number };
  /** A refused code send: what its warning dialog says (an encoded problem). */
  codeNotSent?: string | null;
  /** The login was refused for a time-out or self-exclusion: the dialog shows where to find help. */
  excluded?: boolean;
}

/**
 * The login modal over the home page (/login). Plain forms posting to the /login action, so they
 * work before JavaScript loads; errors come back as data and show under their fields, and after
 * hydration the same schemas check each field as it is left.
 */
export function LoginDialog({
  captcha: initialCaptcha,
  smsEnabled = false,
  tab: initialTab = 'username',
  social,
  banner = null,
  excludedNotice = null,
}: {
  captcha: CaptchaChallenge | null;
  smsEnabled?: boolean;
  tab?: 'username' | 'sms';
  social?: SocialSignInConfig;
  /** The brand's login banner (w_login), shown above the forms; a link when the platform gives it one. */
  banner?: LoginBannerData | null;
  /** Just logged out by a time-out or self-exclusion: until when (in the brand's zone), or null for good. */
  excludedNotice?: { until: string | null; closed?: boolean } | null;
}) {
  const { t } = useTranslation();
  const actionData = useActionData<LoginActionData>();
  const navigation = useNavigation();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const redirectTo = search.get('redirectTo') ?? '/';
  // Logged out after the brand's minutes without activity (features/auth/InactivityWatch.tsx).
  const idleMinutes = idleMinutesOf(search);
  const busy = navigation.state === 'submitting';
  const canRegister = Boolean(useShell()?.shell?.features?.directRegistration);
  const tab = smsEnabled ? (actionData?.tab ?? initialTab) : 'username';
  const tabHref = (name: 'username' | 'sms') => `${loginHref(redirectTo)}&tab=${name}`;
  return (
    <Dialog title={t('login.loginTitle')} closeHref="/">
      {banner ? <LoginBanner banner={banner} /> : null}
      {search.has('passwordReset') && !actionData ? (
        <p className="notice-banner" role="status">
          {t('forgot.resetDone')}
        </p>
      ) : null}
      {idleMinutes && !actionData ? (
        <p className="notice-banner" role="status">
          {t('login.loggedOutIdle', { minutes: idleMinutes })}
        </p>
      ) : null}
      {excludedNotice && !actionData ? (
        <p className="notice-banner" role="status">
          {excludedNotice.closed
            ? t('playerProtection.loggedOutClosed')
            : excludedNotice.until
              ? t('playerProtection.loggedOut', { until: excludedNotice.until })
              : t('playerProtection.loggedOutPermanent')}
        </p>
      ) : null}
      {smsEnabled ? (
        <nav className="tabs" aria-label={t('login.loginMethod')}>
          <Link to={tabHref('username')} replace preventScrollReset aria-current={tab === 'username' ? 'page' : undefined}>
            {t('login.byUsername')}
          </Link>
          <Link to={tabHref('sms')} replace preventScrollReset aria-current={tab === 'sms' ? 'page' : undefined}>
            {t('login.bySms')}
          </Link>
        </nav>
      ) : null}
      {tab === 'sms' ? (
        <SmsLoginForm redirectTo={redirectTo} actionData={actionData?.tab === 'sms' ? actionData : undefined} busy={busy} />
      ) : (
        <PasswordLoginForm
          redirectTo={redirectTo}
          actionData={actionData?.tab === 'username' ? actionData : undefined}
          captcha={actionData?.tab === 'username' && actionData.captcha !== undefined ? actionData.captcha : initialCaptcha}
          busy={busy}
          canRegister={canRegister}
        />
      )}
      {actionData?.excluded || excludedNotice ? <PlayerHelp headingLevel={3} /> : null}
      {social ? <SocialSignIn config={social} redirectTo={redirectTo} disabled={busy} /> : null}
    </Dialog>
  );
}

function PasswordLoginForm({
  redirectTo,
  actionData,
  captcha,
  busy,
  canRegister,
}: {
  redirectTo: string;
  actionData: LoginActionData | undefined;
  captcha: CaptchaChallenge | null;
  busy: boolean;
  canRegister: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const [form, fields] = useValidatedForm(loginSchema, actionData?.result, { id: 'login-form' });
  return (
    <Form method="post" action={href('/login', { search: location.search })} className="auth-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="password" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError problem={form.errors} />
      <CredentialFields
        idPrefix="login"
        username={fields.username.initialValue}
        problems={{ username: fields.username.errors, password: fields.password.errors, captcha: fields.captcha.errors }}
        captcha={captcha}
      />
      <CheckboxField id="login-remember" name="remember" defaultChecked={fields.remember.initialValue === 'on'}>
        {t('login.remember')}
      </CheckboxField>
      <button type="submit" className="button auth-form__submit" aria-busy={busy} disabled={busy}>
        {busy ? t('common.loading') : t('shell.login')}
      </button>
      <p className="muted auth-form__links">
        <Link to={href('/forgot-password')}>{t('login.forgotPassword')}</Link> · <Link to={href('/help', { hash: 'account' })}>{t('login.needHelp')}</Link>
        {canRegister ? (
          <>
            {' · '}
            <Link to={href('/register')}>{t('login.noAccount')}</Link>
          </>
        ) : null}
      </p>
    </Form>
  );
}

/** The SMS tab: country code, mobile number, the code and its send button with a countdown. */
function SmsLoginForm({ redirectTo, actionData, busy }: { redirectTo: string; actionData: LoginActionData | undefined; busy: boolean }) {
  const { t } = useTranslation();
  const schema = useFormSchema(() => smsLoginSchema({ browser: true }), []);
  const [form, fields] = useValidatedForm(schema, actionData?.result, { id: 'login-sms-form' });
  return (
    <>
      <Form method="post" action={href('/login', { search: { tab: 'sms' } })} className="auth-form" {...getFormProps(form)}>
        <DefaultSubmit value="sms" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormError problem={form.errors} />
        <PhoneCodeFields idPrefix="login" fields={fields} sent={actionData?.codeSent} busy={busy} />
        <button type="submit" name="intent" value="sms" className="button auth-form__submit" disabled={busy} aria-busy={busy}>
          {busy ? t('common.loading') : t('shell.login')}
        </button>
      </Form>
      <CodeNotSentDialog problem={actionData?.codeNotSent} answer={actionData} />
    </>
  );
}
