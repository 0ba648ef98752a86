import { useLocation } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';
import { Dialog } from '#app/components/Dialog';
import { hrefWith, hrefWithout } from '#app/components/href';
import { Pager } from '#app/components/data-table/Pager';
import type { NoticeDialogFragment } from '#app/graphql/generated/graphql';
import { brandDate } from '#app/kernel/brand-time';
import { useBrandTimeZone } from '#app/kernel/use-shell';

/** The notice dialog, open at ?notice=N, with previous and next. */
export function NoticeDialog({ notices }: { notices: NoticeDialogFragment[] }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  // The brand's calendar date: the same on the server and in every visitor's browser.
  const timeZone = useBrandTimeZone();
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
          <time dateTime={new Date(notice.timestamp).toISOString()}>{brandDate(notice.timestamp, i18n.language, timeZone)}</time>
        </p>
        <p className="notice__content">{notice.content}</p>
      </article>
      {/* One notice a page; the address holds its index, from 0. */}
      <Pager page={index + 1} pages={notices.length} href={(page) => at(page - 1)} inDialog single />
    </Dialog>
  );
}
