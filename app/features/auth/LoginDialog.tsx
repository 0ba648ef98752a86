import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/react';

type LoginFieldName = 'username' | 'password' | 'captcha' | 'mobileNum' | 'countryDialingCode' | 'verificationCode';

export interface LoginActionData {
  /** Which tab the answer belongs to. */
  tab?: 'username' | 'sms';
  values?: { username?: string; remember?: boolean; mobileNum?: string; countryDialingCode?: string };
  fieldErrors?: Partial<Record<LoginFieldName, string>>;
  formError?: string;
  captcha?: { id: string; image: string } | null;
  /** An SMS code went out: the send button waits this many seconds. */
  codeSent?: { seconds: number };
}

/** Counts down the seconds until another code may be asked for (1 s steps). */
function useCountdown(seconds: number | undefined) {
  const [left, setLeft] = useState(seconds ?? 0);
  useEffect(() => {
    setLeft(seconds ?? 0);
    if (!seconds) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

/**
 * The login modal over the home page (/login). A plain form posting to the /login action, so it
 * works before JavaScript loads; errors come back as data and show under their fields.
 */
export function LoginDialog({
  captcha: initialCaptcha,
  smsEnabled = false,
  tab: initialTab = 'username',
}: {
  captcha: { id: string; image: string } | null;
  smsEnabled?: boolean;
  tab?: 'username' | 'sms';
}) {
  const { t } = useTranslation();
  const actionData = useActionData<LoginActionData>();
  const navigation = useNavigation();
  const location = useLocation();
  const [showPassword, setShowPassword] = useState(false);
  const captcha = actionData?.captcha ?? initialCaptcha;
  const redirectTo = new URLSearchParams(location.search).get('redirectTo') ?? '/';
  const busy = navigation.state === 'submitting';
  const fieldError = (name: LoginFieldName) => actionData?.fieldErrors?.[name];
  const tab = smsEnabled ? (actionData?.tab ?? initialTab) : 'username';
  const tabHref = (name: 'username' | 'sms') => `/login?${new URLSearchParams({ redirectTo, tab: name })}`;
  return (
    <Dialog title={t('auth.loginTitle')} closeHref="/">
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
        {actionData?.formError ? (
          <p className="form-error" role="alert">
            {t(actionData.formError)}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="login-username">{t('auth.username')}</label>
          <input
            id="login-username"
            name="username"
            autoComplete="username"
            required
            maxLength={64}
            defaultValue={actionData?.values?.username ?? ''}
            aria-invalid={fieldError('username') ? true : undefined}
            aria-describedby={fieldError('username') ? 'login-username-error' : undefined}
          />
          {fieldError('username') ? (
            <p id="login-username-error" className="field-error">
              {t(fieldError('username')!)}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="login-password">{t('auth.password')}</label>
          <div className="password-input">
            <input
              id="login-password"
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              maxLength={128}
              aria-invalid={fieldError('password') ? true : undefined}
              aria-describedby={fieldError('password') ? 'login-password-error' : undefined}
            />
            <button
              type="button"
              className="button button--small button--ghost js-only"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
            </button>
          </div>
          {fieldError('password') ? (
            <p id="login-password-error" className="field-error">
              {t(fieldError('password')!)}
            </p>
          ) : null}
        </div>
        {captcha ? (
          <div className="field">
            <label htmlFor="login-captcha">{t('auth.captcha')}</label>
            <div className="captcha">
              <img src={captcha.image} alt={t('auth.captchaImage')} width="120" height="40" />
              <input
                id="login-captcha"
                name="captcha"
                autoComplete="off"
                inputMode="text"
                required
                maxLength={10}
                aria-invalid={fieldError('captcha') ? true : undefined}
                aria-describedby={fieldError('captcha') ? 'login-captcha-error' : undefined}
              />
              <input type="hidden" name="captchaId" value={captcha.id} />
            </div>
            {fieldError('captcha') ? (
              <p id="login-captcha-error" className="field-error">
                {t(fieldError('captcha')!)}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="field field--inline">
          <input id="login-remember" type="checkbox" name="remember" value="1" defaultChecked={actionData?.values?.remember} />
          <label htmlFor="login-remember">{t('auth.remember')}</label>
        </div>
        <button type="submit" className="button auth-form__submit" aria-busy={busy} disabled={busy}>
          {busy ? t('common.loading') : t('shell.login')}
        </button>
        <p className="muted auth-form__links">
          <Link to="/forgot-password">{t('auth.forgotPassword')}</Link> · <Link to="/help#account">{t('auth.needHelp')}</Link>
        </p>
      </Form>
      )}
    </Dialog>
  );
}

function TextField({ name, label, error, defaultValue, inputMode, autoComplete }: { name: LoginFieldName; label: string; error?: string; defaultValue?: string; inputMode?: 'numeric' | 'tel'; autoComplete?: string }) {
  const { t } = useTranslation();
  const id = `login-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        inputMode={inputMode}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        maxLength={20}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** The SMS tab: country code, mobile number, the code and its send button with a countdown. */
function SmsLoginForm({ redirectTo, actionData, busy }: { redirectTo: string; actionData: LoginActionData | undefined; busy: boolean }) {
  const { t } = useTranslation();
  const left = useCountdown(actionData?.codeSent?.seconds);
  const error = (name: LoginFieldName) => actionData?.fieldErrors?.[name];
  return (
    <Form method="post" action="/login?tab=sms" className="auth-form" noValidate>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {actionData?.formError ? (
        <p className="form-error" role="alert">
          {t(actionData.formError)}
        </p>
      ) : null}
      {actionData?.codeSent ? (
        <p role="status" className="muted">
          {t('auth.codeSent')}
        </p>
      ) : null}
      <TextField name="countryDialingCode" label={t('auth.countryCode')} error={error('countryDialingCode')} defaultValue={actionData?.values?.countryDialingCode ?? '82'} inputMode="tel" />
      <TextField name="mobileNum" label={t('auth.mobile')} error={error('mobileNum')} defaultValue={actionData?.values?.mobileNum} inputMode="tel" autoComplete="tel-national" />
      <TextField name="verificationCode" label={t('auth.smsCode')} error={error('verificationCode')} inputMode="numeric" autoComplete="one-time-code" />
      <button type="submit" name="intent" value="sendCode" className="button button--ghost" disabled={busy || left > 0}>
        {left > 0 ? t('auth.resendIn', { seconds: left }) : t('auth.sendCode')}
      </button>
      <button type="submit" name="intent" value="sms" className="button auth-form__submit" disabled={busy} aria-busy={busy}>
        {busy ? t('common.loading') : t('shell.login')}
      </button>
    </Form>
  );
}
