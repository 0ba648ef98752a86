import type { GatewayContext } from '#gateway/context';
import { loadMember } from '#gateway/modules/session/member';

/**
 * Anonymous visitors see execution B; logged-in players A, plus F on their first login.
 * All home content types come from one platform call, so the fields that need them share it.
 */
export async function executionsFor(ctx: GatewayContext): Promise<string[]> {
  if (!ctx.session) return ['B'];
  // The member read is shared with any `me` in the same document (the client dedupes it).
  const member = await loadMember(ctx);
  if (!member) return ['B'];
  return member.firstTimeLogin ? ['A', 'F'] : ['A'];
}

export async function loadAnnouncements(ctx: GatewayContext) {
  return ctx.platform.call('announcements', {
    query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: (await executionsFor(ctx)).join(',') },
  });
}
