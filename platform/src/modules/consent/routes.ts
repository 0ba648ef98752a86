/**
 * Marketing consent per product and channel (this project's extension: docs/platform-protocol.md
 * "Marketing consent per product and channel"; docs/decisions/061-marketing-consent.md):
 * - GET /wps/member/consents: every pair with the member's choice, the history of changes, and
 *   whether marketing reaches the member at all now;
 * - PUT /wps/member/consents `{consents: [{product, channel, granted}]}`: changes choices, recording
 *   each pair that changes with the time and the address; answers as the GET.
 * Trial (free-play) accounts are refused (`function.not.available`): nobody markets to them.
 */
import * as z from 'zod';
import { clientIp } from '../../http/client-ip';
import { now as clock } from '../../http/clock';
import { okPrivate } from '../../http/envelope';
import { jsonBody, parseWith } from '../../http/params';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { requireRealSession } from '../session/real-session';
import { changedChoices, CHANNELS, consentGrid, PRODUCTS, repeatsAPair } from './rules';
import { changeChoices, choicesOf, consentPage } from './store';

/** Changes the member's page lists. */
const HISTORY_LIMIT = 100;

async function answer(db: D1Database, accountId: number, now: number): Promise<Response> {
  const page = await consentPage(db, accountId, now, HISTORY_LIMIT);
  return okPrivate({
    consents: consentGrid(page.choices),
    history: page.history.map((h) => ({ product: h.product, channel: h.channel, granted: h.granted === 1, at: h.at, ip: h.ip })),
    receives: page.receives,
  });
}

async function getHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  return answer(ctx.env.DB, session.account.id, clock(ctx.env));
}

const PAIRS = PRODUCTS.length * CHANNELS.length;

const PutBody = z.object({
  consents: z
    .array(
      z.object({
        product: z.enum(PRODUCTS, { message: `must be one of ${PRODUCTS.join(', ')}` }),
        channel: z.enum(CHANNELS, { message: `must be one of ${CHANNELS.join(', ')}` }),
        granted: z.boolean({ message: 'must be true or false' }),
      }),
    )
    .min(1, `1 to ${PAIRS} pairs`)
    .max(PAIRS, `1 to ${PAIRS} pairs`)
    .refine((consents) => !repeatsAPair(consents), 'each pair once'),
});

async function putHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const { consents } = parseWith(PutBody, await jsonBody(ctx.request));
  const db = ctx.env.DB;
  const accountId = session.account.id;
  const now = clock(ctx.env);
  // Choosing again what holds writes nothing; what does change is compared again in the write itself
  // (store.ts changeChoices), as a parallel call may have made the same change meanwhile.
  const changes = changedChoices(await choicesOf(db, accountId), consents);
  if (changes.length > 0) await changeChoices(db, accountId, changes, clientIp(ctx.request), now);
  return answer(db, accountId, now);
}

export const consentRoutes: BrandRoute[] = [
  { kind: 'brand', path: '/wps/member/consents', faultKey: '/wps/member/consents', methods: { GET: getHandler, PUT: putHandler } },
];
