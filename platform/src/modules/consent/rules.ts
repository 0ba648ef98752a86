/**
 * Marketing consent per product and channel, pure (docs/decisions/061-marketing-consent.md): the
 * products and channels, a member's whole grid from the pairs stored, what a change of choices
 * changes, and what one campaign does for one member on each channel.
 */

export const PRODUCTS = ['CASINO', 'SPORTS', 'LOTTERY'] as const;
export type Product = (typeof PRODUCTS)[number];

/** SITE: messages in the member's inbox and pop-ups on the site. */
export const CHANNELS = ['EMAIL', 'SMS', 'PHONE', 'PUSH', 'SITE'] as const;
export type Channel = (typeof CHANNELS)[number];

/** A member's choice for one pair, as a change names it. */
export interface Choice {
  product: Product;
  channel: Channel;
  granted: boolean;
}

/** A stored choice: when it last changed. */
export interface StoredChoice extends Choice {
  updatedAt: number;
}

/** A pair of the grid: off and never changed (`updatedAt` null) when nothing is stored. */
export interface GridChoice extends Choice {
  updatedAt: number | null;
}

const samePair = (a: Pick<Choice, 'product' | 'channel'>, b: Pick<Choice, 'product' | 'channel'>) => a.product === b.product && a.channel === b.channel;

/** Every pair, products then channels in their order: what is stored, else off (unticked until the member ticks it). */
export function consentGrid(stored: readonly StoredChoice[]): GridChoice[] {
  return PRODUCTS.flatMap((product) =>
    CHANNELS.map((channel) => {
      const found = stored.find((s) => samePair(s, { product, channel }));
      return { product, channel, granted: found?.granted ?? false, updatedAt: found?.updatedAt ?? null };
    }),
  );
}

/** Whether a change names a pair twice (it must name each once: which of the two would hold?). */
export const repeatsAPair = (asked: readonly Choice[]): boolean => new Set(asked.map((c) => `${c.product}:${c.channel}`)).size < asked.length;

/** The asked choices that differ from what is stored (nothing stored: off); choosing again what holds changes nothing. */
export function changedChoices(stored: readonly Choice[], asked: readonly Choice[]): Choice[] {
  return asked.filter((choice) => (stored.find((s) => samePair(s, choice))?.granted ?? false) !== choice.granted);
}

/** What the send knows of one member for one campaign's product. */
export interface Recipient {
  /** Timed out, self-excluded or closed (responsible gaming): no marketing on any channel, whatever they chose. */
  excluded: boolean;
  /** The channels the member accepts for the campaign's product. */
  accepted: readonly Channel[];
  hasEmail: boolean;
  /** A mobile number with its country code. */
  hasPhone: boolean;
}

/** What one campaign does for one member: the channels it reaches them on, and why it skips the others. */
export interface Outcome {
  excluded: boolean;
  delivered: Channel[];
  notConsented: Channel[];
  noAddress: Channel[];
}

const hasAddress = (recipient: Recipient, channel: Channel) => (channel === 'EMAIL' ? recipient.hasEmail : channel === 'SMS' ? recipient.hasPhone : true);

/**
 * An excluded member is skipped before anything else; otherwise each asked channel reaches the
 * member when they accept it and, for EMAIL and SMS, have the address it needs. SITE, PHONE and
 * PUSH need none here (the account itself, the operator's call list, the member's subscribed
 * browsers: a member with none is recorded as reached and receives nothing, modules/push).
 */
export function outcomeFor(recipient: Recipient, channels: readonly Channel[]): Outcome {
  const outcome: Outcome = { excluded: recipient.excluded, delivered: [], notConsented: [], noAddress: [] };
  if (recipient.excluded) return outcome;
  for (const channel of channels) {
    if (!recipient.accepted.includes(channel)) outcome.notConsented.push(channel);
    else if (!hasAddress(recipient, channel)) outcome.noAddress.push(channel);
    else outcome.delivered.push(channel);
  }
  return outcome;
}

/** A campaign's counts: deliveries per channel; `excluded` counts members, the other skips member × channel. */
export interface Tally {
  delivered: Record<Channel, number>;
  skipped: { notConsented: number; excluded: number; noAddress: number };
}

export const emptyTally = (): Tally => ({
  delivered: { EMAIL: 0, SMS: 0, PHONE: 0, PUSH: 0, SITE: 0 },
  skipped: { notConsented: 0, excluded: 0, noAddress: 0 },
});

/** The tally with one more member's outcome (for a reduce over the members). */
export function tallied(tally: Tally, outcome: Outcome): Tally {
  const delivered = { ...tally.delivered };
  for (const channel of outcome.delivered) delivered[channel] += 1;
  return {
    delivered,
    skipped: {
      notConsented: tally.skipped.notConsented + outcome.notConsented.length,
      excluded: tally.skipped.excluded + (outcome.excluded ? 1 : 0),
      noAddress: tally.skipped.noAddress + outcome.noAddress.length,
    },
  };
}
