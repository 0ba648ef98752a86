/**
 * The security centre's endpoints (docs/platform-protocol.md "Security centre"): profile, phone and
 * e-mail binding, payment password, bank cards. All need an active session; the calls that carry a
 * password are encrypted. Trial (free-play) accounts read but change nothing (`function.not.available`):
 * they have no real money to guard.
 */
import { okPrivate } from '../../http/envelope';
import { readPayload } from '../../http/payload';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { requireRealAccount } from '../accounts/accounts';
import { accountDeps } from '../accounts/deps';
import { requireSession } from '../session/sessions';
import { addBankCard, bankCardsView, removeBankCard } from './bank-cards';
import { bindContact, sendContactCode } from './contacts';
import { changePaymentPassword, resetPaymentPassword, sendPaymentPasswordCode, setPaymentPassword } from './payment-password';
import { profileView, updateProfile } from './profile';

async function profileHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  return okPrivate(await profileView(ctx.env.DB, ctx.brand.row.merchant_code, session.account));
}

async function updateProfileHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  const d = await accountDeps(ctx);
  requireRealAccount(d.settings, session.account);
  return okPrivate(await updateProfile(d.db, d.merchant, session.account, await readPayload(ctx), d.now));
}

/** A change that needs the session's account (not a trial one), the account dependencies and the body. */
const withAccount =
  (run: (d: Awaited<ReturnType<typeof accountDeps>>, account: Awaited<ReturnType<typeof requireSession>>['account'], payload: unknown) => Promise<unknown>) =>
  async (ctx: BrandContext): Promise<Response> => {
    const session = await requireSession(ctx);
    const d = await accountDeps(ctx);
    requireRealAccount(d.settings, session.account);
    const payload = await readPayload(ctx);
    return okPrivate(await run(d, session.account, payload));
  };

async function bankCardsHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  return okPrivate(await bankCardsView(ctx.env.DB, ctx.brand.row.merchant_code, session.account));
}

const path = (p: string) => ({ path: p, faultKey: p });

export const securityCentreRoutes: BrandRoute[] = [
  { kind: 'brand', ...path('/wps/member/profile'), methods: { GET: profileHandler, PUT: updateProfileHandler } },
  { kind: 'brand', ...path('/wps/member/contact/code'), methods: { POST: withAccount(sendContactCode) } },
  { kind: 'brand', ...path('/wps/member/contact'), encrypted: true, methods: { POST: withAccount(bindContact) } },
  {
    kind: 'brand',
    ...path('/wps/member/payment-password'),
    encrypted: true,
    methods: { POST: withAccount(setPaymentPassword), PUT: withAccount(changePaymentPassword) },
  },
  { kind: 'brand', ...path('/wps/member/payment-password/code'), methods: { POST: withAccount(sendPaymentPasswordCode) } },
  { kind: 'brand', ...path('/wps/member/payment-password/reset'), encrypted: true, methods: { POST: withAccount(resetPaymentPassword) } },
  { kind: 'brand', ...path('/wps/member/bank-cards'), encrypted: true, methods: { GET: bankCardsHandler, POST: withAccount(addBankCard) } },
  { kind: 'brand', ...path('/wps/member/bank-cards/remove'), encrypted: true, methods: { POST: withAccount(removeBankCard) } },
];
