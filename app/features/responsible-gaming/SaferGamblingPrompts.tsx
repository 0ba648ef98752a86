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

/** A prompt in the page's flow (the deposit limit, the review): a titled notice with its two ways on. */
function PromptSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="notice-banner safer-prompt" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}

/** Before the first deposit: the offer to set a deposit limit, or to go on without one (an answer the platform keeps). */
export function DepositLimitPrompt({ due }: { due: readonly SaferGamblingPrompt[] }) {
  const { t } = useTranslation();
  if (!due.includes('DEPOSIT_LIMIT')) return null;
  return (
    <PromptSection title={t('playerProtection.prompts.depositLimitTitle')}>
      <p>{t('playerProtection.prompts.depositLimit')}</p>
      <div className="safer-prompt__actions">
        <Link className="button" to={href('/member/responsibleGaming', { hash: 'rg-limit-form-title' })}>
          {t('playerProtection.prompts.setDepositLimit')}
        </Link>
        <AnswerForm prompt="DEPOSIT_LIMIT" answer="SKIPPED" ghost>
          {t('playerProtection.prompts.notNow')}
        </AnswerForm>
      </div>
    </PromptSection>
  );
}

/** Every six months: the review of the limits. */
export function LimitReviewPrompt({ due }: { due: readonly SaferGamblingPrompt[] }) {
  const { t } = useTranslation();
  if (!due.includes('LIMIT_REVIEW')) return null;
  return (
    <PromptSection title={t('playerProtection.prompts.reviewTitle')}>
      <p>{t('playerProtection.prompts.review')}</p>
      <div className="safer-prompt__actions">
        <Link className="button" to={href('/member/responsibleGaming', { hash: 'rg-limits-title' })}>
          {t('playerProtection.prompts.toLimits')}
        </Link>
        <AnswerForm prompt="LIMIT_REVIEW" answer="REVIEWED" ghost>
          {t('playerProtection.prompts.reviewed')}
        </AnswerForm>
      </div>
    </PromptSection>
  );
}
