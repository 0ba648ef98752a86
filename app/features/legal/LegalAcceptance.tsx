/**
 * A new version of the terms or the privacy policy, put to the member before anything else
 * (docs/decisions/060): a modal dialog over every page that only its answers end (accept, or
 * decline and log out), with what changed and the way to the full text. A member who does not want
 * to accept may still take their money and leave: the withdrawal page and the responsible-gaming
 * page (where the account is closed), the help centre, the documents' own pages and customer
 * service show the same question in the page's flow instead of over it. The answer is a plain form
 * post to /legal/answer (it works before hydration and without JavaScript). Loaded apart from the
 * page's first JavaScript (root.tsx); its words come with the root loader's data.
 */
import { Form, Link, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AlertDialog } from '#app/components/AlertDialog';
import { useTranslation } from '#app/i18n/react';
import { href } from '#app/kernel/href';
import { DOCUMENT_PAGES, documentsField, legalNoticeOf, type LegalPromptItem } from './legal.schema';

/** Where the question stands in the page instead of over it: what a member who declines still needs. */
const IN_FLOW = ['/legal/', '/help', '/helpmc', '/member/withdraw', '/member/responsibleGaming', '/chat', '/logout', '/offline'];
export const askedInFlow = (pathname: string) =>
  IN_FLOW.some((path) => pathname === path || (path.endsWith('/') ? pathname.startsWith(path) : pathname.startsWith(`${path}/`)));

/**
 * In the dialog its parts have headings under the dialog's; in the page's flow, above the page's own
 * h1 (which stays the document's first heading), they are named in bold instead.
 */
type Titles = 'h3' | 'strong';

function Versions({ items, Title }: { items: readonly LegalPromptItem[]; Title: Titles }) {
  const { t } = useTranslation();
  return (
    <ul className="legal-prompt__list">
      {items.map((item) => (
        <li key={item.kind}>
          <Title className="legal-prompt__item-title">{item.title}</Title>
          <p className="muted">{t('legal.prompt.effective', { version: item.version, date: item.effectiveText })}</p>
          <p>
            <strong>{t('legal.page.changesTitle')}:</strong> {item.summary}
          </p>
          <p>
            {/* In a new tab: the dialog and the page under it stay as they are. */}
            <a href={href(DOCUMENT_PAGES[item.kind], { search: { version: String(item.version) } })} target="_blank" rel="noopener">
              {t('legal.prompt.readAll', { document: t(`legal.kind.${item.kind}`) })}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}

function Answers({ items, Title }: { items: readonly LegalPromptItem[]; Title: Titles }) {
  const { t } = useTranslation();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  const answer = (value: 'accept' | 'decline', label: ReactNode, ghost = false) => (
    <Form method="post" action={href('/legal/answer')}>
      <input type="hidden" name="answer" value={value} />
      <input type="hidden" name="documents" value={documentsField(items)} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className={ghost ? 'button button--ghost' : 'button'}>
        {label}
      </button>
    </Form>
  );
  return (
    <>
      <div className="dialog__actions">
        {answer('accept', t('legal.prompt.accept'))}
        {answer('decline', t('legal.prompt.decline'), true)}
      </div>
      <Title className="legal-prompt__item-title">{t('legal.prompt.leaveTitle')}</Title>
      <p>{t('legal.prompt.leave')}</p>
      <ul className="legal-prompt__ways">
        <li>
          <Link to={href('/member/withdraw')}>{t('legal.prompt.withdraw')}</Link>
        </li>
        <li>
          <Link to={href('/member/responsibleGaming')}>{t('legal.prompt.close')}</Link>
        </li>
      </ul>
    </>
  );
}

export function LegalAcceptance({ items }: { items: readonly LegalPromptItem[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const notice = legalNoticeOf(new URLSearchParams(location.search).get('legal'));
  const noticeText = notice ? <p className="form-error">{t(notice === 'outdated' ? 'legal.prompt.outdated' : 'legal.prompt.failed')}</p> : null;
  // Never accepted before (an account an agent opened): the terms are asked for, not announced as changed.
  const first = items.every((item) => item.first);
  const title = t(first ? 'legal.prompt.firstTitle' : 'legal.prompt.title');
  const intro = t(first ? 'legal.prompt.firstIntro' : 'legal.prompt.intro');
  if (askedInFlow(location.pathname)) {
    return (
      <section className="legal-prompt legal-prompt--in-flow" aria-labelledby="legal-prompt-title">
        <strong id="legal-prompt-title" className="legal-prompt__title">
          {title}
        </strong>
        <p>{intro}</p>
        {noticeText}
        <Versions items={items} Title="strong" />
        <Answers items={items} Title="strong" />
      </section>
    );
  }
  return (
    <AlertDialog title={title} message={intro} required shownFor={documentsField(items)}>
      {noticeText}
      <div className="legal-prompt">
        <Versions items={items} Title="h3" />
        <Answers items={items} Title="h3" />
      </div>
    </AlertDialog>
  );
}
