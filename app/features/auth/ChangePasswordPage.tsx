import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { parseForm } from '#app/components/forms/parse.server';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { ChangePasswordDialog, type ChangePasswordActionData } from './ChangePasswordDialog';
import { changePasswordSchema } from './password.schema';
import { ChangePasswordMutation, ChangePasswordPageQuery } from './session.queries.server';
import { guardAction, requireMember } from '#app/kernel/guards.server';
import { passwordRuleOf, type FieldProblem } from './validation';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { href } from '#app/kernel/href';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['authDialogs', 'playerProtection'] };

/*
 * The old password "if not already known" (docs/spec-index.md#modals): right after a login that
 * must change the password (the default or an expired one), the login just made knew it. It is not
 * kept anywhere for this page (no cookie, no page, no store of the portal's): the platform lets that
 * session change the password without it for a few minutes (Member.oldPasswordNeeded false; the
 * reference platform's member/password.ts oldPasswordWaived says why that is the safer way), so the
 * form leaves the field out. A platform that does not offer it, or a window that has passed, asks
 * for the old password as ever: its REQUIRED answer brings the field back.
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await args.context.graphql(ChangePasswordPageQuery);
  // Visitors log in and come back; a failed member lookup is an error with a retry, never a login loop.
  const me = requireMember(Boolean(args.context.session), page, args.request);
  const rule = passwordRuleOf(page.data?.registerFields);
  const reason = new URL(args.request.url).searchParams.get('reason');
  return {
    account: me.account,
    askOld: me.oldPasswordNeeded,
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
  const page = (await context.graphql(ChangePasswordPageQuery)).data;
  const askOld = page?.me?.oldPasswordNeeded ?? true;
  const submission = await parseForm(request, changePasswordSchema(passwordRuleOf(page?.registerFields), { askOld }));
  if (submission.status !== 'success') return data<ChangePasswordActionData>({ result: submission.reply({ hideFields: HIDDEN }), askOld }, { status: 400 });
  const { oldPassword, newPassword = '', confirmNewPassword = '' } = submission.value;
  const { data: answered } = await context.graphql(ChangePasswordMutation, {
    input: { oldPassword: askOld ? oldPassword : null, newPassword, confirmNewPassword },
  });
  const outcome = answered?.changePassword;
  if (outcome?.ok) return redirect(href('/', { search: { passwordChanged: 1 } }), 303);
  const result = replyWithUserErrors(submission, outcome, { fields: HIDDEN, hideFields: HIDDEN });
  // The platform wants the old password after all (the window passed): the form asks for it.
  const oldAsked = askOld || Boolean(outcome?.errors.some((error) => error.field === 'oldPassword'));
  return data<ChangePasswordActionData>({ result, askOld: oldAsked }, { status: outcome ? 400 : 502 });
});

export default function ChangePasswordPage() {
  const { account, askOld, reason, rule, passwordRule } = useLoaderData<typeof loader>();
  return <ChangePasswordDialog account={account} askOld={askOld} reason={reason} rule={rule} passwordRule={passwordRule} />;
}
