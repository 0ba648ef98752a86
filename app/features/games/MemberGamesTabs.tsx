import { lazyComponent } from '#app/components/lazy';

/** The home page's Recent / Favourite tabs for members, loaded apart from the page's first JavaScript. */
export const MemberGamesTabs = lazyComponent('MemberGamesTabs', () => import('./MemberGamesTabsPanel').then((module) => module.default));
