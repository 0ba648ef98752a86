/** The consent namespace (en): the member's marketing preferences per product and channel (docs/decisions/061; see source-words.ts). */
const consent = {
  consent: {
    title: 'Marketing preferences',
    intro:
      'Choose what we may send you about our games and offers, product by product and channel by channel. Everything is off until you turn it on, and you can change it at any time.',
    serviceNote: 'Messages about your account (a payment, a withdrawal, a document, a change of terms) are not marketing: they always reach you.',
    paused: 'While your break, self-exclusion or closure lasts, we send you no marketing at all, whatever you choose here.',
    notAvailable: 'Marketing preferences are not offered on this site.',
    saved: 'Your preferences are saved.',
    save: 'Save preferences',
    product: {
      CASINO: 'Casino',
      SPORTS: 'Sports',
      LOTTERY: 'Lottery',
    },
    channel: {
      EMAIL: 'E-mail',
      SMS: 'SMS',
      PHONE: 'Phone calls',
      PUSH: 'Push notifications',
      SITE: 'Messages and pop-ups on this site',
    },
    historyTitle: 'Changes you made',
    noHistory: 'No change yet: everything is off.',
    when: 'When',
    what: 'What',
    pair: '{{product}} by {{channel}}',
    change: 'Change',
    turnedOn: 'Turned on',
    turnedOff: 'Turned off',
    address: 'Address',
  },
};

export default consent;
