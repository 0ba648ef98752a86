/**
 * A registration's part of terms and privacy (docs/platform-protocol.md "Terms and privacy with
 * versions"): the versions the form showed (`legalVersions: {terms, privacy}`), each of which must
 * be the one in force, and the brand's confirmations (`confirmations: [...]`). Checked with the
 * other fields, so refused input stores nothing; what passes is recorded in the account's own batch
 * (store.ts registrationStatements).
 */
import { fieldError } from '../../http/envelope';
import { CONFIRMATION_KINDS, missingConfirmations, registrationRefusal, type ConfirmationKind, type LegalKind, type VersionRef } from './rules';
import { askedConfirmations, isConfirmationKind, versionsOf } from './store';

/** What a registration records: the versions it accepted (their rows' ids) and what it confirmed. */
export interface LegalRegistration {
  documentIds: number[];
  confirmations: ConfirmationKind[];
}

const FIELDS: readonly (readonly [string, LegalKind])[] = [
  ['terms', 'TERMS'],
  ['privacy', 'PRIVACY'],
];

const malformedVersions = () => fieldError('legalVersions', 'must be {terms, privacy} with version numbers');

/** The versions a payload names (none without `legalVersions`; a kind left out or null names none). */
function namedVersions(payload: Record<string, unknown>): VersionRef[] {
  const raw = payload.legalVersions;
  if (raw === undefined || raw === null) return [];
  if (typeof raw !== 'object' || Array.isArray(raw)) throw malformedVersions();
  const named: VersionRef[] = [];
  for (const [field, kind] of FIELDS) {
    const value = (raw as Record<string, unknown>)[field];
    if (value === undefined || value === null) continue;
    const version = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1 || version > 999_999) throw malformedVersions();
    named.push({ kind, version });
  }
  return named;
}

/** The confirmations a payload gives, each once; an unknown one is refused. */
function givenConfirmations(payload: Record<string, unknown>): ConfirmationKind[] {
  const raw = payload.confirmations;
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || !raw.every(isConfirmationKind)) throw fieldError('confirmations', `must be a list of ${CONFIRMATION_KINDS.join(', ')}`);
  return CONFIRMATION_KINDS.filter((kind) => raw.includes(kind));
}

/**
 * Checks a registration's versions and confirmations at `now`. `legalVersions: outdated` or
 * `unknown` for a version that is not the one in force; `confirmations: <KIND> required` for one the
 * brand asks and the payload lacks, unless `confirmationsAsked` is false (the agent centre's direct
 * registration: the agent cannot confirm the player's age or money for them).
 */
export async function checkLegalRegistration(
  db: D1Database,
  merchant: string,
  payload: Record<string, unknown>,
  now: number,
  options: { confirmationsAsked: boolean },
): Promise<LegalRegistration> {
  const named = namedVersions(payload);
  const given = givenConfirmations(payload);
  const [versions, asked] = await Promise.all([
    named.length > 0 ? versionsOf(db, merchant) : Promise.resolve([]),
    options.confirmationsAsked ? askedConfirmations(db, merchant) : Promise.resolve([]),
  ]);
  const refusal = registrationRefusal(versions, named, now);
  if (refusal) throw fieldError('legalVersions', refusal);
  const [missing] = missingConfirmations(asked, given);
  if (missing) throw fieldError('confirmations', `${missing} required`);
  const documentIds = named.map((ref) => versions.find((v) => v.kind === ref.kind && v.version === ref.version)!.id);
  return { documentIds, confirmations: given };
}
