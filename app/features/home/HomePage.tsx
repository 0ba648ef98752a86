import { redirect, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from '@remix-run/cloudflare';
import { Outlet, useLoaderData, useLocation, type ShouldRevalidateFunction } from '@remix-run/react';
import { pageMeta } from '#app/i18n/page-title';
import { useTranslation } from '#app/i18n/react';
import { failedFields } from '#app/graphql/errors';
import { addsOnDemand, sectionOf, settleUnlessStreaming } from '#app/components/deferred.server';
import { readPage } from '#app/components/data-table/table-state';
import { NoticeMarquee } from '#app/features/content/NoticeMarquee';
import { BannerCarousel } from './BannerCarousel';
import { EntryTiles } from './EntryTiles';
import { lazyComponent } from '#app/components/lazy';
import { PopularGames } from './PopularGames';
import { ON_VIEW, readSectionState, SECTION_STATE_PARAMS, sectionsOnView } from './section-state';
import { useShell } from '#app/kernel/use-shell';
import { isFavoriteChange } from '#app/features/games/favorite';
import { refusedSubmission } from '#app/kernel/revalidation';
import { homeMemberGames } from '#app/features/games/member-games.server';
import { HOME_FAVORITES_PAGE_PARAM } from '#app/features/games/member-games';
import { MemberGamesTabs } from '#app/features/games/MemberGamesTabs';
import { HomePageAnnouncementsQuery, HomePageGameSectionsQuery, HomePageQuery, HomePageSectionLanesQuery, HomePageWinnersQuery } from './home.query.server';
import contentStyles from '#app/features/content/content.css?url';
import homeStyles from './home.css?url';
import gamesStyles from '#app/features/games/games.css?url';
import authStyles from '#app/features/auth/auth.css?url';
import { href } from '#app/kernel/href';

/** Open only at ?notice= and ?announcements=: their code loads when a visitor opens one. */
const NoticeDialog = lazyComponent('NoticeDialog', () => import('#app/features/content/NoticeDialog').then((module) => module.NoticeDialog));
const AnnouncementsDialog = lazyComponent('AnnouncementsDialog', () =>
  import('#app/features/content/AnnouncementsDialog').then((module) => module.AnnouncementsDialog),
);
/**
 * The game sections below the first screen: their code (the sections, their loading near the
 * screen, 'more') reaches the browser beside the page's first JavaScript, not in it (the home
 * page's budget, `npm run bench`, `home_js_gzip_kb`), asked for at once; the server's markup stays
 * until it arrives.
 */
const GameSections = lazyComponent('GameSections', () => import('./GameSection').then((module) => module.GameSections), { early: true });
/** The winner board and the announcements (./HomeColumns.tsx): below the first screen too, and loaded the same way. */
const HomeColumns = lazyComponent('HomeColumns', () => import('./HomeColumns').then((module) => module.HomeColumns), { early: true });

export const meta: MetaFunction = ({ matches }) => pageMeta(null, matches);
/**
 * The stylesheets of what the home page shows, in cascade order: notices, announcements and the
 * winner board (content), the page itself (home), game cards and sections (games), and the auth
 * dialogs that open over it (/login, /register…). The site-wide ones come from root.tsx.
 */
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: contentStyles },
  { rel: 'stylesheet', href: homeStyles },
  { rel: 'stylesheet', href: gamesStyles },
  { rel: 'stylesheet', href: authStyles },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The platform's reset e-mail links to the home page with its token.
  const resetToken = url.searchParams.get('resetPasswordToken');
  if (resetToken && url.pathname !== href('/reset-password')) throw redirect(href('/reset-password', { search: { token: resetToken } }));
  const announcementPage = readPage(url.searchParams, 'apage');
  // Everything starts at once; only the first screen is awaited, the rest streams after it.
  const firstScreen = context.graphql(HomePageQuery);
  // The streamed sections' platform calls queue behind the first screen's (and the shell's).
  const background = { background: true };
  // A member's Recent / Favourite tabs (streamed like the sections below the first screen).
  const mine = homeMemberGames(url, context);
  // The game sections, eleven lists of cards far below the first screen, are most of the page's
  // elements: a browser that runs our scripts asks for them as they come near the screen
  // (/resources/home-sections), so the document does not render them; any other gets them in it.
  const gameSections = addsOnDemand(request)
    ? ON_VIEW
    : sectionOf(context.graphql(HomePageGameSectionsQuery, { expand: readSectionState(url.searchParams) }, background), 'gameSections');
  // Its request for them comes soon after the document: which sections there are leaves with the
  // first screen's reads (a cached read, nothing shown), so that request asks only for the lists.
  if (gameSections === ON_VIEW) context.cloudflare.ctx.waitUntil(context.graphql(HomePageSectionLanesQuery, {}, background).catch(() => undefined));
  const later = {
    winners: sectionOf(context.graphql(HomePageWinnersQuery, {}, background), 'winnerBoard'),
    announcements: sectionOf(context.graphql(HomePageAnnouncementsQuery, { page: announcementPage }, background), 'announcements'),
    memberGames: mine.games,
  };
  const { data, errors } = await firstScreen;
  return {
    home: data ?? null,
    failed: failedFields(errors),
    memberGamesTab: mine.tab,
    memberGamesPage: { page: mine.page, size: mine.pageSize },
    gameSections: gameSections === ON_VIEW ? ON_VIEW : (await settleUnlessStreaming(request, { gameSections })).gameSections,
    ...(await settleUnlessStreaming(request, later)),
  };
}

/** The search parameters the home loader reads; nothing else changes its data. */
const DATA_PARAMS = ['apage', 'resetPasswordToken', 'games', HOME_FAVORITES_PAGE_PARAM, ...SECTION_STATE_PARAMS];

/**
 * The home page stays under its dialogs (login, register, notices…): opening, closing or moving
 * between them reloads nothing; a form post (a login changes what the page shows) or a change of
 * the data it reads does.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, formAction, actionStatus, defaultShouldRevalidate }) => {
  // A heart changes only itself; a refused form changes nothing.
  if (isFavoriteChange(formAction) || refusedSubmission({ formMethod, actionStatus })) return false;
  if (formMethod) return defaultShouldRevalidate;
  // Sections that load themselves fetch their own state (GameSection.tsx); the page does not reload for it.
  const read = sectionsOnView.mounted > 0 ? DATA_PARAMS.filter((name) => !(SECTION_STATE_PARAMS as readonly string[]).includes(name)) : DATA_PARAMS;
  const dataOf = (url: URL) => read.map((name) => url.searchParams.getAll(name).join(',')).join('&');
  if (currentUrl.href !== nextUrl.href && dataOf(currentUrl) === dataOf(nextUrl)) return false;
  return defaultShouldRevalidate;
};

/**
 * The home page, and the layout of every route that opens a dialog over it (/login, /register,
 * /forgot-password, …): those render into the outlet, the home page stays as it is.
 */
export default function HomeLayout() {
  const { home, failed, winners, announcements, gameSections, memberGames, memberGamesTab, memberGamesPage } = useLoaderData<typeof loader>();
  const shell = useShell();
  const { t } = useTranslation();
  const failedSet = new Set(failed);
  const search = new URLSearchParams(useLocation().search);
  const passwordChanged = search.has('passwordChanged');
  const freePlayError = search.get('freePlayError');
  return (
    <div className="home">
      <h1 className="visually-hidden">{t('home.title', { brand: shell?.shell?.brand?.name ?? '' })}</h1>
      {freePlayError ? (
        <p className="form-error" role="alert">
          {t(freePlayError === 'TOO_MANY_REQUESTS' ? 'auth.errors.tooMany' : 'errors.codes.FUNCTION_NOT_AVAILABLE')}
        </p>
      ) : null}
      {passwordChanged ? (
        <p className="notice-banner" role="status">
          {t('auth.passwordChanged')}
        </p>
      ) : null}
      <NoticeMarquee notices={home?.notices ?? null} failed={failedSet.has('notices')} />
      <BannerCarousel banners={home?.banners ?? null} failed={failedSet.has('banners')} />
      <EntryTiles />
      <PopularGames games={home?.hotGames ?? null} failed={failedSet.has('hotGames')} jackpots={home?.jackpots ?? null} />
      {shell?.shell?.me ? <MemberGamesTabs tab={memberGamesTab} games={memberGames} paging={memberGamesPage} /> : null}
      <HomeColumns winners={winners} announcements={announcements} />
      <GameSections sections={gameSections} />
      {/* Drawn only when open: a closed one would still load its code before the page hydrates. */}
      {search.has('notice') ? <NoticeDialog notices={home?.notices ?? []} /> : null}
      {search.has('announcements') ? <AnnouncementsDialog page={announcements} /> : null}
      <Outlet />
    </div>
  );
}
