import { useLocation, useNavigate } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { AlertDialog, DialogCloseButton } from '#app/components/AlertDialog';
import { useTranslation } from '#app/i18n/react';
import { Money } from '#app/kernel/money/Money';
import { delayUntil, minutesPlayed, nextRealityCheck, sameEnd, sessionEndMoments, type PlaySessionNow } from './play-session';
import { readPlaySession } from './read-play-session';
import { href } from '#app/kernel/href';

/** Where "Stop playing" leads: the account record (leaving a game frame ends the game). */
const ACCOUNT_RECORD = href('/member/transactionHistory');

/**
 * Remembers, for this browser tab, the session end already warned of and the one already acted on:
 * a reload or the next page in the last five minutes must not warn again, nor a reload past the
 * end go round again.
 */
const WARNED_KEY = 'rg:sessionWarned';
const ENDED_KEY = 'rg:sessionEnded';

function done(key: string, endsAt: number): boolean {
  try {
    const noted = sessionStorage.getItem(key);
    return noted !== null && sameEnd(Number(noted), endsAt);
  } catch {
    return false;
  }
}

function markDone(key: string, endsAt: number) {
  try {
    sessionStorage.setItem(key, String(endsAt));
  } catch {
    // Storage may be unavailable (private mode): each still happens once on this page.
  }
}

/**
 * The reality check and the session-limit warning of a signed-in member (docs/decisions/039), on
 * every page, a game frame's too: a modal dialog is in the top layer, above the frame. It reads this
 * session (`/resources/play-session`) on mount and after each navigation, and sets timers, never a
 * polling loop: every reality-check interval since the login a dialog shows the time played, the
 * stakes and the net result, read afresh as it opens, with "Continue playing" (another interval) and
 * "Stop playing" (the account record); with a session time limit, a warning five minutes before its
 * end, and at the end a full load of the login page (the server's session is over by then).
 */
export function PlaySessionWatch() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [session, setSession] = useState<PlaySessionNow | null>(null);
  const [check, setCheck] = useState<{ shownAt: number; session: PlaySessionNow } | null>(null);
  const [ending, setEnding] = useState<PlaySessionNow | null>(null);
  const answeredAt = useRef<number | null>(null);

  // This session, on mount and after every navigation (a setting changed, a game played).
  useEffect(() => {
    const controller = new AbortController();
    void readPlaySession(controller.signal).then((read) => {
      if (read !== undefined && !controller.signal.aborted) setSession(read);
    });
    return () => controller.abort();
  }, [location.key]);

  // The next reality check, read afresh when it is due (none while one is open).
  const interval = session?.realityCheckMinutes ?? null;
  const startedAt = session?.startedAt ?? null;
  useEffect(() => {
    if (check || interval === null || startedAt === null || interval <= 0) return;
    let cancelled = false;
    const due = nextRealityCheck(startedAt, interval, Date.now(), answeredAt.current);
    const timer = setTimeout(
      async () => {
        const fresh = await readPlaySession();
        if (cancelled || fresh === null) return;
        // Unreadable just now: the figures last read, rather than no reminder at all.
        setCheck({ shownAt: Date.now(), session: fresh ?? session! });
      },
      delayUntil(due, Date.now()),
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // `session` only supplies a fallback; a new reading with the same clock keeps the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [check, interval, startedAt]);

  // The session time limit: the warning, then the end.
  const endsAt = session?.endsAt ?? null;
  useEffect(() => {
    const moments = sessionEndMoments(endsAt, Date.now());
    if (!moments || endsAt === null || done(ENDED_KEY, endsAt)) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (!done(WARNED_KEY, endsAt))
      timers.push(
        setTimeout(
          () => {
            markDone(WARNED_KEY, endsAt);
            setEnding(session);
          },
          delayUntil(moments.warnAt, Date.now()),
        ),
      );
    timers.push(
      setTimeout(
        () => {
          markDone(ENDED_KEY, endsAt);
          window.location.assign(href('/login'));
        },
        delayUntil(moments.endAt, Date.now()),
      ),
    );
    return () => timers.forEach(clearTimeout);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [endsAt]);

  if (check) {
    const answered = () => {
      answeredAt.current = Date.now();
      setCheck(null);
    };
    return (
      <AlertDialog
        title={t('realityCheck.title')}
        message={t('realityCheck.played', { minutes: minutesPlayed(check.session.startedAt, check.shownAt) })}
        shownFor={check.shownAt}
        onClose={answered}
      >
        <dl className="my-account__facts">
          <div>
            <dt>{t('realityCheck.stakes')}</dt>
            <dd>
              <Money minor={check.session.stakes} />
            </dd>
          </div>
          <div>
            <dt>{t('realityCheck.net')}</dt>
            <dd>
              <Money minor={check.session.net} />
            </dd>
          </div>
        </dl>
        <div className="dialog__actions">
          <DialogCloseButton>{t('realityCheck.continue')}</DialogCloseButton>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              answered();
              navigate(ACCOUNT_RECORD);
            }}
          >
            {t('realityCheck.stop')}
          </button>
        </div>
      </AlertDialog>
    );
  }
  if (ending?.endsAtText) {
    return (
      <AlertDialog title={t('realityCheck.endingTitle')} message={t('realityCheck.ending', { time: ending.endsAtText })} onClose={() => setEnding(null)}>
        <div className="dialog__actions">
          <DialogCloseButton>{t('realityCheck.understood')}</DialogCloseButton>
        </div>
      </AlertDialog>
    );
  }
  return null;
}
