import { afterHydration } from '#app/components/lazy';
import type { PopupAnnouncement } from './AnnouncementPopup';

const AnnouncementPopup = afterHydration(() => import('./AnnouncementPopup').then((module) => module.AnnouncementPopup));

/**
 * Where the announcement popup goes. It only ever opens after load, so its code is fetched after
 * hydration and stays out of every page's initial JavaScript.
 */
export function AnnouncementPopupSlot(props: { items: PopupAnnouncement[]; loggedIn: boolean; firstLogin: boolean }) {
  return props.items.length === 0 ? null : <AnnouncementPopup {...props} />;
}
