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

/**
 * The site's content for this visitor. A member sees a marketing announcement or pop-up only of a
 * product whose marketing they allow on the site (docs/platform-protocol.md "Marketing consent per
 * product and channel"): the list is the same cached read for everyone, filtered here by what the
 * member's own read says (shared with `me`). A visitor, or a platform that keeps no consents, sees
 * every one: they are the site's, addressed to nobody.
 */
export async function loadAnnouncements(ctx: GatewayContext) {
  const [value, member] = await Promise.all([
    executionsFor(ctx).then((executions) =>
      ctx.platform.call('announcements', { query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: executions.join(',') } }),
    ),
    ctx.session ? loadMember(ctx) : null,
  ]);
  const allowed = member?.marketingSite;
  if (!allowed) return value;
  const shown = <T extends { marketing?: boolean; product?: string | null }>(items: T[] | undefined) =>
    // Marketing of no named product is shown to a member who allows some product's.
    items?.filter((item) => !item.marketing || (item.product ? allowed.includes(item.product as (typeof allowed)[number]) : allowed.length > 0));
  return { ...value, popup: shown(value.popup), player: shown(value.player) };
}
