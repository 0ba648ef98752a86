import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { afterLoginPath, loginErrorMessages } from '../features/auth/after-login';
import { checkPhone } from '../features/auth/validation';
import { LoginDialog, type LoginActionData } from '../features/auth/LoginDialog';
import { passwordLogin } from '../features/auth/password-login.server';
import { LoginPageQuery, SendLoginCodeMutation, SmsLoginMutation, SocialLoginMutation } from '../features/auth/session.queries.server';
import { socialSignInConfig } from '../features/auth/social.server';
import HomePage, { loader as homeLoader } from './_index/route';
import { safeRedirectPath } from './language';

export { meta } from './_index/route';

/** The home page with the login modal open (route-addressable; closing returns home). */
export async function loader(args: LoaderFunctionArgs) {
  // Already logged in: nothing to do here.
  if (args.context.session) throw redirect(safeRedirectPath(new URL(args.request.url).searchParams.get('redirectTo')));
  const [home, page] = await Promise.all([homeLoader(args), args.context.graphql(LoginPageQuery)]);
  const smsEnabled = Boolean(page.data?.features?.verificationCodeLogin);
  const social = socialSignInConfig(args.context.cloudflare.env, page.data?.features);
  const tab = smsEnabled && new URL(args.request.url).searchParams.get('tab') === 'sms' ? 'sms' : 'username';
  return { ...home, captcha: null as { id: string; image: string } | null, smsEnabled, tab: tab as 'sms' | 'username', social };
}


export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'sendCode' || intent === 'sms') return smsAction(intent, form, context);
  if (intent === 'social') return socialAction(form, context);
  const { answer, outcome } = await passwordLogin(form, context);
  if (answer) return answer;
  return redirect(afterLoginPath(outcome, 'password', safeRedirectPath(form.get('redirectTo'))), 303);
}

/** Google or Facebook: the browser got a Firebase ID token; the platform verifies it. */
async function socialAction(form: FormData, context: ActionFunctionArgs['context']) {
  const provider = form.get('provider');
  const idToken = String(form.get('idToken') ?? '');
  if ((provider !== 'GOOGLE' && provider !== 'FACEBOOK') || !idToken) return data<LoginActionData>({ formError: 'social.errors.invalid' }, { status: 400 });
  const { data: result } = await context.graphql(SocialLoginMutation, { input: { provider, idToken } });
  const outcome = result?.loginWithSocial;
  if (!outcome) return data<LoginActionData>({ formError: 'errors.codes.UPSTREAM_UNAVAILABLE' }, { status: 502 });
  if (!outcome.ok) return data<LoginActionData>({ formError: loginErrorMessages[outcome.error ?? 'INVALID_INPUT'] }, { status: 400 });
  return redirect(afterLoginPath(outcome, 'social', safeRedirectPath(form.get('redirectTo'))), 303);
}

/** The SMS tab: send a code (its countdown is expiredMinutes × 60 s), or log in with it. */
async function smsAction(intent: 'sendCode' | 'sms', form: FormData, context: ActionFunctionArgs['context']) {
  const mobileNum = String(form.get('mobileNum') ?? '').trim();
  const countryDialingCode = String(form.get('countryDialingCode') ?? '').trim();
  const verificationCode = String(form.get('verificationCode') ?? '').trim();
  const values = { mobileNum, countryDialingCode };
  const fieldErrors: LoginActionData['fieldErrors'] = {};
  Object.assign(fieldErrors, checkPhone(values, { required: 'auth.errors.required' }));
  if (intent === 'sms' && !verificationCode) fieldErrors.verificationCode = 'auth.errors.required';
  else if (intent === 'sms' && !/^[0-9]{6}$/.test(verificationCode)) fieldErrors.verificationCode = 'auth.errors.codeWrong';
  if (Object.keys(fieldErrors).length) return data<LoginActionData>({ tab: 'sms', values, fieldErrors }, { status: 400 });

  if (intent === 'sendCode') {
    const { data: sent } = await context.graphql(SendLoginCodeMutation, { input: { mobileNum, countryDialingCode } });
    const outcome = sent?.sendLoginCode;
    if (!outcome?.ok) {
      const key = outcome?.error === 'TOO_MANY_REQUESTS' ? 'auth.errors.tooMany' : outcome?.field === 'mobileNum' ? 'auth.errors.mobile' : 'errors.codes.UPSTREAM_UNAVAILABLE';
      return data<LoginActionData>({ tab: 'sms', values, formError: key }, { status: 400 });
    }
    return data<LoginActionData>({ tab: 'sms', values, codeSent: { seconds: (outcome.expiredMinutes ?? 1) * 60 } });
  }

  const { data: result } = await context.graphql(SmsLoginMutation, { input: { mobileNum, countryDialingCode, verificationCode } });
  const outcome = result?.loginBySms;
  if (!outcome) return data<LoginActionData>({ tab: 'sms', values, formError: 'errors.codes.UPSTREAM_UNAVAILABLE' }, { status: 502 });
  if (!outcome.ok) {
    const key = loginErrorMessages[outcome.error ?? 'INVALID_INPUT'];
    return data<LoginActionData>(
      { tab: 'sms', values, ...(outcome.error === 'CODE_WRONG' ? { fieldErrors: { verificationCode: key } } : { formError: key }) },
      { status: 400 },
    );
  }
  return redirect(afterLoginPath(outcome, 'sms', safeRedirectPath(form.get('redirectTo'))), 303);
}

export default function LoginPage() {
  const { captcha, smsEnabled, tab, social } = useLoaderData<typeof loader>();
  return (
    <>
      <HomePage />
      <LoginDialog captcha={captcha} smsEnabled={smsEnabled} tab={tab} social={social} />
    </>
  );
}
