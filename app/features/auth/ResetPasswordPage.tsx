import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { FormError } from '#app/components/FormField';
import { parseForm } from '#app/components/forms/parse.server';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { resetPasswordSchema } from './password.schema';
import { Dialog } from '#app/components/Dialog';
import { RegisterFieldsQuery, ResetPasswordMutation } from './session.queries.server';
import { PasswordInput } from './PasswordInput';
import { passwordRuleOf } from './validation';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { href } from '#app/kernel/href';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['authDialogs', 'playerProtection'] };

interface ActionData {
  /** Conform's answer (never the passwords). */
  result: SubmissionResult<string[]>;
}

const HIDDEN = ['newPassword', 'confirmNewPassword'];

function tokenOf(request: Request) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  return /^[A-Za-z0-9_-]{10,100}$/.test(token) ? token : null;
}

export async function loader(args: LoaderFunctionArgs) {
  if (!tokenOf(args.request)) throw redirect(href('/forgot-password'));
  const rules = await args.context.graphql(RegisterFieldsQuery);
  return { passwordRule: passwordRuleOf(rules.data?.registerFields) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = tokenOf(request);
  if (!token) return redirect(href('/forgot-password'), 303);
  const rule = passwordRuleOf((await context.graphql(RegisterFieldsQuery)).data?.registerFields);
  const submission = await parseForm(request, resetPasswordSchema(rule));
  if (submission.status !== 'success') return data<ActionData>({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
  const { newPassword = '', confirmNewPassword = '' } = submission.value;
  const { data: answered } = await context.graphql(ResetPasswordMutation, { input: { token, newPassword, confirmNewPassword } });
  const outcome = answered?.resetPassword;
  if (outcome?.ok) return redirect(href('/', { search: { passwordChanged: 1 } }), 303);
  return data<ActionData>({ result: replyWithUserErrors(submission, outcome, { fields: [], hideFields: HIDDEN }) }, { status: 400 });
}

/** Sets a new password with the token from the reset e-mail (/?resetPasswordToken= leads here). */
export default function ResetPasswordPage() {
  const { passwordRule } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useTranslation();
  const schema = useFormSchema(() => resetPasswordSchema(passwordRule), [passwordRule]);
  const [form, fields] = useValidatedForm(schema, actionData?.result, { id: 'reset-password-form' });
  const names: { name: 'newPassword' | 'confirmNewPassword'; label: string }[] = [
    { name: 'newPassword', label: 'login.newPassword' },
    { name: 'confirmNewPassword', label: 'login.confirmNewPassword' },
  ];
  return (
    <>
      <Dialog title={t('forgot.resetTitle')} closeHref="/">
        <Form method="post" className="auth-form" {...getFormProps(form)}>
          <FormError problem={form.errors} />
          {names.map(({ name, label }) => (
            <PasswordInput key={name} id={`reset-${name}`} name={name} label={label} autoComplete="new-password" problem={fields[name].errors} />
          ))}
          <button type="submit" className="button auth-form__submit" disabled={busy} aria-busy={busy}>
            {busy ? t('common.loading') : t('login.changePasswordSubmit')}
          </button>
        </Form>
      </Dialog>
    </>
  );
}
