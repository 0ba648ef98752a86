/** The site menu's id: the header's button opens it as a popover (no script needed), from the page's first JavaScript, while the menu's own code comes beside hydration (root.tsx). */
export const SITE_MENU_ID = 'site-menu';
