/** The site menu's id: the header's menu button opens it by this (popovertarget), and it is loaded apart (root.tsx). */
export const SITE_MENU_ID = 'site-menu';
