import type { GatewayContext } from '#gateway/context';
import { loadMember } from '#gateway/modules/session/member';

/**
 * The site's content for this visitor. A member sees a marketing announcement or pop-up only of a
 * product whose marketing they allow on the site (docs/platform-protocol.md "Marketing consent per
 * product and channel"): the list is the same cached read for everyone, filtered here by what the
 * member's own read says (shared with `me`). A visitor, or a platform that keeps no consents, sees
 * every one: they are the site's, addressed to nobody.
 */
export async function loadAnnouncements(ctx: GatewayContext) {
  // The member read is shared with any `me` in the same document (the client dedupes it). Anonymous
  // visitors see execution B; logged-in players A, plus F on their first login. All home content
  // types come from one platform call, so the fields that need them share it.
  const member = ctx.session ? await loadMember(ctx) : null;
  const executions = !member ? ['B'] : member.firstTimeLogin ? ['A', 'F'] : ['A'];
  const value = await ctx.platform.call('announcements', { query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: executions.join(',') } });
  const allowed = member?.marketingSite;
  if (!allowed) return value;
  const shown = <T extends { marketing?: boolean; product?: string | null }>(items: T[] | undefined) =>
    // Marketing of no named product is shown to a member who allows some product's.
    items?.filter((item) => !item.marketing || (item.product ? allowed.includes(item.product as (typeof allowed)[number]) : allowed.length > 0));
  return { ...value, popup: shown(value.popup), player: shown(value.player) };
}
