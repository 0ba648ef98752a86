import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { FormError } from '../components/FormField';
import { Dialog } from '../components/Dialog';
import { RegisterFieldsQuery, ResetPasswordMutation } from '../features/auth/session.queries.server';
import { PasswordInput } from '../features/auth/PasswordInput';
import { checkNewPassword, passwordRuleOf, type FieldProblem } from '../features/auth/validation';
import { useTranslation } from '../i18n/react';
import HomePage, { loader as homeLoader } from './_index/route';

export { meta } from './_index/route';

type Field = 'newPassword' | 'confirmNewPassword';
interface ActionData {
  fieldErrors?: Partial<Record<Field, FieldProblem>>;
  formError?: string;
}

function tokenOf(request: Request) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{10,100}$/.test(token) ? token : null;
}

export async function loader(args: LoaderFunctionArgs) {
  if (!tokenOf(args.request)) throw redirect('/forgot-password');
  return homeLoader(args);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = tokenOf(request);
  if (!token) return redirect('/forgot-password', 303);
  const form = await request.formData();
  const input = { token, newPassword: String(form.get('newPassword') ?? ''), confirmNewPassword: String(form.get('confirmNewPassword') ?? '') };
  const rule = passwordRuleOf((await context.graphql(RegisterFieldsQuery)).data?.registerFields);
  const fieldErrors: ActionData['fieldErrors'] = checkNewPassword(rule, input.newPassword, input.confirmNewPassword);
  if (Object.keys(fieldErrors).length) return data<ActionData>({ fieldErrors }, { status: 400 });
  const { data: result } = await context.graphql(ResetPasswordMutation, { input });
  const outcome = result?.resetPassword;
  if (outcome?.ok) return redirect('/?passwordChanged=1', 303);
  const key = outcome?.error === 'TOKEN_INVALID' ? 'forgot.tokenInvalid' : outcome?.error === 'INCONSISTENT' ? 'validation.inconsistent' : outcome ? 'auth.errors.invalid' : 'errors.codes.UPSTREAM_UNAVAILABLE';
  return data<ActionData>({ formError: key }, { status: 400 });
}

/** Sets a new password with the token from the reset e-mail (/?resetPasswordToken= leads here). */
export default function ResetPasswordPage() {
  useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useTranslation();
  const names: { name: Field; label: string }[] = [
    { name: 'newPassword', label: 'auth.newPassword' },
    { name: 'confirmNewPassword', label: 'auth.confirmNewPassword' },
  ];
  return (
    <>
      <HomePage />
      <Dialog title={t('forgot.resetTitle')} closeHref="/">
        <Form method="post" className="auth-form" noValidate>
          <FormError problem={actionData?.formError} />
          {names.map(({ name, label }) => (
            <PasswordInput key={name} id={`reset-${name}`} name={name} label={label} autoComplete="new-password" problem={actionData?.fieldErrors?.[name]} />
          ))}
          <button type="submit" className="button auth-form__submit" disabled={busy} aria-busy={busy}>
            {busy ? t('common.loading') : t('auth.changePasswordSubmit')}
          </button>
        </Form>
      </Dialog>
    </>
  );
}
