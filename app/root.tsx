import { redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { useEffect, type ReactNode } from 'react';
import { MoreTranslations, useTranslation } from '#app/i18n/react';
import { translations } from '#app/i18n/words.server';
import { useNonce } from '#app/components/nonce';
import { AppLifecycle } from '#app/features/offline/AppLifecycle';
import { SessionStorageOwner } from '#app/kernel/session-storage';
import { LiveProvider } from '#app/features/live/LiveProvider';
import { useOnline } from '#app/features/offline/browser-state';
import { AnnouncementPopupSlot } from '#app/features/content/AnnouncementPopupSlot';
import { Header } from '#app/features/shell/Header';
import { MainNav } from '#app/features/shell/MainNav';
import { isFavoriteChange } from '#app/features/games/favorite';
import { refusedSubmission } from '#app/kernel/revalidation';
import { LaunchInFlightProvider } from '#app/features/games/launch/LaunchButton';
import { ShellQuery } from '#app/features/shell/shell.query.server';
import { SideBar } from '#app/features/shell/SideBar';
import { PlaySessionSlot } from '#app/features/responsible-gaming/PlaySessionSlot';
import { InactivitySlot } from '#app/features/auth/InactivitySlot';
import { imageType, PORTAL_ICON, themeStyle } from '#app/features/shell/theme.server';
import { afterHydration, LazyPartsList, lazyComponent } from '#app/components/lazy';
import { TabBar } from '#app/features/shell/TabBar';
import { ShellProvider, useShell, type ShellData } from '#app/kernel/use-shell';
import { failedFields } from '#app/graphql/errors';
import { fallbackLanguage } from '#app/i18n/config';
import { languageCookie } from '#app/i18n/i18next.server';
import { offeredLanguages, preferredOffered } from '#app/i18n/offered.server';
import { pageMeta } from '#app/i18n/page-title';
import { pageTitle } from '#app/i18n/page-title.server';
import { addsOnDemand } from '#app/components/deferred.server';
import { readConsent } from '#app/features/analytics/consent.server';
import { MiniGameSlot } from '#app/features/games/MiniGameSlot';
import { miniGameOf } from '#app/features/games/mini-game.server';
import { legalPromptOf } from '#app/features/legal/legal-prompt.server';
import tokenStyles from '#app/styles/tokens.css?url';
import baseStyles from '#app/styles/base.css?url';
import componentStyles from '#app/components/components.css?url';
import shellStyles from '#app/features/shell/shell.css?url';

/** Development only: the brand's colours set aside and why (never in a production page's JavaScript). */
const ThemeProblems = lazyComponent('ThemeProblems', () => import('#app/features/shell/ThemeProblems').then((module) => module.ThemeProblems));
/** The analytics question and Google Analytics, for a brand that measures visits only (features/analytics). */
const ConsentNotice = lazyComponent('ConsentNotice', () => import('#app/features/analytics/AnalyticsConsent').then((module) => module.ConsentNotice));
/** A new version of the terms put to a member before anything else (features/legal): most pages never load it. */
const LegalAcceptance = lazyComponent('LegalAcceptance', () => import('#app/features/legal/LegalAcceptance').then((module) => module.LegalAcceptance));
/** Google Analytics' page views, once allowed (features/analytics/PageViews.tsx): it draws nothing, so it starts after hydration. */
const PageViews = afterHydration(() => import('#app/features/analytics/PageViews').then((module) => module.PageViews));
/**
 * The footer: below the first screen of every page, its code asked for beside hydration, apart from
 * the page's first JavaScript (the home page's is budgeted: `npm run bench`, `home_js_gzip_kb`).
 * Its links are plain links in the server's markup until then.
 */
const Footer = lazyComponent('Footer', () => import('#app/features/shell/Footer').then((module) => module.Footer), { early: true });
/**
 * The site menu: hidden until the header's menu button opens it (the browser's own popover, no
 * JavaScript needed), so its code is asked for the same way.
 */
const SiteMenu = lazyComponent('SiteMenu', () => import('#app/features/shell/SiteMenu').then((module) => module.SiteMenu), { early: true });

/**
 * The site-wide stylesheets, in cascade order: the design tokens, the base, the shared components,
 * the shell. Each page adds its domain's stylesheet through its own `links` (after these).
 */
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: tokenStyles },
  { rel: 'stylesheet', href: baseStyles },
  { rel: 'stylesheet', href: componentStyles },
  { rel: 'stylesheet', href: shellStyles },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export const meta: MetaFunction<typeof loader> = ({ matches }) => pageMeta(null, matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data, errors } = await context.graphql(ShellQuery);
  // A language the brand does not offer gives way to one it does (app/i18n/offered.server.ts): the
  // page is asked again with `?lng=` (so a browser that keeps no cookie is not sent round in circles).
  const { offered, byDefault } = offeredLanguages(data?.brand?.languages);
  if (request.method === 'GET' && offered.length > 0 && !offered.includes(context.locale)) {
    const url = new URL(request.url);
    if (!url.searchParams.has('_data')) {
      const language = preferredOffered(request.headers.get('Accept-Language'), offered) ?? byDefault;
      url.searchParams.set('lng', language);
      throw redirect(url.pathname + url.search, { status: 302, headers: { 'Set-Cookie': await languageCookie.serialize(language) } });
    }
  }
  // The portal's own icon when the theme is unknown (else the browser asks for a /favicon.ico there is none of).
  const favicon = data?.brandTheme?.faviconUrl ?? PORTAL_ICON;
  const description = pageTitle(context.locale, 'meta.description', { brand: data?.brand?.name ?? '' });
  // A brand that measures visits asks first, and counts only what the visitor allowed (ADR 045).
  const analyticsId = data?.brand?.analyticsId ?? null;
  // A mini game started from this page, in its dialog (features/games/mini-game.server.ts).
  const miniGame = await miniGameOf(request, context);
  // A new version of the terms waiting for the member: the dialog's versions, read only then.
  const legal = await legalPromptOf(context, data?.me?.legalPending, data?.brand?.timeZone ?? 'UTC');
  return {
    locale: context.locale,
    shell: data ?? null,
    failed: failedFields(errors),
    description,
    devTools: context.gateway.config.devTools,
    runsScripts: addsOnDemand(request),
    // Words for what the shell opens for some visitors only: a member's reality check and session
    // warning, the development tools' notes (their namespaces stay out of every page's JavaScript).
    words: translations(context.locale, [
      ...(data?.me && !data.me.isTrial ? (['playSession'] as const) : []),
      ...(context.gateway.config.devTools ? (['devTools'] as const) : []),
      ...(analyticsId ? (['analytics'] as const) : []),
      ...(miniGame ? (['play'] as const) : []),
      ...(legal ? (['legal'] as const) : []),
    ]),
    miniGame,
    legal,
    analytics: { id: analyticsId, consent: analyticsId ? await readConsent(request) : null },
    // The brand's look, on the server: no page ever shows the default first (shell/theme.server.ts).
    brandStyle: themeStyle(data?.brandTheme),
    favicon: { href: favicon, type: imageType(favicon) },
  } satisfies ShellData;
}

/**
 * The shell's data changes with a form post (login, logout, any action: the balance may have
 * moved) or when the page is reloaded on purpose (Retry, revalidate()), not on plain navigations.
 * A language change reloads the whole document (LanguageSelector), so it needs no rule here.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, formAction, actionStatus, defaultShouldRevalidate }) => {
  // A heart (a favourite) changes nothing the shell shows, nor does a refused form.
  if (isFavoriteChange(formAction) || refusedSubmission({ formMethod, actionStatus })) return false;
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  return currentUrl.href === nextUrl.href && defaultShouldRevalidate;
};

/**
 * Mirrors the language to local storage under the spec's keys (lang, hisLang), and marks the
 * document as hydrated (tests wait for it before using client-only behaviour).
 */
function LanguageMemory({ locale }: { locale: string }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(() => {
    try {
      localStorage.setItem('lang', locale);
      localStorage.setItem('hisLang', locale);
    } catch {
      // Storage may be unavailable (private mode); the cookie still holds the choice.
    }
  }, [locale]);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <ShellProvider>
      <LaunchInFlightProvider>
        <Document>{children}</Document>
      </LaunchInFlightProvider>
    </ShellProvider>
  );
}

function Document({ children }: { children: ReactNode }) {
  const data = useShell();
  const nonce = useNonce();
  const { t } = useTranslation();
  const locale = data?.locale ?? fallbackLanguage;
  // A route with `handle.bare` (/helpmc, embedded in apps) renders without the site's frame; with
  // `handle.scripts` false (the offline page, served at other addresses) without the app's scripts.
  const handles = useMatches().map((match) => match.handle as { bare?: boolean; scripts?: boolean } | undefined);
  const bare = handles.some((handle) => Boolean(handle?.bare));
  const scripts = !handles.some((handle) => handle?.scripts === false);
  const shell = data && !bare ? data : null;
  const theme = data?.shell?.brandTheme ?? null;
  const brandStyle = data?.brandStyle ?? null;
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="color-scheme" content={theme?.scheme === 'LIGHT' ? 'light' : 'dark'} />
        {/* Without the shell's answer the browser's own defaults stand (the portal's colours are tokens.css). */}
        {theme ? <meta name="theme-color" content={theme.colors.surface} /> : null}
        <link rel="icon" href={data?.favicon.href ?? '/favicon.svg'} type={data?.favicon.type ?? 'image/svg+xml'} />
        <Meta />
        <Links />
        {brandStyle ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: brandStyle }} /> : null}
      </head>
      <body>
        <SessionStorageOwner owner={shell?.shell ? (shell.shell.me?.account ?? '') : null} />
        <a className="skip-link" href="#main">
          {t('shell.skipToContent')}
        </a>
        {/* Only with something to show: a part drawn loads its code before the page hydrates. */}
        {shell && data?.devTools && theme?.problems.length ? (
          <MoreTranslations resources={data.words}>
            <ThemeProblems problems={theme.problems} />
          </MoreTranslations>
        ) : null}
        {shell ? <Header /> : null}
        {/* Fixed at the bottom of phones and tablets (shell.css), but next in the document: its log in and
            register (a member's deposit and account) are a few Tab stops from the top, as the header's are
            on wide screens, where it is hidden. */}
        {shell ? <TabBar /> : null}
        {shell ? <MainNav /> : null}
        {shell?.analytics.id && !shell.analytics.consent ? (
          <MoreTranslations resources={shell.words}>
            <ConsentNotice brand={shell.shell?.brand?.name ?? ''} />
          </MoreTranslations>
        ) : null}
        {shell?.legal ? (
          <MoreTranslations resources={shell.words}>
            <LegalAcceptance items={shell.legal} />
          </MoreTranslations>
        ) : null}
        {/* The page and, on wide screens, the side bar in a column of its own beside it (shell.css). */}
        <div className={shell ? 'page-frame' : undefined}>
          <main id="main" tabIndex={-1} className="page">
            {children}
          </main>
          {shell ? <SideBar /> : null}
        </div>
        {shell ? <Footer /> : null}
        {shell ? <SiteMenu /> : null}
        {shell?.shell?.popupAnnouncements ? (
          <AnnouncementPopupSlot
            items={shell.shell.popupAnnouncements.items}
            loggedIn={Boolean(shell.shell.me)}
            firstLogin={Boolean(shell.shell.me?.firstTimeLogin)}
          />
        ) : null}
        {/* A member's reality check, session-limit warning and inactivity logout: modal dialogs in the top layer, over every page and a game frame
            (outside the header, which a phone's game frame hides). */}
        {shell?.shell?.me && !shell.shell.me.isTrial ? (
          <MoreTranslations resources={shell.words}>
            <PlaySessionSlot />
            {shell.shell.brand?.inactivityMinutes ? <InactivitySlot minutes={shell.shell.brand.inactivityMinutes} /> : null}
          </MoreTranslations>
        ) : null}
        {shell?.miniGame ? (
          <MoreTranslations resources={shell.words}>
            <MiniGameSlot game={shell.miniGame} />
          </MoreTranslations>
        ) : null}
        {shell?.analytics.id ? <PageViews id={shell.analytics.id} consent={shell.analytics.consent} /> : null}
        <LanguageMemory locale={locale} />
        <AppLifecycle />
        {shell ? <LiveProvider /> : null}
        {scripts ? <ScrollRestoration nonce={nonce} /> : null}
        {scripts ? <LazyPartsList /> : null}
        {scripts ? <Scripts nonce={nonce} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const location = useLocation();
  const online = useOnline();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A post whose body is not a readable form (app/components/forms/parse.server.ts).
  const unreadable = isRouteErrorResponse(error) && (error.status === 400 || error.status === 415);
  // Without a network a page that was not kept cannot load (features/offline): say so, not "unknown error".
  const offline = !online && !notFound && !unreadable;
  const title = offline ? 'offline.title' : notFound ? 'errors.notFoundTitle' : unreadable ? 'errors.unreadableFormTitle' : 'errors.unknownTitle';
  const body = offline ? 'offline.body' : notFound ? 'errors.notFoundBody' : unreadable ? 'errors.unreadableForm' : 'errors.unknown';
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{t(title)}</h1>
      <p>{t(body)}</p>
      <p>
        <a className="button" href={notFound ? '/' : location.pathname + location.search}>
          {notFound ? t('errors.goHome') : t('common.retry')}
        </a>
      </p>
    </section>
  );
}
