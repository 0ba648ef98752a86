import type { GatewayContext } from '#gateway/context';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import type { MemberInfoDto } from '#gateway/upstream/dto/index';
import { endSession } from './lifecycle';

/** Agent and trial type codes (docs/spec-index.md#roles-and-permissions); the platform says so itself when it can. */
const AGENT_TYPES = new Set([1, 2, 41, 42]);
const TRIAL_TYPES = new Set([4]);

export function toMember(info: MemberInfoDto) {
  return {
    id: info.id,
    account: info.account,
    nickname: info.nickname ?? null,
    type: info.type,
    isAgent: info.isAgent ?? AGENT_TYPES.has(info.type),
    isTrial: info.isTrial ?? TRIAL_TYPES.has(info.type),
    previousLoginTime: info.previousLoginTime ?? null,
    firstTimeLogin: info.firstTimeLogin ?? false,
    affiliateCode: info.affiliateCode ?? null,
    mobile: info.mobileNum
      ? [info.countryDialingCode ? `+${info.countryDialingCode.replace(/^\+/, '')}` : null, info.mobileNum].filter(Boolean).join(' ')
      : null,
    email: info.email ?? null,
    registeredAt: info.registeredAt ?? null,
    oldPasswordNeeded: !(info.passwordChangeWithoutOld ?? false),
    legalPending: (info.legalPending ?? []).map((pending) => pending.kind),
    marketingSite: info.marketingSite ?? null,
  };
}

/**
 * The avatar, asked for only when a page shows it. A failure is no avatar: the portal shows its
 * fallback image either way.
 */
export async function loadAvatarUrl(ctx: GatewayContext): Promise<string | null> {
  if (!ctx.session) return null;
  try {
    const { icon } = await ctx.platform.call('memberIcon');
    // Only our own media path: the page's CSP allows images from this origin.
    return icon && /^\/media\/[\w./-]+$/.test(icon) && !icon.includes('..') ? icon : null;
  } catch (error) {
    if (error instanceof UpstreamError) return null;
    throw error;
  }
}

/** The member behind the session; null (and the cookie cleared) when the platform ended it. */
export async function loadMember(ctx: GatewayContext) {
  if (!ctx.session) return null;
  try {
    return toMember(await ctx.platform.call('memberInfo'));
  } catch (error) {
    if (error instanceof UpstreamError && error.code === ErrorCode.SessionEnded) {
      endSession(ctx);
      return null;
    }
    // Every guarded page stands on this read: a platform that was slow or failed once (a busy
    // moment, such as right after the operator paid a withdrawal) is asked once more before the
    // page says the account could not be loaded.
    if (error instanceof UpstreamError && TRANSIENT.has(error.code)) return toMember(await ctx.platform.call('memberInfo', { fresh: true }));
    throw error;
  }
}

const TRANSIENT: ReadonlySet<string> = new Set([ErrorCode.UpstreamTimeout, ErrorCode.UpstreamUnavailable, ErrorCode.SystemBusy]);
