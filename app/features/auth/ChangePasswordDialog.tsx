import { Form, useActionData, useNavigation } from '@remix-run/react';
import { FormError } from '../../components/FormField';
import { Dialog } from '../../components/Dialog';
import { useTranslation } from '../../i18n/react';
import { PasswordInput } from './PasswordInput';
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
        <FormError problem={actionData?.formError} />
        {fields.map(({ name, label, autoComplete }) => (
          <PasswordInput
            key={name}
            id={name}
            name={name}
            label={label}
            autoComplete={autoComplete}
            problem={actionData?.fieldErrors?.[name]}
            hint={name === 'newPassword' ? rule : null}
          />
        ))}
        <button type="submit" className="button auth-form__submit" disabled={busy} aria-busy={busy}>
          {busy ? t('common.loading') : t('auth.changePasswordSubmit')}
        </button>
      </Form>
    </Dialog>
  );
}
