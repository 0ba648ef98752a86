/**
 * The visitor's analytics consent, kept in a cookie of its own (docs/decisions/045-analytics-with-consent.md):
 * read by the root loader (whether to ask, whether the page loads Google Analytics), written by the
 * consent form (AnalyticsConsentRoute.ts). Nothing is counted before a visitor says yes.
 */
import { createCookie } from '@remix-run/cloudflare';
import { CONSENT_CHOICES, type ConsentChoice } from '#app/kernel/use-shell';

/** Six months: the answer is asked again after that, as the consent guidance of EU regulators advises. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 182;

export const consentCookie = createCookie('analytics_consent', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  secure: true,
  maxAge: CONSENT_MAX_AGE_SECONDS,
});

/** The visitor's answer, or null when they have not answered (or the cookie is anything else). */
export async function readConsent(request: Request): Promise<ConsentChoice | null> {
  const value: unknown = await consentCookie.parse(request.headers.get('Cookie')).catch(() => null);
  return (CONSENT_CHOICES as readonly unknown[]).includes(value) ? (value as ConsentChoice) : null;
}

/**
 * Set-Cookie headers that remove Google Analytics' own cookies the request carries (`_ga`,
 * `_ga_<id>`): the page sets them on its own host only (cookie_domain 'none', Analytics.tsx), so
 * a host-only expiry removes them when a visitor withdraws consent.
 */
export function analyticsCookieRemovals(request: Request): string[] {
  const names = (request.headers.get('Cookie') ?? '')
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => name === '_ga' || /^_ga_[A-Z0-9]{1,24}$/.test(name));
  return [...new Set(names)].map((name) => `${name}=; Path=/; Max-Age=0; SameSite=Lax`);
}

/**
 * The page the answer was given on, from the browser's Referer (same origin only; our
 * Referrer-Policy sends the whole address there). It comes first: the form's own field can be the
 * server's markup of an earlier address when the visitor answers before the notice's script arrived
 * (AnalyticsConsent.tsx), and the Referer is always the page they are on.
 */
export function pageAnsweredOn(request: Request): string | null {
  const referer = request.headers.get('Referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin ? from.pathname + from.search + from.hash : null;
  } catch {
    return null;
  }
}
