import type { LinksFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { CheckboxField, FormError } from '#app/components/FormField';
import { SectionError } from '#app/components/SectionError';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { href } from '#app/kernel/href';
import { browserPushState, subscribeBrowser, unsubscribeBrowser, type BrowserPushState } from './browser-push';
import { KINDS } from './push.schema';
import type { action, loader } from './push.server';
import styles from './push.css?url';

export { action, loader } from './push.server';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['push'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

/**
 * The member's notifications (docs/decisions/065): what their browsers are told, kind by kind, all
 * off until turned on; offers are chosen on the marketing preferences. A plain form saves the kinds
 * before JavaScript; with it, turning a kind on asks this browser for permission (only then) and
 * subscribes it, and "This browser" says where it stands.
 */
export default function NotificationsPage() {
  const { status, saved, settings } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useTranslation();
  const enabled = new Set(settings?.kinds.filter((k) => k.enabled).map((k) => k.kind));
  return (
    <section aria-labelledby="push-title" className="push-page">
      <h1 id="push-title">{t('push.title')}</h1>
      <p>{t('push.intro')}</p>
      {saved ? (
        <p role="status" className="notice">
          {t('push.saved')}
        </p>
      ) : null}
      {status === 'failed' ? (
        <SectionError what={t('push.title')} />
      ) : status === 'unavailable' || !settings ? (
        <p role="note">{t('push.notAvailable')}</p>
      ) : (
        <>
          <Form method="post" className="card push-form" aria-labelledby="push-kinds-title" onSubmit={askWhenTurningOn}>
            <h2 id="push-kinds-title">{t('push.kindsTitle')}</h2>
            <input type="hidden" name="intent" value="preferences" />
            <FormError problem={answer?.intent === 'preferences' ? answer.result.error?.[''] : null} />
            {KINDS.map(({ kind, field }) => (
              <CheckboxField key={kind} id={`push-${field}`} name={field} defaultChecked={enabled.has(kind)}>
                {t(`push.kind.${kind}`)}
              </CheckboxField>
            ))}
            <p className="muted">
              {t('push.offers')} <Link to={href('/member/marketingPreferences')}>{t('push.offersLink')}</Link>
            </p>
            <button type="submit" className="button" disabled={busy} aria-busy={busy}>
              {t('push.save')}
            </button>
          </Form>
          <ThisBrowser publicKey={settings.publicKey} justTurnedOn={saved && enabled.size > 0} subscriptions={settings.subscriptions} />
        </>
      )}
    </section>
  );
}

/**
 * Turning a kind on is the gesture a browser asks permission on: asked here, at the press, while the
 * form saves; the subscription follows once the page is back (ThisBrowser).
 */
function askWhenTurningOn(event: React.FormEvent<HTMLFormElement>) {
  const turningOn = event.currentTarget.querySelector('input[type="checkbox"]:checked') !== null;
  if (turningOn && typeof Notification !== 'undefined' && Notification.permission === 'default') {
    Notification.requestPermission().catch(() => undefined);
  }
}

/** This browser: whether it receives what the member turned on, and the button that changes it. */
function ThisBrowser({ publicKey, justTurnedOn, subscriptions }: { publicKey: string; justTurnedOn: boolean; subscriptions: number }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof action>();
  const [state, setState] = useState<BrowserPushState | 'checking' | 'failed'>('checking');
  useEffect(() => {
    browserPushState()
      .then(setState)
      .catch(() => setState('unsupported'));
  }, []);
  const start = async () => {
    try {
      const subscription = await subscribeBrowser(publicKey);
      if (!subscription) return setState(await browserPushState());
      fetcher.submit({ intent: 'subscribe', ...subscription }, { method: 'post' });
      setState('on');
    } catch {
      setState('failed');
    }
  };
  // Kinds just turned on with permission granted (asked at the form's press): this browser subscribes,
  // once; after "Stop" it stays stopped until the member asks again.
  const subscribedOnSave = useRef(false);
  useEffect(() => {
    if (!justTurnedOn || subscribedOnSave.current || state !== 'off') return;
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    subscribedOnSave.current = true;
    void start();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the browser's state is read
  }, [justTurnedOn, state]);
  const stop = async () => {
    const endpoint = await unsubscribeBrowser().catch(() => null);
    if (endpoint) fetcher.submit({ intent: 'unsubscribe', endpoint }, { method: 'post' });
    setState('off');
  };
  const refused = fetcher.data?.intent === 'subscribe' && fetcher.data.result.status === 'error';
  return (
    <section aria-labelledby="push-browser-title" className="card push-browser">
      <h2 id="push-browser-title">{t('push.browserTitle')}</h2>
      <p className="muted">{t('push.browsers', { count: subscriptions })}</p>
      <p role="status">{state === 'checking' ? '' : t(`push.browser.${refused ? 'failed' : state}`)}</p>
      {state === 'off' || state === 'failed' ? (
        <button type="button" className="button" onClick={() => void start()}>
          {t('push.start')}
        </button>
      ) : null}
      {state === 'on' ? (
        <button type="button" className="button button--ghost" onClick={() => void stop()}>
          {t('push.stop')}
        </button>
      ) : null}
    </section>
  );
}
