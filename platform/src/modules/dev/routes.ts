/**
 * /__dev/*: development tools of the reference platform (only when DEV_TOOLS is "1"):
 * fault injection, the brand's system status, whitelabel switches, the outbox of messages it would
 * have sent, demo accounts and captcha answers (./accounts.ts), Firebase ID tokens signed with the
 * development key (./firebase.ts), Turnstile stand-in tokens and security settings (./security.ts), the wallet mode (./wallet-settings.ts), the brand's theme (./theme.ts),
 * withdrawals: the operator's decisions, proofs, the receipt sweep and rules (./withdrawals.ts), the
 * whole books checked against the ledger's rules (./ledger-audit.ts).
 */
import { z } from 'zod';
import { ok, paramError } from '../../http/envelope';
import { faultFromRow, type FaultRow } from '../../http/faults';
import { jsonBody, parseWith } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { contractDevRoutes } from '../contracts/routes';
import { depositDevRoutes } from '../deposit/dev-routes';
import { captchaAnswer, seedAccounts } from './accounts';
import { firebaseToken } from './firebase';
import { betRound, ledgerCheck, seedHistory } from './history';
import { ledgerAudit } from './ledger-audit';
import { seedTeam } from '../agent-reports/dev';
import { putSecuritySettings, turnstileToken } from './security';
import { putTheme } from './theme';
import { putWalletSettings } from './wallet-settings';
import { withdrawalDevRoutes } from './withdrawals';
import { devMerchant } from './merchant';
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

const WhitelabelBody = z.object({
  merchant: z.string().trim().min(1).optional(),
  modId: z.string().trim().min(1).max(40),
  enabled: z.boolean(),
});

/**
 * Switches one whitelabel module of a brand (e.g. GOOGLELOGIN3 / FBLOGIN3, off in the demo seed,
 * for social sign-in in local runs and end-to-end tests). Lasts until the seed is applied again.
 */
async function putWhitelabel(ctx: BaseContext): Promise<Response> {
  const body = parseWith(WhitelabelBody, await jsonBody(ctx.request));
  const merchant = devMerchant(ctx, body.merchant);
  const result = await ctx.env.DB.prepare('UPDATE whitelabel_nodes SET enabled = ?3 WHERE merchant_code = ?1 AND mod_id = ?2')
    .bind(merchant, body.modId, body.enabled ? 1 : 0)
    .run();
  if (result.meta.changes === 0) throw paramError(`modId: no module ${body.modId} for merchant ${merchant}`);
  return ok({ merchant, modId: body.modId, enabled: body.enabled });
}

const RegisterFieldBody = z.object({
  field: z.string().regex(/^[A-Za-z]{1,40}$/),
  enabled: z.boolean(),
  required: z.boolean(),
  merchant: z.string().optional(),
});

/** Switches one registration field of a brand (shown / required), for demos and tests. */
async function putRegisterField(ctx: BaseContext): Promise<Response> {
  const body = parseWith(RegisterFieldBody, await jsonBody(ctx.request));
  const merchant = devMerchant(ctx, body.merchant);
  const result = await ctx.env.DB.prepare('UPDATE register_fields SET enabled = ?3, required = ?4 WHERE merchant_code = ?1 AND field = ?2')
    .bind(merchant, body.field, body.enabled ? 1 : 0, body.required ? 1 : 0)
    .run();
  if (result.meta.changes === 0) throw paramError(`field: no register field ${body.field} for merchant ${merchant}`);
  return ok({ merchant, field: body.field, enabled: body.enabled, required: body.required });
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
  { kind: 'dev', path: '/__dev/whitelabel', faultKey: '', methods: { PUT: putWhitelabel } },
  { kind: 'dev', path: '/__dev/register-field', faultKey: '', methods: { PUT: putRegisterField } },
  { kind: 'dev', path: '/__dev/outbox', faultKey: '', methods: { GET: outbox } },
  { kind: 'dev', path: '/__dev/seed-accounts', faultKey: '', methods: { POST: seedAccounts } },
  { kind: 'dev', path: '/__dev/captcha', faultKey: '', methods: { GET: captchaAnswer } },
  { kind: 'dev', path: '/__dev/firebase-token', faultKey: '', methods: { POST: firebaseToken } },
  { kind: 'dev', path: '/__dev/turnstile-token', faultKey: '', methods: { POST: turnstileToken } },
  { kind: 'dev', path: '/__dev/security-settings', faultKey: '', methods: { PUT: putSecuritySettings } },
  ...depositDevRoutes,
  { kind: 'dev', path: '/__dev/wallet-settings', faultKey: '', methods: { PUT: putWalletSettings } },
  { kind: 'dev', path: '/__dev/theme', faultKey: '', methods: { PUT: putTheme } },
  ...withdrawalDevRoutes,
  { kind: 'dev', path: '/__dev/seed-history', faultKey: '', methods: { POST: seedHistory } },
  { kind: 'dev', path: '/__dev/seed-team', faultKey: '', methods: { POST: seedTeam } },
  { kind: 'dev', path: '/__dev/bet-round', faultKey: '', methods: { POST: betRound } },
  { kind: 'dev', path: '/__dev/ledger-check', faultKey: '', methods: { GET: ledgerCheck } },
  { kind: 'dev', path: '/__dev/ledger-audit', faultKey: '', methods: { GET: ledgerAudit } },
  ...contractDevRoutes,
];
