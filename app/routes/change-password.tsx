import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { ChangePasswordDialog, type ChangePasswordActionData, type PasswordField } from '../features/auth/ChangePasswordDialog';
import { ChangePasswordMutation, ChangePasswordPageQuery, RegisterFieldsQuery } from '../features/auth/session.queries.server';
import { checkNewPassword, passwordRuleOf, type FieldProblem } from '../features/auth/validation';
import HomePage, { loader as homeLoader } from './_index/route';

export { meta } from './_index/route';

export async function loader(args: LoaderFunctionArgs) {
  if (!args.context.session) throw redirect('/login?redirectTo=%2Fchange-password');
  const [home, page] = await Promise.all([homeLoader(args), args.context.graphql(ChangePasswordPageQuery)]);
  if (!page.data?.me) throw redirect('/login?redirectTo=%2Fchange-password');
  const rule = passwordRuleOf(page.data.registerFields);
  const reason = new URL(args.request.url).searchParams.get('reason');
  return {
    ...home,
    account: page.data.me.account,
    reason: (reason === 'default' || reason === 'expired' ? reason : null) as 'default' | 'expired' | null,
    // The length rule, shown under the new password before anything is typed.
    rule: (rule.minLength === rule.maxLength
      ? { key: 'validation.lengthExact', params: { n: rule.minLength } }
      : { key: 'validation.lengthRange', params: { min: rule.minLength, max: rule.maxLength } }) as FieldProblem,
  };
}

const errors: Record<string, string> = {
  OLD_PASSWORD_WRONG: 'auth.errors.oldPasswordWrong',
  INCONSISTENT: 'validation.inconsistent',
  SAME_AS_OLD: 'auth.errors.sameAsOld',
  DEFAULT_PASSWORD: 'auth.errors.defaultPassword',
  TOO_MANY_REQUESTS: 'auth.errors.tooMany',
  INVALID_INPUT: 'auth.errors.invalid',
};

export async function action({ request, context }: ActionFunctionArgs) {
  if (!context.session) throw redirect('/login?redirectTo=%2Fchange-password');
  const form = await request.formData();
  const input = {
    oldPassword: String(form.get('oldPassword') ?? ''),
    newPassword: String(form.get('newPassword') ?? ''),
    confirmNewPassword: String(form.get('confirmNewPassword') ?? ''),
  };
  const rules = (await context.graphql(RegisterFieldsQuery)).data?.registerFields;
  const fieldErrors: Partial<Record<PasswordField, FieldProblem>> = checkNewPassword(passwordRuleOf(rules), input.newPassword, input.confirmNewPassword);
  if (!input.oldPassword) fieldErrors.oldPassword = { key: 'validation.required' };
  if (Object.keys(fieldErrors).length) return data<ChangePasswordActionData>({ fieldErrors }, { status: 400 });

  const { data: result } = await context.graphql(ChangePasswordMutation, { input });
  const outcome = result?.changePassword;
  if (!outcome) return data<ChangePasswordActionData>({ formError: 'errors.codes.UPSTREAM_UNAVAILABLE' }, { status: 502 });
  if (outcome.ok) return redirect('/?passwordChanged=1', 303);
  const key = errors[outcome.error ?? 'INVALID_INPUT'] ?? 'auth.errors.invalid';
  const field = outcome.field as PasswordField | null;
  return data<ChangePasswordActionData>(
    field && ['oldPassword', 'newPassword', 'confirmNewPassword'].includes(field) ? { fieldErrors: { [field]: { key } } } : { formError: key },
    { status: 400 },
  );
}

export default function ChangePasswordPage() {
  const { account, reason, rule } = useLoaderData<typeof loader>();
  return (
    <>
      <HomePage />
      <ChangePasswordDialog account={account} reason={reason} rule={rule} />
    </>
  );
}
