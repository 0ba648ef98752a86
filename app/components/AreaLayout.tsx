import { isRouteErrorResponse, NavLink, useLocation, useRevalidator, useRouteError } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '#app/i18n/react';
import { CountBadge } from './CountBadge';
import type { AreaSection } from './sections';

/**
 * A guarded area's frame: its menu from the section table (with a red count badge where `badges`
 * has one for a path), and the page. On wide screens the menu is a column beside the page; on
 * phones and tablets it folds into a disclosure above the page that names the current page (it
 * opens without JavaScript), so the page has the whole width.
 */
export function AreaLayout({
  label,
  sections,
  badges,
  after,
  children,
}: {
  label: string;
  sections: readonly AreaSection[];
  badges?: Readonly<Record<string, number>>;
  /** More of the menu, after the sections (the agent centre's money and help links). */
  after?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname, key } = useLocation();
  const folded = useRef<HTMLDetailsElement>(null);
  const chosenInFold = useRef(false);
  // Choosing a page in the folded menu closes it, and takes keyboard and screen reader to the page
  // (focus would otherwise stay on a link that is no longer shown).
  useEffect(() => {
    const details = folded.current;
    if (!details) return;
    // Known from the click, not from focus: Safari does not focus a tapped link.
    const chosenHere = details.open && chosenInFold.current;
    chosenInFold.current = false;
    details.open = false;
    if (chosenHere) document.getElementById('main')?.focus();
  }, [key]);
  const current = sections.find((section) => (section.end ? pathname === section.path : pathname === section.path || pathname.startsWith(`${section.path}/`)));
  const unread = sections.reduce((sum, section) => sum + (badges?.[section.path] ?? 0), 0);
  const menu = (
    <>
      <ul>
        {sections.map((section) => (
          <li key={section.path}>
            <NavLink to={section.path} end={section.end}>
              {t(section.label)}
              <CountBadge count={badges?.[section.path] ?? 0} />
            </NavLink>
          </li>
        ))}
      </ul>
      {after}
    </>
  );
  return (
    <div className="area-layout">
      <nav className="area-layout__nav" aria-label={t(label)}>
        <details className="area-layout__folded narrow-only" ref={folded}>
          {/* A summary is the disclosure's own button: browsers expose it and its open state without a role or aria-expanded of ours. */}
          <summary>
            <span className="area-layout__current">{current ? t(current.label) : t(label)}</span>
            <CountBadge count={unread} />
            <span className="visually-hidden">{t('menu.areaMenu')}</span>
          </summary>
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- notes which link was followed; the links are the controls */}
          <div onClick={(event) => (chosenInFold.current = Boolean((event.target as Element).closest('a')))}>{menu}</div>
        </details>
        <div className="wide-only">{menu}</div>
      </nav>
      <div className="area-layout__body">{children}</div>
    </div>
  );
}

/** How often, and after how long, an account that could not be loaded is asked for again by itself. */
const AUTO_RETRIES = 3;
const AUTO_RETRY_MS = 4_000;

/**
 * A guarded area's own error boundary: the shell stays, the area says what went wrong and offers
 * a retry (a plain link, so it works before JavaScript) or the way home. An account that could not
 * be loaded (503: the platform was busy) is asked for again by itself a few times, so a passing
 * hiccup heals without the member doing anything.
 */
export function AreaError() {
  const error = useRouteError();
  const location = useLocation();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  const revalidator = useRevalidator();
  const retries = useRef(0);
  useEffect(() => {
    if (!unavailable || retries.current >= AUTO_RETRIES || revalidator.state !== 'idle') return;
    const timer = setTimeout(() => {
      retries.current += 1;
      revalidator.revalidate();
    }, AUTO_RETRY_MS);
    return () => clearTimeout(timer);
  }, [unavailable, error, revalidator]);
  return (
    <section className="error-page" aria-labelledby="area-error-title">
      <h1 id="area-error-title">{t(notFound ? 'errors.notFoundTitle' : unavailable ? 'errors.accountUnavailableTitle' : 'errors.unknownTitle')}</h1>
      <p>{t(notFound ? 'errors.notFoundBody' : unavailable ? 'errors.accountUnavailable' : 'errors.unknown')}</p>
      <p>
        <a className="button" href={notFound ? '/' : location.pathname + location.search}>
          {t(notFound ? 'errors.goHome' : 'common.retry')}
        </a>
      </p>
    </section>
  );
}
