/**
 * Customer-service chat, CBS3 (docs/platform-protocol.md "Customer-service chat", decision 032): the
 * desks, a launch answering a chat URL bound to the member's conversation, the room refusing another
 * member (and no session), messages kept in the conversation's Durable Object, images checked like
 * the withdrawal proofs and kept in R2, the unread count, the console's answers and the WebSocket.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsPlatform, authed, env, seedDemoAccounts, type AccountsPlatform, newLoggedInMember, type LoggedInMember } from './accounts-client';
import { BASE, callJson } from './client';
import { platformHeaders } from '../support/platform';
import { roomName } from '#platform/src/modules/chat/ChatRoom';

const MERCHANT = 'DEMO';
const IP = '198.51.100.131';
let p: AccountsPlatform;

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

type Member = LoggedInMember;

const newMember = (): Promise<Member> => newLoggedInMember(p, 'cs', { nickname: 'Chatter' }, IP);

const LAUNCH = { b2c: 1, headerColor: '#0b6e4f', pageTitle: 'Aurora support', template: 'v2' };

async function launch(m: Member, body: Record<string, unknown> = LAUNCH) {
  return callJson(p, '/wps/relay/CBS_launchChat', { headers: authed(m.token), body });
}

async function chatUrl(m: Member): Promise<string> {
  const { status, body } = await launch(m);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value.chatUrl as string;
}

/** A request to the room as the portal forwards it: the Merchant header and the member's session. */
function room(path: string, m: Member | null, init: RequestInit = {}): Promise<Response> {
  const headers = platformHeaders(m ? authed(m.token) : {});
  headers.delete('Content-Type');
  for (const [k, v] of new Headers(init.headers)) headers.set(k, v);
  return p.fetch(new Request(BASE + path, { ...init, headers }));
}

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}

const json = { Accept: 'application/json' };
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

async function unread(m: Member): Promise<number> {
  const { status, body } = await callJson(p, '/wps/relay/CBS_unreadCount', { headers: authed(m.token) });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value.count as number;
}

const conversationOf = async (m: Member) =>
  (await env.DB.prepare('SELECT id FROM chat_conversations WHERE account_id = ?1').bind(m.id).first<{ id: number }>())!.id;

describe('chat', () => {
  it('lists the brand desks and refuses a launch without a session or with a wrong template', async () => {
    const { status, body } = await callJson(p, '/wps/relay/CBS_modelList');
    expect(status).toBe(200);
    expect(body.value[0]).toMatchObject({ modelId: 'GENERAL', template: 'v2' });
    expect((await callJson(p, '/wps/relay/CBS_launchChat', { body: LAUNCH })).status).toBe(401);
    const m = await newMember();
    expect((await launch(m, { ...LAUNCH, template: 'v1' })).status).toBe(400);
    expect((await launch(m, { ...LAUNCH, headerColor: 'red' })).status).toBe(400);
  });

  it('answers a chat URL with an unguessable token bound to the member conversation; another member and no session are refused', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const url = await chatUrl(a);
    expect(url).toMatch(/^\/cs\/room\/[A-Za-z0-9_-]{40,64}$/);
    // A second launch is a new token for the same conversation.
    const again = await chatUrl(a);
    expect(again).not.toBe(url);
    const page = await room(url, a);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Aurora support');
    expect(page.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(await (await room(`${url}/theme.css`, a)).text()).toContain('#0b6e4f');

    // B's session with A's link, no session at all, an unknown token: the same 404.
    expect((await room(url, b)).status).toBe(404);
    expect((await room(url, null)).status).toBe(404);
    expect((await room(`${url}/messages`, b, { headers: json })).status).toBe(404);
    expect((await room(`/cs/room/${'x'.repeat(43)}`, a)).status).toBe(404);
    // B cannot post into A's conversation either.
    expect((await room(url, b, { method: 'POST', body: form({ text: 'intrusion', clientId: 'intrusion1' }), headers: json })).status).toBe(404);
    // B's own launch is B's own conversation.
    const bUrl = await chatUrl(b);
    expect(await conversationOf(b)).not.toBe(await conversationOf(a));
    const seenByB = (await (await room(`${bUrl}/messages`, b, { headers: json })).json()) as { messages: unknown[] };
    expect(seenByB.messages).toEqual([]);
  });

  it('keeps messages in the conversation Durable Object, once per client id, and counts the answers the member has not seen', async () => {
    const m = await newMember();
    const url = await chatUrl(m);
    const sent = await room(url, m, { method: 'POST', body: form({ text: 'Where is my deposit?', clientId: 'client-one-1' }), headers: json });
    expect(sent.status).toBe(200);
    const first = ((await sent.json()) as { message: { id: number } }).message;
    // The same post again (a double click, a retry) stores nothing new.
    const repeat = await room(url, m, { method: 'POST', body: form({ text: 'Where is my deposit?', clientId: 'client-one-1' }), headers: json });
    expect(((await repeat.json()) as { message: { id: number } }).message.id).toBe(first.id);
    // Without script: the form post answers 303 back to the room.
    const plain = await room(url, m, { method: 'POST', body: form({ text: 'Hello?', clientId: 'client-two-2' }) });
    expect(plain.status).toBe(303);
    expect(plain.headers.get('Location')).toBe(url);
    const empty = await room(url, m, { method: 'POST', body: form({ text: '  ', clientId: 'client-three' }) });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Write a message or choose an image.');

    const id = await conversationOf(m);
    const stub = env.CHAT_ROOMS!.get(env.CHAT_ROOMS!.idFromName(roomName(MERCHANT, id)));
    const stored = await stub.list(MERCHANT, id, 'AGENT', 0, false);
    expect(stored.map((x) => [x.sender, x.text])).toEqual([
      ['MEMBER', 'Where is my deposit?'],
      ['MEMBER', 'Hello?'],
    ]);
    expect(await unread(m)).toBe(0);

    // The console sees the conversation with two unread, and answers.
    const list = await p.fetch(new Request(`${BASE}/__dev/cs/console`, { headers: json }));
    const conversations = ((await list.json()) as { conversations: { id: number; agent_unread: number }[] }).conversations;
    expect(conversations.find((c) => c.id === id)?.agent_unread).toBe(2);
    const answer = await p.fetch(
      new Request(`${BASE}/__dev/cs/console/${id}`, { method: 'POST', body: form({ text: 'We are checking it now.', clientId: 'agent-answer-1' }) }),
    );
    expect(answer.status).toBe(303);
    expect(await unread(m)).toBe(1);
    // The poll (or the page) shows it and marks it seen.
    const polled = (await (await room(`${url}/messages?after=${first.id}`, m, { headers: json })).json()) as { messages: { sender: string; text: string }[] };
    expect(polled.messages.at(-1)).toMatchObject({ sender: 'AGENT', text: 'We are checking it now.' });
    expect(await unread(m)).toBe(0);
    // The agent's view opened: the member's messages are seen.
    await p.fetch(new Request(`${BASE}/__dev/cs/console/${id}`));
    const after = (await env.DB.prepare('SELECT agent_unread, last_message FROM chat_conversations WHERE id = ?1')
      .bind(id)
      .first<{ agent_unread: number; last_message: string }>())!;
    expect(after).toEqual({ agent_unread: 0, last_message: 'We are checking it now.' });
  });

  it('checks images by their bytes like the withdrawal proofs and keeps them in R2, readable only through the room', async () => {
    const [m, other] = [await newMember(), await newMember()];
    const url = await chatUrl(m);
    const fake = await room(url, m, {
      method: 'POST',
      body: form({
        text: 'see attached',
        clientId: 'img-fake-01',
        image: new File([new TextEncoder().encode('not an image at all')], 'x.png', { type: 'image/png' }),
      }),
      headers: json,
    });
    expect(fake.status).toBe(400);
    expect(await fake.json()).toEqual({ error: 'image' });
    const big = await room(url, m, {
      method: 'POST',
      body: form({ clientId: 'img-big-001', image: new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }) }),
      headers: json,
    });
    expect(big.status).toBe(413);

    const good = await room(url, m, {
      method: 'POST',
      body: form({ clientId: 'img-good-01', image: new File([PNG], 'shot.png', { type: 'image/png' }) }),
      headers: json,
    });
    expect(good.status).toBe(200);
    const message = ((await good.json()) as { message: { id: number; image: boolean } }).message;
    expect(message.image).toBe(true);
    const listed = await env.CHAT_IMAGES!.list({ prefix: `${MERCHANT}/chat/${await conversationOf(m)}/` });
    expect(listed.objects).toHaveLength(1);
    expect(listed.objects[0]!.key).toMatch(/\.png$/);
    const image = await room(`${url}/image/${message.id}`, m);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    expect((await room(`${url}/image/${message.id}`, other)).status).toBe(404);
  });

  it('speaks WebSocket: a member message reaches the agent socket and the answer the member socket', async () => {
    const m = await newMember();
    const url = await chatUrl(m);
    await room(url, m); // opens the conversation's room
    const id = await conversationOf(m);
    const memberRes = await room(`${url}/ws`, m, { headers: { Upgrade: 'websocket' } });
    expect(memberRes.status).toBe(101);
    const agentRes = await p.fetch(new Request(`${BASE}/__dev/cs/console/${id}/ws`, { headers: { Upgrade: 'websocket' } }));
    expect(agentRes.status).toBe(101);
    const memberSocket = memberRes.webSocket!;
    const agentSocket = agentRes.webSocket!;
    memberSocket.accept();
    agentSocket.accept();
    // Every socket of the room gets every message (the sender's own too): wait for one from `sender`.
    const next = (socket: WebSocket, sender: string) =>
      new Promise<{ type: string; message?: { sender: string; text: string } }>((resolve) => {
        const listener = (event: MessageEvent) => {
          const frame = JSON.parse(event.data as string);
          if (frame.message?.sender !== sender) return;
          socket.removeEventListener('message', listener);
          resolve(frame);
        };
        socket.addEventListener('message', listener);
      });
    const atAgent = next(agentSocket, 'MEMBER');
    memberSocket.send(JSON.stringify({ type: 'send', text: 'Live hello', clientId: 'socket-msg-01' }));
    expect((await atAgent).message).toMatchObject({ sender: 'MEMBER', text: 'Live hello' });
    const atMember = next(memberSocket, 'AGENT');
    agentSocket.send(JSON.stringify({ type: 'send', text: 'Live answer', clientId: 'socket-ans-01' }));
    expect((await atMember).message).toMatchObject({ sender: 'AGENT', text: 'Live answer' });
    // Another member's session cannot open the socket.
    const other = await newMember();
    expect((await room(`${url}/ws`, other, { headers: { Upgrade: 'websocket' } })).status).toBe(404);
    memberSocket.close(1000);
    agentSocket.close(1000);
  });
});
