import { lazy, Suspense, useEffect, useState } from 'react';
import type { PopupAnnouncement } from './AnnouncementPopup';

let loading: Promise<{ default: typeof import('./AnnouncementPopup').AnnouncementPopup }> | null = null;
const load = () => (loading ??= import('./AnnouncementPopup').then((module) => ({ default: module.AnnouncementPopup })));
const AnnouncementPopup = lazy(load);

// A page whose popup may open after load (the server marks it: data-popup on <html>) fetches the
// popup's code while it hydrates rather than after: the popup is what a member sees first on a
// short page (Lighthouse took it for the largest paint of /pointMall, 3.9 s on a slow phone).
if (typeof document !== 'undefined' && document.documentElement.dataset.popup === 'pending') void load();

/**
 * Where the announcement popup goes. It only ever opens after load, so its code stays out of every
 * page's initial JavaScript; it is fetched beside hydration when the page may show it.
 */
export function AnnouncementPopupSlot(props: { items: PopupAnnouncement[]; loggedIn: boolean; firstLogin: boolean }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated || props.items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopup {...props} />
    </Suspense>
  );
}
