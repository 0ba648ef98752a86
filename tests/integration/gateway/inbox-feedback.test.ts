/**
 * The inbox, the member centre's badges and feedback through the gateway: nothing asked of the
 * platform for visitors and trial accounts, the unread badge follows reads and deletes, refusals
 * as catalogue codes on their fields, feedback's limits checked before any platform call.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { useHarness } from './harness';

const h = useHarness({ seedAccounts: true });
const MERCHANT = 'DEMO';

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok } }`;
const INBOX = `{ inbox(page: 1, pageSize: 50) { page pageSize total unread items { id title content createdAt audience read } } memberBadges { section count } }`;
const BADGES = `{ memberBadges { section count } }`;
const ONE = `query ($id: ID!) { inboxMessage(id: $id) { id title read } }`;
const READ = `mutation ($input: MarkInboxReadInput!) { markInboxRead(input: $input) { ok errors { code field } changed unread } }`;
const DELETE = `mutation ($input: DeleteInboxMessagesInput!) { deleteInboxMessages(input: $input) { ok errors { code field } changed unread } }`;
const SEND = `mutation ($input: FeedbackInput!) { sendFeedback(input: $input) { ok errors { code field } feedback { id content imageCount status answer } } }`;
const MINE = `{ myFeedback(page: 1, pageSize: 10) { total items { id content imageCount status answer answeredAt createdAt } } }`;

let serial = 0;

async function newMember(type = 0): Promise<{ username: string; token: string }> {
  const username = `gib_${Date.now().toString(36)}_${++serial}`;
  await env.DB.prepare(
    `INSERT INTO accounts (merchant_code, username, nickname, type, password_algorithm, password_iterations, password_salt, password_hash,
       password_changed_at, created_at)
     SELECT merchant_code, ?2, 'Gateway Reader', ?3, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, created_at
       FROM accounts WHERE merchant_code = ?1 AND username = 'demo_down1'`,
  )
    .bind(MERCHANT, username, type)
    .run();
  const { context } = await h.run(LOGIN, { input: { username, password: 'Down2024' } }, { headers: { 'X-Test-Client-IP': '198.51.100.78' } });
  return { username, token: (context.sessionChange as { token: string }).token };
}

async function send(title: string, username?: string): Promise<string> {
  const response = await h.dev('POST', '/__dev/inbox', { title, content: `${title} text`, ...(username ? { username } : {}) });
  expect(response.status).toBe(200);
  return String(((await response.json()) as { value: { id: number } }).value.id);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0];
const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

describe('inbox and badges', () => {
  it('answers the inbox with its unread badge, which drops after a read and a delete', async () => {
    const m = await newMember();
    const a = await send(`For ${m.username} A`, m.username);
    const b = await send(`For ${m.username} B`, m.username);
    const first = (await h.run(INBOX, {}, { token: m.token })).result;
    expect(first.errors).toBeUndefined();
    const unread = first.data.inbox.unread as number;
    expect(unread).toBeGreaterThanOrEqual(2);
    // Other pages (rewardCenter, missionLeaderboard) may have their own badges beside it.
    expect(first.data.memberBadges).toContainEqual({ section: 'messageV2', count: unread });
    expect(first.data.inbox.items[0]).toMatchObject({ id: b, audience: 'MEMBER', read: false, createdAt: expect.any(Number) });

    expect((await h.run(ONE, { id: a }, { token: m.token })).result.data.inboxMessage).toEqual({ id: a, title: `For ${m.username} A`, read: false });
    const read = (await h.run(READ, { input: { ids: [a] } }, { token: m.token })).result.data.markInboxRead;
    expect(read).toEqual({ ok: true, errors: [], changed: 1, unread: unread - 1 });
    const deleted = (await h.run(DELETE, { input: { ids: [b] } }, { token: m.token })).result.data.deleteInboxMessages;
    expect(deleted).toEqual({ ok: true, errors: [], changed: 1, unread: unread - 2 });
    expect((await h.run(ONE, { id: b }, { token: m.token })).result.data.inboxMessage).toBeNull();
    expect((await h.run(DELETE, { input: { ids: [b] } }, { token: m.token })).result.data.deleteInboxMessages.errors).toEqual([
      { code: 'NOT_FOUND', field: null },
    ]);

    const all = (await h.run(READ, { input: { all: true } }, { token: m.token })).result.data.markInboxRead;
    expect(all).toMatchObject({ ok: true, unread: 0 });
    // Nothing new: no badge at all.
    expect((await h.run(BADGES, {}, { token: m.token })).result.data.memberBadges.filter((x: { section: string }) => x.section === 'messageV2')).toEqual([]);
  });

  it('asks the platform nothing for visitors and trial accounts', async () => {
    h.binding.reset();
    const visitor = (await h.run(INBOX)).result;
    expect(visitor.data).toEqual({ inbox: null, memberBadges: null });
    expect(h.binding.endpoints().filter((e) => e.startsWith('CSP_'))).toEqual([]);
    const trial = await newMember(4);
    h.binding.reset();
    const answer = (await h.run(INBOX, {}, { token: trial.token })).result;
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ inbox: null, memberBadges: null });
    expect(h.binding.endpoints().filter((e) => e.startsWith('CSP_'))).toEqual([]);
    expect((await h.run(READ, { input: { all: true } }, { token: trial.token })).result.data.markInboxRead.errors).toEqual([
      { code: 'NOT_AVAILABLE', field: null },
    ]);
  });

  it('refuses malformed ids before the platform', async () => {
    const m = await newMember();
    h.binding.reset();
    expect((await h.run(DELETE, { input: { ids: ['abc'] } }, { token: m.token })).result.data.deleteInboxMessages.errors).toEqual([
      { code: 'INVALID_INPUT', field: 'ids' },
    ]);
    expect((await h.run(READ, { input: {} }, { token: m.token })).result.data.markInboxRead.errors).toEqual([{ code: 'INVALID_INPUT', field: 'ids' }]);
    expect(h.binding.endpoints().filter((e) => e.startsWith('CSP_'))).toEqual([]);
  });
});

describe('feedback', () => {
  it('sends content with an image and lists it with the answer', async () => {
    const m = await newMember();
    const sent = (await h.run(SEND, { input: { content: 'Great site', images: [`data:image/png;base64,${base64(PNG)}`] } }, { token: m.token })).result;
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendFeedback).toMatchObject({ ok: true, errors: [], feedback: { content: 'Great site', imageCount: 1, status: 'PENDING', answer: null } });
    const id = Number(sent.data.sendFeedback.feedback.id);
    const answered = await h.dev('POST', '/__dev/feedback/answer', { feedbackId: id, answer: 'Thank you!' });
    expect(answered.status).toBe(200);
    const mine = (await h.run(MINE, {}, { token: m.token })).result.data.myFeedback;
    expect(mine).toMatchObject({ total: 1, items: [{ id: String(id), status: 'ANSWERED', answer: 'Thank you!', answeredAt: expect.any(Number) }] });
  });

  it('refuses 141 characters, 4 images and a GIF before any platform call', async () => {
    const m = await newMember();
    h.binding.reset();
    const refused = async (input: Record<string, unknown>) => (await h.run(SEND, { input }, { token: m.token })).result.data.sendFeedback.errors;
    expect(await refused({ content: 'a'.repeat(141) })).toEqual([{ code: 'LENGTH', field: 'content' }]);
    expect(await refused({ content: '  ' })).toEqual([{ code: 'REQUIRED', field: 'content' }]);
    const png = base64(PNG);
    expect(await refused({ content: 'x', images: [png, png, png, png] })).toEqual([{ code: 'FILE_INVALID', field: 'images' }]);
    expect(await refused({ content: 'x', images: [png, base64(GIF)] })).toEqual([{ code: 'FILE_INVALID', field: 'images' }]);
    expect(h.binding.endpoints()).not.toContain('/wps/feedback');
    // 140 characters (a Korean text counts per character) pass.
    expect((await h.run(SEND, { input: { content: '가'.repeat(140) } }, { token: m.token })).result.data.sendFeedback.ok).toBe(true);
  });

  it('streams a member their own image through the platform client, and refuses anyone else', async () => {
    const m = await newMember();
    const sent = (await h.run(SEND, { input: { content: 'One screenshot', images: [base64(PNG)] } }, { token: m.token })).result;
    const id = String(sent.data.sendFeedback.feedback.id);
    const file = await h.visit({ token: m.token }).context.platform.file('feedbackImage', { query: { id, position: 1 } });
    expect(file).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(new Uint8Array(await new Response(file.body).arrayBuffer())).toEqual(new Uint8Array(PNG));
    expect(h.binding.requests.at(-1)?.headers.get('Authorization')).toBe(m.token);

    const other = await newMember();
    const refusal = (token: string | null, position = 1) =>
      h
        .visit({ token })
        .context.platform.file('feedbackImage', { query: { id, position } })
        .then(
          () => null,
          (error: { code?: string; platformCode?: string }) => ({ code: error.code, platformCode: error.platformCode }),
        );
    expect(await refusal(other.token)).toEqual({ code: 'PLATFORM_ERROR', platformCode: 'feedback.not_found' });
    expect(await refusal(m.token, 2)).toEqual({ code: 'PLATFORM_ERROR', platformCode: 'feedback.not_found' });
    // A visitor: refused before any platform call.
    h.binding.reset();
    expect(await refusal(null)).toEqual({ code: 'SESSION_ENDED', platformCode: undefined });
    expect(h.binding.requests).toHaveLength(0);
    // Only rows marked as files are read as files.
    await expect(h.visit({ token: m.token }).context.platform.file('feedbackList')).rejects.toThrow('not a file endpoint');
  });

  it('answers null for visitors and trial accounts', async () => {
    expect((await h.run(MINE)).result.data.myFeedback).toBeNull();
    const trial = await newMember(4);
    expect((await h.run(MINE, {}, { token: trial.token })).result.data.myFeedback).toBeNull();
    expect((await h.run(SEND, { input: { content: 'hi' } }, { token: trial.token })).result.data.sendFeedback.errors).toEqual([
      { code: 'NOT_AVAILABLE', field: null },
    ]);
  });
});
