import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData, useLocation } from '@remix-run/react';
import { brandNameOf } from '../../i18n/page-title';
import { useTranslation } from '../../i18n/react';
import { failedFields } from '../../graphql/errors';
import { AnnouncementsBlock } from '../../features/content/AnnouncementsBlock';
import { AnnouncementsDialog } from '../../features/content/AnnouncementsDialog';
import { NoticeDialog } from '../../features/content/NoticeDialog';
import { NoticeMarquee } from '../../features/content/NoticeMarquee';
import { WinnerBoard } from '../../features/content/WinnerBoard';
import { BannerCarousel } from '../../features/home/BannerCarousel';
import { EntryTiles } from '../../features/home/EntryTiles';
import { GameSection } from '../../features/home/GameSection';
import { PopularGames } from '../../features/home/PopularGames';
import { readSectionState } from '../../features/home/section-state';
import { useShell } from '../../root';
import { HomePageQuery } from './query.server';

export const meta: MetaFunction = ({ matches }) => {
  return [{ title: brandNameOf(matches) ?? 'Casino' }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // The platform's reset e-mail links to the home page with its token.
  const resetToken = url.searchParams.get('resetPasswordToken');
  if (resetToken && url.pathname !== '/reset-password') throw redirect(`/reset-password?token=${encodeURIComponent(resetToken)}`);
  const announcementPage = Math.max(1, Number.parseInt(url.searchParams.get('apage') ?? '1', 10) || 1);
  const expand = readSectionState(url.searchParams);
  const { data, errors } = await context.graphql(HomePageQuery, { expand, announcementPage });
  return { home: data ?? null, failed: failedFields(errors) };
}

export default function HomePage() {
  const { home, failed } = useLoaderData<typeof loader>();
  const shell = useShell();
  const { t } = useTranslation();
  const failedSet = new Set(failed);
  const search = new URLSearchParams(useLocation().search);
  const passwordChanged = search.has('passwordChanged');
  const freePlayError = search.get('freePlayError');
  const currencySymbol = shell?.shell?.brand?.currencySymbol ?? '';
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
        <WinnerBoard winners={home?.winnerBoard ?? null} failed={failedSet.has('winnerBoard')} currencySymbol={currencySymbol} />
        <AnnouncementsBlock page={home?.announcements ?? null} failed={failedSet.has('announcements')} />
      </div>
      {failedSet.has('gameSections') && !home?.gameSections ? (
        <GameSection.Failed />
      ) : (
        (home?.gameSections ?? []).map((section) => <GameSection key={section.category.gameType} section={section} />)
      )}
      <NoticeDialog notices={home?.notices ?? []} />
      <AnnouncementsDialog page={home?.announcements ?? null} />
    </div>
  );
}
