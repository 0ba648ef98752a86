import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { RegisterDialog, type RegisterActionData } from '../features/auth/RegisterDialog';
import { captchaEnabled, registerMethods, shownFields, type RegisterMethodName } from '../features/auth/register-form';
import { CaptchaQuery, RegisterMutation, RegisterPageQuery, SendRegisterCodeMutation } from '../features/auth/session.queries.server';
import { checkConfirmation, checkField, checkPhone, type FieldProblem } from '../features/auth/validation';
import HomePage, { loader as homeLoader } from './_index/route';

export { meta } from './_index/route';

async function registerConfig(context: LoaderFunctionArgs['context'], request: Request) {
  const { data: page } = await context.graphql(RegisterPageQuery);
  if (!page?.features || !page.registerFields) throw new Response('Registration is unavailable', { status: 503 });
  const methods = registerMethods(page.features);
  if (!methods.length) throw new Response('Not found', { status: 404 });
  const asked = new URL(request.url).searchParams.get('method') as RegisterMethodName | null;
  const method = asked && methods.includes(asked) ? asked : methods[0];
  return { rules: page.registerFields, methods, method, codeRequired: page.features.registrationMobileVerification };
}

/** The home page with the register modal open; ?referralCode= is kept, ?affiliateCode= fills in the agent's code. */
export async function loader(args: LoaderFunctionArgs) {
  if (args.context.session) throw redirect('/');
  const [home, config] = await Promise.all([homeLoader(args), registerConfig(args.context, args.request)]);
  const captcha = captchaEnabled(config.rules) ? ((await args.context.graphql(CaptchaQuery)).data?.captcha ?? null) : null;
  const search = new URL(args.request.url).searchParams;
  const referralCode = search.get('referralCode')?.trim().slice(0, 64) || null;
  const affiliateCode = search.get('affiliateCode')?.trim().slice(0, 32) || null;
  return {
    ...home,
    fields: shownFields(config.rules, config.method),
    methods: config.methods,
    method: config.method,
    codeRequired: config.method === 'mobile' && config.codeRequired,
    captcha,
    referralCode,
    affiliateCode,
  };
}

const platformErrors: Record<string, string> = {
  REQUIRED: 'validation.required',
  INCONSISTENT: 'validation.inconsistent',
  TAKEN: 'register.errors.taken',
  INVITATION_CODE: 'register.errors.invitationCode',
  CAPTCHA_WRONG: 'auth.errors.captchaWrong',
  CODE_WRONG: 'auth.errors.codeWrong',
  DEFAULT_PASSWORD: 'auth.errors.defaultPassword',
  NOT_AVAILABLE: 'errors.codes.FUNCTION_NOT_AVAILABLE',
  TOO_MANY_REQUESTS: 'auth.errors.tooMany',
  INVALID_INPUT: 'auth.errors.invalid',
};

export async function action({ request, context }: ActionFunctionArgs) {
  if (context.session) throw redirect('/');
  const config = await registerConfig(context, request);
  const fields = shownFields(config.rules, config.method);
  const mobile = config.method === 'mobile';
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const field of fields) {
    const raw = String(form.get(field.name) ?? '');
    values[field.name] = field.secret ? raw : raw.trim();
  }
  const countryDialingCode = String(form.get('countryDialingCode') ?? '').trim();
  const verificationCode = String(form.get('verificationCode') ?? '').trim();
  const visibleValues = { ...Object.fromEntries(fields.filter((f) => !f.secret).map((f) => [f.name, values[f.name]])), ...(mobile ? { countryDialingCode } : {}) };
  const fieldErrors: NonNullable<RegisterActionData['fieldErrors']> = {};
  const numberProblems = () => Object.assign(fieldErrors, checkPhone({ countryDialingCode, mobileNum: values.mobileNum }, { mobileRule: fields.find((f) => f.name === 'mobileNum')?.rule }));

  if (mobile && form.get('intent') === 'sendCode') {
    numberProblems();
    if (Object.keys(fieldErrors).length) return data<RegisterActionData>({ values: visibleValues, fieldErrors }, { status: 400 });
    const { data: sent } = await context.graphql(SendRegisterCodeMutation, { input: { mobileNum: values.mobileNum, countryDialingCode } });
    const outcome = sent?.sendRegisterCode;
    if (outcome?.ok) return data<RegisterActionData>({ values: visibleValues, codeSent: { seconds: (outcome.expiredMinutes ?? 1) * 60 } });
    if (outcome?.error === 'TAKEN') return data<RegisterActionData>({ values: visibleValues, fieldErrors: { mobileNum: { key: 'register.errors.taken' } } }, { status: 400 });
    return data<RegisterActionData>({ values: visibleValues, formError: platformErrors[outcome?.error ?? ''] ?? 'errors.codes.UPSTREAM_UNAVAILABLE' }, { status: 400 });
  }

  for (const field of fields) {
    if (field.name === 'confirmPassword' || (mobile && field.name === 'mobileNum')) continue;
    const problem = field.rule ? checkField(field.rule, values[field.name], field.required) : !values[field.name] && field.required ? { key: 'validation.required' } : null;
    if (problem) fieldErrors[field.name] = problem;
  }
  if (mobile) {
    numberProblems();
    if (config.codeRequired && !verificationCode) fieldErrors.verificationCode = { key: 'validation.required' };
    else if (verificationCode && !/^[0-9]{6}$/.test(verificationCode)) fieldErrors.verificationCode = { key: 'auth.errors.codeWrong' };
  }
  const confirm = checkConfirmation(values.password, values.confirmPassword);
  if (confirm) fieldErrors.confirmPassword = confirm;
  if (form.get('terms') !== '1') fieldErrors.terms = { key: 'register.errors.terms' };
  if (form.get('age') !== '1') fieldErrors.age = { key: 'register.errors.age' };
  const captchaId = String(form.get('captchaId') ?? '');
  const captchaAnswer = String(form.get('captcha') ?? '').trim();
  if (captchaId && !captchaAnswer) fieldErrors.captcha = { key: 'validation.required' };
  const freshCaptcha = async () => (captchaEnabled(config.rules) ? ((await context.graphql(CaptchaQuery)).data?.captcha ?? null) : null);
  if (Object.keys(fieldErrors).length) {
    return data<RegisterActionData>({ values: visibleValues, fieldErrors, captcha: await freshCaptcha() }, { status: 400 });
  }

  const url = new URL(request.url);
  const { data: result } = await context.graphql(RegisterMutation, {
    input: {
      method: mobile ? 'MOBILE' : 'USERNAME',
      username: values.username || null,
      password: values.password,
      confirmPassword: values.confirmPassword,
      ...Object.fromEntries(fields.filter((f) => !['username', 'password', 'confirmPassword'].includes(f.name) && values[f.name]).map((f) => [f.name, values[f.name]])),
      ...(mobile ? { countryDialingCode, verificationCode: verificationCode || null } : {}),
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
  const known = field && (field === 'captcha' || fields.some((f) => f.name === field) || (mobile && (field === 'verificationCode' || field === 'countryDialingCode')));
  return data<RegisterActionData>(
    { values: visibleValues, ...(known ? { fieldErrors: { [field!]: problem } } : { formError: problem.key }), captcha: await freshCaptcha() },
    { status: 400 },
  );
}

export default function RegisterPage() {
  const { fields, methods, method, codeRequired, captcha, referralCode, affiliateCode } = useLoaderData<typeof loader>();
  return (
    <>
      <HomePage />
      <RegisterDialog
        fields={fields}
        methods={methods}
        method={method}
        codeRequired={codeRequired}
        captcha={captcha}
        referralCode={referralCode}
        affiliateCode={affiliateCode}
      />
    </>
  );
}
