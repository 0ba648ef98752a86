/** The push namespace (en): the member's notifications, kind by kind (docs/decisions/065; see source-words.ts). */
const push = {
  push: {
    title: 'Notifications',
    intro:
      'What we tell you while the site is closed, on the browsers where you allow it. Every kind starts off; your browser asks for permission only when you turn one on.',
    saved: 'Saved.',
    notAvailable: 'Notifications are not offered on this site.',
    kindsTitle: 'What to tell you',
    offers: 'Offers are chosen per product and channel on your',
    offersLink: 'marketing preferences',
    save: 'Save',
    browserTitle: 'This browser',
    browsers: 'Browsers receiving notifications: {{count}}',
    start: 'Receive notifications on this browser',
    stop: 'Stop notifications on this browser',
    kind: {
      WITHDRAWAL_PAID: 'A withdrawal of mine paid',
      DRAW_RESULTS: 'Results of the draws my lottery slips are in',
      ANSWERS: 'An answer to my complaint, or a document of mine reviewed',
      TOURNAMENTS: 'A tournament starting, and the end of one I am in',
    },
    browser: {
      unsupported: 'This browser cannot receive notifications.',
      blocked: 'Notifications are blocked for this site in this browser. You can allow them in its site settings.',
      off: 'This browser does not receive notifications.',
      on: 'This browser receives the notifications you turned on.',
      failed: 'This browser could not be set up for notifications. Please try again later.',
    },
    errors: {
      subscription: 'This browser’s notification details were not accepted.',
    },
  },
};

export default push;
