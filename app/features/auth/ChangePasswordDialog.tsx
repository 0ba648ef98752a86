import { Form, useActionData, useNavigation } from '@remix-run/react';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/react';
import type { FieldProblem } from './validation';

export type PasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

export interface ChangePasswordActionData {
  fieldErrors?: Partial<Record<PasswordField, FieldProblem>>;
  formError?: string;
}

const fields: { name: PasswordField; label: string; autoComplete: string }[] = [
  { name: 'oldPassword', label: 'auth.oldPassword', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'auth.newPassword', autoComplete: 'new-password' },
  { name: 'confirmNewPassword', label: 'auth.confirmNewPassword', autoComplete: 'new-password' },
];

/** Change password (after a login with the default or an expired password, or on request). */
export function ChangePasswordDialog({ account, reason, rule }: { account: string; reason: 'default' | 'expired' | null; rule: FieldProblem | null }) {
  const { t } = useTranslation();
  const actionData = useActionData<ChangePasswordActionData>();
  const busy = useNavigation().state === 'submitting';
  return (
    <Dialog title={t('auth.changePasswordTitle')} closeHref="/">
      <Form method="post" className="auth-form" noValidate>
        {reason ? <p role="status">{t(reason === 'default' ? 'auth.defaultPasswordNotice' : 'auth.expiredPasswordNotice')}</p> : null}
        <p>
          {t('auth.username')}: <strong>{account}</strong>
        </p>
        {actionData?.formError ? (
          <p className="form-error" role="alert">
            {t(actionData.formError)}
          </p>
        ) : null}
        {fields.map(({ name, label, autoComplete }) => {
          const problem = actionData?.fieldErrors?.[name];
          const describedBy = [problem ? `${name}-error` : null, name === 'newPassword' && rule ? 'newPassword-rule' : null].filter(Boolean).join(' ');
          return (
            <div className="field" key={name}>
              <label htmlFor={name}>{t(label)}</label>
              <input
                id={name}
                name={name}
                type="password"
                autoComplete={autoComplete}
                required
                maxLength={128}
                aria-invalid={problem ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
              {name === 'newPassword' && rule ? (
                <p id="newPassword-rule" className="muted">
                  {t(rule.key, rule.params)}
                </p>
              ) : null}
              {problem ? (
                <p id={`${name}-error`} className="field-error">
                  {t(problem.key, problem.params)}
                </p>
              ) : null}
            </div>
          );
        })}
        <button type="submit" className="button auth-form__submit" disabled={busy} aria-busy={busy}>
          {busy ? t('common.loading') : t('auth.changePasswordSubmit')}
        </button>
      </Form>
    </Dialog>
  );
}
