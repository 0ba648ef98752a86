import { data, type ActionFunctionArgs } from '@remix-run/cloudflare';
import type { Submission } from '@conform-to/react';
import type { z } from 'zod';
import type { LoginMutation as LoginAnswerData } from '#app/graphql/generated/graphql';
import { replyWithUserErrors } from '#app/graphql/user-errors';
import type { loginSchema } from './login.schema';
import type { LoginActionData } from './LoginDialog';
import { readConfig } from '#gateway/index';
import type { CaptchaChallenge } from './CaptchaField';
import { LoginCaptchaQuery, LoginMutation } from './session.queries.server';
import { userErrorFormats } from '#app/features/responsible-gaming/refusal.server';

type LoginOutcome = LoginAnswerData['login'];
export type PasswordLoginValue = Pick<z.output<typeof loginSchema>, 'username' | 'password' | 'captcha' | 'captchaId' | 'humanToken' | 'remember'>;
const HIDDEN = ['password', 'captcha', 'humanToken'];

/**
 * A username-and-password login form (the login modal, the agent site), already parsed by
 * loginSchema: the login made, and each refusal turned into the form's answer. A captcha is shown
 * (and refreshed) only once the platform asks for one. Either the answer to send back, or the
 * successful outcome.
 */
export async function passwordLogin(
  submission: Submission<unknown, string[], PasswordLoginValue>,
  context: ActionFunctionArgs['context'],
): Promise<{ answer: ReturnType<typeof data<LoginActionData>>; outcome?: never } | { outcome: LoginOutcome; answer?: never }> {
  const freshCaptcha = async (): Promise<CaptchaChallenge | null> => {
    const captcha = (await context.graphql(LoginCaptchaQuery)).data?.captcha;
    if (!captcha) return null;
    // Outside development the real Turnstile widget; in development the platform's stand-in.
    const turnstile = captcha.turnstileSiteKey ? { siteKey: captcha.turnstileSiteKey, standIn: readConfig(context.cloudflare.env).devTools } : null;
    return { id: captcha.id, image: captcha.image, turnstile };
  };
  const askedForCaptcha =
    (typeof submission.payload.captchaId === 'string' && submission.payload.captchaId !== '') || typeof submission.payload.humanToken === 'string';
  if (submission.status !== 'success') {
    const result = submission.reply({ hideFields: HIDDEN });
    return { answer: data<LoginActionData>({ tab: 'username', result, captcha: askedForCaptcha ? await freshCaptcha() : null }, { status: 400 }) };
  }
  const { username, password, captcha, captchaId, humanToken, remember } = submission.value;
  const { data: answered } = await context.graphql(LoginMutation, {
    input: { username, password, captcha: captcha ?? null, captchaId: captchaId ?? null, humanToken: humanToken ?? null, remember: remember ?? false },
  });
  const outcome = answered?.login;
  if (!outcome?.ok) {
    const result = replyWithUserErrors(submission, outcome, {
      fields: askedForCaptcha ? ['username', 'password', 'captcha'] : ['username', 'password'],
      hideFields: HIDDEN,
      formats: await userErrorFormats(context, outcome),
    });
    const captchaNow = outcome ? outcome.captchaRequired : askedForCaptcha;
    return {
      answer: data<LoginActionData>(
        { tab: 'username', result, captcha: captchaNow ? await freshCaptcha() : null, excluded: isExcluded(outcome) },
        { status: outcome ? 400 : 502 },
      ),
    };
  }
  return { outcome };
}

/** The login was refused for a time-out or self-exclusion: the form shows where to find help (docs/decisions/039). */
export const isExcluded = (outcome: { errors: readonly { code: string }[] } | null | undefined) =>
  Boolean(outcome?.errors.some((error) => error.code === 'EXCLUDED' || error.code === 'ACCOUNT_CLOSED'));
