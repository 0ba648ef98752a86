import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useEffect } from 'react';
import { getFormProps } from '@conform-to/react';
import { FormError, FormField } from '#app/components/FormField';
import { parseForm } from '#app/components/forms/parse.server';
import { useValidatedForm } from '#app/components/forms/use-validated-form';
import { devIdentitySchema } from './dev-identity.schema';
import { replyWithMessage, UNAVAILABLE } from '#app/graphql/user-errors';
import { useTranslation } from '#app/i18n/react';
import { fetchDevPlatform, readConfig } from '#gateway/index';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import authStyles from './auth.css?url';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['authDialogs', 'playerProtection'] };

const PROVIDERS = { 'google.com': 'Google', 'facebook.com': 'Facebook' } as const;
type ProviderId = keyof typeof PROVIDERS;

export const meta: MetaFunction = () => [{ title: 'Test sign-in (development)' }];
/** The auth forms’ styles, with the login page’s card that frames this page. */
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: authStyles }];

/**
 * Development and tests only: stands in for Google's and Facebook's sign-in windows. It asks the
 * reference platform for an ID token signed with its development key (never a real provider),
 * and hands it to the window that opened it, as Firebase's popup would.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  if (!readConfig(context.cloudflare.env).devTools) throw new Response('Not found', { status: 404 });
  const provider = new URL(request.url).searchParams.get('provider') as ProviderId | null;
  if (!provider || !(provider in PROVIDERS)) throw new Response('Unknown provider', { status: 400 });
  return { provider, providerName: PROVIDERS[provider] };
}

async function uidFor(provider: string, email: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${provider}|${email}`)));
  return `dev${[...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const config = readConfig(context.cloudflare.env);
  if (!config.devTools) throw new Response('Not found', { status: 404 });
  const provider = new URL(request.url).searchParams.get('provider') as ProviderId | null;
  if (!provider || !(provider in PROVIDERS)) throw new Response('Unknown provider', { status: 400 });
  const submission = await parseForm(request, devIdentitySchema);
  if (submission.status !== 'success') return data({ result: submission.reply(), idToken: null }, { status: 400 });
  const { email, name } = submission.value;
  const response = await fetchDevPlatform(config, '/__dev/firebase-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider, uid: await uidFor(provider, email), email, name: name || undefined }),
  });
  const body = (await response.json().catch(() => null)) as { value?: { idToken?: string } } | null;
  const idToken = body?.value?.idToken;
  if (!response.ok || !idToken) return data({ result: replyWithMessage(submission, UNAVAILABLE), idToken: null }, { status: 502 });
  return { result: submission.reply(), idToken };
}

export default function DevSocialSignIn() {
  const { providerName } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const [form, fields] = useValidatedForm(devIdentitySchema, result?.result, { id: 'dev-identity-form' });
  useEffect(() => {
    if (!result?.idToken || !window.opener) return;
    // The page that opened this window closes it once it has the token (social-sign-in.client.ts):
    // closed from here, inside React's update or beside the router's requests, it went with errors
    // in its console (React's error 345, "Failed to fetch manifest patches").
    (window.opener as Window).postMessage({ type: 'social-id-token', idToken: result.idToken }, window.location.origin);
  }, [result]);
  return (
    <section className="login-card" aria-labelledby="dev-sign-in-title">
      <h1 id="dev-sign-in-title">{t('social.devTitle', { provider: providerName })}</h1>
      <p className="muted">{t('social.devIntro')}</p>
      {result?.idToken ? (
        <p role="status">{t('social.devDone')}</p>
      ) : (
        <Form method="post" className="auth-form" {...getFormProps(form)}>
          <FormError problem={form.errors} />
          <FormField
            id="dev-email"
            name="email"
            type="email"
            label={t('social.devEmail')}
            autoComplete="email"
            maxLength={100}
            required
            defaultValue={fields.email.initialValue}
            problem={fields.email.errors}
          />
          <FormField
            id="dev-name"
            name="name"
            label={t('social.devName')}
            autoComplete="name"
            maxLength={60}
            defaultValue={fields.name.initialValue}
            problem={fields.name.errors}
          />
          <button type="submit" className="button auth-form__submit">
            {t('social.devSubmit', { provider: providerName })}
          </button>
        </Form>
      )}
    </section>
  );
}
