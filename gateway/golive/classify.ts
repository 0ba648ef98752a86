/**
 * What one answer means for go-live: it reads as the portal expects, it differs (and where), the
 * platform does not offer the feature, or the call failed. Pure: the same rules for the CLI in
 * Node and the tests in workerd.
 */
import type { z } from 'zod';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import { envelopeSchema } from '#gateway/upstream/dto/index';
import type { EndpointDef } from '#gateway/upstream/endpoints';
import { ProbeTimeout, type RawAnswer } from './probe';

export type RowStatus = 'as expected' | 'differs' | 'not available' | 'failed';

export interface Issue {
  /** Where in the answer's `value` (array indexes folded: `list[].name`); `(value)` for the value itself. */
  path: string;
  message: string;
}

export interface Verdict {
  status: RowStatus;
  /** One short line for the table. */
  detail: string;
  /** The schema's issues, for `differs`. */
  issues?: Issue[];
  /** The platform's errorCode, when it sent one. */
  platformCode?: string;
  /** The validated value, for `as expected` (later rows may take an id from it). */
  value?: unknown;
}

/** How many distinct paths the table names before "+N more". */
const SHOWN_PATHS = 4;
/** How many issues a report keeps per row. */
const KEPT_ISSUES = 20;
const MESSAGE_CHARS = 80;

const short = (text: string, max = MESSAGE_CHARS) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A zod path as the table shows it: `list[].vo.gameName`; numbers fold so one wrong field of 50 items reads once. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += '[]';
    else out += (out ? '.' : '') + String(segment);
  }
  return out || '(value)';
}

/** The issues of a failed parse, distinct by path, at most KEPT_ISSUES. */
export function issuesOf(error: z.ZodError): Issue[] {
  const seen = new Map<string, Issue>();
  for (const issue of error.issues) {
    const path = formatPath(issue.path);
    if (!seen.has(path)) seen.set(path, { path, message: short(issue.message) });
    if (seen.size >= KEPT_ISSUES) break;
  }
  return [...seen.values()];
}

export function differs(issues: Issue[], prefix = ''): Verdict {
  const paths = issues.map((issue) => prefix + issue.path);
  const shown = paths.slice(0, SHOWN_PATHS).join(', ');
  const more = paths.length > SHOWN_PATHS ? ` +${paths.length - SHOWN_PATHS} more` : '';
  return { status: 'differs', detail: `${shown}${more}`, issues: issues.map((issue) => ({ ...issue, path: prefix + issue.path })) };
}

/** The value read by the row's schema, as the platform client reads it. */
export function validateValue(schema: z.ZodType, value: unknown): Verdict {
  let result: ReturnType<z.ZodType['safeParse']>;
  try {
    result = schema.safeParse(value);
  } catch (error) {
    // A transform refused the value (an amount out of range): the client calls it malformed too.
    return differs([{ path: '(value)', message: short(error instanceof Error ? error.message : String(error)) }]);
  }
  if (!result.success) return differs(issuesOf(result.error));
  return { status: 'as expected', detail: '', value: result.data };
}

/** Whether the platform's errorCode means the feature is off, as the gateway reads it (errors.ts). */
export function meansNotAvailable(platformCode: string | null | undefined): boolean {
  return Boolean(platformCode) && UpstreamError.fromPlatform('', platformCode ?? undefined, undefined).code === ErrorCode.FunctionNotAvailable;
}

function parseJson(text: string): { ok: true; json: unknown } | { ok: false } {
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * The verdict on a received answer. Order matters: a 404 or function.not.available is the feature
 * missing whatever else the body says; any other refusal or 5xx is a failure; only then is the
 * body read by the row's schema.
 */
export function classifyAnswer(def: EndpointDef, answer: RawAnswer): Verdict {
  const parsed = def.text || (def.binary && answer.status < 400) ? { ok: false as const } : parseJson(answer.text);
  const envelope = parsed.ok ? envelopeSchema.safeParse(parsed.json) : null;
  const refusal = envelope?.success && !envelope.data.success ? envelope.data : null;
  const code = refusal?.errorCode ?? undefined;

  if (answer.status === 404) return { status: 'not available', detail: code ? `HTTP 404 (${code})` : 'HTTP 404', platformCode: code };
  if (refusal && meansNotAvailable(code)) return { status: 'not available', detail: code ?? '', platformCode: code };
  if (refusal) {
    const what = [code, refusal.message && refusal.message !== code ? short(refusal.message, 60) : null].filter(Boolean).join(': ');
    return { status: 'failed', detail: `HTTP ${answer.status}, error envelope ${what || '(no errorCode)'}`, platformCode: code };
  }
  if (answer.status >= 400) return { status: 'failed', detail: `HTTP ${answer.status}` };

  if (def.text) return validateValue(def.schema, answer.text.trim());
  if (def.binary) return validateValue(def.schema, answer.contentType ?? '');
  if (!parsed.ok) return { status: 'failed', detail: `HTTP ${answer.status}, answer is not JSON` };
  if (!envelope?.success) return differs(envelope ? issuesOf(envelope.error) : [], '(envelope) ');
  return validateValue(def.schema, envelope.data.value);
}

/** The verdict on a call that got no answer. */
export function classifyError(error: unknown): Verdict {
  if (error instanceof ProbeTimeout) return { status: 'failed', detail: error.message };
  if (error instanceof UpstreamError) {
    // Met inside the gateway's own client (the login): its code says what happened.
    if (error.code === ErrorCode.FunctionNotAvailable)
      return { status: 'not available', detail: error.platformCode ?? error.code, platformCode: error.platformCode };
    return {
      status: 'failed',
      detail: short(`${error.code}${error.platformCode ? ` (${error.platformCode})` : ''}: ${error.message}`),
      platformCode: error.platformCode,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  // Node's fetch says only "fetch failed"; its cause says why (ECONNREFUSED, a certificate).
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return { status: 'failed', detail: short(`network: ${message}${cause}`) };
}
