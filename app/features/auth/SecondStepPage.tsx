import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { Dialog } from '#app/components/Dialog';
import { DefaultSubmit, FormError, FormField } from '#app/components/FormField';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { parseForm } from '#app/components/forms/parse.server';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { afterLoginPath } from './after-login';
import { SECOND_STEP_METHODS, secondStepSchema } from './second-step.schema';
import { CompleteSecondStepMutation, LogoutMutation, SendSecondStepCodeMutation } from './session.queries.server';
import { SendCodeButton } from './CodeFields';
import type { SecondStepMethod } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { loginRedirect } from '#app/kernel/guards.server';
import { safeRedirectPath } from '#app/kernel/safe-redirect';
import { customerServiceUrl } from '#app/kernel/customer-service';
import { useShell } from '#app/kernel/use-shell';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { href } from '#app/kernel/href';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['authDialogs', 'playerProtection'] };

const METHODS: readonly SecondStepMethod[] = SECOND_STEP_METHODS;

function methodsOf(url: URL): SecondStepMethod[] {
  const listed = (url.searchParams.get('methods') ?? '').split(',').filter((m): m is SecondStepMethod => METHODS.includes(m as SecondStepMethod));
  return listed.length ? listed : [...METHODS];
}

interface ActionData {
  /** Conform's answer: the errors and the values typed. */
  result?: SubmissionResult<string[]>;
  codeSent?: { seconds: number };
  /** The pending login is over: log in again. */
  ended?: boolean;
  /** Too many wrong answers: the step is locked for a while (the form says so, with customer service). */
  locked?: boolean;
}

/** The second login step (a login from a new IP): the home page with the verification dialog. */
export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  if (args.context.session) throw redirect(safeRedirectPath(url.searchParams.get('redirectTo')));
  if (!args.context.pendingSecondStep) {
    // No login waits for this step (it ended, or none began): back to the login it belongs to.
    if (url.searchParams.get('site') === 'agent') throw redirect(href('/agent'));
    throw loginRedirect(args.request, { back: safeRedirectPath(url.searchParams.get('redirectTo')) });
  }
  const methods = methodsOf(url);
  const requested = url.searchParams.get('method') as SecondStepMethod | null;
  const method = requested && methods.includes(requested) ? requested : methods[0];
  return { methods, method };
}

/** The pending login is over: the answers that say so. */
const ENDED = new Set(['SESSION_ENDED', 'NO_PENDING_LOGIN']);
const isLocked = (outcome: { errors: readonly { code: string }[] } | null | undefined) =>
  Boolean(outcome?.errors.some((error) => error.code === 'SECOND_STEP_LOCKED'));

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const submission = await parseForm(request, secondStepSchema());
  if (submission.status !== 'success') return data<ActionData>({ result: submission.reply() }, { status: 400 });
  const { intent, method, verificationCode = '', bankAccountName = '' } = submission.value;
  if (intent === 'sendCode') {
    const { data: sent } = await context.graphql(SendSecondStepCodeMutation, { method });
    const outcome = sent?.sendSecondStepCode;
    if (outcome?.ok) return data<ActionData>({ result: submission.reply(), codeSent: { seconds: (outcome.expiredMinutes ?? 1) * 60 } });
    if (outcome?.errors.some((error) => ENDED.has(error.code))) return data<ActionData>({ ended: true }, { status: 401 });
    return data<ActionData>({ result: replyWithUserErrors(submission, outcome, { fields: [] }), locked: isLocked(outcome) }, { status: 400 });
  }
  const { data: answered } = await context.graphql(CompleteSecondStepMutation, {
    input: method === 'BANK_ACCOUNT_NAME' ? { method, bankAccountName } : { method, verificationCode },
  });
  const outcome = answered?.completeSecondStep;
  if (!outcome?.ok) {
    if (outcome?.errors.some((error) => ENDED.has(error.code))) return data<ActionData>({ ended: true }, { status: 401 });
    // Every refusal is about the one answer the form asks for.
    const field = method === 'BANK_ACCOUNT_NAME' ? 'bankAccountName' : 'verificationCode';
    // A lock is about the account, not the answer: it is said for the whole form.
    const locked = isLocked(outcome);
    const onField = outcome && !locked ? { errors: outcome.errors.map((error) => ({ ...error, field })) } : outcome;
    return data<ActionData>(
      { result: replyWithUserErrors(submission, onField, { fields: [field] }), locked },
      { status: outcome ? (locked ? 429 : 400) : 502 },
    );
  }
  if (url.searchParams.get('site') === 'agent' && !outcome.member?.isAgent) {
    await context.graphql(LogoutMutation);
    // Said on the agent login page, so it survives the page load that follows (a post without
    // JavaScript loads this route again, which sends a visitor without a pending login away).
    return redirect(href('/agent', { search: { agentsOnly: 1 } }), 303);
  }
  return redirect(afterLoginPath(outcome, 'password', safeRedirectPath(url.searchParams.get('redirectTo'))), 303);
}

export default function SecondStepPage() {
  const { methods, method } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useTranslation();
  const location = useLocation();
  const support = customerServiceUrl(useShell()?.shell?.brand?.customerService);
  const search = (m: SecondStepMethod) => {
    const params = new URLSearchParams(location.search);
    params.set('method', m);
    return `?${params}`;
  };
  const sendsCode = method === 'SMS' || method === 'EMAIL';
  const schema = useFormSchema(() => secondStepSchema({ browser: true }), []);
  const [form, fields] = useValidatedForm(schema, actionData?.result, { id: `verify-form-${method}` });
  return (
    <>
      <Dialog title={t('secondStep.title')} closeHref="/">
        {actionData?.ended ? (
          <>
            <p role="alert" className="form-error">
              {t('secondStep.errors.ended')}
            </p>
            <Link className="button auth-form__submit" to={href(new URLSearchParams(location.search).get('site') === 'agent' ? '/agent' : '/login')}>
              {t('shell.login')}
            </Link>
          </>
        ) : (
          <>
            <p>{t('secondStep.intro')}</p>
            {methods.length > 1 ? (
              <nav className="tabs" aria-label={t('secondStep.method')}>
                {methods.map((m) => (
                  <Link key={m} to={search(m)} replace preventScrollReset aria-current={m === method ? 'page' : undefined}>
                    {t(`secondStep.methods.${m}`)}
                  </Link>
                ))}
              </nav>
            ) : null}
            <Form method="post" action={href('/login/verify', { search: location.search })} className="auth-form" {...getFormProps(form)}>
              <DefaultSubmit value="verify" />
              <input type="hidden" name="method" value={method} />
              <FormError problem={form.errors} />
              {actionData?.locked && support ? (
                <p className="muted">
                  <a href={support} target="_blank" rel="noopener noreferrer">
                    {t('secondStep.customerService')}
                  </a>
                </p>
              ) : null}
              {actionData?.codeSent ? (
                <p role="status" className="muted">
                  {t(method === 'SMS' ? 'secondStep.smsSent' : 'secondStep.emailSent')}
                </p>
              ) : null}
              {method === 'BANK_ACCOUNT_NAME' ? (
                <FormField
                  id="verify-bankAccountName"
                  name="bankAccountName"
                  label={t('secondStep.bankAccountName')}
                  autoComplete="off"
                  maxLength={100}
                  problem={fields.bankAccountName.errors}
                />
              ) : (
                <FormField
                  id="verify-verificationCode"
                  name="verificationCode"
                  label={t(method === 'GOOGLE' ? 'secondStep.googleCode' : 'secondStep.code')}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  problem={fields.verificationCode.errors}
                  after={sendsCode ? <SendCodeButton busy={busy} sent={actionData?.codeSent} codeProblem={fields.verificationCode.errors} /> : undefined}
                />
              )}
              <button type="submit" name="intent" value="verify" className="button auth-form__submit" disabled={busy} aria-busy={busy}>
                {busy ? t('common.loading') : t('secondStep.submit')}
              </button>
            </Form>
          </>
        )}
      </Dialog>
    </>
  );
}
