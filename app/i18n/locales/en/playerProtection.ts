/** The playerProtection namespace (en): responsible gaming's refusals and help (docs/decisions/039), sent with the pages whose forms can be refused for a limit, an exclusion or a closed account: the login pages, the member and agent centres, the game frame, the lottery, the points mall and feedback (see source-words.ts). */
const playerProtection = {
  // Responsible gaming's refusals and help (docs/decisions/039): shown by the login forms, the cashier and the game pages alike.
  playerProtection: {
    limitReached: 'This goes over a limit you set: it leaves {{remaining}} until {{until}}.',
    limitReachedPlain: 'This goes over a limit you set.',
    excluded: 'You excluded yourself from playing until {{until}}, so you cannot log in before then.',
    excludedPermanent: 'You excluded yourself from playing permanently, so you cannot log in.',
    loggedOut: 'You are logged out. Your break lasts until {{until}}: you cannot log in before then.',
    loggedOutPermanent: 'You are logged out. Your self-exclusion is permanent.',
    loggedOutClosed: 'Your account is closed and you are logged out. To have its balance paid out, contact customer service.',
    contactSupport: 'This cannot be done here. Please contact customer service.',
    accountClosed: 'This account is closed at your request, so you cannot log in. To have its balance paid out, contact customer service.',
    verificationRequired: 'Your identity must be verified first: send your documents on the verification page in your account.',
    toVerification: 'Go to identity verification',
    ageCheckRequired: 'This site checks your age before any game, free trials included: sign up and have an identity document accepted first.',
    documentInReview: 'A document of this kind is waiting for review. You can send another once it is decided.',
    documentAccepted: 'A document of this kind is already accepted.',
    documentNotNeeded: 'This document is not needed for your account.',
    termsNotAccepted: 'A new version of the terms waits for your acceptance: reload the page to read and accept it first.',
    balanceRemaining: 'Money is still on your account, or a withdrawal is not paid yet: withdraw your balance first, then ask again.',
    bonusMaxStake: 'While your bonus is active, one stake may be at most {{max}}. Choose a smaller stake.',
    bonusMaxStakePlain: 'This stake is above the largest one your active bonus allows. Choose a smaller stake.',
    bonusForfeit:
      'A withdrawal now forfeits your bonus of {{bonus}} ({{left}} of turnover still needed). Tick the box to confirm, or keep playing until the turnover is met.',
    bonusForfeitPlain: 'A withdrawal now forfeits your active bonus. Tick the box to confirm, or keep playing until its turnover is met.',
    bonusChanged: 'Your active bonus changed since this page was shown. Nothing was given up: look at it again.',
    helpTitle: 'Where to find help',
    help: 'If gambling stops being fun, talk to someone. Help is free and confidential: in the UK, BeGambleAware and the National Gambling Helpline (0808 8020 133); in Korea, the Korea Center on Gambling Problems (한국도박문제예방치유원, helpline 1336).',
    helpCentre: 'Help centre',
    customerService: 'Contact customer service',
    /** The safer-gambling prompts (features/responsible-gaming/SaferGamblingPrompts.tsx). */
    prompts: {
      noticeTitle: 'Play responsibly',
      notice:
        'Gambling is entertainment, not a way to make money. Only play with money you can afford to lose, take breaks, and set limits on your deposits, losses, stakes and time.',
      helpline: 'Worried about your gambling? Free, confidential help:',
      toLimits: 'Set or review your limits',
      understood: 'I understand',
      depositLimitTitle: 'Set a deposit limit first?',
      depositLimit:
        'Before your first deposit you can set how much you may deposit in a day, a week or a month. You can lower it at any time; raising it takes effect after a waiting period.',
      setDepositLimit: 'Set a deposit limit',
      notNow: 'Not now',
      reviewTitle: 'Time to review your limits',
      review: 'It has been six months since you last looked at your limits. Check that they still suit you.',
      reviewed: 'My limits are right',
    },
  },
};

export default playerProtection;
