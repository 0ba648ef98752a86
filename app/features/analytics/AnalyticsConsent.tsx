/**
 * The analytics question and its answer (docs/decisions/045-analytics-with-consent.md), for a brand
 * that measures visits: a notice in the page's flow until the visitor answers (it covers nothing),
 * and the form it shares with the footer's way to change the answer (./ConsentChoice.tsx); once
 * allowed, Google Analytics counts the pages (./PageViews.tsx). Loaded apart from the page's first
 * JavaScript (root.tsx); its words come with the root loader's data.
 */
import { useFetcher, useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '#app/i18n/react';
import type { ConsentChoice } from '#app/kernel/use-shell';
import { href } from '#app/kernel/href';

/** The consent form: one button per answer, back to this page. Works before JavaScript (a plain post). */
export function ConsentForm({ choices, onAnswer }: { choices: { choice: ConsentChoice; label: string; primary?: boolean }[]; onAnswer?: () => void }) {
  const fetcher = useFetcher();
  const location = useLocation();
  return (
    <fetcher.Form
      method="post"
      action={href('/analytics-consent')}
      className="consent__actions"
      onSubmit={(event) => {
        // The page the visitor is on now: this form's markup may come from the server's render of an
        // earlier address (a lazy part hydrates when its chunk arrives, and React does not correct
        // an attribute that differs then), so the hidden field is set when the answer is sent.
        const back = event.currentTarget.elements.namedItem('redirectTo');
        if (back instanceof HTMLInputElement) back.value = window.location.pathname + window.location.search + window.location.hash;
        onAnswer?.();
      }}
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search + location.hash} />
      {choices.map(({ choice, label, primary }) => (
        <button
          key={choice}
          type="submit"
          name="choice"
          value={choice}
          className={primary ? 'button' : 'button button--ghost'}
          disabled={fetcher.state !== 'idle'}
        >
          {label}
        </button>
      ))}
    </fetcher.Form>
  );
}

/** Asked until the visitor answers: in the page's flow under the navigation. */
export function ConsentNotice({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const answered = useRef(false);
  // The notice goes once the answer is kept: the focus, which was on its button, goes to the page
  // (not back to the document's start). Done when it leaves, after whatever the answer's round trip
  // did with the focus on the way.
  useEffect(
    () => () => {
      const focus = document.activeElement;
      if (answered.current && (!focus || focus === document.body || !focus.isConnected)) document.getElementById('main')?.focus();
    },
    [],
  );
  return (
    <section className="consent" aria-labelledby="consent-title">
      {/* The notice's name, not a heading: it stands above the page's own h1, which stays the document's first heading. */}
      <strong id="consent-title" className="consent__title">
        {t('consentNotice.label')}
      </strong>
      <p>{t('consentNotice.text', { brand })}</p>
      <ConsentForm
        onAnswer={() => {
          answered.current = true;
        }}
        choices={[
          { choice: 'granted', label: t('consentNotice.allow'), primary: true },
          { choice: 'denied', label: t('consentNotice.decline') },
        ]}
      />
    </section>
  );
}
