import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';
import { Dialog } from '#app/components/Dialog';
import { hrefWith, hrefWithout } from '#app/components/href';
import { DeferredSection } from '#app/components/DeferredSection';
import { Pager } from '#app/components/data-table/Pager';
import type { AnnouncementsDialogFragment } from '#app/graphql/generated/graphql';
import { brandTime } from '#app/kernel/brand-time';
import { useBrandTimeZone } from '#app/kernel/use-shell';
import { href } from '#app/kernel/href';
import type { Streamed } from '#app/components/streaming';

type AnnouncementPage = AnnouncementsDialogFragment;

/**
 * Announcements, 8 per page, with a content pane; open at ?announcements=1 (&announcement=ID,
 * &apage=N). A promotion's announcement offers a way to the promotion.
 */
export function AnnouncementsDialog({ page }: { page: Streamed<AnnouncementPage | null> }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (!new URLSearchParams(location.search).has('announcements')) return null;
  const closeHref = hrefWithout(location.pathname, location.search, 'announcements', 'announcement', 'apage');
  return (
    <Dialog title={t('home.announcements')} closeHref={closeHref} className="dialog--wide">
      <DeferredSection resolve={page} label={t('home.announcements')} lines={8}>
        {(resolved) => (resolved ? <AnnouncementReader page={resolved} /> : <p>{t('home.noAnnouncements')}</p>)}
      </DeferredSection>
    </Dialog>
  );
}

function AnnouncementReader({ page }: { page: AnnouncementPage }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const selected = page.items.find((item) => item.id === params.get('announcement')) ?? page.items[0];
  // The brand's wall clock, its zone named: the same text on the server and in every visitor's browser.
  const timeZone = useBrandTimeZone();
  return (
    <>
      {page.items.length === 0 ? (
        <p>{t('home.noAnnouncements')}</p>
      ) : (
        <div className="announcement-reader">
          <ul className="announcement-reader__list">
            {page.items.map((item) => (
              <li key={item.id}>
                <Link
                  to={hrefWith(location.pathname, location.search, { announcement: item.id })}
                  replace
                  preventScrollReset
                  aria-current={item.id === selected?.id ? 'true' : undefined}
                >
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
          {selected ? (
            <article className="announcement-reader__content" aria-labelledby="announcement-title">
              <h3 id="announcement-title">{selected.title}</h3>
              <p className="muted">
                <time dateTime={new Date(selected.timestamp).toISOString()}>{brandTime(selected.timestamp, i18n.language, timeZone)}</time>
              </p>
              <p className="announcement-reader__body">{selected.content}</p>
              {selected.promotionType ? (
                <Link className="button" to={href('/PromotionDetail', { search: { type: selected.promotionType } })}>
                  {t('home.goToPromotion')}
                </Link>
              ) : null}
            </article>
          ) : null}
        </div>
      )}
      <Pager page={page.page} pages={page.totalPages} param="apage" drop={['announcement']} inDialog />
    </>
  );
}
