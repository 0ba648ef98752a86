import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { parseForm } from '#app/components/forms/parse.server';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import { RegisterDialog, type AffiliateNote, type RegisterActionData } from './RegisterDialog';
import { replyToCodeRefusal } from './code-refusal';
import { PHONE_MESSAGES } from './phone-messages';
import {
  captchaEnabled,
  CONFIRMATION_FIELDS,
  isConfirmationName,
  mobileWithoutPassword,
  registerMethods,
  shownFields,
  type RegisterMethodName,
} from './register-form';
import { lengthProblem, registerSchema } from './register.schema';
import { AffiliateQuery, CaptchaQuery, RegisterMutation, RegisterPageQuery, SendRegisterCodeMutation } from './session.queries.server';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { socialSignInConfig } from './social.server';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['authDialogs', 'playerProtection'] };

async function registerConfig(context: LoaderFunctionArgs['context'], request: Request) {
  const { data: page } = await context.graphql(RegisterPageQuery);
  if (!page?.features || !page.registerFields) throw new Response('Registration is unavailable', { status: 503 });
  const methods = registerMethods(page.features);
  if (!methods.length) throw new Response('Not found', { status: 404 });
  const asked = new URL(request.url).searchParams.get('method') as RegisterMethodName | null;
  const method = asked && methods.includes(asked) ? asked : methods[0];
  const passwordless = method === 'mobile' && mobileWithoutPassword(page.features);
  return {
    rules: page.registerFields,
    methods,
    method,
    codeRequired: page.features.registrationMobileVerification || passwordless,
    passwordless,
    // A Google or Facebook identity the new account may be linked to (the brand's sign-in switches).
    social: socialSignInConfig(context.cloudflare.env, page.features),
    // The versions in force the form shows and records (features/legal); null: the help centre's documents.
    legal: {
      terms: page.termsDocument?.current ? page.termsDocument.version : null,
      privacy: page.privacyDocument?.current ? page.privacyDocument.version : null,
    },
    // The age is the form's own checkbox (always asked); the brand's other confirmations are added to it.
    confirmations: page.registrationConfirmations.filter(isConfirmationName),
    asksAge: page.registrationConfirmations.includes('AGE'),
  };
}

/**
 * The platform's refusals of the legal parts, under the checkbox they concern: a version replaced
 * since the form was shown under the terms, a confirmation missing under its own.
 */
function legalField(field: string | null | undefined): string | null | undefined {
  if (field === 'legalVersions') return 'terms';
  if (field === 'confirmations.AGE') return 'age';
  const name = field?.startsWith('confirmations.') ? field.slice('confirmations.'.length) : null;
  return name && isConfirmationName(name) ? CONFIRMATION_FIELDS[name] : field;
}

/**
 * What the form says about an affiliate link's code (GET /wps/agent/affiliate): whose team it
 * joins, or that no agent has it. Nothing when the lookup itself failed: the registration still
 * checks the code.
 */
async function affiliateNote(context: LoaderFunctionArgs['context'], code: string): Promise<AffiliateNote | null> {
  const answer = await context.graphql(AffiliateQuery, { code });
  if (answer.errors?.length || !answer.data) return null;
  const found = answer.data.affiliate;
  return found ? { code: found.code, agent: found.agentNickname ?? null, known: true } : { code, agent: null, known: false };
}

/** The register modal over the home page; ?referralCode= is kept, ?affiliateCode= fills in the agent's code. */
export async function loader(args: LoaderFunctionArgs) {
  if (args.context.session) throw redirect('/');
  const config = await registerConfig(args.context, args.request);
  const captcha = captchaEnabled(config.rules) ? ((await args.context.graphql(CaptchaQuery)).data?.captcha ?? null) : null;
  const search = new URL(args.request.url).searchParams;
  const referralCode = search.get('referralCode')?.trim().slice(0, 64) || null;
  const affiliateCode = search.get('affiliateCode')?.trim().slice(0, 32) || null;
  return {
    affiliate: affiliateCode ? await affiliateNote(args.context, affiliateCode) : null,
    legal: config.legal,
    confirmations: config.confirmations,
    fields: shownFields(config.rules, config.method, config),
    methods: config.methods,
    method: config.method,
    codeRequired: config.method === 'mobile' && config.codeRequired,
    passwordless: config.passwordless,
    captcha,
    referralCode,
    affiliateCode,
    social: config.social,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (context.session) throw redirect('/');
  const config = await registerConfig(context, request);
  const fields = shownFields(config.rules, config.method, config);
  const mobile = config.method === 'mobile';
  const submission = await parseForm(
    request,
    registerSchema({ fields, method: config.method, codeRequired: config.codeRequired, confirmations: config.confirmations }),
  );
  const shown = [
    ...fields.map((field) => field.name),
    'captcha',
    'terms',
    'age',
    ...config.confirmations.map((name) => CONFIRMATION_FIELDS[name]),
    'firebaseIdToken',
    ...(mobile ? ['countryDialingCode', 'verificationCode'] : []),
  ];
  const hideFields = fields
    .filter((field) => field.secret)
    .map((field) => field.name as string)
    .concat('captcha');
  // The captcha is shown when the brand enables it, or once the platform has asked for one (the
  // registration throttle): then it stays until the registration goes through.
  const askedForCaptcha = typeof submission.payload.captchaId === 'string' && submission.payload.captchaId !== '';
  const freshCaptcha = async (platformAsks = false) =>
    captchaEnabled(config.rules) || askedForCaptcha || platformAsks ? ((await context.graphql(CaptchaQuery)).data?.captcha ?? null) : null;
  if (submission.status !== 'success') {
    const sending = submission.payload.intent === 'sendCode';
    return data<RegisterActionData>({ result: submission.reply({ hideFields }), ...(sending ? {} : { captcha: await freshCaptcha() }) }, { status: 400 });
  }
  const value = submission.value as Record<string, string | boolean | undefined>;
  const text = (name: string) => (typeof value[name] === 'string' ? (value[name] as string) : '');

  if (mobile && value.intent === 'sendCode') {
    const { data: sent } = await context.graphql(SendRegisterCodeMutation, {
      input: { mobileNum: text('mobileNum'), countryDialingCode: text('countryDialingCode') },
    });
    const outcome = sent?.sendRegisterCode;
    if (outcome?.ok) return data<RegisterActionData>({ result: submission.reply({ hideFields }), codeSent: { seconds: (outcome.expiredMinutes ?? 1) * 60 } });
    const refused = replyToCodeRefusal(submission, outcome, { fields: ['mobileNum', 'countryDialingCode'], hideFields, overrides: PHONE_MESSAGES });
    return data<RegisterActionData>(refused, { status: 400 });
  }

  const url = new URL(request.url);
  const optional = fields.filter((field) => !['username', 'password', 'confirmPassword'].includes(field.name) && text(field.name));
  const { data: answered } = await context.graphql(RegisterMutation, {
    input: {
      method: mobile ? 'MOBILE' : 'USERNAME',
      username: text('username') || null,
      password: config.passwordless ? null : text('password'),
      confirmPassword: config.passwordless ? null : text('confirmPassword'),
      ...Object.fromEntries(optional.map((field) => [field.name, text(field.name)])),
      ...(mobile ? { countryDialingCode: text('countryDialingCode'), verificationCode: text('verificationCode') || null } : {}),
      captcha: text('captcha') || null,
      captchaId: text('captchaId') || null,
      referralCode: text('referralCode') || null,
      registerUrl: `${url.origin}${url.pathname}`,
      firebaseChannel: text('firebaseIdToken') ? ((value.firebaseChannel as 'GOOGLE' | 'FACEBOOK' | undefined) ?? null) : null,
      firebaseIdToken: text('firebaseIdToken') || null,
      // The versions the form showed, and what was confirmed (the age checkbox is required by the form itself).
      legalVersions: [
        ...(typeof value.termsVersion === 'number' ? [{ kind: 'TERMS' as const, version: value.termsVersion }] : []),
        ...(typeof value.privacyVersion === 'number' ? [{ kind: 'PRIVACY' as const, version: value.privacyVersion }] : []),
      ],
      confirmations: [...(config.asksAge ? (['AGE'] as const) : []), ...config.confirmations.filter((name) => value[CONFIRMATION_FIELDS[name]] === true)],
    },
  });
  const registered = answered?.register;
  const outcome = registered && { ...registered, errors: registered.errors.map((error) => ({ ...error, field: legalField(error.field) })) };
  if (outcome?.ok) return redirect('/', 303);
  // A LENGTH refusal is said with the field's own rule, as the form's check says it.
  const lengthOverrides = {
    // The number in the spec's phone-verification words, but a length by the field's rule.
    ...(mobile ? PHONE_MESSAGES : {}),
    ...Object.fromEntries(fields.map((field) => [`LENGTH:${field.name}`, lengthProblem(field, text(field.name))])),
    // The linked identity has an account already: say how to use it.
    'TAKEN:firebaseIdToken': 'register.social.taken',
    // A confirmation the brand asks that the platform missed: the checkbox's own words.
    ...Object.fromEntries(config.confirmations.map((name) => [`REQUIRED:${CONFIRMATION_FIELDS[name]}`, 'register.errors.confirm'])),
    'REQUIRED:age': 'register.errors.age',
  };
  const result = replyWithUserErrors(submission, outcome, { fields: shown, hideFields, overrides: lengthOverrides });
  const platformAsks = Boolean(outcome?.errors.some((error) => error.code === 'CAPTCHA_REQUIRED' || error.code === 'CAPTCHA_WRONG'));
  return data<RegisterActionData>({ result, captcha: await freshCaptcha(platformAsks) }, { status: outcome ? 400 : 502 });
}

export default function RegisterPage() {
  const { fields, methods, method, codeRequired, passwordless, captcha, referralCode, affiliateCode, affiliate, social, legal, confirmations } =
    useLoaderData<typeof loader>();
  return (
    <>
      <RegisterDialog
        fields={fields}
        methods={methods}
        method={method}
        codeRequired={codeRequired}
        passwordless={passwordless}
        captcha={captcha}
        referralCode={referralCode}
        affiliateCode={affiliateCode}
        affiliate={affiliate}
        social={social}
        legal={legal}
        confirmations={confirmations}
      />
    </>
  );
}
