import type { ComponentProps } from 'react';
import { AnnouncementsBlock } from '#app/features/content/AnnouncementsBlock';
import { WinnerBoard } from '#app/features/content/WinnerBoard';

/**
 * The winner board and the announcements, side by side on wide screens, below the popular games:
 * both stream in after the first screen. The home page loads this module as a lazy part beside
 * hydration (./HomePage.tsx says why).
 */
export function HomeColumns({
  winners,
  announcements,
}: {
  winners: ComponentProps<typeof WinnerBoard>['winners'];
  announcements: ComponentProps<typeof AnnouncementsBlock>['page'];
}) {
  return (
    <div className="home__columns">
      <WinnerBoard winners={winners} />
      <AnnouncementsBlock page={announcements} />
    </div>
  );
}
