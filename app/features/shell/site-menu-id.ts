/** The site menu's id: the header's button opens it as a popover (the browser opens it with or without scripts). */
export const SITE_MENU_ID = 'site-menu';
