/** The responsible-gaming namespace (en): the member centre's responsible-gaming page (see namespaces.server.ts). */
const responsibleGaming = {
  responsibleGaming: {
    title: 'Responsible gaming',
    intro: 'Keep gambling fun: set limits on what you deposit, lose and wager, take a break, or exclude yourself from playing.',
    notAvailable: 'Responsible-gaming tools are not available on this site. Contact customer service for help with limits or a break.',
    limits: {
      title: 'Your limits',
      intro:
        'A limit counts over the site’s calendar day, week (Monday to Sunday) or month, in the site’s time zone. A new or lower limit applies at once; a higher limit or a removal takes effect after a {{hours}}-hour cooling-off.',
      kindTitles: { DEPOSIT: 'Deposit limits', LOSS: 'Loss limits', WAGER: 'Wager limits' },
      kindHints: {
        DEPOSIT: 'The deposits you ask for in the period, paid or still open.',
        LOSS: 'Your net loss in the period: stakes minus winnings.',
        WAGER: 'Everything you stake in the period.',
      },
      periods: { DAY: 'Daily', WEEK: 'Weekly', MONTH: 'Monthly' },
      titles: {
        DEPOSIT: { DAY: 'Daily deposit limit', WEEK: 'Weekly deposit limit', MONTH: 'Monthly deposit limit' },
        LOSS: { DAY: 'Daily loss limit', WEEK: 'Weekly loss limit', MONTH: 'Monthly loss limit' },
        WAGER: { DAY: 'Daily wager limit', WEEK: 'Weekly wager limit', MONTH: 'Monthly wager limit' },
      },
      names: {
        DEPOSIT: { DAY: 'daily deposit limit', WEEK: 'weekly deposit limit', MONTH: 'monthly deposit limit' },
        LOSS: { DAY: 'daily loss limit', WEEK: 'weekly loss limit', MONTH: 'monthly loss limit' },
        WAGER: { DAY: 'daily wager limit', WEEK: 'weekly wager limit', MONTH: 'monthly wager limit' },
      },
      period: 'Period',
      limit: 'Limit',
      used: 'Used this period',
      resets: 'Resets',
      waiting: 'Waiting change',
      noLimit: 'No limit',
      noChange: 'None',
      raisesTo: 'Raises to {{amount}} on {{time}}',
      removedOn: 'Removed on {{time}}',
      change: 'Change',
      changeLabel: 'Change the {{name}}',
    },
    form: {
      title: 'Set, lower, raise or remove a limit',
      kind: 'Limit on',
      kinds: { DEPOSIT: 'Deposits', LOSS: 'Losses', WAGER: 'Wagers' },
      period: 'Period',
      amount: 'New limit',
      save: 'Save limit',
      remove: 'Remove limit',
      removeHint: 'Removing a limit leaves the amount empty; it takes effect after the cooling-off.',
    },
    done: {
      applied: 'Your {{name}} is saved. It applies now.',
      none: 'You have no {{name}} now.',
      waiting: 'Saved. The change to your {{name}} takes effect on {{time}}, after the {{hours}}-hour cooling-off.',
    },
    exclusion: {
      confirm: 'I understand this cannot be shortened',
      effects:
        'You are logged out at once, and logins, deposits, bets, bonuses and promotional messages stop until it ends. Withdrawals you have already asked for are still paid, and customer service can help you withdraw your balance.',
    },
    timeout: {
      title: 'Take a break (time-out)',
      intro: 'A short break from playing.',
      length: 'Length of the time-out',
      lengths: { HOURS_24: '24 hours', DAYS_7: '7 days', DAYS_30: '30 days', WEEKS_6: '6 weeks' },
      submit: 'Start time-out',
    },
    selfExclusion: {
      title: 'Self-exclusion',
      intro: 'A long break from playing, or for good.',
      length: 'Length of the self-exclusion',
      lengths: { MONTHS_6: '6 months', YEAR_1: '1 year', YEARS_5: '5 years', PERMANENT: 'Permanently' },
      submit: 'Start self-exclusion',
    },
    history: {
      title: 'History of changes',
      when: 'When',
      what: 'What',
      change: 'Change',
      effective: 'Takes effect',
      session: 'Session',
      whats: { TIMEOUT: 'Time-out', SELF_EXCLUSION: 'Self-exclusion', LIMIT: 'Limit' },
      noLimit: 'no limit',
      removed: 'removed',
      until: '{{length}}, until {{time}}',
      permanent: 'Permanent',
    },
    errors: {
      reload: 'This form has expired. Reload the page and try again.',
      chooseKind: 'Choose what the limit is on.',
      choosePeriod: 'Choose the limit’s period.',
      chooseLength: 'Choose how long.',
      confirm: 'Tick the box to confirm that you understand this cannot be shortened.',
    },
  },
};

export default responsibleGaming;
