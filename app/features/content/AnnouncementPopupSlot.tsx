import { lazy, Suspense, useEffect, useState } from 'react';
import type { PopupAnnouncement } from './AnnouncementPopup';

const AnnouncementPopup = lazy(() => import('./AnnouncementPopup').then((module) => ({ default: module.AnnouncementPopup })));

/**
 * Where the announcement popup goes. It only ever opens after load, so its code is fetched after
 * hydration and stays out of every page's initial JavaScript.
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
