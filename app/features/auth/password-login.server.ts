import { data, type ActionFunctionArgs } from '@remix-run/cloudflare';
import type { LoginMutation as LoginAnswer } from '../../graphql/generated/graphql';
import { loginErrorMessages } from './after-login';
import type { LoginActionData } from './LoginDialog';
import { CaptchaQuery, LoginMutation } from './session.queries.server';

type LoginOutcome = LoginAnswer['login'];

/**
 * A username-and-password login form (the login modal, the agent site): the fields checked, the
 * login made, and each refusal turned into the form's answer. A captcha is shown (and refreshed)
 * only once the platform asks for one. Either the answer to send back, or the successful outcome.
 */
export async function passwordLogin(
  form: FormData,
  context: ActionFunctionArgs['context'],
): Promise<{ answer: ReturnType<typeof data<LoginActionData>>; outcome?: never } | { outcome: LoginOutcome; answer?: never }> {
  const username = String(form.get('username') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const remember = form.get('remember') === '1';
  const captcha = String(form.get('captcha') ?? '').trim();
  const captchaId = String(form.get('captchaId') ?? '');
  const values = { username, remember };
  const fieldErrors: LoginActionData['fieldErrors'] = {};
  if (!username) fieldErrors.username = 'auth.errors.required';
  if (!password) fieldErrors.password = 'auth.errors.required';
  if (captchaId && !captcha) fieldErrors.captcha = 'auth.errors.required';
  const freshCaptcha = async () => (await context.graphql(CaptchaQuery)).data?.captcha ?? null;
  if (Object.keys(fieldErrors).length) {
    return { answer: data<LoginActionData>({ values, fieldErrors, captcha: captchaId ? await freshCaptcha() : null }, { status: 400 }) };
  }

  const { data: result } = await context.graphql(LoginMutation, { input: { username, password, captcha: captcha || null, captchaId: captchaId || null } });
  const outcome = result?.login;
  if (!outcome) {
    return { answer: data<LoginActionData>({ values, formError: 'errors.codes.UPSTREAM_UNAVAILABLE', captcha: captchaId ? await freshCaptcha() : null }, { status: 502 }) };
  }
  if (!outcome.ok) {
    const message = loginErrorMessages[outcome.error ?? 'INVALID_INPUT'];
    const onCaptcha = outcome.error === 'CAPTCHA_WRONG' || outcome.error === 'CAPTCHA_REQUIRED';
    return {
      answer: data<LoginActionData>(
        {
          values,
          formError: onCaptcha ? undefined : message,
          fieldErrors: onCaptcha && captchaId ? { captcha: message } : undefined,
          captcha: outcome.captchaRequired ? await freshCaptcha() : null,
        },
        { status: 400 },
      ),
    };
  }
  const change = context.gateway.sessionChange;
  if (change?.kind === 'set') change.remember = remember;
  return { outcome };
}
