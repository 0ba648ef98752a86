/** Member endpoints: info, avatar, balance, registration, password change and resets. */
import { now as clock } from '../../http/clock';
import { okPrivate } from '../../http/envelope';
import { readPayload } from '../../http/payload';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { accountDeps } from '../accounts/deps';
import { requireSession } from '../session/sessions';
import { walletBalance } from '../ledger/balance';
import { pendingOf } from '../legal/store';
import { siteProductsOf } from '../consent/store';
import { memberIcon, memberInfo } from './info';
import { changePassword, completeEmailReset, oldPasswordWaived, requestEmailReset, resetPasswordByPhone } from './password';
import { register, type RegisterMode } from './register';

async function infoHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  // Every page view of a member asks this: the pending check and the SITE marketing choices are one
  // indexed statement each, read beside the settings.
  const [d, legalPending, marketingSite] = await Promise.all([
    accountDeps(ctx),
    pendingOf(ctx.env.DB, ctx.brand.row.merchant_code, session.account.id, clock(ctx.env)),
    siteProductsOf(ctx.env.DB, session.account.id),
  ]);
  return okPrivate(memberInfo(session, d.settings, legalPending, marketingSite, oldPasswordWaived(d, session)));
}

async function iconHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  return okPrivate(memberIcon(session.account));
}

async function balanceHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  return okPrivate(await walletBalance(ctx.env.DB, ctx.brand.row.merchant_code, session.account.id));
}

const registerHandler =
  (mode: RegisterMode) =>
  async (ctx: BrandContext): Promise<Response> => {
    const payload = await readPayload(ctx);
    return okPrivate(await register(await accountDeps(ctx), payload, mode));
  };

async function changePasswordHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  const payload = await readPayload(ctx);
  return okPrivate(await changePassword(await accountDeps(ctx), session, payload));
}

async function phoneResetHandler(ctx: BrandContext): Promise<Response> {
  return okPrivate(await resetPasswordByPhone(await accountDeps(ctx), await readPayload(ctx)));
}

async function emailResetHandler(ctx: BrandContext): Promise<Response> {
  return okPrivate(await requestEmailReset(await accountDeps(ctx), await readPayload(ctx)));
}

async function emailResetCompleteHandler(ctx: BrandContext): Promise<Response> {
  return okPrivate(await completeEmailReset(await accountDeps(ctx), await readPayload(ctx)));
}

const path = (p: string) => ({ path: p, faultKey: p });

export const memberRoutes: BrandRoute[] = [
  { kind: 'brand', ...path('/wps/member/info'), methods: { GET: infoHandler } },
  { kind: 'brand', ...path('/wps/member/info/icon'), methods: { GET: iconHandler } },
  { kind: 'brand', ...path('/wps/v2/wallets/balance'), methods: { GET: balanceHandler } },
  // One reading of the client uses PUT for both registrations: both methods are accepted.
  { kind: 'brand', ...path('/wps/member/register'), encrypted: true, methods: { POST: registerHandler('username'), PUT: registerHandler('username') } },
  { kind: 'brand', ...path('/wps/member/register/mobile'), encrypted: true, methods: { POST: registerHandler('mobile'), PUT: registerHandler('mobile') } },
  { kind: 'brand', ...path('/wps/member/password'), encrypted: true, methods: { PUT: changePasswordHandler } },
  { kind: 'brand', ...path('/wps/member/password/verification'), encrypted: true, methods: { POST: phoneResetHandler } },
  { kind: 'brand', ...path('/wps/member/password/email'), methods: { POST: emailResetHandler } },
  { kind: 'brand', ...path('/wps/member/password/email/reset'), encrypted: true, methods: { POST: emailResetCompleteHandler } },
];
