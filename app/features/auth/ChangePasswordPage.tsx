import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { parseForm } from '#app/components/forms/parse.server';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { ChangePasswordDialog, type ChangePasswordActionData } from './ChangePasswordDialog';
import { changePasswordSchema } from './password.schema';
import { ChangePasswordMutation, ChangePasswordPageQuery, RegisterFieldsQuery } from './session.queries.server';
import { guardAction, requireMember } from '#app/kernel/guards.server';
import { passwordRuleOf, type FieldProblem } from './validation';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { href } from '#app/kernel/href';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['authDialogs', 'playerProtection'] };

export async function loader(args: LoaderFunctionArgs) {
  const page = await args.context.graphql(ChangePasswordPageQuery);
  // Visitors log in and come back; a failed member lookup is an error with a retry, never a login loop.
  const me = requireMember(Boolean(args.context.session), page, args.request);
  const rule = passwordRuleOf(page.data?.registerFields);
  const reason = new URL(args.request.url).searchParams.get('reason');
  return {
    account: me.account,
    reason: (reason === 'default' || reason === 'expired' ? reason : null) as 'default' | 'expired' | null,
    passwordRule: rule,
    // The length rule, shown under the new password before anything is typed.
    rule: (rule.minLength === rule.maxLength
      ? { key: 'validation.lengthExact', params: { n: rule.minLength } }
      : { key: 'validation.lengthRange', params: { min: rule.minLength, max: rule.maxLength } }) as FieldProblem,
  };
}

const HIDDEN = ['oldPassword', 'newPassword', 'confirmNewPassword'];

export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const rules = (await context.graphql(RegisterFieldsQuery)).data?.registerFields;
  const submission = await parseForm(request, changePasswordSchema(passwordRuleOf(rules)));
  if (submission.status !== 'success') return data<ChangePasswordActionData>({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
  const { oldPassword, newPassword = '', confirmNewPassword = '' } = submission.value;
  const { data: answered } = await context.graphql(ChangePasswordMutation, { input: { oldPassword, newPassword, confirmNewPassword } });
  const outcome = answered?.changePassword;
  if (outcome?.ok) return redirect(href('/', { search: { passwordChanged: 1 } }), 303);
  const result = replyWithUserErrors(submission, outcome, { fields: HIDDEN, hideFields: HIDDEN });
  return data<ChangePasswordActionData>({ result }, { status: outcome ? 400 : 502 });
});

export default function ChangePasswordPage() {
  const { account, reason, rule, passwordRule } = useLoaderData<typeof loader>();
  return <ChangePasswordDialog account={account} reason={reason} rule={rule} passwordRule={passwordRule} />;
}
