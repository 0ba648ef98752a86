import { Form, useActionData, useNavigation } from '@remix-run/react';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { FormError } from '#app/components/FormField';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import { Dialog } from '#app/components/Dialog';
import { useTranslation } from '#app/i18n/react';
import { PasswordInput } from './PasswordInput';
import { changePasswordSchema } from './password.schema';
import type { FieldProblem, FieldRule } from './validation';

type PasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

export interface ChangePasswordActionData {
  /** Conform's answer (never the passwords). */
  result: SubmissionResult<string[]>;
  /** Whether the form asks for the old password now (the platform may want it after all). */
  askOld?: boolean;
}

const PASSWORD_FIELDS: { name: PasswordField; label: string; autoComplete: string }[] = [
  { name: 'oldPassword', label: 'login.oldPassword', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'login.newPassword', autoComplete: 'new-password' },
  { name: 'confirmNewPassword', label: 'login.confirmNewPassword', autoComplete: 'new-password' },
];

/**
 * Change password (after a login with the default or an expired password, or on request): the
 * username, the old password unless it is already known (`askOld` false: right after that login),
 * the new password and its confirmation.
 */
export function ChangePasswordDialog({
  account,
  askOld: askedOnLoad = true,
  reason,
  rule,
  passwordRule,
}: {
  account: string;
  askOld?: boolean;
  reason: 'default' | 'expired' | null;
  rule: FieldProblem | null;
  passwordRule: Pick<FieldRule, 'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'>;
}) {
  const { t } = useTranslation();
  const actionData = useActionData<ChangePasswordActionData>();
  const busy = useNavigation().state === 'submitting';
  const askOld = actionData?.askOld ?? askedOnLoad;
  const schema = useFormSchema(() => changePasswordSchema(passwordRule, { askOld }), [passwordRule, askOld]);
  const [form, fields] = useValidatedForm(schema, actionData?.result, { id: 'change-password-form' });
  return (
    <Dialog title={t('login.changePasswordTitle')} closeHref="/">
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        {reason ? <p role="status">{t(reason === 'default' ? 'login.defaultPasswordNotice' : 'login.expiredPasswordNotice')}</p> : null}
        <p>
          {t('login.username')}: <strong>{account}</strong>
        </p>
        <FormError problem={form.errors} />
        {PASSWORD_FIELDS.filter(({ name }) => askOld || name !== 'oldPassword').map(({ name, label, autoComplete }) => (
          <PasswordInput
            key={name}
            id={name}
            name={name}
            label={label}
            autoComplete={autoComplete}
            problem={fields[name].errors}
            hint={name === 'newPassword' ? rule : null}
          />
        ))}
        <button type="submit" className="button auth-form__submit" disabled={busy} aria-busy={busy}>
          {busy ? t('common.loading') : t('login.changePasswordSubmit')}
        </button>
      </Form>
    </Dialog>
  );
}
