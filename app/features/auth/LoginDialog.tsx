import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/react';

export interface LoginActionData {
  values?: { username?: string; remember?: boolean };
  fieldErrors?: Partial<Record<'username' | 'password' | 'captcha', string>>;
  formError?: string;
  captcha?: { id: string; image: string } | null;
}

/**
 * The login modal over the home page (/login). A plain form posting to the /login action, so it
 * works before JavaScript loads; errors come back as data and show under their fields.
 */
export function LoginDialog({ captcha: initialCaptcha }: { captcha: { id: string; image: string } | null }) {
  const { t } = useTranslation();
  const actionData = useActionData<LoginActionData>();
  const navigation = useNavigation();
  const location = useLocation();
  const [showPassword, setShowPassword] = useState(false);
  const captcha = actionData?.captcha ?? initialCaptcha;
  const redirectTo = new URLSearchParams(location.search).get('redirectTo') ?? '/';
  const busy = navigation.state === 'submitting';
  const fieldError = (name: 'username' | 'password' | 'captcha') => actionData?.fieldErrors?.[name];
  return (
    <Dialog title={t('auth.loginTitle')} closeHref="/">
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
          <Link to="/help#account">{t('auth.needHelp')}</Link>
        </p>
      </Form>
    </Dialog>
  );
}
