import * as z from 'zod';
import { ALL_AT_ONCE, addPhoneIssues, codeText, optionalText, passwordText, requiredText } from './validation';

const REQUIRED = 'auth.errors.required';

/** The username tab of the login modal, and the agent site's login. */
export const loginSchema = z
  .object({
    // The modal's password form says so; the agent site's (its only form) need not.
    intent: z.literal('password').optional(),
    username: requiredText(64, REQUIRED),
    password: passwordText(REQUIRED),
    captcha: optionalText(10),
    captchaId: optionalText(100),
    // A Cloudflare Turnstile token, when the brand checks humans with Turnstile (at most 2048 characters).
    humanToken: optionalText(2048),
    remember: z.boolean().optional(),
    redirectTo: optionalText(2048),
  })
  .superRefine((value, ctx) => {
    // A captcha is on the form only once the platform asked for one; then it must be answered.
    if (value.captchaId && !value.captcha) ctx.addIssue({ code: 'custom', path: ['captcha'], message: REQUIRED });
  }, ALL_AT_ONCE);

const SMS_INTENTS = ['sendCode', 'sms'] as const;

/**
 * The SMS tab: "send code" needs the number; logging in needs the code too. `intent` defaults in
 * the browser, where a field is checked before any button is; the action's needs the button, which
 * tells the SMS form from the modal's others.
 */
export function smsLoginSchema({ browser = false } = {}) {
  const intent = browser ? z.enum(SMS_INTENTS).default('sms') : z.enum(SMS_INTENTS);
  return z
    .object({
      intent,
      countryDialingCode: optionalText(5),
      mobileNum: optionalText(20),
      verificationCode: optionalText(6),
      remember: z.boolean().optional(),
      redirectTo: optionalText(2048),
    })
    .superRefine((value, ctx) => {
      addPhoneIssues(value, ctx, { required: REQUIRED });
      if (value.intent !== 'sms') return;
      const code = codeText(REQUIRED).safeParse(value.verificationCode);
      if (!code.success) ctx.addIssue({ code: 'custom', path: ['verificationCode'], message: code.error.issues[0].message });
    }, ALL_AT_ONCE);
}

/** Google or Facebook: the browser got a Firebase ID token; the platform verifies it. */
export const socialLoginSchema = z.object({
  intent: z.literal('social'),
  provider: z.enum(['GOOGLE', 'FACEBOOK'], { error: 'social.errors.invalid' }),
  idToken: z.string({ error: 'social.errors.invalid' }).min(1, 'social.errors.invalid').max(4096, 'social.errors.invalid'),
  redirectTo: optionalText(2048),
});
