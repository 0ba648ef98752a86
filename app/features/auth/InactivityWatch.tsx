import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { AlertDialog, DialogCloseButton } from '#app/components/AlertDialog';
import { useTranslation } from '#app/i18n/react';
import { loginAreaOf, loginHref } from '#app/kernel/access';
import { href } from '#app/kernel/href';
import { markPageExit } from '#app/kernel/page-exit';
import { useBalanceChanges } from '#app/kernel/live-store';
import { idleState, latestActivity, secondsLeft } from './inactivity';

/** Every tab of the site writes its member's latest activity here, so one busy tab keeps the others. */
const ACTIVITY_KEY = 'session:lastActivity';
/** What counts as the member being there. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** Activity is noted at most this often (a drag or a held key is hundreds of events). */
const NOTE_EVERY_MS = 2_000;

function storedActivity(): string | null {
  try {
    return localStorage.getItem(ACTIVITY_KEY);
  } catch {
    return null;
  }
}

/**
 * The inactivity logout: after the brand's minutes without activity in any tab of the
 * site, the member is logged out and told why on the login form, which leads back to the page they
 * were on. A minute before, a dialog counts down and "Stay logged in" keeps the session (WCAG 2.2.1:
 * a warning and a simple way to extend). Activity is a press, a key, a wheel or a touch on the page,
 * and any movement the live stream reports: a round played in a game frame (another origin, whose
 * clicks the page never sees) keeps the member logged in. The minutes are the platform's idle
 * timeout, so the session ends here when it would end there.
 */
export function InactivityWatch({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  const movements = useBalanceChanges();
  const lastActivity = useRef(Date.now());
  const [warnedUntil, setWarnedUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const note = (at = Date.now(), force = false) => {
    if (!force && at - lastActivity.current < NOTE_EVERY_MS) return;
    lastActivity.current = at;
    try {
      localStorage.setItem(ACTIVITY_KEY, String(at));
    } catch {
      // Storage may be unavailable (private mode): this tab keeps its own clock.
    }
  };

  useEffect(() => {
    const noted = () => note();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, noted, { capture: true, passive: true });
    // Loading a page is activity too (a login, a link followed).
    note(Date.now(), true);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, noted, { capture: true });
    };
    // `note` reads only refs.
  }, []);

  // A round settled (or any movement) while the member plays in a frame.
  useEffect(() => {
    if (movements > 0) note();
  }, [movements]);

  // One check a second, and at once when the tab comes back (timers sleep in a hidden tab).
  useEffect(() => {
    let ended = false;
    const check = () => {
      if (ended) return;
      const at = Date.now();
      lastActivity.current = latestActivity(lastActivity.current, storedActivity());
      const state = idleState(lastActivity.current, minutes, at);
      // The countdown's clock moves only while it shows: no render a second otherwise.
      if (state.kind === 'warned') setNow(at);
      if (state.kind === 'over') {
        ended = true;
        void logOut(minutes);
      } else setWarnedUntil(state.kind === 'warned' ? state.logoutAt : null);
    };
    const timer = setInterval(check, 1000);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [minutes]);

  if (warnedUntil === null) return null;
  const stay = () => {
    note(Date.now(), true);
    setWarnedUntil(null);
    // Touches the platform's session too (the shell reads the member), whose idle timer is the same.
    revalidate();
  };
  return (
    <AlertDialog
      title={t('inactivity.title')}
      message={t('inactivity.warning', { seconds: secondsLeft(warnedUntil, now), minutes })}
      shownFor={warnedUntil}
      onClose={stay}
    >
      <div className="dialog__actions">
        <DialogCloseButton>{t('inactivity.stay')}</DialogCloseButton>
      </div>
    </AlertDialog>
  );
}

/**
 * Ends the session (the log-out action, as the confirmation posts it), then a full load of the
 * login form (the agent site's from the agent centre): nothing of the member's page stays in memory,
 * and the form says why.
 */
async function logOut(minutes: number) {
  const back = `${window.location.pathname}${window.location.search}`;
  // Ending the session ends the live stream too, which would revalidate a page about to go.
  markPageExit();
  await fetch(href('/logout'), { method: 'POST', body: new FormData(), redirect: 'manual' }).catch(() => undefined);
  const area = loginAreaOf(window.location.pathname);
  window.location.assign(`${loginHref(back.startsWith('/play/') ? '/' : back, area)}&idle=${minutes}`);
}
