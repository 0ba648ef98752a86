import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from '../../i18n/react';
import { hrefWith } from '../../components/Dialog';
import { SectionError } from '../../components/SectionError';
import type { HomePageQuery } from '../../graphql/generated/graphql';

type AnnouncementPage = NonNullable<HomePageQuery['announcements']>;

/** The home page's announcements block; each item opens the announcements dialog at that item. */
export function AnnouncementsBlock({ page, failed }: { page: AnnouncementPage | null; failed: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section className="announcements" aria-labelledby="announcements-title">
      <div className="section-head">
        <h2 id="announcements-title">{t('home.announcements')}</h2>
        <Link to={hrefWith(location.pathname, location.search, { announcements: 1 })} preventScrollReset className="link-more">
          {t('common.viewAll')}
        </Link>
      </div>
      {failed ? (
        <SectionError what={t('home.announcements')} />
      ) : page?.items.length ? (
        <ul className="announcements__list">
          {page.items.slice(0, 5).map((item) => (
            <li key={item.id}>
              <Link
                to={hrefWith(location.pathname, location.search, { announcements: 1, announcement: item.id })}
                preventScrollReset
              >
                <span>{item.title}</span>
                <time dateTime={new Date(item.timestamp).toISOString()}>{date.format(item.timestamp)}</time>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('home.noAnnouncements')}</p>
      )}
    </section>
  );
}
