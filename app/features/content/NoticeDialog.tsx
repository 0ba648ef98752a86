import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from '../../i18n/react';
import { Dialog, hrefWith, hrefWithout } from '../../components/Dialog';
import type { NoticeDialogFragment } from '../../graphql/generated/graphql';

/** The notice dialog, open at ?notice=N, with previous and next. */
export function NoticeDialog({ notices }: { notices: NoticeDialogFragment[] }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const raw = new URLSearchParams(location.search).get('notice');
  if (raw === null || notices.length === 0) return null;
  const index = Math.min(notices.length - 1, Math.max(0, Number.parseInt(raw, 10) || 0));
  const notice = notices[index];
  const at = (i: number) => hrefWith(location.pathname, location.search, { notice: i });
  return (
    <Dialog title={t('home.noticeTitle')} closeHref={hrefWithout(location.pathname, location.search, 'notice')}>
      <article className="notice">
        <h3>{notice.title}</h3>
        <p className="muted">
          <time dateTime={new Date(notice.timestamp).toISOString()}>
            {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(notice.timestamp)}
          </time>
        </p>
        <p className="notice__content">{notice.content}</p>
      </article>
      <nav className="pager" aria-label={t('common.pagination')}>
        {index > 0 ? (
          <Link to={at(index - 1)} replace preventScrollReset>
            {t('common.previous')}
          </Link>
        ) : null}
        <span>{t('common.pageOf', { page: index + 1, total: notices.length })}</span>
        {index < notices.length - 1 ? (
          <Link to={at(index + 1)} replace preventScrollReset>
            {t('common.next')}
          </Link>
        ) : null}
      </nav>
    </Dialog>
  );
}
