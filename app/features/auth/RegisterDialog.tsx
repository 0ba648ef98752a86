import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/react';
import type { RegisterField, ShownField } from './register-form';
import type { FieldProblem } from './validation';

export interface RegisterActionData {
  values?: Partial<Record<RegisterField, string>>;
  fieldErrors?: Partial<Record<RegisterField | 'captcha' | 'terms' | 'age', FieldProblem>>;
  formError?: string;
  captcha?: { id: string; image: string } | null;
}

function FieldErrorText({ id, problem }: { id: string; problem: FieldProblem | undefined }) {
  const { t } = useTranslation();
  return problem ? (
    <p id={id} className="field-error">
      {t(problem.key, problem.params)}
    </p>
  ) : null;
}

/**
 * The register modal over the home page (/register): the brand's fields, each required only when
 * configured, the terms and the 18-or-older confirmation. A plain form: works before JavaScript.
 */
export function RegisterDialog({ fields, captcha: initialCaptcha, referralCode }: { fields: ShownField[]; captcha: { id: string; image: string } | null; referralCode: string | null }) {
  const { t } = useTranslation();
  const actionData = useActionData<RegisterActionData>();
  const busy = useNavigation().state === 'submitting';
  const location = useLocation();
  const captcha = actionData?.captcha ?? initialCaptcha;
  const problem = (name: keyof NonNullable<RegisterActionData['fieldErrors']>) => actionData?.fieldErrors?.[name];
  return (
    <Dialog title={t('register.title')} closeHref="/">
      <Form method="post" action={`/register${location.search}`} className="auth-form" noValidate>
        {referralCode ? <input type="hidden" name="referralCode" value={referralCode} /> : null}
        {actionData?.formError ? (
          <p className="form-error" role="alert">
            {t(actionData.formError)}
          </p>
        ) : null}
        <p className="muted">{t('register.requiredNote')}</p>
        {fields.map((field) => {
          const id = `register-${field.name}`;
          const error = problem(field.name);
          return (
            <div className="field" key={field.name}>
              <span className="field__label">
                <label htmlFor={id}>{t(`register.fields.${field.name}`)}</label>
                {/* Outside the label so the field's name stays clean; aria-required says it to screen readers. */}
                {field.required ? <span aria-hidden="true" className="required-mark"> *</span> : null}
              </span>
              <input
                id={id}
                name={field.name}
                type={field.secret ? 'password' : field.name === 'email' ? 'email' : 'text'}
                autoComplete={field.name === 'username' ? 'username' : field.name === 'password' || field.name === 'confirmPassword' ? 'new-password' : field.secret ? 'off' : undefined}
                required={field.required}
                aria-required={field.required}
                maxLength={field.rule?.maxLength ?? 100}
                defaultValue={field.secret ? undefined : actionData?.values?.[field.name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <FieldErrorText id={`${id}-error`} problem={error} />
            </div>
          );
        })}
        {captcha ? (
          <div className="field">
            <label htmlFor="register-captcha">{t('auth.captcha')}</label>
            <div className="captcha">
              <img src={captcha.image} alt={t('auth.captchaImage')} width="120" height="40" />
              <input id="register-captcha" name="captcha" autoComplete="off" required aria-invalid={problem('captcha') ? true : undefined} aria-describedby={problem('captcha') ? 'register-captcha-error' : undefined} />
              <input type="hidden" name="captchaId" value={captcha.id} />
            </div>
            <FieldErrorText id="register-captcha-error" problem={problem('captcha')} />
          </div>
        ) : null}
        <div className="field field--inline">
          <input id="register-terms" type="checkbox" name="terms" value="1" aria-invalid={problem('terms') ? true : undefined} aria-describedby={problem('terms') ? 'register-terms-error' : undefined} />
          <label htmlFor="register-terms">
            {t('register.termsBefore')} <Link to="/help#rules">{t('register.terms')}</Link> {t('register.and')} <Link to="/help#account">{t('register.privacy')}</Link>
          </label>
        </div>
        <FieldErrorText id="register-terms-error" problem={problem('terms')} />
        <div className="field field--inline">
          <input id="register-age" type="checkbox" name="age" value="1" aria-invalid={problem('age') ? true : undefined} aria-describedby={problem('age') ? 'register-age-error' : undefined} />
          <label htmlFor="register-age">{t('register.age')}</label>
        </div>
        <FieldErrorText id="register-age-error" problem={problem('age')} />
        <button type="submit" className="button auth-form__submit" disabled={busy} aria-busy={busy}>
          {busy ? t('common.loading') : t('register.submit')}
        </button>
        <p className="muted auth-form__links">
          {t('register.haveAccount')} <Link to="/login">{t('shell.login')}</Link>
        </p>
      </Form>
    </Dialog>
  );
}
