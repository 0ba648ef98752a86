/**
 * Live platforms send amounts as JSON numbers with up to two decimals. Converting with
 * Math.round(x * 100) is exact for every value with two decimals that a double can hold, but we
 * go through the decimal string anyway so that the rule is visible and does not rely on that.
 */
export function toMinorUnits(amount: number | string): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!match) throw new RangeError(`not an amount: ${String(amount)}`);
  const [, sign, whole, fraction = ''] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount out of range: ${String(amount)}`);
  return sign ? -minor : minor;
}

/** The platform's wire form of a minor-unit amount. */
export function fromMinorUnits(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
