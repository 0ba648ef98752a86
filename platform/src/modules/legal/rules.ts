/**
 * Terms and privacy with versions, pure (docs/decisions/060-terms-with-versions.md): which version
 * of each document is in force at a moment, which are upcoming, what a member still has to accept,
 * how a version a form showed stands, and which language of a text a reader gets.
 */

export const LEGAL_KINDS = ['TERMS', 'PRIVACY'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

/** What a brand may ask a registration to confirm besides the documents. */
export const CONFIRMATION_KINDS = ['AGE', 'OWN_MONEY', 'ONE_ACCOUNT', 'NOT_SELF_EXCLUDED'] as const;
export type ConfirmationKind = (typeof CONFIRMATION_KINDS)[number];

export interface Version {
  kind: LegalKind;
  version: number;
  effectiveAt: number;
}

/** A version named by its kind and number, as the wire carries it. */
export interface VersionRef {
  kind: LegalKind;
  version: number;
}

const ofKind = <V extends Version>(versions: readonly V[], kind: LegalKind) => versions.filter((v) => v.kind === kind);

/**
 * The version of `kind` in force at `now`: the highest number among those already in effect. A
 * later version never takes effect before an earlier one (publishing refuses it), so this is also
 * the one whose effectiveAt came last.
 */
export function currentVersion<V extends Version>(versions: readonly V[], kind: LegalKind, now: number): V | null {
  let current: V | null = null;
  for (const v of ofKind(versions, kind)) if (v.effectiveAt <= now && (!current || v.version > current.version)) current = v;
  return current;
}

/** What a reader is shown of `kind` without asking for a version: the one in force, else the latest upcoming. */
export function shownVersion<V extends Version>(versions: readonly V[], kind: LegalKind, now: number): V | null {
  const current = currentVersion(versions, kind, now);
  if (current) return current;
  let latest: V | null = null;
  for (const v of ofKind(versions, kind)) if (!latest || v.version > latest.version) latest = v;
  return latest;
}

/** The next moment a version of `kind` takes effect after `now` (what is current changes then), or null. */
export function nextEffectiveAt(versions: readonly Version[], kind: LegalKind, now: number): number | null {
  let next: number | null = null;
  for (const v of ofKind(versions, kind)) if (v.effectiveAt > now && (next === null || v.effectiveAt < next)) next = v.effectiveAt;
  return next;
}

/** How long a public answer about `kind` may be kept: at most `maxSeconds`, and never past the next version's effect. */
export function cacheSeconds(versions: readonly Version[], kind: LegalKind, now: number, maxSeconds: number): number {
  const next = nextEffectiveAt(versions, kind, now);
  return next === null ? maxSeconds : Math.max(0, Math.min(maxSeconds, Math.floor((next - now) / 1000)));
}

/** The versions in force that the member has not accepted, terms first. A kind never published asks nothing. */
export function pendingFor<V extends Version>(versions: readonly V[], accepted: readonly VersionRef[], now: number): V[] {
  const pending: V[] = [];
  for (const kind of LEGAL_KINDS) {
    const current = currentVersion(versions, kind, now);
    if (current && !accepted.some((a) => a.kind === kind && a.version === current.version)) pending.push(current);
  }
  return pending;
}

/**
 * How a version a member (or a form they saw) names stands at `now`: in force, `OUTDATED` (superseded,
 * or upcoming: not yet in force), or `UNKNOWN` (never published).
 */
export function standing(versions: readonly Version[], ref: VersionRef, now: number): 'CURRENT' | 'OUTDATED' | 'UNKNOWN' {
  if (!versions.some((v) => v.kind === ref.kind && v.version === ref.version)) return 'UNKNOWN';
  return currentVersion(versions, ref.kind, now)?.version === ref.version ? 'CURRENT' : 'OUTDATED';
}

/**
 * Why a registration's versions are refused, or null: each version named must be the one in force
 * (`unknown` for one never published, `outdated` for one another version replaced since the form
 * was shown, or one not yet in force).
 */
export function registrationRefusal(versions: readonly Version[], named: readonly VersionRef[], now: number): 'unknown' | 'outdated' | null {
  const standings = named.map((ref) => standing(versions, ref, now));
  if (standings.includes('UNKNOWN')) return 'unknown';
  if (standings.includes('OUTDATED')) return 'outdated';
  return null;
}

/** The brand's confirmations a registration lacks, in the brand's order. */
export function missingConfirmations(asked: readonly ConfirmationKind[], given: readonly ConfirmationKind[]): ConfirmationKind[] {
  return asked.filter((kind) => !given.includes(kind));
}

/**
 * A text of a version in the reader's language, else the brand's default language, else any it has
 * (the first of `texts`, which the store orders by language).
 */
export function pickText<T extends { language: string }>(texts: readonly T[], requested: string, brandDefault: string): T | null {
  return texts.find((t) => t.language === requested) ?? texts.find((t) => t.language === brandDefault) ?? texts[0] ?? null;
}

/**
 * Why a new version of `kind` taking effect at `effectiveAt` cannot be published, or null. Versions
 * take effect in their order: never before the latest one published (in force or upcoming), so a
 * higher number is never replaced by a lower one.
 */
export function publishRefusal(versions: readonly Version[], kind: LegalKind, effectiveAt: number): string | null {
  const latest = ofKind(versions, kind).reduce<Version | null>((a, v) => (!a || v.version > a.version ? v : a), null);
  return latest && effectiveAt < latest.effectiveAt ? `effectiveAt: before version ${latest.version} takes effect` : null;
}

/** The number the next version of `kind` gets: numbers are never reused. */
export function nextVersion(versions: readonly Version[], kind: LegalKind): number {
  return ofKind(versions, kind).reduce((max, v) => Math.max(max, v.version), 0) + 1;
}
