/**
 * The development stand-in for a push service (DEV_TOOLS = "1"; send.ts delivers `.test` endpoints
 * here): what it received, for tests and demos to read and decrypt with the browser's keys.
 * - GET    /__dev/push/messages?endpoint=: the messages for one endpoint, oldest first (`body` base64);
 * - DELETE /__dev/push/messages: forgets them all.
 */
import * as z from 'zod';
import { ok } from '../../http/envelope';
import { parseWith, queryObject } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';

async function messages(ctx: BaseContext): Promise<Response> {
  const { endpoint } = parseWith(z.object({ endpoint: z.string().max(2048) }), queryObject(ctx.url));
  const { results } = await ctx.env.DB.prepare('SELECT id, endpoint, headers, body, received_at FROM dev_push_messages WHERE endpoint = ?1 ORDER BY id')
    .bind(endpoint)
    .all<{ id: number; endpoint: string; headers: string; body: string; received_at: number }>();
  return ok({
    list: results.map((row) => ({
      id: row.id,
      endpoint: row.endpoint,
      headers: JSON.parse(row.headers) as unknown,
      body: row.body,
      receivedAt: row.received_at,
    })),
  });
}

async function forget(ctx: BaseContext): Promise<Response> {
  await ctx.env.DB.prepare('DELETE FROM dev_push_messages').run();
  return ok({});
}

export const pushDevRoutes: DevRoute[] = [
  { kind: 'dev', path: '/__dev/push/messages', faultKey: '/__dev/push/messages', methods: { GET: messages, DELETE: forget } },
];
