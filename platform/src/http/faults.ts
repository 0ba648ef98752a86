/**
 * Fault injection (reference platform only): per endpoint key a delay, an error rate (answered
 * #727) and a "malformed" switch (truncated JSON). Six layers are merged field by field, later
 * ones winning: FAULTS["*"], FAULTS[key], table["*"], table[key], then the table's rows of the
 * request's scope, ["*"] and [key]. A field left unset (null) in a layer does not override the
 * layers below it, so `{"*":{"delayMs":50}}` in the variable and a table row
 * `{endpoint:"X", errorRate:1}` together give X both the delay and the errors.
 *
 * A row with a scope applies only to requests that carry the same `X-Fault-Scope` header, so
 * end-to-end tests running side by side each fault only their own requests (the portal passes the
 * header on from the browser in development and test builds). A row without one applies to all.
 */
import * as z from 'zod';
import { systemBusy } from './envelope';

export interface Fault {
  delayMs: number | null;
  errorRate: number | null;
  malformed: boolean | null;
}

export interface FaultRow {
  endpoint: string;
  /** '' for every request; else only requests whose X-Fault-Scope header is this. */
  scope: string;
  delay_ms: number | null;
  error_rate: number | null;
  malformed: number | null;
}

const FaultSpec = z.object({
  delayMs: z.number().int().min(0).max(60_000).nullish(),
  errorRate: z.number().min(0).max(1).nullish(),
  malformed: z.boolean().nullish(),
});
const FaultMap = z.record(z.string(), FaultSpec);

const NO_FAULT: Fault = { delayMs: null, errorRate: null, malformed: null };

/** Parses the FAULTS variable; a broken value is reported and ignored rather than taking the platform down. */
export function parseFaultVariable(raw: string | undefined): Record<string, Partial<Fault>> {
  if (!raw || raw.trim() === '') return {};
  try {
    return FaultMap.parse(JSON.parse(raw));
  } catch (error) {
    console.warn('FAULTS variable ignored: not a valid fault map', error);
    return {};
  }
}

export function faultFromRow(row: FaultRow): Fault {
  return {
    delayMs: row.delay_ms,
    errorRate: row.error_rate,
    malformed: row.malformed === null ? null : row.malformed === 1,
  };
}

function overlay(base: Fault, layer: Partial<Fault> | undefined): Fault {
  if (!layer) return base;
  return {
    delayMs: layer.delayMs ?? base.delayMs,
    errorRate: layer.errorRate ?? base.errorRate,
    malformed: layer.malformed ?? base.malformed,
  };
}

export function effectiveFault(key: string, variable: Record<string, Partial<Fault>>, rows: readonly FaultRow[], scope = ''): Fault {
  const layer = (endpoint: string, rowScope: string) => {
    const row = rows.find((r) => r.endpoint === endpoint && r.scope === rowScope);
    return row ? faultFromRow(row) : undefined;
  };
  const scoped = scope ? [layer('*', scope), layer(key, scope)] : [];
  return [variable['*'], variable[key], layer('*', ''), layer(key, ''), ...scoped].reduce<Fault>(overlay, NO_FAULT);
}

/** The scope a request asks its faults from (the X-Fault-Scope header; development tools only). */
export function faultScopeOf(request: Request, devTools: boolean): string {
  if (!devTools) return '';
  const scope = request.headers.get('X-Fault-Scope')?.trim() ?? '';
  return /^[\w.:-]{1,120}$/.test(scope) ? scope : '';
}

/** The whole table: a handful of rows, read once and cached with the brand (configCache.ts). */
export const allFaultsSql = 'SELECT endpoint, scope, delay_ms, error_rate, malformed FROM faults';

/** Runs the fault's delay and error roll; returns whether the answer must be truncated. */
export async function applyFaultBeforeHandling(fault: Fault): Promise<void> {
  if (fault.delayMs && fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 0));
  if (fault.errorRate && fault.errorRate > 0 && Math.random() < fault.errorRate) throw systemBusy();
}

/** HTTP 200 with the first half of the real body: what a cut connection looks like to a client. */
export async function truncateResponse(response: Response): Promise<Response> {
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(text.slice(0, Math.max(1, Math.floor(text.length / 2))), { status: 200, headers });
}
