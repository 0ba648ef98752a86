import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import { Dialog } from '#app/components/Dialog';
import { MoreTranslations, useTranslation } from '#app/i18n/react';
import { GameInfoAbsent, GameInfoView, GameJackpots, type GameInfoAnswer } from './GameInfoView';
import { gameInfoPath } from './info-path';

/**
 * A game's rules and return to player over its card or its frame (GameInfoLink), from the same
 * loader as its page; the player stays where they were (a game in its frame plays on beneath).
 */
export function GameInfoDialog({ gameId, gameName, onClose }: { gameId: string; gameName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<GameInfoAnswer>();
  const { load } = fetcher;
  useEffect(() => {
    load(gameInfoPath(gameId));
  }, [load, gameId]);
  const page = fetcher.data;
  return (
    <Dialog title={t('games.info.title', { game: gameName })} onClose={onClose} className="dialog--wide game-info-dialog" readOnlyBody>
      {!page ? (
        fetcher.state === 'idle' ? (
          <GameInfoAbsent state="failed" />
        ) : (
          <p role="status">{t('games.info.loading')}</p>
        )
      ) : (
        <MoreTranslations resources={page.words}>
          {page.state === 'shown' ? <GameInfoView info={page.info} headingLevel={3} /> : <GameInfoAbsent state={page.state === 'none' ? 'none' : 'failed'} />}
          <GameJackpots jackpots={page.jackpots ?? []} headingLevel={3} />
        </MoreTranslations>
      )}
    </Dialog>
  );
}
