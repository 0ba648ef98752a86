import { AlertDialog, DialogCloseButton } from '#app/components/AlertDialog';
import { FormField, type Problem } from '#app/components/FormField';
import { readProblem } from '#app/components/forms/problem';
import { USER_ERROR_MESSAGES } from '#app/graphql/user-errors';
import { useTranslation } from '#app/i18n/react';
import { CaptchaField, type CaptchaChallenge } from './CaptchaField';
import { PasswordInput } from './PasswordInput';
import { useCountdown } from './useCountdown';

/** Whether a code field's problem is that its code expired (CODE_EXPIRED): a new one must be sent. */
export function isCodeExpired(problem: Problem | null | undefined): boolean {
  if (!problem) return false;
  const keys =
    typeof problem === 'string'
      ? [readProblem(problem).key]
      : Array.isArray(problem)
        ? problem.map((one: string) => readProblem(one).key)
        : [(problem as { key: string }).key];
  return keys.includes(USER_ERROR_MESSAGES.CODE_EXPIRED);
}

/**
 * "Send code", then "Send again in N s" until the code's lifetime has passed; "Send a new code"
 * when the code field says the code expired (the spec's "code expired (resend)").
 */
export function SendCodeButton({ busy, sent, codeProblem }: { busy: boolean; sent: { seconds: number } | undefined; codeProblem?: Problem | null }) {
  const { t } = useTranslation();
  const left = useCountdown(sent);
  return (
    <button type="submit" name="intent" value="sendCode" className="button button--ghost" disabled={busy || left > 0} formNoValidate>
      {left > 0 ? t('login.resendIn', { seconds: left }) : isCodeExpired(codeProblem) ? t('phone.sendNewCode') : t('login.sendCode')}
    </button>
  );
}

/**
 * The warning a refused code send shows over its form (docs/spec-index.md: the SMS send failure is a
 * warning dialog with the platform's message). A native alert dialog: modal once hydrated, focus
 * back on the send button when closed; without JavaScript it shows in the form, and its OK button
 * (a dialog form) still closes it. `answer` is the action's answer, so the same refusal twice opens
 * it twice.
 */
export function CodeNotSentDialog({ problem, answer }: { problem: string | null | undefined; answer: unknown }) {
  const { t } = useTranslation();
  if (!problem) return null;
  const shown = readProblem(problem);
  return (
    <AlertDialog title={t('auth.codeNotSentTitle')} message={t(shown.key, shown.params)} shownFor={answer}>
      <DialogCloseButton>{t('common.ok')}</DialogCloseButton>
    </AlertDialog>
  );
}

type PhoneField = 'countryDialingCode' | 'mobileNum' | 'verificationCode';

/** What PhoneCodeFields reads of a conform form's fields: the values typed and the problems. */
type PhoneFieldState = Record<PhoneField, { initialValue?: string; errors?: Problem }>;

/**
 * Country code, mobile number and the SMS code with its send button (SMS login, reset by phone),
 * filled from the form's conform fields.
 */
export function PhoneCodeFields({
  idPrefix,
  fields,
  sent,
  busy,
}: {
  idPrefix: string;
  fields: PhoneFieldState;
  sent: { seconds: number } | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const values = { countryDialingCode: fields.countryDialingCode.initialValue, mobileNum: fields.mobileNum.initialValue };
  const problems = {
    countryDialingCode: fields.countryDialingCode.errors,
    mobileNum: fields.mobileNum.errors,
    verificationCode: fields.verificationCode.errors,
  };
  return (
    <>
      {sent ? (
        <p role="status" className="muted">
          {t('login.codeSent')}
        </p>
      ) : null}
      <FormField
        id={`${idPrefix}-countryDialingCode`}
        name="countryDialingCode"
        label={t('login.countryCode')}
        inputMode="tel"
        // The browser's saved country code ("+82" or "82": both are read).
        autoComplete="tel-country-code"
        maxLength={5}
        defaultValue={values.countryDialingCode ?? '82'}
        problem={problems.countryDialingCode}
      />
      <FormField
        id={`${idPrefix}-mobileNum`}
        name="mobileNum"
        label={t('login.mobile')}
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        defaultValue={values.mobileNum}
        problem={problems.mobileNum}
      />
      <FormField
        id={`${idPrefix}-verificationCode`}
        name="verificationCode"
        label={t('login.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        problem={problems.verificationCode}
        after={<SendCodeButton busy={busy} sent={sent} codeProblem={problems.verificationCode} />}
      />
    </>
  );
}

/** Username, password (with a show toggle) and, once the platform asks for one, the captcha. */
export function CredentialFields({
  idPrefix,
  username,
  problems,
  captcha,
}: {
  idPrefix: string;
  username?: string;
  problems?: Partial<Record<'username' | 'password' | 'captcha', Problem>>;
  captcha: CaptchaChallenge | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        id={`${idPrefix}-username`}
        name="username"
        label={t('login.username')}
        autoComplete="username"
        required
        maxLength={64}
        defaultValue={username ?? ''}
        problem={problems?.username}
      />
      <PasswordInput id={`${idPrefix}-password`} name="password" label="login.password" autoComplete="current-password" problem={problems?.password} toggle />
      {captcha ? <CaptchaField idPrefix={idPrefix} captcha={captcha} problem={problems?.captcha} /> : null}
    </>
  );
}
