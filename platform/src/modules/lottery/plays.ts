/**
 * The one bet format of the reference lottery: every draw is five digits 0-9 (d1 … d5, the
 * ten-thousands down to the units), and a bet picks one of these plays. Pure functions.
 *
 * | playId | picks (`bettingContent`, comma-separated) | one bet wins when | pays (× the bet) | RTP |
 * | --- | --- | --- | --- | --- |
 * | `D1` … `D5` | 1-10 distinct digits `0`-`9` | the digit at that position is the pick | 9.8 | 98% |
 * | `L2` | 1-100 distinct two-digit numbers `00`-`99` | d4 d5 is the pick | 98 | 98% |
 * | `L3` | 1-100 distinct three-digit numbers `000`-`999` | d3 d4 d5 is the pick | 980 | 98% |
 * | `BS` | 1-4 distinct of `BIG`, `SMALL`, `ODD`, `EVEN` | the sum of the five digits is 23-45 (BIG), 0-22 (SMALL), odd, even | 1.96 | 98% |
 *
 * Each pick is one bet of `singleBetPrice`; a slip's stake on one numero is
 * price × picks × multiple, and its win is price × multiple × winning picks × odds (rounded down to
 * a minor unit). The sum of five uniform digits is symmetric around 22.5, so BIG and SMALL are
 * exactly even chances.
 */

export const PLAY_IDS = ['D1', 'D2', 'D3', 'D4', 'D5', 'L2', 'L3', 'BS'] as const;
export type PlayId = (typeof PLAY_IDS)[number];

/** Odds in hundredths (980 = pays 9.8 times the bet). */
export const ODDS_HUNDREDTHS: Readonly<Record<PlayId, number>> = {
  D1: 980,
  D2: 980,
  D3: 980,
  D4: 980,
  D5: 980,
  L2: 9_800,
  L3: 98_000,
  BS: 196,
};

export const SUM_PICKS = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;

export const isPlayId = (value: unknown): value is PlayId => typeof value === 'string' && (PLAY_IDS as readonly string[]).includes(value);

interface PickRule {
  pattern: RegExp;
  max: number;
}

function ruleOf(play: PlayId): PickRule {
  if (play === 'L2') return { pattern: /^\d{2}$/, max: 100 };
  if (play === 'L3') return { pattern: /^\d{3}$/, max: 100 };
  if (play === 'BS') return { pattern: /^(BIG|SMALL|ODD|EVEN)$/, max: 4 };
  return { pattern: /^\d$/, max: 10 };
}

/** What a player may type for a play, for messages. */
export function pickHint(play: PlayId): string {
  if (play === 'L2') return 'two-digit numbers 00-99';
  if (play === 'L3') return 'three-digit numbers 000-999';
  if (play === 'BS') return 'BIG, SMALL, ODD or EVEN';
  return 'digits 0-9';
}

export type PicksResult = { ok: true; picks: string[] } | { ok: false; reason: string };

/**
 * The picks of a content, normalised (trimmed, upper-case, in the order given). Separators: commas,
 * spaces or semicolons. Refuses an empty content, a pick of the wrong form, a repeated pick and
 * more picks than the play allows.
 */
export function parsePicks(play: PlayId, content: string): PicksResult {
  const rule = ruleOf(play);
  const picks = content
    .split(/[\s,;]+/)
    .map((p) => p.trim().toUpperCase())
    .filter((p) => p !== '');
  if (picks.length === 0) return { ok: false, reason: `pick at least one: ${pickHint(play)}` };
  const bad = picks.find((p) => !rule.pattern.test(p));
  if (bad !== undefined) return { ok: false, reason: `"${bad.slice(0, 12)}" is not one of ${pickHint(play)}` };
  if (new Set(picks).size !== picks.length) return { ok: false, reason: 'a pick is repeated' };
  if (picks.length > rule.max) return { ok: false, reason: `at most ${rule.max} picks` };
  return { ok: true, picks };
}

export const digitSum = (digits: readonly number[]): number => digits.reduce((a, b) => a + b, 0);

/** How many of the picks win against a draw of five digits. */
export function winningPicks(play: PlayId, picks: readonly string[], digits: readonly number[]): number {
  if (digits.length !== 5) throw new Error('a draw has five digits');
  const won = (pick: string): boolean => {
    switch (play) {
      case 'L2':
        return pick === digits.slice(3).join('');
      case 'L3':
        return pick === digits.slice(2).join('');
      case 'BS': {
        const sum = digitSum(digits);
        if (pick === 'BIG') return sum >= 23;
        if (pick === 'SMALL') return sum <= 22;
        if (pick === 'ODD') return sum % 2 === 1;
        return sum % 2 === 0;
      }
      default:
        return pick === String(digits[Number(play.slice(1)) - 1]);
    }
  };
  return picks.filter(won).length;
}

/** A slip's win on one numero, in minor units (rounded down). */
export function payoutMinor(play: PlayId, unitMinor: number, multiple: number, wins: number): number {
  return Math.floor((unitMinor * multiple * wins * ODDS_HUNDREDTHS[play]) / 100);
}

/** A slip's stake on one numero, in minor units. */
export const stakeMinor = (unitMinor: number, picks: number, multiple: number): number => unitMinor * picks * multiple;
