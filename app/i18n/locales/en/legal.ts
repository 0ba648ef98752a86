/** The legal namespace (en): the terms and the privacy policy with their versions, the dialog that asks for a new version's acceptance, and the record of acceptances (docs/decisions/060; see source-words.ts). */
const legal = {
  legal: {
    kind: {
      TERMS: 'Terms and conditions',
      PRIVACY: 'Privacy policy',
    },
    /** The document's page (/legal/terms, /legal/privacy). */
    page: {
      versionInForce: 'Version {{version}}, in force since {{date}}',
      versionComing: 'Version {{version}}, takes effect on {{date}}',
      versionEarlier: 'Version {{version}}, in force from {{date}} until a later version replaced it',
      readCurrent: 'Read the version in force',
      changesTitle: 'What changed',
      languageNote: 'This version is not written in your language; it is shown in the language the site wrote it in.',
      versionsTitle: 'Versions',
      version: 'Version',
      effective: 'Takes effect',
      changes: 'What changed',
      state: 'Status',
      inForce: 'In force',
      coming: 'Coming',
      earlier: 'Replaced',
      open: 'Read version {{version}}',
      reading: 'Shown above',
      notFound: 'This version does not exist.',
    },
    /** The dialog shown when a new version took effect (features/legal/LegalAcceptance.tsx). */
    prompt: {
      title: 'We have updated our terms',
      intro: 'Please read what changed. To go on playing, accept the new versions below.',
      firstTitle: 'Please accept our terms',
      firstIntro: 'Before you go on, please read and accept the terms and the privacy policy of this site.',
      effective: 'Version {{version}}, in force since {{date}}',
      readAll: 'Read the full {{document}} (opens in a new tab)',
      accept: 'Accept and continue',
      decline: 'Decline and log out',
      leaveTitle: 'Do not want to accept?',
      leave: 'You can withdraw your balance and close your account without accepting. Declining logs you out.',
      withdraw: 'Withdraw my balance',
      close: 'Close my account',
      outdated: 'Another version took effect while you were reading. Please read it and accept again.',
      failed: 'Your acceptance could not be recorded. Please try again.',
    },
    /** The page after declining (/legal/declined). */
    declined: {
      title: 'You are logged out',
      body: 'You declined the new terms, so you cannot play until you accept them. Nothing has changed in your account: your balance is yours.',
      howToLeaveTitle: 'To take your money and close your account',
      howToLeave:
        'Log in again: without accepting, you can still withdraw your balance from the withdrawal page and close your account from the responsible gaming page. Customer service can also help.',
      logIn: 'Log in',
      readTerms: 'Read the terms',
      customerService: 'Contact customer service',
    },
    /** The record on the security centre. */
    record: {
      title: 'Terms you accepted',
      intro: 'Every version of the terms and the privacy policy you accepted, with when and from which network address.',
      document: 'Document',
      version: 'Version',
      acceptedAt: 'Accepted',
      address: 'Address',
      source: 'How',
      via: {
        REGISTRATION: 'When registering',
        PROMPT: 'When the new version took effect',
      },
      none: 'No acceptance is recorded.',
      pending: 'Waiting for your acceptance: {{documents}}.',
      confirmationsTitle: 'What you confirmed when registering',
    },
    /** What the member confirmed when registering, as the record lists it. */
    confirmed: {
      AGE: 'Of legal age to gamble:',
      OWN_MONEY: 'Plays only with own money:',
      ONE_ACCOUNT: 'Holds no other account here:',
      NOT_SELF_EXCLUDED: 'Not excluded from gambling:',
    },
  },
};

export default legal;
