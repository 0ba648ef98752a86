import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import type { Submission } from '@conform-to/react';
import { parseForm } from '#app/components/forms/parse.server';
import * as z from 'zod';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { afterLoginPath } from './after-login';
import { loginSchema, smsLoginSchema, socialLoginSchema } from './login.schema';
import { LoginDialog, type LoginActionData } from './LoginDialog';
import { isExcluded, passwordLogin, type PasswordLoginValue } from './password-login.server';
import { replyToCodeRefusal } from './code-refusal';
import { PHONE_MESSAGES } from './phone-messages';
import { LoginPageQuery, SendLoginCodeMutation, SmsLoginMutation, SocialLoginMutation } from './session.queries.server';
import { socialSignInConfig } from './social.server';
import { safeRedirectPath } from '#app/kernel/safe-redirect';
import type { CaptchaChallenge } from './CaptchaField';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { exclusionNotice, userErrorFormats } from '#app/features/responsible-gaming/refusal.server';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['authDialogs', 'playerProtection'] };

/** The login modal over the home page (route-addressable; closing returns home). */
export async function loader(args: LoaderFunctionArgs) {
  // Already logged in: nothing to do here.
  if (args.context.session) throw redirect(safeRedirectPath(new URL(args.request.url).searchParams.get('redirectTo')));
  const page = await args.context.graphql(LoginPageQuery);
  const smsEnabled = Boolean(page.data?.features?.verificationCodeLogin);
  const social = socialSignInConfig(args.context.cloudflare.env, page.data?.features);
  const tab = smsEnabled && new URL(args.request.url).searchParams.get('tab') === 'sms' ? 'sms' : 'username';
  return {
    captcha: null as CaptchaChallenge | null,
    smsEnabled,
    tab: tab as 'sms' | 'username',
    social,
    banner: page.data?.loginBanners?.[0] ?? null,
    // Just logged out by a time-out or self-exclusion the member started (`?excluded=<end>|permanent`).
    excludedNotice: await exclusionNotice(args.context, new URL(args.request.url).searchParams.get('excluded')),
  };
}

/** The modal's three forms post here; the submit button's (or hidden) intent says which. */
const loginActionSchema = z.discriminatedUnion('intent', [loginSchema, smsLoginSchema(), socialLoginSchema]);

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await parseForm(request, loginActionSchema);
  const intent = submission.payload.intent;
  if (intent === 'sendCode' || intent === 'sms') return smsAction(submission, context);
  if (intent === 'social') return socialAction(submission, context);
  // Neither SMS nor social: the password form (its value, when valid, is the password variant).
  const { answer, outcome } = await passwordLogin(submission as Submission<unknown, string[], PasswordLoginValue>, context);
  if (answer) return answer;
  return redirect(afterLoginPath(outcome, 'password', safeRedirectPath(String(submission.payload.redirectTo ?? ''))), 303);
}

type LoginSubmission = Submission<z.input<typeof loginActionSchema>, string[], z.output<typeof loginActionSchema>>;

/** Google or Facebook: the browser got a Firebase ID token; the platform verifies it. */
async function socialAction(submission: LoginSubmission, context: ActionFunctionArgs['context']) {
  if (submission.status !== 'success' || submission.value.intent !== 'social') {
    return data<LoginActionData>({ tab: 'username', result: submission.reply({ formErrors: ['social.errors.invalid'] }) }, { status: 400 });
  }
  const { provider, idToken, redirectTo } = submission.value;
  const { data: answered } = await context.graphql(SocialLoginMutation, { input: { provider, idToken } });
  const outcome = answered?.loginWithSocial;
  if (!outcome?.ok) {
    const result = replyWithUserErrors(submission, outcome, { fields: [], formats: await userErrorFormats(context, outcome) });
    return data<LoginActionData>({ tab: 'username', result, excluded: isExcluded(outcome) }, { status: outcome ? 400 : 502 });
  }
  return redirect(afterLoginPath(outcome, 'social', safeRedirectPath(redirectTo ?? '')), 303);
}

/** The SMS tab: send a code (its countdown is expiredMinutes × 60 s), or log in with it. */
async function smsAction(submission: LoginSubmission, context: ActionFunctionArgs['context']) {
  const fields = ['countryDialingCode', 'mobileNum', 'verificationCode'];
  if (submission.status !== 'success' || (submission.value.intent !== 'sendCode' && submission.value.intent !== 'sms')) {
    return data<LoginActionData>({ tab: 'sms', result: submission.reply() }, { status: 400 });
  }
  const { intent, countryDialingCode = '', mobileNum = '', verificationCode = '', remember, redirectTo } = submission.value;
  if (intent === 'sendCode') {
    const { data: sent } = await context.graphql(SendLoginCodeMutation, { input: { mobileNum, countryDialingCode } });
    const outcome = sent?.sendLoginCode;
    if (!outcome?.ok) {
      const refused = replyToCodeRefusal(submission, outcome, { fields, overrides: PHONE_MESSAGES });
      return data<LoginActionData>({ tab: 'sms', ...refused }, { status: 400 });
    }
    return data<LoginActionData>({ tab: 'sms', result: submission.reply(), codeSent: { seconds: (outcome.expiredMinutes ?? 1) * 60 } });
  }
  const { data: answered } = await context.graphql(SmsLoginMutation, {
    input: { mobileNum, countryDialingCode, verificationCode, remember: remember ?? false },
  });
  const outcome = answered?.loginBySms;
  if (!outcome?.ok) {
    const result = replyWithUserErrors(submission, outcome, { fields, overrides: PHONE_MESSAGES, formats: await userErrorFormats(context, outcome) });
    return data<LoginActionData>({ tab: 'sms', result, excluded: isExcluded(outcome) }, { status: outcome ? 400 : 502 });
  }
  return redirect(afterLoginPath(outcome, 'sms', safeRedirectPath(redirectTo ?? '')), 303);
}

export default function LoginPage() {
  const { captcha, smsEnabled, tab, social, banner, excludedNotice } = useLoaderData<typeof loader>();
  return <LoginDialog captcha={captcha} smsEnabled={smsEnabled} tab={tab} social={social} banner={banner} excludedNotice={excludedNotice} />;
}
