import { useLocation } from '@remix-run/react';
import { useEffect } from 'react';
import type { ConsentChoice } from '#app/kernel/use-shell';
import { startGtag } from './gtag';

/**
 * Google Analytics once the visitor allowed it: started in this page (also right after the answer,
 * without a reload), a page view for every address (its path only: a query can carry a reset
 * token), and consent taken back at once when the visitor stops it.
 */
export function PageViews({ id, consent }: { id: string; consent: ConsentChoice | null }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (consent !== 'granted') {
      window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
      return;
    }
    const gtag = startGtag(id);
    gtag('consent', 'update', { analytics_storage: 'granted' });
    gtag('event', 'page_view', { page_location: window.location.origin + pathname, page_title: document.title });
  }, [id, consent, pathname]);
  return null;
}
