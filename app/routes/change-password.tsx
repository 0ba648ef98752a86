import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { ChangePasswordDialog, type ChangePasswordActionData, type PasswordField } from '../features/auth/ChangePasswordDialog';
import { ChangePasswordMutation, ChangePasswordPageQuery, RegisterFieldsQuery } from '../features/auth/session.queries.server';
import { checkConfirmation, checkField, type FieldProblem } from '../features/auth/validation';
import HomePage, { loader as homeLoader } from './_index/route';

export { meta } from './_index/route';

/** Rules for a password when the brand has none configured (the platform's own fallback). */
const fallbackPasswordRule = { acceptedPattern: '*', patternId: 'ANY', minLength: 6, maxLength: 20 };

export async function loader(args: LoaderFunctionArgs) {
  if (!args.context.session) throw redirect('/login?redirectTo=%2Fchange-password');
  const [home, page] = await Promise.all([homeLoader(args), args.context.graphql(ChangePasswordPageQuery)]);
  if (!page.data?.me) throw redirect('/login?redirectTo=%2Fchange-password');
  const rule = page.data.registerFields?.find((f) => f.field === 'password') ?? fallbackPasswordRule;
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
  const rule = rules?.find((f) => f.field === 'password') ?? fallbackPasswordRule;
  const fieldErrors: Partial<Record<PasswordField, FieldProblem>> = {};
  if (!input.oldPassword) fieldErrors.oldPassword = { key: 'validation.required' };
  const newProblem = checkField(rule, input.newPassword, true);
  if (newProblem) fieldErrors.newPassword = newProblem;
  const confirmProblem = checkConfirmation(input.newPassword, input.confirmNewPassword);
  if (confirmProblem) fieldErrors.confirmNewPassword = confirmProblem;
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
