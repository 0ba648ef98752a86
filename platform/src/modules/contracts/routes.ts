/**
 * The contract relays (docs/platform-protocol.md "Contracts"): one per kind, GET for the caller's
 * desk of that kind, POST `{action, ...}` for offer, accept, reject, terminate and (dividends)
 * issue; and the consolidated contract info. Plus the development route that runs the cron's
 * settlement at a chosen instant.
 */
import { now as clock } from '../../http/clock';
import { fieldError, functionNotAvailable, ok, okPrivate } from '../../http/envelope';
import { jsonBody } from '../../http/params';
import { readPayload } from '../../http/payload';
import { relay, type BaseContext, type BrandContext, type BrandRoute, type DevRoute } from '../../http/routes';
import { objectBody } from '../transfer/wire';
import { requireSession } from '../session/sessions';
import { isModuleOn } from '../../http/brand';
import { contractInfo, desk, downlineContracts, issueDividend, offer, requestTermination, respond, type Deps } from './contracts';
import { settleContracts } from './settle';
import type { ContractKind } from './terms';

/** The relay of each kind (module ids in docs/platform-protocol.md). */
export const CONTRACT_RELAYS: Record<ContractKind, string> = {
  DIVIDEND: 'MCS2_processDividendReq',
  DAILY: 'MCS2_processDailySalContract',
  HOURLY: 'MCS2_processContractHourSalary',
  REALTIME: 'MCSFE_processRealTimeSalaryContract',
};

/** The brand's whitelabel module of each kind (upstream-protocol.md "Agents and contracts"). */
export const CONTRACT_MODULES: Record<ContractKind, string> = { DIVIDEND: 'SIGNCONDIV3', DAILY: 'DAILYSALCONT3', HOURLY: 'HOURSAL3', REALTIME: 'RTSALARY3' };

const deps = (ctx: BrandContext): Deps => ({ env: ctx.env, merchant: ctx.brand.row.merchant_code, now: clock(ctx.env) });

/**
 * A kind whose module the brand switched off is not available, whatever ModuleId the caller sent
 * (the pipeline checks only the header's module).
 */
function requireKindModule(ctx: BrandContext, kind: ContractKind): void {
  if (!isModuleOn(ctx.brand.whitelabel, CONTRACT_MODULES[kind])) throw functionNotAvailable();
}

function deskHandler(kind: ContractKind) {
  return async (ctx: BrandContext): Promise<Response> => {
    requireKindModule(ctx, kind);
    return okPrivate(await desk(deps(ctx), await requireSession(ctx), kind, ctx.url));
  };
}

function actionHandler(kind: ContractKind) {
  return async (ctx: BrandContext): Promise<Response> => {
    requireKindModule(ctx, kind);
    const session = await requireSession(ctx);
    const body = objectBody(await readPayload(ctx));
    const d = deps(ctx);
    switch (body.action) {
      case 'offer':
        return okPrivate(await offer(d, session, kind, body));
      case 'accept':
        return okPrivate(await respond(d, session, kind, body, true));
      case 'reject':
        return okPrivate(await respond(d, session, kind, body, false));
      case 'terminate':
        return okPrivate(await requestTermination(d, session, kind, body));
      case 'issue':
        if (kind !== 'DIVIDEND') break;
        return okPrivate(await issueDividend(d, session, body));
    }
    throw fieldError(
      'action',
      kind === 'DIVIDEND' ? 'must be one of offer, accept, reject, terminate, issue' : 'must be one of offer, accept, reject, terminate',
    );
  };
}

async function infoHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  return okPrivate(await contractInfo(deps(ctx), session, (kind) => isModuleOn(ctx.brand.whitelabel, CONTRACT_MODULES[kind])));
}

async function downlineHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  return okPrivate(await downlineContracts(deps(ctx), session, ctx.url.searchParams.get('username')));
}

export const contractRoutes: BrandRoute[] = [
  ...(Object.entries(CONTRACT_RELAYS) as [ContractKind, string][]).map(([kind, name]): BrandRoute => ({
    kind: 'brand',
    ...relay(name),
    methods: { GET: deskHandler(kind), POST: actionHandler(kind) },
  })),
  // The spec's consolidated contract info, under the member's funds (product spec, "Member").
  { kind: 'brand', path: '/wps/member/info/funds/consolidated', faultKey: '/wps/member/info/funds/consolidated', methods: { GET: infoHandler } },
  { kind: 'brand', ...relay('MCS2_downlineContracts'), methods: { GET: downlineHandler } },
];

/**
 * POST /__dev/contracts/settle `{at?}`: runs the cron's settlement (settle.ts) as if the clock
 * read `at` (epoch ms; default now), so a test or a demo sees a period end without waiting.
 */
async function settleNow(ctx: BaseContext): Promise<Response> {
  const body = (await jsonBody(ctx.request)) as { at?: unknown };
  const at = body.at === undefined ? clock(ctx.env) : Number(body.at);
  if (!Number.isSafeInteger(at) || at <= 0) throw fieldError('at', 'must be epoch milliseconds');
  return ok(await settleContracts(ctx.env, at));
}

export const contractDevRoutes: DevRoute[] = [{ kind: 'dev', path: '/__dev/contracts/settle', faultKey: '', methods: { POST: settleNow } }];
