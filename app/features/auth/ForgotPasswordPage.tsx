import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Dialog } from '#app/components/Dialog';
import { DefaultSubmit, FormError, FormField } from '#app/components/FormField';
import { parseForm } from '#app/components/forms/parse.server';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import { replyWithMessage, replyWithUserErrors, USER_ERROR_MESSAGES } from '#app/graphql/user-errors';
import { forgotByMailRulesOf, forgotByMailSchema, forgotByPhoneSchema, type ForgotByMailRules } from './password.schema';
import { PasswordInput } from './PasswordInput';
import { ForgotPasswordPageQuery, RequestPasswordResetMutation, ResetPasswordByPhoneMutation, SendLoginCodeMutation } from './session.queries.server';
import { CodeNotSentDialog, PhoneCodeFields } from './CodeFields';
import { replyToCodeRefusal } from './code-refusal';
import { PHONE_MESSAGES } from './phone-messages';
import { passwordRuleOf } from './validation';
import { customerServiceUrl } from '#app/kernel/customer-service';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { href } from '#app/kernel/href';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['authDialogs', 'playerProtection'] };

type Method = 'mail' | 'phone';
interface ActionData {
  /** Conform's answer: the errors and the values typed (never passwords). */
  result: SubmissionResult<string[]>;
  sent?: boolean;
  codeSent?: { seconds: number };
  /** A refused code send: what its warning dialog says. */
  codeNotSent?: string | null;
}

const HIDDEN = ['newPassword', 'confirmNewPassword'];
const PHONE_FIELDS = ['countryDialingCode', 'mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];

async function pageConfig(context: LoaderFunctionArgs['context'], request: Request) {
  const { data: page } = await context.graphql(ForgotPasswordPageQuery);
  const methods: Method[] = [
    ...(page?.features?.passwordResetByMail ? (['mail'] as const) : []),
    ...(page?.features?.passwordResetByPhone ? (['phone'] as const) : []),
  ];
  const asked = new URL(request.url).searchParams.get('method') as Method | null;
  return {
    methods,
    method: asked && methods.includes(asked) ? asked : (methods[0] ?? null),
    rules: page?.registerFields ?? null,
    customerServiceUrl: customerServiceUrl(page?.brand?.customerService),
  };
}

export async function loader(args: LoaderFunctionArgs) {
  const config = await pageConfig(args.context, args.request);
  return {
    methods: config.methods,
    method: config.method,
    customerServiceUrl: config.customerServiceUrl,
    passwordRule: passwordRuleOf(config.rules),
    mailRules: forgotByMailRulesOf(config.rules),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const config = await pageConfig(context, request);
  if (config.method === 'phone') return phoneAction(request, context, config.rules);
  const submission = await parseForm(request, forgotByMailSchema(forgotByMailRulesOf(config.rules)));
  if (config.method !== 'mail') return data<ActionData>({ result: replyWithMessage(submission, USER_ERROR_MESSAGES.NOT_AVAILABLE) }, { status: 400 });
  if (submission.status !== 'success') return data<ActionData>({ result: submission.reply() }, { status: 400 });
  const { data: answered } = await context.graphql(RequestPasswordResetMutation, {
    input: { username: submission.value.username ?? '', email: submission.value.email ?? '' },
  });
  const outcome = answered?.requestPasswordReset;
  if (outcome?.ok) return data<ActionData>({ result: submission.reply({ resetForm: true }), sent: true });
  return data<ActionData>({ result: replyWithUserErrors(submission, outcome, { fields: [] }) }, { status: 400 });
}

/** The phone method: a code to the account's number (the login code endpoint), then the new password with it. */
async function phoneAction(request: Request, context: ActionFunctionArgs['context'], rules: Parameters<typeof passwordRuleOf>[0]) {
  const submission = await parseForm(request, forgotByPhoneSchema(passwordRuleOf(rules)));
  if (submission.status !== 'success') return data<ActionData>({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 });
  const { intent, countryDialingCode = '', mobileNum = '', verificationCode = '', newPassword = '', confirmNewPassword = '' } = submission.value;
  if (intent === 'sendCode') {
    const { data: sent } = await context.graphql(SendLoginCodeMutation, { input: { countryDialingCode, mobileNum } });
    const outcome = sent?.sendLoginCode;
    if (outcome?.ok) return data<ActionData>({ result: submission.reply({ hideFields: HIDDEN }), codeSent: { seconds: (outcome.expiredMinutes ?? 1) * 60 } });
    const refused = replyToCodeRefusal(submission, outcome, {
      fields: ['countryDialingCode', 'mobileNum'],
      hideFields: HIDDEN,
      overrides: PHONE_MESSAGES,
    });
    return data<ActionData>(refused, { status: 400 });
  }
  const { data: answered } = await context.graphql(ResetPasswordByPhoneMutation, {
    input: { countryDialingCode, mobileNum, verificationCode, newPassword, confirmNewPassword },
  });
  const outcome = answered?.resetPasswordByPhone;
  if (outcome?.ok) return redirect(href('/login', { search: { passwordReset: 1 } }), 303);
  const overrides = { ...PHONE_MESSAGES, 'INVALID_INPUT:newPassword': 'login.errors.newPasswordRejected' } as const;
  return data<ActionData>({ result: replyWithUserErrors(submission, outcome, { fields: PHONE_FIELDS, hideFields: HIDDEN, overrides }) }, { status: 400 });
}

/** Forgot password: by e-mail (CHNGPASSMAIL3) and by phone (CHNGPASSVERIF3), each by its flag; plus customer service. */
export default function ForgotPasswordPage() {
  const { methods, method, customerServiceUrl, passwordRule, mailRules } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useTranslation();
  return (
    <>
      <Dialog title={t('forgot.title')} closeHref="/">
        {methods.length > 1 ? (
          <nav className="tabs" aria-label={t('forgot.method')}>
            {methods.map((name) => (
              <Link
                key={name}
                to={href('/forgot-password', { search: { method: name } })}
                replace
                preventScrollReset
                aria-current={name === method ? 'page' : undefined}
              >
                {t(name === 'phone' ? 'forgot.byPhone' : 'forgot.byMail')}
              </Link>
            ))}
          </nav>
        ) : null}
        {actionData?.sent ? (
          <p role="status">{t('forgot.sent')}</p>
        ) : method === 'mail' ? (
          <MailForm actionData={actionData} busy={busy} rules={mailRules} />
        ) : method === 'phone' ? (
          <PhoneForm actionData={actionData} busy={busy} rule={passwordRule} />
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

function MailForm({ actionData, busy, rules }: { actionData: ActionData | undefined; busy: boolean; rules: ForgotByMailRules }) {
  const { t } = useTranslation();
  const location = useLocation();
  const schema = useFormSchema(() => forgotByMailSchema(rules), [rules]);
  const [form, fields] = useValidatedForm(schema, actionData?.result, { id: 'forgot-mail-form' });
  return (
    <Form method="post" action={href('/forgot-password', { search: location.search })} className="auth-form" {...getFormProps(form)}>
      <FormError problem={form.errors} />
      <FormField
        id="forgot-username"
        name="username"
        label={t('forgot.username')}
        autoComplete="username"
        maxLength={64}
        defaultValue={fields.username.initialValue}
        problem={fields.username.errors}
      />
      <FormField
        id="forgot-email"
        name="email"
        type="email"
        label={t('forgot.email')}
        autoComplete="email"
        maxLength={100}
        defaultValue={fields.email.initialValue}
        problem={fields.email.errors}
      />
      <button type="submit" className="button auth-form__submit" disabled={busy} aria-busy={busy}>
        {busy ? t('common.loading') : t('forgot.submit')}
      </button>
    </Form>
  );
}

function PhoneForm({ actionData, busy, rule }: { actionData: ActionData | undefined; busy: boolean; rule: Parameters<typeof forgotByPhoneSchema>[0] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const schema = useFormSchema(() => forgotByPhoneSchema(rule, { browser: true }), [rule]);
  const [form, fields] = useValidatedForm(schema, actionData?.result, { id: 'forgot-phone-form' });
  return (
    <>
      <Form method="post" action={href('/forgot-password', { search: location.search })} className="auth-form" {...getFormProps(form)}>
        <DefaultSubmit value="reset" />
        <FormError problem={form.errors} />
        <PhoneCodeFields idPrefix="forgot" fields={fields} sent={actionData?.codeSent} busy={busy} />
        <PasswordInput
          id="forgot-newPassword"
          name="newPassword"
          label="login.newPassword"
          autoComplete="new-password"
          problem={fields.newPassword.errors}
          toggle
        />
        <PasswordInput
          id="forgot-confirmNewPassword"
          name="confirmNewPassword"
          label="login.confirmNewPassword"
          autoComplete="new-password"
          problem={fields.confirmNewPassword.errors}
        />
        <button type="submit" name="intent" value="reset" className="button auth-form__submit" disabled={busy} aria-busy={busy}>
          {busy ? t('common.loading') : t('forgot.resetSubmit')}
        </button>
      </Form>
      <CodeNotSentDialog problem={actionData?.codeNotSent} answer={actionData} />
    </>
  );
}
