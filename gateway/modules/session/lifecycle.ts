import type { GatewayContext, SessionChange } from '#gateway/context';

/**
 * The session's whole lifecycle, in one place: a session begins after a login (password, SMS,
 * social, a finished second step), a registration or free play; a login may first wait for its
 * second step; a session ends on logout or when the platform says it is over. Resolvers call these
 * and never touch the context's session fields themselves. The caller (the portal Worker) turns
 * `sessionChange` into the sealed cookie; the token never enters a GraphQL answer.
 */

type BeginMethod = Extract<SessionChange, { kind: 'set' }>['method'];

interface Begin {
  method: BeginMethod;
  /** Keep the session for a day rather than until the browser closes. */
  remember?: boolean | null;
}

/** A usable session begins: this request's later platform calls (the member read) use it. */
export function beginSession(ctx: GatewayContext, token: string, { method, remember }: Begin) {
  ctx.sessionChange = { kind: 'set', token, method, ...(remember == null ? {} : { remember }) };
  ctx.session = { token };
  ctx.pendingSecondStep = null;
  ctx.platform.useToken(token);
}

/**
 * A login that needs a second step (a new IP): not a session yet. The platform accepts this token
 * only on the second-step calls, so it is kept apart from `session`.
 */
export function beginPendingLogin(ctx: GatewayContext, token: string, { method, remember }: Begin) {
  ctx.sessionChange = { kind: 'set', token, method, pending: true, ...(remember == null ? {} : { remember }) };
  ctx.pendingSecondStep = { token };
}

/** The pending login's token, used for this request's platform calls only; null when none waits. */
export function usePendingLogin(ctx: GatewayContext): string | null {
  if (!ctx.pendingSecondStep) return null;
  ctx.platform.useToken(ctx.pendingSecondStep.token);
  return ctx.pendingSecondStep.token;
}

/**
 * The pending login passed its second step: the platform activates the same token, which becomes
 * the session (the cookie keeps the login's own choices: how it began, remember me).
 */
export function completePendingLogin(ctx: GatewayContext, token: string) {
  beginSession(ctx, token, { method: 'password' });
}

/**
 * A session that began in this request but could not be completed (the member read after the
 * login failed): it is ended on the platform, best effort, and the cookie is cleared (or never
 * written), so the visitor never holds a session alongside an error page.
 */
export async function abandonSession(ctx: GatewayContext) {
  try {
    await ctx.platform.call('logout');
  } catch {
    // The platform is failing already; its session times out on its own.
  }
  endSession(ctx);
}

/** The session (or pending login) is over: logout, or the platform ended it. */
export function endSession(ctx: GatewayContext) {
  ctx.sessionChange = { kind: 'cleared' };
  ctx.session = null;
  ctx.pendingSecondStep = null;
}
