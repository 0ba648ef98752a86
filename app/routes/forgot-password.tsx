import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Dialog } from '../components/Dialog';
import { RequestPasswordResetMutation, ForgotPasswordPageQuery } from '../features/auth/session.queries.server';
import { useTranslation } from '../i18n/react';
import HomePage, { loader as homeLoader } from './_index/route';

export { meta } from './_index/route';

type Field = 'username' | 'email';
interface ActionData {
  sent?: boolean;
  values?: Partial<Record<Field, string>>;
  fieldErrors?: Partial<Record<Field, string>>;
  formError?: string;
}

export async function loader(args: LoaderFunctionArgs) {
  const [home, page] = await Promise.all([homeLoader(args), args.context.graphql(ForgotPasswordPageQuery)]);
  const links = page.data?.brand?.customerService ?? [];
  return {
    ...home,
    mailEnabled: Boolean(page.data?.features?.passwordResetByMail),
    customerServiceUrl: (links.find((l) => l.type === 'LIVECHAT') ?? links[0])?.url ?? null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = { username: String(form.get('username') ?? '').trim(), email: String(form.get('email') ?? '').trim() };
  const fieldErrors: ActionData['fieldErrors'] = {};
  if (!values.username) fieldErrors.username = 'validation.required';
  if (!values.email) fieldErrors.email = 'validation.required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email) || values.email.length > 100) fieldErrors.email = 'validation.patterns.EMAIL';
  if (Object.keys(fieldErrors).length) return data<ActionData>({ values, fieldErrors }, { status: 400 });
  const { data: result } = await context.graphql(RequestPasswordResetMutation, { input: values });
  const outcome = result?.requestPasswordReset;
  if (outcome?.ok) return data<ActionData>({ sent: true });
  const key = outcome?.error === 'TOO_MANY_REQUESTS' ? 'auth.errors.tooMany' : outcome?.error === 'NOT_AVAILABLE' ? 'errors.codes.FUNCTION_NOT_AVAILABLE' : outcome ? 'auth.errors.invalid' : 'errors.codes.UPSTREAM_UNAVAILABLE';
  return data<ActionData>({ values, formError: key }, { status: 400 });
}

/** Forgot password, mail method (CHNGPASSMAIL3): username and e-mail; plus customer service. */
export default function ForgotPasswordPage() {
  const { mailEnabled, customerServiceUrl } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useTranslation();
  const field = (name: Field, type: string, autoComplete: string) => {
    const error = actionData?.fieldErrors?.[name];
    return (
      <div className="field">
        <label htmlFor={`forgot-${name}`}>{t(`forgot.${name}`)}</label>
        <input id={`forgot-${name}`} name={name} type={type} autoComplete={autoComplete} maxLength={100} defaultValue={actionData?.values?.[name]} aria-invalid={error ? true : undefined} aria-describedby={error ? `forgot-${name}-error` : undefined} />
        {error ? (
          <p id={`forgot-${name}-error`} className="field-error">
            {t(error)}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <>
      <HomePage />
      <Dialog title={t('forgot.title')} closeHref="/">
        {actionData?.sent ? (
          <p role="status">{t('forgot.sent')}</p>
        ) : mailEnabled ? (
          <Form method="post" className="auth-form" noValidate>
            {actionData?.formError ? (
              <p className="form-error" role="alert">
                {t(actionData.formError)}
              </p>
            ) : null}
            {field('username', 'text', 'username')}
            {field('email', 'email', 'email')}
            <button type="submit" className="button auth-form__submit" disabled={busy} aria-busy={busy}>
              {busy ? t('common.loading') : t('forgot.submit')}
            </button>
          </Form>
        ) : (
          <p>{t('forgot.unavailable')}</p>
        )}
        {customerServiceUrl ? (
          <p className="muted auth-form__links">
            <a href={customerServiceUrl} target="_blank" rel="noopener noreferrer">
              {t('guard.customerService')}
            </a>
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
