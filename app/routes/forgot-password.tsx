import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { Dialog } from '../components/Dialog';
import { DefaultSubmit, FormError, FormField, type Problem } from '../components/FormField';
import { PasswordInput } from '../features/auth/PasswordInput';
import {
  ForgotPasswordPageQuery,
  RequestPasswordResetMutation,
  ResetPasswordByPhoneMutation,
  SendLoginCodeMutation,
} from '../features/auth/session.queries.server';
import { PhoneCodeFields } from '../features/auth/CodeFields';
import { checkNewPassword, checkPhone, passwordRuleOf } from '../features/auth/validation';
import { customerServiceUrl } from '../features/shell/customer-service';
import { useTranslation } from '../i18n/react';
import HomePage, { loader as homeLoader } from './_index/route';

export { meta } from './_index/route';

type Method = 'mail' | 'phone';
type Field = 'username' | 'email' | 'countryDialingCode' | 'mobileNum' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';
interface ActionData {
  sent?: boolean;
  codeSent?: { seconds: number };
  values?: Partial<Record<Field, string>>;
  fieldErrors?: Partial<Record<Field, Problem>>;
  formError?: string;
}

async function pageConfig(context: LoaderFunctionArgs['context'], request: Request) {
  const { data: page } = await context.graphql(ForgotPasswordPageQuery);
  const methods: Method[] = [...(page?.features?.passwordResetByMail ? (['mail'] as const) : []), ...(page?.features?.passwordResetByPhone ? (['phone'] as const) : [])];
  const asked = new URL(request.url).searchParams.get('method') as Method | null;
  return {
    methods,
    method: asked && methods.includes(asked) ? asked : (methods[0] ?? null),
    rules: page?.registerFields ?? null,
    customerServiceUrl: customerServiceUrl(page?.brand?.customerService),
  };
}

export async function loader(args: LoaderFunctionArgs) {
  const [home, config] = await Promise.all([homeLoader(args), pageConfig(args.context, args.request)]);
  return { ...home, methods: config.methods, method: config.method, customerServiceUrl: config.customerServiceUrl };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const refusals: Record<string, string> = {
  TOO_MANY_REQUESTS: 'auth.errors.tooMany',
  NOT_AVAILABLE: 'errors.codes.FUNCTION_NOT_AVAILABLE',
  INCONSISTENT: 'validation.inconsistent',
  CODE_WRONG: 'auth.errors.codeWrong',
};

export async function action({ request, context }: ActionFunctionArgs) {
  const config = await pageConfig(context, request);
  const form = await request.formData();
  const text = (name: Field) => String(form.get(name) ?? '').trim();
  if (config.method === 'phone') return phoneAction(form, text, context, config.rules);
  if (config.method !== 'mail') return data<ActionData>({ formError: 'errors.codes.FUNCTION_NOT_AVAILABLE' }, { status: 400 });
  const values = { username: text('username'), email: text('email') };
  const fieldErrors: ActionData['fieldErrors'] = {};
  if (!values.username) fieldErrors.username = 'validation.required';
  if (!values.email) fieldErrors.email = 'validation.required';
  else if (!EMAIL.test(values.email) || values.email.length > 100) fieldErrors.email = 'validation.patterns.EMAIL';
  if (Object.keys(fieldErrors).length) return data<ActionData>({ values, fieldErrors }, { status: 400 });
  const { data: result } = await context.graphql(RequestPasswordResetMutation, { input: values });
  const outcome = result?.requestPasswordReset;
  if (outcome?.ok) return data<ActionData>({ sent: true });
  return data<ActionData>({ values, formError: outcome ? (refusals[outcome.error ?? ''] ?? 'auth.errors.invalid') : 'errors.codes.UPSTREAM_UNAVAILABLE' }, { status: 400 });
}

/** The phone method: a code to the account's number (the login code endpoint), then the new password with it. */
async function phoneAction(form: FormData, text: (name: Field) => string, context: ActionFunctionArgs['context'], rules: Parameters<typeof passwordRuleOf>[0]) {
  const values = { countryDialingCode: text('countryDialingCode'), mobileNum: text('mobileNum') };
  const fieldErrors: NonNullable<ActionData['fieldErrors']> = {};
  Object.assign(fieldErrors, checkPhone(values));

  if (form.get('intent') === 'sendCode') {
    if (Object.keys(fieldErrors).length) return data<ActionData>({ values, fieldErrors }, { status: 400 });
    const { data: sent } = await context.graphql(SendLoginCodeMutation, { input: values });
    const outcome = sent?.sendLoginCode;
    if (outcome?.ok) return data<ActionData>({ values, codeSent: { seconds: (outcome.expiredMinutes ?? 1) * 60 } });
    return data<ActionData>({ values, formError: refusals[outcome?.error ?? ''] ?? (outcome ? 'auth.errors.mobile' : 'errors.codes.UPSTREAM_UNAVAILABLE') }, { status: 400 });
  }

  const verificationCode = text('verificationCode');
  const newPassword = String(form.get('newPassword') ?? '');
  const confirmNewPassword = String(form.get('confirmNewPassword') ?? '');
  if (!verificationCode) fieldErrors.verificationCode = 'validation.required';
  else if (!/^[0-9]{6}$/.test(verificationCode)) fieldErrors.verificationCode = 'auth.errors.codeWrong';
  Object.assign(fieldErrors, checkNewPassword(passwordRuleOf(rules), newPassword, confirmNewPassword));
  if (Object.keys(fieldErrors).length) return data<ActionData>({ values, fieldErrors }, { status: 400 });
  const { data: result } = await context.graphql(ResetPasswordByPhoneMutation, { input: { ...values, verificationCode, newPassword, confirmNewPassword } });
  const outcome = result?.resetPasswordByPhone;
  if (outcome?.ok) return redirect('/login?passwordReset=1', 303);
  const key = outcome ? (refusals[outcome.error ?? ''] ?? 'auth.errors.invalid') : 'errors.codes.UPSTREAM_UNAVAILABLE';
  const field = outcome?.field as Field | null | undefined;
  if (field && ['verificationCode', 'newPassword', 'confirmNewPassword', 'mobileNum', 'countryDialingCode'].includes(field)) {
    return data<ActionData>({ values, fieldErrors: { [field]: key === 'auth.errors.invalid' && field === 'newPassword' ? 'auth.errors.newPasswordRejected' : key } }, { status: 400 });
  }
  return data<ActionData>({ values, formError: key }, { status: 400 });
}

/** Forgot password: by e-mail (CHNGPASSMAIL3) and by phone (CHNGPASSVERIF3), each by its flag; plus customer service. */
export default function ForgotPasswordPage() {
  const { methods, method, customerServiceUrl } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const busy = useNavigation().state === 'submitting';
  const location = useLocation();
  const { t } = useTranslation();
  const problem = (name: Field) => actionData?.fieldErrors?.[name];
  const value = (name: Field) => actionData?.values?.[name];
  return (
    <>
      <HomePage />
      <Dialog title={t('forgot.title')} closeHref="/">
        {methods.length > 1 ? (
          <nav className="tabs" aria-label={t('forgot.method')}>
            {methods.map((name) => (
              <Link key={name} to={`/forgot-password?method=${name}`} replace preventScrollReset aria-current={name === method ? 'page' : undefined}>
                {t(name === 'phone' ? 'forgot.byPhone' : 'forgot.byMail')}
              </Link>
            ))}
          </nav>
        ) : null}
        {actionData?.sent ? (
          <p role="status">{t('forgot.sent')}</p>
        ) : method === 'mail' ? (
          <Form method="post" action={`/forgot-password${location.search}`} className="auth-form" noValidate>
            <FormError problem={actionData?.formError} />
            <FormField id="forgot-username" name="username" label={t('forgot.username')} autoComplete="username" maxLength={64} defaultValue={value('username')} problem={problem('username')} />
            <FormField id="forgot-email" name="email" type="email" label={t('forgot.email')} autoComplete="email" maxLength={100} defaultValue={value('email')} problem={problem('email')} />
            <button type="submit" className="button auth-form__submit" disabled={busy} aria-busy={busy}>
              {busy ? t('common.loading') : t('forgot.submit')}
            </button>
          </Form>
        ) : method === 'phone' ? (
          <Form method="post" action={`/forgot-password${location.search}`} className="auth-form" noValidate>
            <DefaultSubmit value="reset" />
            <FormError problem={actionData?.formError} />
            <PhoneCodeFields idPrefix="forgot" values={actionData?.values} problems={actionData?.fieldErrors} sent={actionData?.codeSent} busy={busy} />
            <PasswordInput id="forgot-newPassword" name="newPassword" label="auth.newPassword" autoComplete="new-password" problem={problem('newPassword')} toggle />
            <PasswordInput id="forgot-confirmNewPassword" name="confirmNewPassword" label="auth.confirmNewPassword" autoComplete="new-password" problem={problem('confirmNewPassword')} />
            <button type="submit" name="intent" value="reset" className="button auth-form__submit" disabled={busy} aria-busy={busy}>
              {busy ? t('common.loading') : t('forgot.resetSubmit')}
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
