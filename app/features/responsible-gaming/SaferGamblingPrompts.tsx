import { Form, Link, useLocation } from '@remix-run/react';
import { useId, type ReactNode } from 'react';
import { AlertDialog } from '#app/components/AlertDialog';
import { Helpline } from '#app/components/Helpline';
import type { SaferGamblingAnswer, SaferGamblingPrompt } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { href } from '#app/kernel/href';

/**
 * The safer-gambling prompts (docs/decisions/058), each on the page where it matters: the notice
 * before the first stake on a game's start page and the lottery, the deposit limit before the first
 * deposit on the deposit page, the six-monthly review of the limits in the member centre. An answer
 * is a plain form post (it works before hydration and without JavaScript) to
 * /resources/safer-gambling, which keeps it and comes back here. Words: the playerProtection namespace.
 */

/** The answer's form: the prompt, the answer and this page to come back to. */
function AnswerForm({
  prompt,
  answer,
  children,
  ghost = false,
}: {
  prompt: SaferGamblingPrompt;
  answer: SaferGamblingAnswer;
  children: ReactNode;
  ghost?: boolean;
}) {
  const location = useLocation();
  return (
    <Form method="post" action={href('/resources/safer-gambling')}>
      <input type="hidden" name="prompt" value={prompt} />
      <input type="hidden" name="answer" value={answer} />
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      <button type="submit" className={ghost ? 'button button--ghost' : 'button'}>
        {children}
      </button>
    </Form>
  );
}

/** The notice after registration, before the first stake: read once, with the helpline and the way to the limits. */
export function SaferGamblingNotice({ due }: { due: readonly SaferGamblingPrompt[] }) {
  const { t } = useTranslation();
  if (!due.includes('NOTICE')) return null;
  return (
    <AlertDialog title={t('playerProtection.prompts.noticeTitle')} message={t('playerProtection.prompts.notice')}>
      <Helpline lead={t('playerProtection.prompts.helpline')} />
      <p>
        <Link to={href('/member/responsibleGaming')}>{t('playerProtection.prompts.toLimits')}</Link>
      </p>
      <div className="dialog__actions">
        <AnswerForm prompt="NOTICE" answer="SEEN">
          {t('playerProtection.prompts.understood')}
        </AnswerForm>
      </div>
    </AlertDialog>
  );
}

/**
 * The prompts put in the page's flow: their words, where their link leads on the limits page, and
 * the answer that declines or confirms.
 */
const IN_PAGE = {
  DEPOSIT_LIMIT: {
    title: 'playerProtection.prompts.depositLimitTitle',
    text: 'playerProtection.prompts.depositLimit',
    link: 'playerProtection.prompts.setDepositLimit',
    hash: 'rg-limit-form-title',
    answer: 'SKIPPED',
    answerLabel: 'playerProtection.prompts.notNow',
  },
  LIMIT_REVIEW: {
    title: 'playerProtection.prompts.reviewTitle',
    text: 'playerProtection.prompts.review',
    link: 'playerProtection.prompts.toLimits',
    hash: 'rg-limits-title',
    answer: 'REVIEWED',
    answerLabel: 'playerProtection.prompts.reviewed',
  },
} as const satisfies Record<string, { answer: SaferGamblingAnswer } & Record<string, string>>;

/** A prompt in the page's flow, when due: a titled notice, the way to the limits and the answer the platform keeps. */
function InPagePrompt({ prompt, due }: { prompt: keyof typeof IN_PAGE; due: readonly SaferGamblingPrompt[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (!due.includes(prompt)) return null;
  const words = IN_PAGE[prompt];
  return (
    <section className="notice-banner safer-prompt" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(words.title)}</h2>
      <p>{t(words.text)}</p>
      <div className="safer-prompt__actions">
        <Link className="button" to={href('/member/responsibleGaming', { hash: words.hash })}>
          {t(words.link)}
        </Link>
        <AnswerForm prompt={prompt} answer={words.answer} ghost>
          {t(words.answerLabel)}
        </AnswerForm>
      </div>
    </section>
  );
}

/** Before the first deposit: the offer to set a deposit limit, or to go on without one. */
export const DepositLimitPrompt = ({ due }: { due: readonly SaferGamblingPrompt[] }) => <InPagePrompt prompt="DEPOSIT_LIMIT" due={due} />;

/** Every six months: the review of the limits. */
export const LimitReviewPrompt = ({ due }: { due: readonly SaferGamblingPrompt[] }) => <InPagePrompt prompt="LIMIT_REVIEW" due={due} />;
