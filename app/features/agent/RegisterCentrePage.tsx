import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { FormError, FormField } from '#app/components/FormField';
import { problem } from '#app/components/forms/problem';
import { parseForm } from '#app/components/forms/parse.server';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import { RegisterCenterPageQuery, RegisterDownlineMutation } from './agent.queries.server';
import { basisPointsToPercent, downlineFields, downlineSchema, percentToBasisPoints, rebateField, type DownlineFormConfig } from './register.schema';
import { useAgentCentre } from '#app/kernel/use-agent-centre';
import { PasswordInput } from '#app/features/auth/PasswordInput';
import { qrSvg } from '#app/features/shell/qr.server';
import { gameTypeLabel } from '#app/features/records/columns';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { useTranslation } from '#app/i18n/react';
import { guardAction } from '#app/kernel/guards.server';
import { href } from '#app/kernel/href';

const HIDDEN = ['password', 'confirmPassword'];

async function formConfig(context: LoaderFunctionArgs['context']): Promise<DownlineFormConfig & { affiliateCode: string | null }> {
  const answer = await context.graphql(RegisterCenterPageQuery);
  const policy = answer.data?.agentDesk?.policy ?? null;
  return {
    affiliateCode: answer.data?.me?.affiliateCode ?? null,
    rules: answer.data?.registerFields ?? [],
    rebates: policy?.rebates ?? [],
    canOpenAgent: policy?.canOpenAgent ?? false,
  };
}

/** registerCenter: open a downline account directly (member or agent as the policy allows), and the invitation link with its QR code. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const config = await formConfig(context);
  const url = new URL(request.url);
  const done = (url.searchParams.get('done') ?? '').slice(0, 40);
  // The invitation link (as the layout builds it) drawn as a QR code here, on the server.
  const inviteUrl = config.affiliateCode ? `${url.origin}/register?${new URLSearchParams({ affiliateCode: config.affiliateCode })}` : null;
  return { config, done: /^[A-Za-z0-9]+$/.test(done) ? done : null, qr: inviteUrl ? qrSvg(inviteUrl) : null };
}

export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const config = await formConfig(context);
  const submission = await parseForm(request, downlineSchema(config));
  const reply = (result: SubmissionResult<string[]>, status = 400) => data<{ result: SubmissionResult<string[]> }>({ result }, { status });
  if (submission.status !== 'success') return reply(submission.reply({ hideFields: HIDDEN }));
  const value = submission.value as Record<string, string | undefined>;
  const rebates = config.rebates.flatMap((r) => {
    const bp = percentToBasisPoints(value[rebateField(r.product)] ?? '');
    return bp === null ? [] : [{ product: r.product, rateBasisPoints: bp }];
  });
  const { data: answered } = await context.graphql(RegisterDownlineMutation, {
    input: {
      accountType: value.accountType === 'AGENT' ? 'AGENT' : 'MEMBER',
      username: value.username ?? '',
      password: value.password ?? '',
      confirmPassword: value.confirmPassword ?? '',
      nickname: value.nickname || null,
      email: value.email || null,
      rebates: rebates.length ? rebates : null,
    },
  });
  const outcome = answered?.registerDownline;
  if (outcome?.ok && outcome.member) return redirect(href('/agentHome/registerCenter', { search: { done: outcome.member.username } }), 303);
  // A rate refused by the platform ("rebates.RNG") goes under its own field, said with the ceiling.
  const errors = (outcome?.errors ?? []).map((error) => {
    const product = error.field?.startsWith('rebates.') ? error.field.slice('rebates.'.length) : null;
    return product ? { ...error, field: rebateField(product) } : error;
  });
  const overrides = Object.fromEntries(
    config.rebates.map((r) => [
      `ABOVE_MAXIMUM:${rebateField(r.product)}`,
      problem('agentCentre.register.rebateAbove', { rate: basisPointsToPercent(r.rateBasisPoints) }),
    ]),
  );
  const fields = ['accountType', 'username', 'nickname', 'password', 'confirmPassword', 'email', ...config.rebates.map((r) => rebateField(r.product))];
  return reply(replyWithUserErrors(submission, outcome ? { errors } : null, { fields, overrides, hideFields: HIDDEN }), outcome ? 400 : 502);
});

export default function RegisterCenterPage() {
  const { config, done, qr } = useLoaderData<typeof loader>();
  const centre = useAgentCentre();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useTranslation();
  const schema = useFormSchema(() => downlineSchema(config), [config]);
  const [form, fields] = useValidatedForm(schema, actionData?.result, { id: 'register-downline' });
  const shown = downlineFields(config.rules);
  const field = (name: string) => fields[name as keyof typeof fields];
  const labels: Record<string, string> = {
    username: 'agentCentre.register.username',
    password: 'agentCentre.register.password',
    confirmPassword: 'agentCentre.register.confirmPassword',
    email: 'agentCentre.register.email',
  };
  const affiliateCode = centre?.agent.affiliateCode ?? null;
  return (
    <section aria-labelledby="register-center-title" className="agent-page">
      <h1 id="register-center-title">{t('agentCentre.register.title')}</h1>
      {done ? (
        <p role="status" className="notice">
          {t('agentCentre.register.done', { username: done })}{' '}
          <Link to={href('/agentHome/downlineManagmentView', { search: { q: done } })}>{t('agentCentre.register.viewTree')}</Link>
        </p>
      ) : null}
      <p className="muted">{t('agentCentre.register.intro')}</p>
      <Form method="post" className="auth-form agent-register" {...getFormProps(form)}>
        <FormError problem={form.errors ?? null} />
        {config.canOpenAgent ? (
          <fieldset className="field" aria-describedby={field('accountType')?.errors ? 'accountType-error' : undefined}>
            <legend>{t('agentCentre.register.accountType')}</legend>
            {(['MEMBER', 'AGENT'] as const).map((type) => (
              <div key={type} className="field field--inline">
                <input
                  type="radio"
                  id={`accountType-${type}`}
                  name="accountType"
                  value={type}
                  defaultChecked={(field('accountType')?.initialValue ?? 'MEMBER') === type}
                />
                <label htmlFor={`accountType-${type}`}>{t(type === 'AGENT' ? 'agentCentre.register.agent' : 'agentCentre.register.member')}</label>
              </div>
            ))}
          </fieldset>
        ) : (
          <>
            <input type="hidden" name="accountType" value="MEMBER" />
            {config.rebates.length === 0 ? <p className="muted">{t('agentCentre.register.noPolicy')}</p> : null}
          </>
        )}
        {shown.map((f) =>
          f.secret ? (
            <PasswordInput
              key={f.name}
              id={`downline-${f.name}`}
              name={f.name}
              label={labels[f.name]!}
              autoComplete="new-password"
              problem={field(f.name)?.errors}
            />
          ) : (
            <FormField
              key={f.name}
              id={`downline-${f.name}`}
              name={f.name}
              label={t(labels[f.name]!)}
              requiredMark={f.required}
              type={f.name === 'email' ? 'email' : 'text'}
              autoComplete="off"
              defaultValue={field(f.name)?.initialValue as string | undefined}
              problem={field(f.name)?.errors}
            />
          ),
        )}
        <FormField
          id="downline-nickname"
          name="nickname"
          label={t('agentCentre.register.nickname')}
          autoComplete="off"
          maxLength={40}
          defaultValue={field('nickname')?.initialValue as string | undefined}
          problem={field('nickname')?.errors}
        />
        {config.rebates.length > 0 ? (
          <fieldset className="agent-register__rebates">
            <legend>{t('agentCentre.register.rebates')}</legend>
            <p className="muted">{t('agentCentre.register.rebatesIntro')}</p>
            {config.rebates.map((r) => (
              <FormField
                key={r.product}
                id={`downline-${rebateField(r.product)}`}
                name={rebateField(r.product)}
                label={t('agentCentre.register.rebateFor', { product: gameTypeLabel(t, r.product, r.product) })}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                defaultValue={field(rebateField(r.product))?.initialValue as string | undefined}
                hint={problem('agentCentre.register.rebateCeiling', { rate: basisPointsToPercent(r.rateBasisPoints) })}
                problem={field(rebateField(r.product))?.errors}
              />
            ))}
          </fieldset>
        ) : null}
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? t('common.loading') : t('agentCentre.register.submit')}
        </button>
      </Form>

      <section aria-labelledby="invite-title" className="agent-invite">
        <h2 id="invite-title">{t('agentCentre.register.invite')}</h2>
        <p className="muted">{t('agentCentre.register.inviteIntro')}</p>
        {affiliateCode && centre?.inviteUrl ? (
          <dl className="my-account__facts">
            <div>
              <dt>{t('agentCentre.register.affiliateCode')}</dt>
              <dd>
                <code>{affiliateCode}</code>
              </dd>
            </div>
            <div>
              <dt>{t('agentCentre.register.inviteLink')}</dt>
              <dd>
                <code className="invite-link" translate="no">
                  {centre.inviteUrl}
                </code>
              </dd>
            </div>
            {qr ? (
              <div>
                <dt>{t('agentCentre.register.qr')}</dt>
                <dd>
                  <span className="qr agent-invite__qr" role="img" aria-label={t('agentCentre.register.qr')} dangerouslySetInnerHTML={{ __html: qr }} />
                </dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p>{t('agentCentre.register.noCode')}</p>
        )}
      </section>
    </section>
  );
}
