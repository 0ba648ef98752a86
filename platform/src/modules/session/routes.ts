/** Session endpoints: login (+ second step), logout, captcha, free play, the account's session list. */
import { now as clock } from '../../http/clock';
import { okPrivate, PlatformError } from '../../http/envelope';
import { readPayload } from '../../http/payload';
import { endLiveSession } from '../live/publish';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { captchaHandler } from './captcha';
import { accountDeps } from '../accounts/deps';
import { freePlay } from './freeplay';
import { login } from './login-entry';
import { completeSecondStep, sendSecondStepCode } from './secondStep';
import { sessionListRoutes } from './session-list';
import { revokeSessionStatement } from './revoke';
import { requireSession, tokenOf } from './sessions';

async function loginHandler(ctx: BrandContext): Promise<Response> {
  const payload = await readPayload(ctx);
  return okPrivate(await login(await accountDeps(ctx), payload));
}

async function logoutHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx, { allowPending: true });
  await revokeSessionStatement(ctx.env.DB, session.tokenHash, 'LOGOUT', clock(ctx.env)).run();
  await endLiveSession(ctx.env, ctx.brand.row.merchant_code, session.account.id, session.tokenHash);
  return okPrivate(null);
}

async function secondStepHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx, { allowPending: true });
  const payload = await readPayload(ctx);
  const value = await completeSecondStep(await accountDeps(ctx), session, payload);
  return okPrivate({ ...value, token: tokenOf(ctx.request) });
}

async function secondStepSendHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx, { allowPending: true });
  const payload = await readPayload(ctx);
  return okPrivate(await sendSecondStepCode(await accountDeps(ctx), session, payload));
}

async function freePlayHandler(ctx: BrandContext): Promise<Response> {
  // The payload is read (and, on the wire, opened) only to refuse malformed bodies.
  const payload = await readPayload(ctx);
  if (payload !== null && typeof payload !== 'object') throw new PlatformError(400, 'request_param_err', 'body: must be a JSON object');
  return okPrivate(await freePlay(await accountDeps(ctx)));
}

const path = (p: string) => ({ path: p, faultKey: p });

export const sessionRoutes: BrandRoute[] = [
  { kind: 'brand', ...path('/wps/session/login'), encrypted: true, methods: { POST: loginHandler } },
  { kind: 'brand', ...path('/wps/session/login/verification'), encrypted: true, methods: { POST: secondStepHandler } },
  { kind: 'brand', ...path('/wps/session/login/verification/send'), methods: { POST: secondStepSendHandler } },
  { kind: 'brand', ...path('/wps/session/login/freeplay'), methods: { POST: freePlayHandler } },
  // One reading of the client uses DELETE for logout: both are accepted.
  { kind: 'brand', ...path('/wps/session/logout'), methods: { POST: logoutHandler, DELETE: logoutHandler } },
  { kind: 'brand', ...path('/wps/captcha'), methods: { GET: captchaHandler } },
  ...sessionListRoutes,
];
