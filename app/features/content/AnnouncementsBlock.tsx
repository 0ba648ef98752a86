import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';
import { hrefWith } from '#app/components/href';
import { DeferredSection } from '#app/components/DeferredSection';
import type { AnnouncementsBlockFragment } from '#app/graphql/generated/graphql';
import { brandDate } from '#app/kernel/brand-time';
import { useBrandTimeZone } from '#app/kernel/use-shell';
import type { Streamed } from '#app/components/streaming';

type AnnouncementPage = AnnouncementsBlockFragment | null;

/** The home page's announcements block; each item opens the announcements dialog at that item. Streams in after the first screen. */
export function AnnouncementsBlock({ page }: { page: Streamed<AnnouncementPage | null> }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <section className="announcements" aria-labelledby="announcements-title">
      <div className="section-head">
        <h2 id="announcements-title">{t('home.announcements')}</h2>
        <Link to={hrefWith(location.pathname, location.search, { announcements: 1 })} preventScrollReset className="link-more">
          {t('common.viewAll')}
        </Link>
      </div>
      <DeferredSection resolve={page} label={t('home.announcements')} lines={5}>
        {(resolved) => <AnnouncementList page={resolved} />}
      </DeferredSection>
    </section>
  );
}

function AnnouncementList({ page }: { page: AnnouncementPage | null }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  // The brand's calendar date: the same on the server and in every visitor's browser.
  const timeZone = useBrandTimeZone();
  if (!page?.items.length) return <p className="muted">{t('home.noAnnouncements')}</p>;
  return (
    <ul className="announcements__list">
      {page.items.slice(0, 5).map((item) => (
        <li key={item.id}>
          <Link to={hrefWith(location.pathname, location.search, { announcements: 1, announcement: item.id })} preventScrollReset>
            <span>{item.title}</span>
            <time dateTime={new Date(item.timestamp).toISOString()}>{brandDate(item.timestamp, i18n.language, timeZone)}</time>
          </Link>
        </li>
      ))}
    </ul>
  );
}
