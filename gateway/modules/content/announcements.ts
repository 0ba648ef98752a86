import type { GatewayContext } from '../../context';

/**
 * Anonymous visitors see execution B; logged-in players A, plus F on their first login.
 * All home content types come from one platform call, so the fields that need them share it.
 */
export function executionsFor(ctx: GatewayContext): string[] {
  if (!ctx.session) return ['B'];
  return ['A'];
}

export function loadAnnouncements(ctx: GatewayContext) {
  return ctx.platform.call('announcements', {
    query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: executionsFor(ctx).join(',') },
  });
}
