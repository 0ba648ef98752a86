/**
 * Google Analytics 4 (gtag.js) for a brand that measures visits, started in the browser only after
 * the visitor allowed it (docs/decisions/045-analytics-with-consent.md). The id is the gateway's,
 * checked as G- and letters or digits (gateway/modules/system/analytics.ts).
 */

/** Where gtag.js comes from (security-headers.ts allows this host when the brand measures visits). */
export const gtagSource = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Starts Google Analytics once per page: the data layer, consent for analytics only (never
 * advertising: no ad storage or personalisation, no Google signals), the configuration, then the
 * script (added by the page's own trusted script, which the CSP's 'strict-dynamic' allows). Its
 * cookies are the page's host's alone (cookie_domain 'none'), so refusing later can remove them
 * (consent.server.ts). Page views are sent by the page itself, once per address (AnalyticsConsent.tsx).
 */
export function startGtag(id: string): (...args: unknown[]) => void {
  if (window.gtag) return window.gtag;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, exactly as Google's snippet pushes it.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  const gtag = window.gtag;
  gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' });
  gtag('js', new Date());
  gtag('config', id, { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false, cookie_domain: 'none' });
  const script = document.createElement('script');
  script.async = true;
  script.src = gtagSource(id);
  document.head.appendChild(script);
  return gtag;
}
