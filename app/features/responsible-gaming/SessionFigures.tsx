import { useEffect, useState } from 'react';
import { formatDateTime } from '#app/i18n/format';
import { useTranslation } from '#app/i18n/react';
import { useBalanceChanges } from '#app/kernel/live-store';
import { Money } from '#app/kernel/money/Money';
import { useShell } from '#app/kernel/use-shell';
import { elapsedClock, elapsedDuration, type PlaySessionNow } from './play-session';
import { readPlaySession } from './read-play-session';

/** A burst of movements (a round is a stake and a payout) reads the session once, after the last. */
const SETTLE_MS = 600;
/** The time now on the player's own clock, as their phone shows it. */
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/**
 * The safer-gambling display while a member plays (docs/decisions/058; UKGC RTS 13C and 14, Ontario's
 * standard 2.23): how long this login session has lasted, the time now, and the session's net
 * position (returns less stakes since the login) in the brand's currency. For a brand that shows
 * it (`Brand.sessionFigures`) and a member with real money; nothing for a visitor, a trial account,
 * or a platform without responsible-gaming tools. It reads the session after hydration and again
 * after each movement the live stream reports (a round settled in the frame), and ticks on the
 * browser's clock; the server renders nothing of it, so no figure is ever stale on arrival.
 */
export function SessionFigures({ className }: { className?: string }) {
  const shell = useShell()?.shell;
  const shown = Boolean(shell?.brand?.sessionFigures && shell.me && !shell.me.isTrial);
  const { t, i18n } = useTranslation();
  const movements = useBalanceChanges();
  const [session, setSession] = useState<PlaySessionNow | null>(null);
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    if (!shown) return;
    const controller = new AbortController();
    // The first reading at once; a reading after movements once they settle.
    const timer = setTimeout(
      () => {
        void readPlaySession(controller.signal).then((read) => {
          // Unreadable just now (the network): the figures last read stay.
          if (read !== undefined && !controller.signal.aborted) setSession(read);
        });
      },
      movements === 0 ? 0 : SETTLE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [shown, movements]);

  const running = session !== null;
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [running]);

  if (!shown || !session || now === null) return null;
  const clock = formatDateTime(now, i18n.language, CLOCK);
  return (
    <div role="group" aria-label={t('sessionFigures.label')} className={className ? `session-figures ${className}` : 'session-figures'}>
      <dl>
        <div>
          <dt>{t('sessionFigures.elapsed')}</dt>
          <dd>
            <time dateTime={elapsedDuration(session.startedAt, now)}>{elapsedClock(session.startedAt, now)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('sessionFigures.clock')}</dt>
          <dd>
            <time dateTime={new Date(now).toISOString()}>{clock}</time>
          </dd>
        </div>
        <div>
          <dt>{t('sessionFigures.net')}</dt>
          <dd>
            <Money minor={session.net} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
