import { Link } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';
import { href } from '#app/kernel/href';
import { useLiveStanding } from '#app/kernel/live-store';
import type { FrameRace } from './frame-races.server';

/**
 * The member's place in the runs the game counts in, under the game frame's bar (docs/decisions/066):
 * it moves live with each round that scores (the member's stream). A run the member is not in shows
 * nothing until a round of theirs enters them (an automatic run). Its words are the frame's own
 * (the play namespace): the frame does not load the tournaments' words.
 */
export function FrameStanding({ races, className }: { races: readonly FrameRace[]; className?: string }) {
  if (!races.length) return null;
  return (
    <ul className={className ? `frame-standing ${className}` : 'frame-standing'}>
      {races.map((race) => (
        <RaceLine key={race.code} race={race} />
      ))}
    </ul>
  );
}

function RaceLine({ race }: { race: FrameRace }) {
  const { t } = useTranslation();
  const live = useLiveStanding(race.code);
  if (!race.joined && !live) return null;
  const position = live?.position ?? race.position;
  return (
    <li>
      <Link to={href('/tournaments/:code', { code: race.code })} className="frame-standing__link">
        <span className="frame-standing__name">{race.name}</span>{' '}
        <span className="frame-standing__place" data-testid="frame-position">
          {position ? t('play.racePlace', { position }) : t('play.raceNoScore')}
        </span>
      </Link>
    </li>
  );
}
