import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { RegisterDialog, type RegisterActionData } from '../features/auth/RegisterDialog';
import { captchaEnabled, shownFields } from '../features/auth/register-form';
import { CaptchaQuery, RegisterMutation, RegisterPageQuery } from '../features/auth/session.queries.server';
import { checkConfirmation, checkField, type FieldProblem } from '../features/auth/validation';
import HomePage, { loader as homeLoader } from './_index/route';

export { meta } from './_index/route';

async function registerConfig(context: LoaderFunctionArgs['context']) {
  const { data: page } = await context.graphql(RegisterPageQuery);
  if (!page?.features || !page.registerFields) throw new Response('Registration is unavailable', { status: 503 });
  if (!page.features.directRegistration || !page.features.usernameRegistration) throw new Response('Not found', { status: 404 });
  return page.registerFields;
}

/** The home page with the register modal open; ?referralCode= is kept with the registration. */
export async function loader(args: LoaderFunctionArgs) {
  if (args.context.session) throw redirect('/');
  const [home, rules] = await Promise.all([homeLoader(args), registerConfig(args.context)]);
  const captcha = captchaEnabled(rules) ? ((await args.context.graphql(CaptchaQuery)).data?.captcha ?? null) : null;
  const referralCode = new URL(args.request.url).searchParams.get('referralCode')?.trim().slice(0, 64) || null;
  return { ...home, fields: shownFields(rules), captcha, referralCode };
}

const platformErrors: Record<string, string> = {
  REQUIRED: 'validation.required',
  INCONSISTENT: 'validation.inconsistent',
  TAKEN: 'register.errors.taken',
  INVITATION_CODE: 'register.errors.invitationCode',
  CAPTCHA_WRONG: 'auth.errors.captchaWrong',
  DEFAULT_PASSWORD: 'auth.errors.defaultPassword',
  NOT_AVAILABLE: 'errors.codes.FUNCTION_NOT_AVAILABLE',
  INVALID_INPUT: 'auth.errors.invalid',
};

export async function action({ request, context }: ActionFunctionArgs) {
  if (context.session) throw redirect('/');
  const rules = await registerConfig(context);
  const fields = shownFields(rules);
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const field of fields) {
    const raw = String(form.get(field.name) ?? '');
    values[field.name] = field.secret ? raw : raw.trim();
  }
  const fieldErrors: NonNullable<RegisterActionData['fieldErrors']> = {};
  for (const field of fields) {
    if (field.name === 'confirmPassword') continue;
    const problem = field.rule ? checkField(field.rule, values[field.name], field.required) : !values[field.name] && field.required ? { key: 'validation.required' } : null;
    if (problem) fieldErrors[field.name] = problem;
  }
  const confirm = checkConfirmation(values.password, values.confirmPassword);
  if (confirm) fieldErrors.confirmPassword = confirm;
  if (form.get('terms') !== '1') fieldErrors.terms = { key: 'register.errors.terms' };
  if (form.get('age') !== '1') fieldErrors.age = { key: 'register.errors.age' };
  const captchaId = String(form.get('captchaId') ?? '');
  const captchaAnswer = String(form.get('captcha') ?? '').trim();
  if (captchaId && !captchaAnswer) fieldErrors.captcha = { key: 'validation.required' };
  const visibleValues = Object.fromEntries(fields.filter((f) => !f.secret).map((f) => [f.name, values[f.name]]));
  const freshCaptcha = async () => (captchaEnabled(rules) ? ((await context.graphql(CaptchaQuery)).data?.captcha ?? null) : null);
  if (Object.keys(fieldErrors).length) {
    return data<RegisterActionData>({ values: visibleValues, fieldErrors, captcha: await freshCaptcha() }, { status: 400 });
  }

  const url = new URL(request.url);
  const { data: result } = await context.graphql(RegisterMutation, {
    input: {
      username: values.username,
      password: values.password,
      confirmPassword: values.confirmPassword,
      ...Object.fromEntries(fields.filter((f) => !['username', 'password', 'confirmPassword'].includes(f.name) && values[f.name]).map((f) => [f.name, values[f.name]])),
      captcha: captchaAnswer || null,
      captchaId: captchaId || null,
      referralCode: String(form.get('referralCode') ?? '').trim() || null,
      registerUrl: `${url.origin}${url.pathname}`,
    },
  });
  const outcome = result?.register;
  if (!outcome) return data<RegisterActionData>({ values: visibleValues, formError: 'errors.codes.UPSTREAM_UNAVAILABLE', captcha: await freshCaptcha() }, { status: 502 });
  if (outcome.ok) return redirect('/', 303);
  const rule = fields.find((f) => f.name === outcome.field)?.rule;
  const problem: FieldProblem =
    outcome.error === 'PATTERN' && outcome.patternId
      ? { key: `validation.patterns.${outcome.patternId}` }
      : outcome.error === 'LENGTH' && rule
        ? (checkField(rule, values[outcome.field ?? ''] ?? '', true) ?? { key: 'auth.errors.invalid' })
        : { key: platformErrors[outcome.error ?? 'INVALID_INPUT'] ?? 'auth.errors.invalid' };
  const field = outcome.field as keyof NonNullable<RegisterActionData['fieldErrors']> | null;
  const known = field && (field === 'captcha' || fields.some((f) => f.name === field));
  return data<RegisterActionData>(
    { values: visibleValues, ...(known ? { fieldErrors: { [field!]: problem } } : { formError: problem.key }), captcha: await freshCaptcha() },
    { status: 400 },
  );
}

export default function RegisterPage() {
  const { fields, captcha, referralCode } = useLoaderData<typeof loader>();
  return (
    <>
      <HomePage />
      <RegisterDialog fields={fields} captcha={captcha} referralCode={referralCode} />
    </>
  );
}
