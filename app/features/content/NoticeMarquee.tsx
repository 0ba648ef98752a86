import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';
import { SectionError } from '#app/components/SectionError';
import { hrefWith } from '#app/components/href';
import type { NoticeMarqueeFragment } from '#app/graphql/generated/graphql';

/** Scrolling notices; each opens the notice dialog at its index. Motion stops on hover, focus and reduced-motion. */
export function NoticeMarquee({ notices, failed }: { notices: NoticeMarqueeFragment[] | null; failed: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (failed) return <SectionError what={t('home.notices')} />;
  if (!notices?.length) return null;
  return (
    <section className="marquee" aria-label={t('home.notices')}>
      <img className="marquee__icon" src="/icons/side/announcement.svg" alt="" width="20" height="20" />
      <div className="marquee__viewport">
        <ul className="marquee__track">
          {notices.map((notice, index) => (
            <li key={notice.id}>
              <Link to={hrefWith(location.pathname, location.search, { notice: index })} preventScrollReset>
                {notice.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
