import * as z from 'zod';
import { memberRead, memberWrite, type EndpointDef } from '../endpoint-row';

/**
 * Web push: this project's extension (docs/platform-protocol.md "Web push"; docs/decisions/065).
 * A platform without it answers function.not.available or 404, and the portal hides the page.
 */
export const PUSH_KINDS = ['DRAW_RESULTS', 'WITHDRAWAL_PAID', 'ANSWERS', 'TOURNAMENTS'] as const;

export const pushSettingsSchema = z.lazy(() =>
  z.object({
    /** The brand's VAPID public key (an uncompressed P-256 point, base64url): what a browser subscribes with. */
    publicKey: z.string().regex(/^[A-Za-z0-9_-]{86,88}$/),
    kinds: z.array(z.object({ kind: z.enum(PUSH_KINDS), enabled: z.boolean() })).max(20),
    subscriptions: z.number().int().nonnegative(),
  }),
);
export type PushSettingsDto = z.output<typeof pushSettingsSchema>;

export const pushEndpoints = {
  pushSettings: memberRead('/wps/member/push', 'COMM3', pushSettingsSchema),
  setPushPreferences: memberWrite('/wps/member/push/preferences', 'COMM3', pushSettingsSchema, { method: 'PUT' }),
  subscribePush: memberWrite('/wps/member/push/subscription', 'COMM3', pushSettingsSchema),
  unsubscribePush: memberWrite('/wps/member/push/subscription', 'COMM3', pushSettingsSchema, { method: 'DELETE' }),
} satisfies Record<string, EndpointDef>;
