/** Parameter parsing shared by handlers: zod schemas for query strings and JSON bodies. */
import * as z from 'zod';
import { paramError } from './envelope';

/** Query parameters as a plain object; empty values count as absent (gateways send `vassalage=`). */
export function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw paramError(`${where}${issue?.message ?? 'invalid parameters'}`);
  }
  return result.data;
}

/** Reads a JSON object body; anything else is a parameter error. */
export async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw paramError('body is not valid JSON');
  }
}

/** An integer given as a JSON number or a decimal string. */
export const intParam = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/, 'must be an integer')
    .transform(Number),
]);

/**
 * An amount (at most two decimals) as sent on the wire, converted to integer minor units by
 * exact decimal parsing (no floating point multiplication).
 */
export const amountToMinor = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  // At most 13 whole digits: the result stays a safe integer (no rounding of huge amounts).
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) {
    ctx.addIssue({ code: 'custom', message: 'must be a non-negative amount with at most two decimals' });
    return z.NEVER;
  }
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) {
    ctx.addIssue({ code: 'custom', message: 'must be a non-negative amount with at most two decimals' });
    return z.NEVER;
  }
  return minor;
});

/** Comma-separated list of codes out of `allowed`. */
export function codeList<const T extends string>(allowed: readonly T[]) {
  return z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((part) => part.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(allowed as unknown as [T, ...T[]])));
}

/** Minor units to the wire amount (a JSON number with at most two decimals). */
export function minorToAmount(minor: number): number {
  return Math.round(minor) / 100;
}
