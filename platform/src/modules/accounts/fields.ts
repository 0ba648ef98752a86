/**
 * Field rules from the brand's register configuration (`register_fields` + `validation_patterns`,
 * the same data as GET /wps/system/setting/register). Registration validates every field against
 * them; login and password calls reuse the `mobileNum` and `password` rules.
 */
import { fieldError } from '../../http/envelope';

export interface FieldRule {
  field: string;
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: string;
  minLength: number;
  maxLength: number;
}

interface FieldRow {
  field: string;
  enabled: number;
  required: number;
  accepted_pattern: string;
  pattern_id: string;
  min_length: number;
  max_length: number;
}

export async function loadFieldRules(db: D1Database, merchant: string): Promise<Map<string, FieldRule>> {
  const { results } = await db
    .prepare(
      `SELECT rf.field, rf.enabled, rf.required, vp.accepted_pattern, rf.pattern_id, rf.min_length, rf.max_length
         FROM register_fields rf JOIN validation_patterns vp ON vp.pattern_id = rf.pattern_id
        WHERE rf.merchant_code = ?1 ORDER BY rf.sort`,
    )
    .bind(merchant)
    .all<FieldRow>();
  return new Map(
    results.map((r) => [
      r.field,
      {
        field: r.field,
        enabled: r.enabled === 1,
        required: r.required === 1,
        acceptedPattern: r.accepted_pattern,
        patternId: r.pattern_id,
        minLength: r.min_length,
        maxLength: r.max_length,
      },
    ]),
  );
}

/** Used when a brand does not configure a rule the platform itself needs. */
export const FALLBACK_RULES: Record<'mobileNum' | 'password' | 'username', FieldRule> = {
  mobileNum: { field: 'mobileNum', enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 6, maxLength: 15 },
  password: {
    field: 'password',
    enabled: true,
    required: true,
    acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
    patternId: 'LETTERS_AND_DIGITS',
    minLength: 6,
    maxLength: 20,
  },
  username: {
    field: 'username',
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: 'LETTER_FIRST_ALNUM',
    minLength: 4,
    maxLength: 16,
  },
};

export function ruleFor(rules: Map<string, FieldRule>, field: keyof typeof FALLBACK_RULES): FieldRule {
  return rules.get(field) ?? FALLBACK_RULES[field];
}

function lengthMessage(rule: FieldRule): string {
  return rule.minLength === rule.maxLength ? `length must be ${rule.minLength}` : `length must be between ${rule.minLength} and ${rule.maxLength}`;
}

/**
 * Checks a present value against a rule (length counted in code points, then the pattern);
 * `name` is the field name used in the error (the payload's, e.g. mobileNo).
 */
export function checkValue(rule: FieldRule, value: string, name = rule.field): void {
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) throw fieldError(name, lengthMessage(rule));
  if (rule.acceptedPattern !== '*') {
    let pattern: RegExp;
    try {
      pattern = new RegExp(rule.acceptedPattern);
    } catch {
      console.error(`register field ${rule.field}: bad pattern ${rule.acceptedPattern}`);
      throw fieldError(name, 'cannot be validated');
    }
    if (!pattern.test(value)) throw fieldError(name, `must match pattern ${rule.patternId}`);
  }
}

/** A string field of a payload: absent, null and blank are ''; other non-strings are refused. */
export function textOf(payload: Record<string, unknown>, name: string, options: { trim?: boolean } = {}): string {
  const raw = payload[name];
  if (raw === undefined || raw === null) return '';
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (typeof raw !== 'string') throw fieldError(name, 'must be a string');
  if (raw.length > 500) throw fieldError(name, 'too long');
  return options.trim === false ? raw : raw.trim();
}

export function requireText(payload: Record<string, unknown>, name: string, options: { trim?: boolean } = {}): string {
  const value = textOf(payload, name, options);
  if (value === '') throw fieldError(name, 'not empty');
  return value;
}

/** The payload as an object (anything else is a parameter error). */
export function payloadObject(payload: unknown): Record<string, unknown> {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) throw fieldError('body', 'must be a JSON object');
  return payload as Record<string, unknown>;
}

/** Where a code goes: `channel` SMS (a mobile number) or EMAIL. */
export function channelOf(payload: Record<string, unknown>): 'SMS' | 'EMAIL' {
  const channel = requireText(payload, 'channel').toUpperCase();
  if (channel !== 'SMS' && channel !== 'EMAIL') throw fieldError('channel', 'must be one of SMS, EMAIL');
  return channel;
}

/** "+82" from "82", "+82" or "0082"-less forms; 1 to 4 digits. */
export function dialingCodeOf(payload: Record<string, unknown>, name = 'countryDialingCode'): string {
  const value = requireText(payload, name);
  const match = /^\+?([0-9]{1,4})$/.exec(value);
  if (!match) throw fieldError(name, 'must be 1 to 4 digits, optionally after +');
  return `+${match[1]}`;
}

/** A mobile number checked against the brand's mobile rule; spaces and dashes are dropped. */
export function mobileOf(payload: Record<string, unknown>, rules: Map<string, FieldRule>, name: string): string {
  const value = requireText(payload, name).replace(/[\s-]/g, '');
  checkValue(ruleFor(rules, 'mobileNum'), value, name);
  return value;
}
