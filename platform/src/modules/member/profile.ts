/**
 * The member's profile in the security centre: GET and PUT /wps/member/profile.
 *
 * Which fields show and which must be filled is the brand's (brand_profile_fields). The nickname
 * is `accounts.nickname`; the real name is `accounts.payee_name` (the name on the member's bank
 * account: the second login step and every bank card's account name must match it), and once set
 * it cannot be changed here; the rest live in `accounts.profile` (JSON). A brand that shows the Zalo
 * field may offer a bonus for it (the spec's "Zalo bonus up to 131K"): the view says up to how much.
 */
import { fieldError } from '../../http/envelope';
import { minorToAmount } from '../../http/params';
import type { AccountRow } from '../accounts/accounts';
import { contactsOf, type ContactsValue } from './contacts';
import { payloadObject, textOf } from '../accounts/fields';
import { loadProfileFields, loadZaloBonusMax, type ProfileField, type ProfileFieldRule } from './security-centre-settings';

/** ISO 3166-1 alpha-2 codes a nationality may be (the portal names them in the reader's language). */
export const NATIONALITIES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK ' +
  'CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ ' +
  'GR GS GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS ' +
  'LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH ' +
  'TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export const INCOME_SOURCES = ['SALARY', 'BUSINESS', 'INVESTMENT', 'PENSION', 'SAVINGS', 'OTHER'] as const;

/** Fields kept in `accounts.profile`. */
const JSON_FIELDS = ['birthday', 'address', 'nationality', 'occupation', 'incomeSource', 'zalo', 'telegram'] as const;
type JsonField = (typeof JSON_FIELDS)[number];

/** Letters of any script, then letters, marks, spaces, dots, apostrophes and hyphens. */
const REAL_NAME = /^\p{L}[\p{L}\p{M} .'-]*$/u;
const MIN_AGE_YEARS = 18;

export type Profile = Record<ProfileField, string | null>;

function storedProfile(account: AccountRow): Record<string, unknown> {
  try {
    const parsed = JSON.parse(account.profile) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function profileOf(account: AccountRow): Profile {
  const stored = storedProfile(account);
  const text = (field: JsonField) => (typeof stored[field] === 'string' && stored[field] !== '' ? (stored[field] as string) : null);
  return {
    nickname: account.nickname || null,
    realName: account.payee_name || null,
    birthday: text('birthday'),
    address: text('address'),
    nationality: text('nationality'),
    occupation: text('occupation'),
    incomeSource: text('incomeSource'),
    zalo: text('zalo'),
    telegram: text('telegram'),
  };
}

/** The same comparison as the second step's bank account name: Unicode-normalised, spacing and case ignored. */
export function sameName(a: string, b: string): boolean {
  const normalise = (name: string) => name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
  return normalise(a) === normalise(b);
}

function checkLength(field: string, value: string, min: number, max: number): void {
  const length = [...value].length;
  if (length < min || length > max) throw fieldError(field, `length must be between ${min} and ${max}`);
}

/** A real name as a bank account would carry it (also used by bank cards). */
export function checkRealName(value: string, field = 'realName'): void {
  checkLength(field, value, 2, 50);
  if (!REAL_NAME.test(value)) throw fieldError(field, 'must match pattern REAL_NAME');
}

function checkBirthday(value: string, now: number): void {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) throw fieldError('birthday', 'must match pattern DATE');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) throw fieldError('birthday', 'must match pattern DATE');
  const today = new Date(now);
  const adultFrom = Date.UTC(today.getUTCFullYear() - MIN_AGE_YEARS, today.getUTCMonth(), today.getUTCDate());
  if (date.getTime() > adultFrom) throw fieldError('birthday', `must be at least ${MIN_AGE_YEARS} years ago`);
  if (year < today.getUTCFullYear() - 120) throw fieldError('birthday', 'must be a real birthday');
}

/** Checks and normalises one present value; throws `request_param_err` naming the field. */
function checkedValue(field: ProfileField, raw: string, now: number): string {
  switch (field) {
    case 'nickname':
      checkLength(field, raw, 2, 20);
      if (/[\p{Cc}\p{Cf}<>]/u.test(raw)) throw fieldError(field, 'must match pattern NICKNAME');
      return raw;
    case 'realName':
      checkRealName(raw);
      return raw.replace(/\s+/g, ' ');
    case 'birthday':
      checkBirthday(raw, now);
      return raw;
    case 'address':
      checkLength(field, raw, 5, 200);
      return raw;
    case 'nationality': {
      const code = raw.toUpperCase();
      if (!NATIONALITIES.includes(code)) throw fieldError(field, 'must be an ISO 3166 country code');
      return code;
    }
    case 'occupation':
      checkLength(field, raw, 2, 50);
      return raw;
    case 'incomeSource':
      if (!(INCOME_SOURCES as readonly string[]).includes(raw)) throw fieldError(field, `must be one of ${INCOME_SOURCES.join(', ')}`);
      return raw;
    case 'zalo': {
      const digits = raw.replace(/[\s-]/g, '');
      if (!/^[0-9]{9,15}$/.test(digits)) throw fieldError(field, 'must match pattern ZALO');
      return digits;
    }
    case 'telegram': {
      const name = raw.replace(/^@/, '');
      if (!/^[A-Za-z][A-Za-z0-9_]{4,31}$/.test(name)) throw fieldError(field, 'must match pattern TELEGRAM');
      return name;
    }
  }
}

export interface ProfileView {
  profile: Profile;
  fields: ProfileFieldRule[];
  /** The real name is set and can no longer be changed by the member. */
  realNameLocked: boolean;
  options: { nationality: readonly string[]; incomeSource: readonly string[] };
  /** The bound phone (masked) and e-mail (masked). */
  contacts: ContactsValue;
  hasPaymentPassword: boolean;
  /** The most the brand's Zalo bonus gives (an amount), while it shows the Zalo field; else null. */
  zaloBonusMax: number | null;
}

export async function profileView(db: D1Database, merchant: string, account: AccountRow): Promise<ProfileView> {
  const [fields, zaloBonus] = await Promise.all([loadProfileFields(db, merchant), loadZaloBonusMax(db, merchant)]);
  const profile = profileOf(account);
  return {
    profile,
    fields,
    realNameLocked: profile.realName !== null,
    options: { nationality: NATIONALITIES, incomeSource: INCOME_SOURCES },
    contacts: contactsOf(account),
    hasPaymentPassword: account.payment_password !== null,
    zaloBonusMax: zaloBonus !== null && fields.some(({ field }) => field === 'zalo') ? minorToAmount(zaloBonus) : null,
  };
}

/**
 * PUT /wps/member/profile: the form's values for every field the brand shows (fields it does not
 * show are ignored). An empty value clears a field unless the brand requires it ('not empty'). The
 * real name, once set, may be sent again unchanged but not changed ('cannot be changed').
 */
export async function updateProfile(db: D1Database, merchant: string, account: AccountRow, raw: unknown, now: number): Promise<ProfileView> {
  const payload = payloadObject(raw);
  const fields = await loadProfileFields(db, merchant);
  const current = profileOf(account);
  const next: Profile = { ...current };
  for (const { field, required } of fields) {
    const given = textOf(payload, field);
    if (field === 'realName' && current.realName !== null) {
      if (given !== '' && !sameName(given, current.realName)) throw fieldError('realName', 'cannot be changed');
      continue;
    }
    if (given === '') {
      if (required) throw fieldError(field, 'not empty');
      // The nickname is a column that cannot be empty: left as it is.
      if (field !== 'nickname') next[field] = null;
      continue;
    }
    next[field] = checkedValue(field, given, now);
  }
  const stored = storedProfile(account);
  for (const field of JSON_FIELDS) {
    if (next[field] === null) delete stored[field];
    else stored[field] = next[field];
  }
  // Only set a real name where none is stored, so two parallel saves cannot both set one.
  await db
    .prepare('UPDATE accounts SET nickname = ?2, payee_name = COALESCE(payee_name, ?3), profile = ?4 WHERE id = ?1')
    .bind(account.id, next.nickname ?? account.nickname, next.realName, JSON.stringify(stored))
    .run();
  const updated = await db.prepare('SELECT * FROM accounts WHERE id = ?1').bind(account.id).first<AccountRow>();
  return profileView(db, merchant, updated ?? account);
}
