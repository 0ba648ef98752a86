import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { FormError } from '../components/FormField';
import { AgentLoginPageQuery } from '../features/agent/agent.queries.server';
import { afterLoginPath, loginErrorMessages } from '../features/auth/after-login';
import type { CaptchaChallenge } from '../features/auth/CaptchaField';
import { CredentialFields } from '../features/auth/CodeFields';
import { CaptchaQuery, LoginMutation, LogoutMutation } from '../features/auth/session.queries.server';
import { useTranslation } from '../i18n/react';

interface ActionData {
  values?: { username: string };
  fieldErrors?: { username?: string; password?: string; captcha?: string };
  formError?: string;
  captcha?: CaptchaChallenge | null;
}

export const meta: MetaFunction = ({ matches }) => {
  const brand = (matches.find((m) => m.id === 'root')?.data as { shell?: { brand?: { name?: string } } } | undefined)?.shell?.brand?.name;
  return [{ title: ['Agent login', brand].filter(Boolean).join(' · ') }];
};

/** The agent site's login (spec §2): agents only; a logged-in agent goes on to the agent centre. */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.session) return { loggedInAs: null };
  const { data: page } = await context.graphql(AgentLoginPageQuery);
  if (page?.me?.isAgent) throw redirect('/agentHome');
  return { loggedInAs: page?.me?.account ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const username = String(form.get('username') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const captcha = String(form.get('captcha') ?? '').trim();
  const captchaId = String(form.get('captchaId') ?? '');
  const values = { username };
  const freshCaptcha = async () => (await context.graphql(CaptchaQuery)).data?.captcha ?? null;
  const fieldErrors: NonNullable<ActionData['fieldErrors']> = {};
  if (!username) fieldErrors.username = 'auth.errors.required';
  if (!password) fieldErrors.password = 'auth.errors.required';
  if (captchaId && !captcha) fieldErrors.captcha = 'auth.errors.required';
  if (Object.keys(fieldErrors).length) return data<ActionData>({ values, fieldErrors, captcha: captchaId ? await freshCaptcha() : null }, { status: 400 });

  const { data: result } = await context.graphql(LoginMutation, { input: { username, password, captcha: captcha || null, captchaId: captchaId || null } });
  const outcome = result?.login;
  if (!outcome) return data<ActionData>({ values, formError: 'errors.codes.UPSTREAM_UNAVAILABLE' }, { status: 502 });
  if (!outcome.ok) {
    const message = loginErrorMessages[outcome.error ?? 'INVALID_INPUT'];
    const onCaptcha = outcome.error === 'CAPTCHA_WRONG' || outcome.error === 'CAPTCHA_REQUIRED';
    return data<ActionData>(
      { values, formError: onCaptcha ? undefined : message, fieldErrors: onCaptcha && captchaId ? { captcha: message } : undefined, captcha: outcome.captchaRequired ? await freshCaptcha() : null },
      { status: 400 },
    );
  }
  if (outcome.member && !outcome.member.isAgent) {
    // The agent site is for agents only: the player's new session ends at once.
    await context.graphql(LogoutMutation);
    return data<ActionData>({ values, formError: 'agent.errors.agentsOnly' }, { status: 403 });
  }
  const next = afterLoginPath(outcome, 'password', '/agentHome');
  // The second step does not know who is behind the login yet: it checks "agents only" afterwards.
  return redirect(outcome.needSecondStep ? `${next}&site=agent` : next, 303);
}

export default function AgentLoginPage() {
  const { loggedInAs } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useTranslation();
  return (
    <section className="agent-login" aria-labelledby="agent-login-title">
      <h1 id="agent-login-title">{t('agent.loginTitle')}</h1>
      <p className="muted">{t('agent.loginIntro')}</p>
      {loggedInAs ? (
        <div className="form-error" role="alert">
          <p>{t('agent.errors.loggedInAsPlayer', { name: loggedInAs })}</p>
          <Link to="/logout?from=agent">{t('auth.logout')}</Link>
        </div>
      ) : (
        <Form method="post" className="auth-form" noValidate>
          <FormError problem={actionData?.formError} />
          <CredentialFields idPrefix="agent" username={actionData?.values?.username} problems={actionData?.fieldErrors} captcha={actionData?.captcha} />
          <button type="submit" className="button auth-form__submit" disabled={busy} aria-busy={busy}>
            {busy ? t('common.loading') : t('agent.loginSubmit')}
          </button>
          <p className="muted auth-form__links">
            <Link to="/forgot-password">{t('auth.forgotPassword')}</Link> · <Link to="/">{t('agent.playerSite')}</Link>
          </p>
        </Form>
      )}
    </section>
  );
}
