import { useFetcher, useLocation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#app/i18n/react';
import { FAVORITE_ACTION, FAVORITE_THROTTLE_MS, type FavoriteAnswer } from './favorite';

/**
 * A member's heart (loaded apart from the home page's first JavaScript: guests never need it). A
 * form posting to the favourite action, so it works without JavaScript; with it, the heart turns
 * at once (optimistic), at most once per second, and a refusal turns it back with a message.
 */
export default function MemberHeart({
  gameId,
  gameName,
  vendor,
  gameType,
  isFavorite,
}: {
  gameId: string;
  gameName: string;
  vendor: string;
  gameType: string;
  isFavorite: boolean;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher<FavoriteAnswer>();
  const [shown, setShown] = useState(isFavorite);
  const [failed, setFailed] = useState<string | null>(null);
  const confirmed = useRef(isFavorite);
  const lastChange = useRef(0);
  const returnTo = location.pathname + location.search;

  // A fresh server answer (navigation, reload) is the truth again.
  useEffect(() => {
    confirmed.current = isFavorite;
    setShown(isFavorite);
  }, [isFavorite]);

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer) return;
    if (answer.ok) {
      confirmed.current = answer.isFavorite;
      setShown(answer.isFavorite);
    } else {
      setShown(confirmed.current);
      setFailed(answer.error);
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      method="post"
      action={FAVORITE_ACTION}
      className="heart-form"
      onSubmit={(event) => {
        event.preventDefault();
        const now = Date.now();
        if (now - lastChange.current < FAVORITE_THROTTLE_MS || fetcher.state !== 'idle') return;
        lastChange.current = now;
        const next = !shown;
        setShown(next);
        setFailed(null);
        fetcher.submit({ gameId, vendor, gameType, favorite: String(next), returnTo, via: 'fetcher' }, { method: 'post', action: FAVORITE_ACTION });
      }}
    >
      <input type="hidden" name="gameId" value={gameId} />
      <input type="hidden" name="vendor" value={vendor} />
      <input type="hidden" name="gameType" value={gameType} />
      <input type="hidden" name="favorite" value={String(!shown)} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className={shown ? 'heart heart--on' : 'heart'} aria-pressed={shown} aria-label={t('games.favoriteOf', { game: gameName })}>
        <span aria-hidden="true">{shown ? '♥' : '♡'}</span>
      </button>
      {failed ? (
        <p className="heart-form__error" role="alert">
          {t(failed)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
