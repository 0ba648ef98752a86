import { Link, useLocation } from '@remix-run/react';
import { lazyComponent } from '#app/components/lazy';
import { useTranslation } from '#app/i18n/react';
import { loginHref } from '#app/kernel/access';

const MemberHeart = lazyComponent('MemberHeart', () => import('./MemberHeart').then((module) => module.default));

/**
 * The favourite heart of a game card. A guest's heart leads to log in (and back); a member's is
 * MemberHeart, loaded on its own (the server renders it in the page, so it shows and posts at once).
 */
export function FavoriteButton({
  gameId,
  gameName,
  vendor,
  gameType,
  isFavorite,
  loggedIn,
}: {
  gameId: string;
  gameName: string;
  vendor: string;
  gameType: string;
  isFavorite: boolean;
  loggedIn: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  if (!loggedIn) {
    return (
      <Link className="heart" to={loginHref(location.pathname + location.search)} aria-label={t('games.addFavorite', { game: gameName })}>
        <span aria-hidden="true">♡</span>
      </Link>
    );
  }
  return <MemberHeart gameId={gameId} gameName={gameName} vendor={vendor} gameType={gameType} isFavorite={isFavorite} />;
}
