/**
 * /__dev/*: the development tools themselves (only when DEV_TOOLS is "1"): fault injection, the
 * brand's system status switch, the outbox of messages the platform would have sent, and seeding the
 * demo data (accounts: ./accounts.ts; their money history: ./history.ts). A development route that
 * acts on one domain lives in that domain's module (its `dev-routes.ts`, or beside its routes) and
 * is listed in src/index.ts; platform/README.md lists them all.
 */
import * as z from 'zod';
import { ok, paramError } from '../../http/envelope';
import { faultFromRow, type FaultRow } from '../../http/faults';
import { jsonBody, parseWith } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { seedAccounts } from './accounts';
import { seedHistory } from './history';
import { devMerchant } from '../../http/dev-merchant';
import type { BrandRow } from '../../http/brand';
import { publishSite } from '../live/publish';
import { statusBody } from '../system/status';

async function listFaults(ctx: BaseContext): Promise<Response> {
  const { results } = await ctx.env.DB.prepare('SELECT endpoint, scope, delay_ms, error_rate, malformed FROM faults ORDER BY endpoint, scope').all<FaultRow>();
  return ok({ list: results.map((row) => ({ endpoint: row.endpoint, ...(row.scope ? { scope: row.scope } : {}), ...faultFromRow(row) })) });
}

const FaultScope = z
  .string()
  .trim()
  .regex(/^[\w.:-]{1,120}$/);

const FaultBody = z.object({
  endpoint: z.string().trim().min(1).max(200),
  /** Only requests with this X-Fault-Scope header (an end-to-end test's own); every request when left out. */
  scope: FaultScope.nullish(),
  delayMs: z.number().int().min(0).max(60_000).nullish(),
  errorRate: z.number().min(0).max(1).nullish(),
  malformed: z.boolean().nullish(),
});

async function putFault(ctx: BaseContext): Promise<Response> {
  const body = parseWith(FaultBody, await jsonBody(ctx.request));
  const row: FaultRow = {
    endpoint: body.endpoint,
    scope: body.scope ?? '',
    delay_ms: body.delayMs ?? null,
    error_rate: body.errorRate ?? null,
    malformed: body.malformed === undefined || body.malformed === null ? null : body.malformed ? 1 : 0,
  };
  await ctx.env.DB.prepare(
    `INSERT INTO faults (endpoint, scope, delay_ms, error_rate, malformed) VALUES (?1, ?2, ?3, ?4, ?5)
     ON CONFLICT (endpoint, scope) DO UPDATE SET delay_ms = excluded.delay_ms, error_rate = excluded.error_rate,
       malformed = excluded.malformed`,
  )
    .bind(row.endpoint, row.scope, row.delay_ms, row.error_rate, row.malformed)
    .run();
  return ok({ endpoint: row.endpoint, ...(row.scope ? { scope: row.scope } : {}), ...faultFromRow(row) });
}

/** Clears every fault, or with ?scope= only that scope's (an end-to-end test's own). */
async function clearFaults(ctx: BaseContext): Promise<Response> {
  const asked = ctx.url.searchParams.get('scope');
  if (asked === null) await ctx.env.DB.prepare('DELETE FROM faults').run();
  else await ctx.env.DB.prepare('DELETE FROM faults WHERE scope = ?1').bind(parseWith(FaultScope, asked)).run();
  return ok({ list: [] });
}

const StatusBody = z.object({
  merchant: z.string().trim().min(1).optional(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenanceEndTime: z.number().int().min(0).nullish(),
});

async function putStatus(ctx: BaseContext): Promise<Response> {
  const body = parseWith(StatusBody, await jsonBody(ctx.request));
  const merchant = devMerchant(ctx, body.merchant);
  const now = Date.now();
  const readRow = () => ctx.env.DB.prepare('SELECT * FROM brands WHERE merchant_code = ?1').bind(merchant).first<BrandRow>();
  const before = await readRow();
  const result = await ctx.env.DB.prepare(
    `UPDATE brands SET
        maintenance = ?2,
        maintenance_start = CASE WHEN ?2 = 1 THEN ?3 ELSE NULL END,
        maintenance_end = CASE WHEN ?2 = 1 THEN ?4 ELSE NULL END,
        region_restriction = ?5
      WHERE merchant_code = ?1`,
  )
    .bind(merchant, body.status === 1 ? 1 : 0, now, body.maintenanceEndTime ?? null, body.status === 2 ? 1 : 0)
    .run();
  if (result.meta.changes === 0) throw paramError(`merchant: unknown merchant ${merchant}`);
  // Open pages learn of a change at once (docs/decisions/040-live-updates.md): the status as GET /wps/system/status answers it.
  const after = await readRow();
  const switched = (row: BrandRow) => {
    const { status, regionRestriction, maintenanceEndTime } = statusBody(row, null);
    return JSON.stringify([status, regionRestriction, maintenanceEndTime]);
  };
  if (before && after && switched(before) !== switched(after)) await publishSite(ctx.env, merchant, { type: 'status', status: statusBody(after, null) });
  return ok({ merchant, status: body.status, maintenanceEndTime: body.status === 1 ? (body.maintenanceEndTime ?? null) : null });
}

interface OutboxRow {
  id: number;
  merchant_code: string;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: number;
}

async function outbox(ctx: BaseContext): Promise<Response> {
  const { results } = await ctx.env.DB.prepare('SELECT * FROM outbox_messages ORDER BY created_at DESC, id DESC LIMIT 200').all<OutboxRow>();
  return ok({
    list: results.map((r) => ({
      id: r.id,
      merchant: r.merchant_code,
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      createdAt: r.created_at,
    })),
  });
}

export const devRoutes: DevRoute[] = [
  { kind: 'dev', path: '/__dev/faults', faultKey: '', methods: { GET: listFaults, PUT: putFault, DELETE: clearFaults } },
  { kind: 'dev', path: '/__dev/status', faultKey: '', methods: { PUT: putStatus } },
  { kind: 'dev', path: '/__dev/outbox', faultKey: '', methods: { GET: outbox } },
  { kind: 'dev', path: '/__dev/seed-accounts', faultKey: '', methods: { POST: seedAccounts } },
  { kind: 'dev', path: '/__dev/seed-history', faultKey: '', methods: { POST: seedHistory } },
];
