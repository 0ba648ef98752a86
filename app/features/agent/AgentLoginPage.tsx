import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type LinksFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { FormError } from '#app/components/FormField';
import { parseForm } from '#app/components/forms/parse.server';
import { useValidatedForm } from '#app/components/forms/use-validated-form';
import { replyWithMessage } from '#app/graphql/user-errors';
import { loginSchema } from '#app/features/auth/login.schema';
import { AgentLoginPageQuery } from './agent.queries.server';
import { afterLoginPath } from '#app/features/auth/after-login';
import type { LoginActionData } from '#app/features/auth/LoginDialog';
import { idleMinutesOf } from '#app/features/auth/inactivity';
import { passwordLogin } from '#app/features/auth/password-login.server';
import { PlayerHelp } from '#app/features/responsible-gaming/PlayerHelp';
import { CredentialFields } from '#app/features/auth/CodeFields';
import { LogoutMutation } from '#app/features/auth/session.queries.server';
import { pageTitle } from '#app/i18n/page-title.server';
import { titledMeta } from '#app/i18n/page-title';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import authStyles from '#app/features/auth/auth.css?url';
import { href } from '#app/kernel/href';
import { useLogoutHref } from '#app/kernel/useLogoutHref';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['authDialogs', 'playerProtection'] };

export const meta = titledMeta;
/** The auth forms’ styles (submit, links, captcha) and the login page’s card. */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: authStyles }];

/** The agent site's login (docs/spec-index.md#screens-and-routes): agents only; a logged-in agent goes on to the agent centre. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const title = pageTitle(context.locale, 'agent.loginTitle');
  // A player's login that passed its second step here was ended at once: say why.
  const agentsOnly = new URL(request.url).searchParams.has('agentsOnly');
  if (!context.session) return { title, loggedInAs: null, agentsOnly };
  const { data: page } = await context.graphql(AgentLoginPageQuery);
  if (page?.me?.isAgent) throw redirect(href('/agentHome'));
  return { title, loggedInAs: page?.me?.account ?? null, agentsOnly: false };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await parseForm(request, loginSchema);
  const { answer, outcome } = await passwordLogin(submission, context);
  if (answer) return answer;
  if (outcome.member && !outcome.member.isAgent) {
    // The agent site is for agents only: the player's new session ends at once.
    await context.graphql(LogoutMutation);
    const result = replyWithMessage(submission, 'agentLogin.errors.agentsOnly', { hideFields: ['password', 'captcha'] });
    return data<LoginActionData>({ tab: 'username', result }, { status: 403 });
  }
  const next = afterLoginPath(outcome, 'password', href('/agentHome'));
  // The second step does not know who is behind the login yet: it checks "agents only" afterwards.
  return redirect(outcome.needSecondStep ? `${next}&site=agent` : next, 303);
}

export default function AgentLoginPage() {
  const { loggedInAs, agentsOnly } = useLoaderData<typeof loader>();
  const actionData = useActionData<LoginActionData>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useTranslation();
  const logoutTo = useLogoutHref();
  const [form, fields] = useValidatedForm(loginSchema, actionData?.result, { id: 'agent-login-form' });
  // Logged out after the brand's minutes without activity (features/auth/InactivityWatch.tsx).
  const idleMinutes = idleMinutesOf(new URLSearchParams(useLocation().search));
  return (
    <section className="login-card" aria-labelledby="agent-login-title">
      <h1 id="agent-login-title">{t('agent.loginTitle')}</h1>
      <p className="muted">{t('agentLogin.intro')}</p>
      {idleMinutes && !actionData ? (
        <p className="notice-banner" role="status">
          {t('login.loggedOutIdle', { minutes: idleMinutes })}
        </p>
      ) : null}
      {loggedInAs ? (
        <div className="form-error" role="alert">
          <p>{t('agentLogin.errors.loggedInAsPlayer', { name: loggedInAs })}</p>
          <Link to={logoutTo}>{t('auth.logout')}</Link>
        </div>
      ) : (
        <Form method="post" className="auth-form" {...getFormProps(form)}>
          <FormError problem={form.errors ?? (agentsOnly && !actionData ? 'agentLogin.errors.agentsOnly' : null)} />
          <CredentialFields
            idPrefix="agent"
            username={fields.username.initialValue}
            problems={{ username: fields.username.errors, password: fields.password.errors, captcha: fields.captcha.errors }}
            captcha={actionData?.captcha}
          />
          <button type="submit" className="button auth-form__submit" disabled={busy} aria-busy={busy}>
            {busy ? t('common.loading') : t('agentLogin.submit')}
          </button>
          <p className="muted auth-form__links">
            <Link to={href('/forgot-password')}>{t('login.forgotPassword')}</Link> · <Link to="/">{t('agentLogin.playerSite')}</Link>
          </p>
        </Form>
      )}
      {actionData?.excluded ? <PlayerHelp /> : null}
    </section>
  );
}
