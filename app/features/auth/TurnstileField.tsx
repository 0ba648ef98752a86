import { useEffect, useId, useRef, useState } from 'react';
import type { Problem } from '#app/components/FormField';
import { readProblem } from '#app/components/forms/problem';
import { useTranslation } from '#app/i18n/react';

/** Where Turnstile's script lives (the page's CSP allows this origin: security-headers.ts). */
const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
/** The platform's development stand-in hands out tokens here (development tools only). */
const STAND_IN_TOKEN_URL = '/__dev/platform/turnstile-token';

interface TurnstileApi {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

/** Loads Turnstile's script once, the first time a form needs it (never before the platform asks). */
function loadTurnstile(): Promise<TurnstileApi> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('turnstile missing')));
    script.onerror = () => {
      loading = null;
      reject(new Error('turnstile did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

function firstProblem(problem: Problem | null | undefined) {
  if (!problem) return null;
  if (typeof problem === 'string') return readProblem(problem);
  if (Array.isArray(problem)) return problem.length ? readProblem(problem[0] as string) : null;
  return problem as ReturnType<typeof readProblem>;
}

/**
 * The brand's human check by Cloudflare Turnstile: its widget puts the token into the form as
 * `humanToken`. In development a plain "I am human" box stands in and fetches a token the
 * platform's stand-in verifier accepts, so local runs and tests need no network.
 */
export function TurnstileField({ idPrefix, siteKey, standIn, problem }: { idPrefix: string; siteKey: string; standIn: boolean; problem?: Problem | null }) {
  const { t } = useTranslation();
  const labelId = useId();
  const shown = firstProblem(problem);
  const errorId = `${idPrefix}-human-error`;
  return (
    <div className="field" role="group" aria-labelledby={labelId} aria-describedby={shown ? errorId : undefined}>
      <span id={labelId} className="field__label">
        {t('login.humanCheck')}
      </span>
      {standIn ? <StandInWidget id={`${idPrefix}-human`} /> : <RealWidget siteKey={siteKey} />}
      {shown ? (
        <p id={errorId} className="field-error">
          {t(shown.key, shown.params)}
        </p>
      ) : null}
    </div>
  );
}

function RealWidget({ siteKey }: { siteKey: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let widgetId: string | null = null;
    let cancelled = false;
    loadTurnstile()
      .then((api) => {
        if (cancelled || !box.current) return;
        widgetId = api.render(box.current, { sitekey: siteKey, 'response-field-name': 'humanToken' });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey]);
  return (
    <>
      <div ref={box} />
      {failed ? <p role="alert">{t('login.humanCheckFailed')}</p> : null}
    </>
  );
}

function StandInWidget({ id }: { id: string }) {
  const { t } = useTranslation();
  const [token, setToken] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const verify = async (checked: boolean) => {
    if (!checked) return setToken('');
    setState('busy');
    try {
      const res = await fetch(STAND_IN_TOKEN_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      const body = (await res.json()) as { value?: { token?: string } };
      if (!res.ok || !body.value?.token) throw new Error('no token');
      setToken(body.value.token);
      setState('done');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <div className="field field--inline">
        <input id={id} type="checkbox" disabled={state === 'busy' || state === 'done'} onChange={(event) => void verify(event.currentTarget.checked)} />
        <label htmlFor={id}>{t('login.humanCheckStandIn')}</label>
      </div>
      <input type="hidden" name="humanToken" value={token} />
      <p role="status">{state === 'done' ? t('login.humanCheckDone') : state === 'failed' ? t('login.humanCheckFailed') : ''}</p>
    </>
  );
}
