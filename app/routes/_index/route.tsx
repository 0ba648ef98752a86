import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData, useLocation, type ShouldRevalidateFunction } from '@remix-run/react';
import { brandNameOf } from '../../i18n/page-title';
import { useTranslation } from '../../i18n/react';
import { failedFields } from '../../graphql/errors';
import { sectionOf, settleUnlessStreaming } from '../../components/deferred.server';
import { AnnouncementsBlock } from '../../features/content/AnnouncementsBlock';
import { AnnouncementsDialog } from '../../features/content/AnnouncementsDialog';
import { NoticeDialog } from '../../features/content/NoticeDialog';
import { NoticeMarquee } from '../../features/content/NoticeMarquee';
import { WinnerBoard } from '../../features/content/WinnerBoard';
import { BannerCarousel } from '../../features/home/BannerCarousel';
import { EntryTiles } from '../../features/home/EntryTiles';
import { GameSections } from '../../features/home/GameSection';
import { PopularGames } from '../../features/home/PopularGames';
import { readSectionState } from '../../features/home/section-state';
import { useShell } from '../../features/shell/use-shell';
import { HomePageAnnouncementsQuery, HomePageGameSectionsQuery, HomePageQuery, HomePageWinnersQuery } from './query.server';

export const meta: MetaFunction = ({ matches }) => {
  return [{ title: brandNameOf(matches) ?? 'Casino' }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The platform's reset e-mail links to the home page with its token.
  const resetToken = url.searchParams.get('resetPasswordToken');
  if (resetToken && url.pathname !== '/reset-password') throw redirect(`/reset-password?token=${encodeURIComponent(resetToken)}`);
  const announcementPage = Math.max(1, Number.parseInt(url.searchParams.get('apage') ?? '1', 10) || 1);
  // Everything starts at once; only the first screen is awaited, the rest streams after it.
  const firstScreen = context.graphql(HomePageQuery);
  const later = {
    winners: sectionOf(context.graphql(HomePageWinnersQuery), 'winnerBoard'),
    announcements: sectionOf(context.graphql(HomePageAnnouncementsQuery, { page: announcementPage }), 'announcements'),
    gameSections: sectionOf(context.graphql(HomePageGameSectionsQuery, { expand: readSectionState(url.searchParams) }), 'gameSections'),
  };
  const { data, errors } = await firstScreen;
  return { home: data ?? null, failed: failedFields(errors), ...(await settleUnlessStreaming(request, later)) };
}

// Opening or moving through a dialog whose data the page already has needs no new data.
const VIEW_ONLY_PARAMS = ['notice', 'announcements', 'announcement'];

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const dataParams = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of VIEW_ONLY_PARAMS) params.delete(name);
    params.sort();
    return params.toString();
  };
  if (currentUrl.search !== nextUrl.search && dataParams(currentUrl) === dataParams(nextUrl)) return false;
  return defaultShouldRevalidate;
};

export default function HomePage() {
  const { home, failed, winners, announcements, gameSections } = useLoaderData<typeof loader>();
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
      <PopularGames games={home?.hotGames ?? null} failed={failedSet.has('hotGames')} />
      <div className="home__columns">
        <WinnerBoard winners={winners} />
        <AnnouncementsBlock page={announcements} />
      </div>
      <GameSections sections={gameSections} />
      <NoticeDialog notices={home?.notices ?? []} />
      <AnnouncementsDialog page={announcements} />
    </div>
  );
}
