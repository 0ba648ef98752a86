/**
 * Customer-service chat through the gateway (decision 032): chatModels, launchChat (b2c 1, template
 * v2, the header colour and page title; a framed /cs/room/ URL) and chatUnreadCount; visitors get
 * nothing; and the portal's forwarding of the room (gateway/modules/chat/pages.ts): only chat paths,
 * only with the member's own session, the console only with the development tools, the WebSocket
 * upgrade passed through.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { GatewayConfig } from '#gateway/env';
import { forwardChatPage, isChatPagePath } from '#gateway/modules/chat/pages';
import { newDemoMember, useHarness } from './harness';

const h = useHarness({ seedAccounts: true });
const MERCHANT = 'DEMO';
const PORTAL = 'https://portal.test';

const MODELS = `{ chatModels { id name } chatUnreadCount }`;
const LAUNCH = `mutation ($input: LaunchChatInput!) { launchChat(input: $input) { ok errors { code field } chatUrl framed } }`;
const INPUT = { headerColor: '#f5c542', pageTitle: 'Aurora customer service' };

const newMember = () => newDemoMember(h, 'gcs', 'Gateway Chatter', '198.51.100.79');

function config(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    environment: 'test',
    merchant: MERCHANT,
    platform: {
      kind: 'binding',
      fetcher: { fetch: (input: RequestInfo | URL, init?: RequestInit) => h.platform.fetch(new Request(input as RequestInfo, init)) } as Fetcher,
    },
    encryptionScheme: 'legacy',
    blockedRegions: [],
    devTools: false,
    upstreamTimeoutMs: 5000,
    corsOrigins: [],
    brandTimeZone: 'UTC',
    gameOrigins: [],
    ...overrides,
  };
}

const forward = (path: string, token: string | null, init: RequestInit = {}, overrides: Partial<GatewayConfig> = {}) =>
  forwardChatPage(config(overrides), new Request(PORTAL + path, init), new URL(PORTAL + path), 'en', token);

describe('chat through the gateway', () => {
  it('lists the desks, launches a framed room for a member, counts unread answers; a visitor gets nothing', async () => {
    const visitor = (await h.run(MODELS)).result;
    expect(visitor.data.chatUnreadCount).toBeNull();
    expect((await h.run(LAUNCH, { input: INPUT })).result.errors?.[0]?.extensions?.code).toBe('SESSION_ENDED');

    const m = await newMember();
    const models = (await h.run(MODELS, {}, { token: m.token })).result.data;
    expect(models.chatModels).toEqual([{ id: 'GENERAL', name: 'Customer service' }]);
    expect(models.chatUnreadCount).toBe(0);

    const bad = (await h.run(LAUNCH, { input: { ...INPUT, headerColor: 'gold' } }, { token: m.token })).result.data.launchChat;
    expect(bad).toMatchObject({ ok: false, errors: [{ code: 'PATTERN', field: 'headerColor' }], chatUrl: null });

    const launched = (await h.run(LAUNCH, { input: INPUT }, { token: m.token })).result.data.launchChat;
    expect(launched).toMatchObject({ ok: true, errors: [], framed: true });
    expect(launched.chatUrl).toMatch(/^\/cs\/room\/[A-Za-z0-9_-]{40,64}$/);
    // The platform got the protocol's fields.
    const link = await env.DB.prepare(
      'SELECT l.header_color, l.page_title, l.template FROM chat_links l JOIN accounts a ON a.id = l.account_id WHERE a.username = ?1',
    )
      .bind(m.username)
      .first();
    expect(link).toEqual({ header_color: '#f5c542', page_title: 'Aurora customer service', template: 'v2' });

    // An answer from the console makes the count 1.
    const id = (await env.DB.prepare('SELECT c.id FROM chat_conversations c JOIN accounts a ON a.id = c.account_id WHERE a.username = ?1')
      .bind(m.username)
      .first<{ id: number }>())!.id;
    const form = new FormData();
    form.set('text', 'Hello from the desk');
    form.set('clientId', `desk-${Date.now()}`);
    expect((await h.platform.fetch(new Request(`https://platform.test/__dev/cs/console/${id}`, { method: 'POST', body: form }))).status).toBe(303);
    expect((await h.run(MODELS, {}, { token: m.token })).result.data.chatUnreadCount).toBe(1);
  });

  it('forwards the room only with its member session, the console only with the development tools, and passes the WebSocket upgrade', async () => {
    const [m, other] = [await newMember(), await newMember()];
    const url = (await h.run(LAUNCH, { input: INPUT }, { token: m.token })).result.data.launchChat.chatUrl as string;
    expect(isChatPagePath(url)).toBe(true);
    expect(isChatPagePath('/cs/../wps/relay/CBS_unreadCount')).toBe(false);
    expect(isChatPagePath('/cs/room/short')).toBe(false);

    const page = await forward(url, m.token);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${PORTAL}`);
    expect(await page.text()).toContain('Aurora customer service');
    expect((await forward(url, other.token)).status).toBe(404);
    expect((await forward(url, null)).status).toBe(404);
    expect((await forward('/cs/elsewhere', m.token)).status).toBe(404);

    const socket = await forward(`${url}/ws`, m.token, { headers: { Upgrade: 'websocket' } });
    expect(socket.status).toBe(101);
    socket.webSocket!.accept();
    socket.webSocket!.close(1000);
    expect((await forward(`${url}/ws`, m.token, { headers: { Upgrade: 'websocket', Origin: 'https://evil.example' } })).status).toBe(403);

    expect((await forward('/cs/console', null)).status).toBe(404);
    const consolePage = await forward('/cs/console', null, {}, { devTools: true });
    expect(consolePage.status).toBe(200);
    expect(await consolePage.text()).toContain('Customer-service console');
    // Without the platform's binding or development tools (a live platform by URL), nothing is forwarded.
    expect((await forward(url, m.token, {}, { platform: { kind: 'url', baseUrl: 'https://live.example' } })).status).toBe(404);
  });
});
