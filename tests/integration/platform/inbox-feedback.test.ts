/**
 * The inbox (docs/platform-protocol.md "Inbox") and feedback ("Feedback"): messages to one member
 * or to all, each member's own read and deleted state, the unread count, trial accounts refused;
 * feedback's limits checked by the platform (140 characters, 3 images, png or jpg by their bytes,
 * 5 MB each), images kept in R2, and the operator's answers. Every member here is fresh.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PROOF_BASE64_CHARS as MAX_BASE64, MAX_PROOF_BYTES } from '#platform/src/modules/withdraw/proof';
import { platformHeaders } from '../support/platform';
import { accountsPlatform, authed, env, loginOk, seedDemoAccounts, type AccountsPlatform, newAccountLikeDown1 } from './accounts-client';
import { callJson } from './client';

const MERCHANT = 'DEMO';
const LOGIN_PASSWORD = 'Down2024';
const IP = '198.51.100.121';

let p: AccountsPlatform;

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

interface Member {
  id: number;
  username: string;
  token: string;
}

/** A fresh member with demo_down1's login password; `type` 4 makes it a trial account. */
/** Counts the members made, so each test's messages have texts of their own. */
let serial = 0;
async function newMember(type = 0): Promise<Member> {
  serial++;
  const { id, username } = await newAccountLikeDown1('ib', { nickname: 'Reader', type });
  const login = await loginOk(p, username, LOGIN_PASSWORD, IP);
  return { id, username, token: login.token as string };
}

const dev = (path: string, body?: unknown) => callJson(p, path, { rawHeaders: new Headers({ 'Content-Type': 'application/json' }), body });
const get = (m: Member, path: string) => callJson(p, path, { headers: authed(m.token) });
const post = (m: Member, path: string, body: unknown) => callJson(p, path, { headers: authed(m.token), body });

async function send(title: string, username?: string): Promise<number> {
  const { status, body } = await dev('/__dev/inbox', { title, content: `${title}: body`, ...(username ? { username } : {}) });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value.id as number;
}

async function inbox(m: Member, pageSize = 100) {
  const { status, body } = await get(m, `/wps/relay/CSP_getInbox?pageNo=1&pageSize=${pageSize}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value as { list: { id: number; title: string; read: boolean; audience: string }[]; total: number; unread: number };
}

async function unread(m: Member): Promise<number> {
  const { status, body } = await get(m, '/wps/relay/CSP_unreadCount');
  expect(status, JSON.stringify(body)).toBe(200);
  return body.value.count as number;
}

describe('inbox', () => {
  it('shows a message to one member only, and a message to all to every member (also the seeded ones)', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const before = await unread(a);
    // The demo seed's messages to all are there for a member who joined after them.
    expect((await inbox(a)).list.map((m) => m.title)).toContain('Welcome to the club');
    const mine = await send(`For ${a.username}`, a.username);
    const all = await send(`To all ${serial}`);
    const seenByA = await inbox(a);
    const seenByB = await inbox(b);
    expect(seenByA.list.map((m) => m.id)).toEqual(expect.arrayContaining([mine, all]));
    expect(seenByA.list.find((m) => m.id === mine)).toMatchObject({ audience: 'MEMBER', read: false });
    expect(seenByA.list.find((m) => m.id === all)).toMatchObject({ audience: 'ALL', read: false });
    expect(seenByB.list.map((m) => m.id)).toContain(all);
    expect(seenByB.list.map((m) => m.id)).not.toContain(mine);
    expect(await unread(a)).toBe(before + 2);
    expect(seenByA.unread).toBe(before + 2);
    // Newest first.
    expect(seenByA.list[0]!.id).toBe(all);
    // Another member cannot open, read or delete a message to someone else.
    expect((await get(b, `/wps/relay/CSP_getInboxMessage?id=${mine}`)).body.errorCode).toBe('inbox.not_found');
    expect((await post(b, '/wps/relay/CSP_readInbox', { ids: [mine] })).body.errorCode).toBe('inbox.not_found');
    expect((await post(b, '/wps/relay/CSP_deleteInbox', { ids: [mine] })).body.errorCode).toBe('inbox.not_found');
    expect((await inbox(a)).list.find((m) => m.id === mine)?.read).toBe(false);
  });

  it("keeps each member's read state of a message to all apart, and marking twice changes nothing more", async () => {
    const [a, b] = [await newMember(), await newMember()];
    const all = await send(`Shared ${serial}`);
    const [aBefore, bBefore] = [await unread(a), await unread(b)];
    const first = await post(a, '/wps/relay/CSP_readInbox', { ids: [all] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value).toEqual({ updated: 1, unread: aBefore - 1 });
    expect((await post(a, '/wps/relay/CSP_readInbox', { ids: [all] })).body.value).toEqual({ updated: 0, unread: aBefore - 1 });
    expect((await inbox(a)).list.find((m) => m.id === all)?.read).toBe(true);
    expect((await inbox(b)).list.find((m) => m.id === all)?.read).toBe(false);
    expect(await unread(b)).toBe(bBefore);
    // Opening a message does not mark it read by itself.
    const opened = await get(b, `/wps/relay/CSP_getInboxMessage?id=${all}`);
    expect(opened.body.value).toMatchObject({ id: all, read: false, content: expect.stringContaining('body') });
    expect(await unread(b)).toBe(bBefore);
  });

  it('marks every message read at once', async () => {
    const a = await newMember();
    await send(`One for ${a.username}`, a.username);
    await send(`Two for ${a.username}`, a.username);
    expect(await unread(a)).toBeGreaterThanOrEqual(2);
    const { body } = await post(a, '/wps/relay/CSP_readInbox', { all: true });
    expect(body.value.unread).toBe(0);
    expect(body.value.updated).toBeGreaterThanOrEqual(2);
    expect(await unread(a)).toBe(0);
    expect((await inbox(a)).list.every((m) => m.read)).toBe(true);
  });

  it('deletes a message for that member only (a deleted unread message no longer counts)', async () => {
    const [a, b] = [await newMember(), await newMember()];
    const all = await send(`Delete me ${serial}`);
    const [aBefore, bBefore] = [await unread(a), await unread(b)];
    const { status, body } = await post(a, '/wps/relay/CSP_deleteInbox', { ids: [all] });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.value).toEqual({ deleted: 1, unread: aBefore - 1 });
    expect((await inbox(a)).list.map((m) => m.id)).not.toContain(all);
    expect((await get(a, `/wps/relay/CSP_getInboxMessage?id=${all}`)).body.errorCode).toBe('inbox.not_found');
    // Deleting it again: it is gone for this member.
    expect((await post(a, '/wps/relay/CSP_deleteInbox', { ids: [all] })).body.errorCode).toBe('inbox.not_found');
    expect((await inbox(b)).list.map((m) => m.id)).toContain(all);
    expect(await unread(b)).toBe(bBefore);
    const total = (await inbox(a)).total;
    expect(total).toBe((await inbox(b)).total - 1);
  });

  it('pages the inbox', async () => {
    const a = await newMember();
    for (let i = 0; i < 3; i++) await send(`Page ${i} for ${a.username}`, a.username);
    const { body } = await get(a, '/wps/relay/CSP_getInbox?pageNo=2&pageSize=2');
    expect(body.value.pageNo).toBe(2);
    expect(body.value.list).toHaveLength(2);
    expect(body.value.total).toBeGreaterThanOrEqual(6);
    const first = await get(a, '/wps/relay/CSP_getInbox?pageNo=1&pageSize=2');
    expect(first.body.value.list.map((m: { id: number }) => m.id)).not.toContain(body.value.list[0].id);
    expect((await get(a, '/wps/relay/CSP_getInbox?pageSize=101')).body.errorCode).toBe('request_param_err');
  });

  it('refuses trial accounts and calls without a session', async () => {
    const trial = await newMember(4);
    for (const path of ['/wps/relay/CSP_getInbox', '/wps/relay/CSP_unreadCount']) {
      const { status, body } = await get(trial, path);
      expect(status).toBe(400);
      expect(body.errorCode).toBe('function.not.available');
    }
    expect((await post(trial, '/wps/relay/CSP_readInbox', { all: true })).body.errorCode).toBe('function.not.available');
    expect((await callJson(p, '/wps/relay/CSP_unreadCount')).body.errorCode).toBe('login.not.session');
  });

  it('development route: a message to an unknown member is refused', async () => {
    const { status, body } = await dev('/__dev/inbox', { title: 'x', content: 'y', username: 'nobody_here_at_all' });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('request_param_err');
  });
});

// ---- feedback --------------------------------------------------------------------------------

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

function base64Of(head: number[], size: number): string {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const feedback = (m: Member, body: unknown) => callJson(p, '/wps/feedback', { headers: authed(m.token), body });

describe('feedback', () => {
  it('stores content with up to 3 images in R2 and lists it with the answer once the operator answers', async () => {
    const m = await newMember();
    const images = [base64Of(PNG, 200), base64Of(JPEG, 300), `data:image/png;base64,${base64Of(PNG, MAX_PROOF_BYTES)}`];
    const { status, body } = await feedback(m, { content: '  The lobby is slow on my phone.  ', images });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.value).toMatchObject({ content: 'The lobby is slow on my phone.', imageCount: 3, status: 'PENDING', answer: null });
    const id = body.value.id as number;

    const stored = await env.DB.prepare('SELECT position, r2_key, content_type, byte_size FROM feedback_images WHERE feedback_id = ?1 ORDER BY position')
      .bind(id)
      .all<{ position: number; r2_key: string; content_type: string; byte_size: number }>();
    expect(stored.results.map((r) => [r.content_type, r.byte_size])).toEqual([
      ['image/png', 200],
      ['image/jpeg', 300],
      ['image/png', MAX_PROOF_BYTES],
    ]);
    const object = await p.env.FEEDBACK_IMAGES!.get(stored.results[1]!.r2_key);
    expect(object?.httpMetadata?.contentType).toBe('image/jpeg');
    expect(stored.results[0]!.r2_key.startsWith(`${MERCHANT}/feedback/${id}/`)).toBe(true);
    const raw = await p.fetch(new Request(`https://platform.test/__dev/feedback/image?id=${id}&position=2`));
    expect(raw.headers.get('Content-Type')).toBe('image/jpeg');
    expect(new Uint8Array(await raw.arrayBuffer()).subarray(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));

    const listed = await get(m, '/wps/relay/CSP_getFeedbackList?pageNo=1&pageSize=10');
    expect(listed.body.value.total).toBe(1);
    expect(listed.body.value.list[0]).toMatchObject({ id, status: 'PENDING' });

    const answered = await dev('/__dev/feedback/answer', { feedbackId: id, answer: 'Thanks, we are on it.' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const after = await get(m, '/wps/relay/CSP_getFeedbackList');
    expect(after.body.value.list[0]).toMatchObject({ id, status: 'ANSWERED', answer: 'Thanks, we are on it.', answeredAt: expect.any(Number) });
    // Another member does not see it.
    const other = await newMember();
    expect((await get(other, '/wps/relay/CSP_getFeedbackList')).body.value).toMatchObject({ total: 0, list: [] });
    expect((await dev('/__dev/feedback/answer', { feedbackId: 99_999_999, answer: 'x' })).body.errorCode).toBe('feedback.not_found');
  });

  it('takes 140 characters (counted as characters, not UTF-16 units) and refuses 141 or none', async () => {
    const m = await newMember();
    expect((await feedback(m, { content: 'a'.repeat(140) })).status).toBe(200);
    expect((await feedback(m, { content: '한'.repeat(139) + '😀' })).status).toBe(200);
    const long = await feedback(m, { content: 'a'.repeat(141) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ errorCode: 'request_param_err', message: 'content: length must be between 1 and 140' });
    expect((await feedback(m, { content: '   ' })).body.message).toBe('content: not empty');
    expect((await feedback(m, {})).body.errorCode).toBe('request_param_err');
    expect((await get(m, '/wps/relay/CSP_getFeedbackList')).body.value.total).toBe(2);
  });

  it('refuses a fourth image, a GIF named .png, and an image of 5 MB + 1 byte, storing nothing', async () => {
    const m = await newMember();
    const png = base64Of(PNG, 100);
    const four = await feedback(m, { content: 'four', images: [png, png, png, png] });
    expect(four.status).toBe(400);
    expect(four.body.errorCode).toBe('file.invalid');
    const gif = await feedback(m, { content: 'gif', images: [png, `data:image/png;base64,${base64Of(GIF, 100)}`] });
    expect(gif.body).toMatchObject({ errorCode: 'file.invalid', message: 'images.1: not a PNG or JPEG image' });
    const big = await feedback(m, { content: 'big', images: [base64Of(PNG, MAX_PROOF_BYTES + 1)] });
    expect(big.body).toMatchObject({ errorCode: 'file.invalid', message: 'images.0: larger than 5 MB' });
    expect((await feedback(m, { content: 'text', images: ['not base64!'] })).body.errorCode).toBe('file.invalid');
    expect((await get(m, '/wps/relay/CSP_getFeedbackList')).body.value.total).toBe(0);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM feedback WHERE account_id = ?1').bind(m.id).first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it('answers a member one image of their own feedback, and the same 404 for anyone else’s or a missing one', async () => {
    const m = await newMember();
    const sent = await feedback(m, { content: 'Two screenshots', images: [base64Of(PNG, 120), base64Of(JPEG, 80)] });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const id = sent.body.value.id as number;
    const image = (token: string | null, query: string) =>
      p.fetch(new Request(`https://platform.test/wps/feedback/image?${query}`, { headers: platformHeaders(token ? authed(token) : {}) }));

    const second = await image(m.token, `id=${id}&position=2`);
    expect(second.status).toBe(200);
    expect(second.headers.get('Content-Type')).toBe('image/jpeg');
    expect(second.headers.get('Content-Length')).toBe('80');
    expect(second.headers.get('Cache-Control')).toMatch(/^private, max-age=\d+$/);
    expect(second.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(second.headers.get('Content-Security-Policy')).toMatch(/^default-src 'none'/);
    expect(second.headers.get('Content-Disposition')).toBe('inline');
    const bytes = new Uint8Array(await second.arrayBuffer());
    expect(bytes.byteLength).toBe(80);
    expect(bytes.subarray(0, 4)).toEqual(new Uint8Array(JPEG));
    const first = await image(m.token, `id=${id}&position=1`);
    expect(first.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await first.arrayBuffer()).subarray(0, 8)).toEqual(new Uint8Array(PNG));

    // Another member's request for it, a third image that was never sent and an unknown id: one answer.
    const other = await newMember();
    const refusals = [
      await image(other.token, `id=${id}&position=1`),
      await image(m.token, `id=${id}&position=3`),
      await image(m.token, 'id=99999999&position=1'),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ success: false, errorCode: 'feedback.not_found' });
    }
    // Positions outside 1..3 and a missing one are parameter errors; a visitor has no session.
    for (const query of [`id=${id}&position=0`, `id=${id}&position=4`, `id=${id}`, `id=x&position=1`]) {
      const bad = await image(m.token, query);
      expect(bad.status, query).toBe(400);
      expect(((await bad.json()) as { errorCode: string }).errorCode).toBe('request_param_err');
    }
    expect(((await (await image(null, `id=${id}&position=1`)).json()) as { errorCode: string }).errorCode).toBe('login.not.session');
  });

  it('refuses a body larger than three images unread (413) and trial accounts', async () => {
    const m = await newMember();
    const huge = JSON.stringify({ content: 'x', images: ['A'.repeat(3 * MAX_BASE64 + 16_384)] });
    const res = await p.fetch(new Request('https://platform.test/wps/feedback', { method: 'POST', headers: platformHeaders(authed(m.token)), body: huge }));
    expect(res.status).toBe(413);
    const trial = await newMember(4);
    expect((await feedback(trial, { content: 'hello' })).body.errorCode).toBe('function.not.available');
    expect((await get(trial, '/wps/relay/CSP_getFeedbackList')).body.errorCode).toBe('function.not.available');
  });
});
