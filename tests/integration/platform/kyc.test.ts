/**
 * Identity verification on the reference platform (docs/platform-protocol.md "Identity
 * verification"): the member's status and uploads, files checked by their content and stored
 * without their metadata, a retry stored once, parallel uploads stored once, the operator's
 * decisions with the age and duplicate-identity checks, requests for more, expiry, history and the
 * member's inbox. Every member here is fresh.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '#platform/src/modules/kyc/files';
import {
  accountsPlatform,
  authed,
  env,
  later,
  loginOk,
  newLoggedInMember,
  seedDemoAccounts,
  type AccountsPlatform,
  type LoggedInMember,
} from './accounts-client';
import { callJson } from './client';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import { Clock, gameWhere, launch, launchQuery, type CatalogueGame } from './play-support';

const IP = '198.51.100.131';
let p: AccountsPlatform;

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

const encoder = new TextEncoder();
const bytesOf = (...parts: (string | number[] | Uint8Array)[]) => {
  const chunks = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : Uint8Array.from(part)));
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
};
const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
const contains = (haystack: Uint8Array, needle: string) => new TextDecoder('latin1').decode(haystack).includes(needle);

function pngChunk(type: string, data: Uint8Array | string): Uint8Array {
  const body = typeof data === 'string' ? encoder.encode(data) : data;
  const length = [(body.length >>> 24) & 255, (body.length >>> 16) & 255, (body.length >>> 8) & 255, body.length & 255];
  return bytesOf(length, type, body, [0, 0, 0, 0]);
}

/** A one-pixel PNG whose text chunk says where the photo was taken. */
const PNG_WITH_TEXT = bytesOf(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  pngChunk('IHDR', Uint8Array.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
  pngChunk('tEXt', 'Location\u0000Seoul Gangnam 37.49N'),
  pngChunk('IDAT', Uint8Array.from([0x78, 0x9c, 0x63, 0xf8, 0x0f, 0x00, 0x01, 0x01, 0x01, 0x00])),
  pngChunk('IEND', ''),
);

/** A JPEG with a JFIF header, an Exif segment naming the phone and the place, and image data. */
function jpegWithExif(): Uint8Array {
  const exif = encoder.encode('Exif\u0000\u0000GPS 37.49N 127.02E PhoneModel X');
  const exifLength = exif.length + 2;
  return bytesOf(
    [0xff, 0xd8],
    [0xff, 0xe0, 0x00, 0x10],
    'JFIF\u0000',
    [1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xe1, exifLength >> 8, exifLength & 255],
    exif,
    [0xff, 0xfe, 0x00, 0x0a],
    'comment!',
    [0xff, 0xc0, 0x00, 0x0b, 8, 0, 1, 0, 1, 1, 1, 0x11, 0],
    [0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 0x3f, 0],
    [0x12, 0x34, 0x56, 0x78],
    [0xff, 0xd9],
  );
}

const pdf = (body: string | Uint8Array) => bytesOf('%PDF-1.7\n', body, '\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const CLEAN_PDF = pdf('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj');

async function deflate(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

let serial = 0;
const requestId = () => `req-${Date.now().toString(36)}-${++serial}`;

const member = (prefix = 'kyc') => newLoggedInMember(p, prefix, { nickname: 'Verifier' }, IP);
const get = (m: LoggedInMember, path: string) => callJson(p, path, { headers: authed(m.token) });
const upload = (m: LoggedInMember, body: Record<string, unknown>) => callJson(p, '/wps/member/kyc/document', { headers: authed(m.token), body });
const send = (m: LoggedInMember, kind: string, bytes: Uint8Array, id = requestId()) => upload(m, { kind, requestId: id, file: base64(bytes) });
const dev = (path: string, body?: unknown, method?: string) =>
  callJson(p, path, { rawHeaders: new Headers({ 'Content-Type': 'application/json' }), body, ...(method ? { method } : {}) });

async function status(m: LoggedInMember) {
  const { status: code, body } = await get(m, '/wps/member/kyc');
  expect(code, JSON.stringify(body)).toBe(200);
  return body.value;
}

async function sentOk(m: LoggedInMember, kind: string, bytes: Uint8Array = PNG_WITH_TEXT): Promise<number> {
  const { status: code, body } = await send(m, kind, bytes);
  expect(code, JSON.stringify(body)).toBe(200);
  expect(body.value.document).toMatchObject({ kind, state: 'IN_REVIEW' });
  return body.value.document.id as number;
}

async function decide(body: Record<string, unknown>) {
  return dev('/__dev/kyc/decide', body);
}

async function fileOf(id: number): Promise<{ response: Response; bytes: Uint8Array }> {
  const response = await p.fetch(new Request(`https://platform.test/__dev/kyc/file?id=${id}`));
  return { response, bytes: new Uint8Array(await response.clone().arrayBuffer()) };
}

describe('identity verification: the member', () => {
  it('starts with nothing sent, the brand’s four kinds needed and no gate', async () => {
    const m = await member();
    const value = await status(m);
    expect(value.status).toBe('NOT_STARTED');
    expect(value.ageVerified).toBe(false);
    expect(value.kinds.map((k: { kind: string; state: string }) => [k.kind, k.state])).toEqual([
      ['ID_FRONT', 'NOT_SENT'],
      ['ID_BACK', 'NOT_SENT'],
      ['SELFIE', 'NOT_SENT'],
      ['PROOF_OF_ADDRESS', 'NOT_SENT'],
    ]);
    expect(value.gates).toEqual({ realPlay: false, withdraw: false, freePlay: false, depositAbove: null });
    const res = await p.fetch(
      new Request('https://platform.test/wps/member/kyc', { headers: { 'Content-Type': 'application/json', Merchant: 'DEMO', ...authed(m.token) } }),
    );
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('needs a session, and refuses a trial account', async () => {
    const { status: code, body } = await callJson(p, '/wps/member/kyc');
    expect(code).toBe(401);
    expect(body.errorCode).toBe('login.not.session');
    const trial = await newLoggedInMember(p, 'kyct', { nickname: 'Trial', type: 4 }, IP);
    const refused = await get(trial, '/wps/member/kyc');
    expect(refused.body.errorCode).toBe('function.not.available');
  });

  it('stores an image without its metadata, once for a retried upload', async () => {
    const m = await member();
    const id = requestId();
    const first = await send(m, 'ID_FRONT', PNG_WITH_TEXT, id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value.replayed).toBe(false);
    const again = await send(m, 'ID_FRONT', PNG_WITH_TEXT, id);
    expect(again.body.value).toMatchObject({ replayed: true, document: { id: first.body.value.document.id } });
    const { body: listed } = await dev(`/__dev/kyc?username=${m.username}`);
    expect(listed.value.list).toHaveLength(1);

    const { response, bytes } = await fileOf(first.body.value.document.id);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('Content-Disposition')).toBe('attachment');
    expect(contains(bytes, 'Seoul')).toBe(false);
    expect(contains(bytes, 'IHDR')).toBe(true);
    expect(contains(bytes, 'IDAT')).toBe(true);
    expect(contains(bytes, 'IEND')).toBe(true);
    expect(listed.value.list[0].byteSize).toBe(bytes.length);

    // The same requestId for another kind is not a retry.
    const misused = await send(m, 'SELFIE', PNG_WITH_TEXT, id);
    expect(misused.body.errorCode).toBe('request_param_err');
  });

  it('drops a JPEG’s Exif and comments and keeps its image data', async () => {
    const m = await member();
    const id = await sentOk(m, 'SELFIE', jpegWithExif());
    const { response, bytes } = await fileOf(id);
    expect(response.headers.get('Content-Type')).toBe('image/jpeg');
    expect(contains(bytes, 'GPS')).toBe(false);
    expect(contains(bytes, 'comment!')).toBe(false);
    expect(contains(bytes, 'JFIF')).toBe(true);
    expect(Array.from(bytes.slice(-6))).toEqual([0x12, 0x34, 0x56, 0x78, 0xff, 0xd9]);
  });

  it('accepts a clean PDF and refuses one with a script, plain, escaped or compressed', async () => {
    const m = await member();
    await sentOk(m, 'PROOF_OF_ADDRESS', CLEAN_PDF);
    const other = await member();
    const scripted = [
      pdf('1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj'),
      pdf('1 0 obj << /Type /Catalog /OpenAction << /S /J#61vaScript /J#53 (x) >> >> endobj'),
      pdf('1 0 obj << /Type /Catalog /OpenAction << /S /Launch /F (calc.exe) >> >> endobj'),
      pdf('1 0 obj << /Type /Catalog /Names << /EmbeddedFiles 3 0 R >> >> endobj'),
    ];
    const hidden = await deflate('<< /S /JavaScript /JS (app.alert(1)) >>');
    scripted.push(
      pdf(bytesOf(`4 0 obj << /Type /ObjStm /N 1 /First 0 /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`, hidden, '\nendstream\nendobj')),
    );
    for (const file of scripted) {
      const { status: code, body } = await send(other, 'PROOF_OF_ADDRESS', file);
      expect(code, JSON.stringify(body)).toBe(400);
      expect(body).toMatchObject({ errorCode: 'kyc.file_invalid', message: 'file: the PDF has scripts, actions or attachments' });
    }
    const cut = await send(other, 'PROOF_OF_ADDRESS', bytesOf('%PDF-1.7\n1 0 obj << >> endobj'));
    expect(cut.body).toMatchObject({ errorCode: 'kyc.file_invalid', message: 'file: not a complete PDF' });
    const { body: listed } = await dev(`/__dev/kyc?username=${other.username}`);
    expect(listed.value.list).toHaveLength(0);
  });

  it('refuses a renamed executable, an empty file, text, a broken image and a file over 10 MB, storing nothing', async () => {
    const m = await member();
    const cases: [unknown, string][] = [
      [base64(bytesOf('MZ', [0x90, 0, 3, 0], 'This program cannot be run in DOS mode')), 'file: not a PNG, JPEG or PDF'],
      ['data:image/png;base64,' + base64(bytesOf('#!/bin/sh\nrm -rf /')), 'file: not a PNG, JPEG or PDF'],
      ['', 'file: not empty'],
      [null, 'file: not empty'],
      ['!!!not base64!!!', 'file: not Base64'],
      [base64(PNG_WITH_TEXT.slice(0, 40)), 'file: the image cannot be read'],
      [base64(bytesOf([0xff, 0xd8, 0xff, 0xe0, 0x40, 0x00], 'short')), 'file: the image cannot be read'],
    ];
    for (const [file, message] of cases) {
      const { status: code, body } = await upload(m, { kind: 'ID_FRONT', requestId: requestId(), file });
      expect(code, JSON.stringify(body)).toBe(400);
      expect(body).toMatchObject({ errorCode: 'kyc.file_invalid', message });
    }
    // Over the limit: refused before it is decoded (the Base64 text alone is too long), or unread.
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await send(m, 'ID_FRONT', big);
    expect([400, 413]).toContain(tooBig.status);
    expect(tooBig.body.errorCode).toBe('kyc.file_invalid');
    const huge = await upload(m, { kind: 'ID_FRONT', requestId: requestId(), file: 'A'.repeat(50 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.errorCode).toBe('kyc.file_invalid');

    for (const bad of [
      { kind: 'PASSPORT', requestId: requestId(), file: base64(PNG_WITH_TEXT) },
      { kind: 'ID_FRONT', requestId: 'x', file: base64(PNG_WITH_TEXT) },
    ]) {
      const { body } = await upload(m, bad);
      expect(body.errorCode).toBe('request_param_err');
    }
    const notJson = await callJson(p, '/wps/member/kyc/document', { headers: authed(m.token), body: '{"kind":' });
    expect(notJson.body.errorCode).toBe('request_param_err');
    const notNeeded = await send(m, 'SOURCE_OF_FUNDS', PNG_WITH_TEXT);
    expect(notNeeded.body.errorCode).toBe('kyc.kind_not_needed');
    const { body: listed } = await dev(`/__dev/kyc?username=${m.username}`);
    expect(listed.value.list).toHaveLength(0);
    const objects = await env.KYC_DOCUMENTS.list({ prefix: `DEMO/kyc/${m.id}/` });
    expect(objects.objects).toHaveLength(0);
  });

  it('stores one of twenty parallel uploads of a kind, and keeps no file of the others', async () => {
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(m, 'ID_BACK', PNG_WITH_TEXT)));
    const stored = answers.filter((answer) => answer.status === 200);
    expect(stored).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) expect(answer.body.errorCode).toBe('kyc.document_in_review');
    const { body: listed } = await dev(`/__dev/kyc?username=${m.username}`);
    expect(listed.value.list).toHaveLength(1);
    const objects = await env.KYC_DOCUMENTS.list({ prefix: `DEMO/kyc/${m.id}/` });
    expect(objects.objects).toHaveLength(1);
  });

  it('files a document under the caller, whatever account a body names', async () => {
    const m = await member();
    const victim = await member();
    const { body } = await upload(m, {
      kind: 'ID_FRONT',
      requestId: requestId(),
      file: base64(PNG_WITH_TEXT),
      accountId: victim.id,
      username: victim.username,
    });
    expect(body.success).toBe(true);
    expect((await dev(`/__dev/kyc?username=${victim.username}`)).body.value.list).toHaveLength(0);
    expect((await dev(`/__dev/kyc?username=${m.username}`)).body.value.list).toHaveLength(1);
  });
});

describe('identity verification: the operator', () => {
  it('refuses with a reason, accepts the next with the age check, and the member is verified and told', async () => {
    const m = await member();
    const front = await sentOk(m, 'ID_FRONT');
    const refused = await decide({ documentId: front, outcome: 'REFUSE', reasonCode: 'UNREADABLE' });
    expect(refused.body.value).toMatchObject({ state: 'REFUSED', reasonCode: 'UNREADABLE' });
    let value = await status(m);
    expect(value.status).toBe('ACTION_NEEDED');
    expect(value.kinds[0]).toMatchObject({ kind: 'ID_FRONT', state: 'REFUSED', reasonCode: 'UNREADABLE' });
    // Decided once: a second decision is refused.
    expect((await decide({ documentId: front, outcome: 'ACCEPT', birthDate: '1990-01-01' })).body.errorCode).toBe('kyc.not_in_review');
    expect((await decide({ documentId: front, outcome: 'REFUSE' })).body.errorCode).toBe('request_param_err');

    const again = await sentOk(m, 'ID_FRONT');
    expect((await decide({ documentId: again, outcome: 'ACCEPT' })).body.message).toMatch(/birthDate/);
    const young = `${new Date().getUTCFullYear() - 17}-01-01`;
    expect((await decide({ documentId: again, outcome: 'ACCEPT', birthDate: '1990-05-17' })).body.message).toMatch(/documentNumber/);
    expect((await decide({ documentId: again, outcome: 'ACCEPT', birthDate: young, documentNumber: 'Y123' })).body.errorCode).toBe('kyc.underage');
    for (const bad of [{ birthDate: '2008-00-15' }, { birthDate: '1990-02-30' }, { birthDate: '1990-05-17', expiresOn: '9999-12-31' }]) {
      expect((await decide({ documentId: again, outcome: 'ACCEPT', documentNumber: 'Y123', ...bad })).body.errorCode).toBe('request_param_err');
    }
    expect(
      (await decide({ documentId: again, outcome: 'ACCEPT', birthDate: '1990-05-17', documentNumber: 'Y123', expiresOn: '2001-01-01' })).body.errorCode,
    ).toBe('kyc.document_expired');
    const number = `M${Date.now()}`;
    const accepted = await decide({ documentId: again, outcome: 'ACCEPT', birthDate: '1990-05-17', documentNumber: number, expiresOn: '2099-12-31' });
    expect(accepted.body.value).toMatchObject({ state: 'ACCEPTED' });
    value = await status(m);
    expect(value.ageVerified).toBe(true);

    for (const kind of ['ID_BACK', 'SELFIE', 'PROOF_OF_ADDRESS']) {
      const id = await sentOk(m, kind);
      // The last one sent, nothing is missing: the account waits for the operator.
      expect((await status(m)).status).toBe(kind === 'PROOF_OF_ADDRESS' ? 'IN_REVIEW' : 'ACTION_NEEDED');
      const body = kind === 'ID_BACK' ? { birthDate: '1990-05-17' } : {};
      expect((await decide({ documentId: id, outcome: 'ACCEPT', ...body })).body.success).toBe(true);
    }
    value = await status(m);
    expect(value.status).toBe('VERIFIED');
    const proof = value.kinds.find((k: { kind: string }) => k.kind === 'PROOF_OF_ADDRESS');
    expect(proof.expiresAt).toBeGreaterThan(Date.now() + 179 * 86_400_000);

    // One accepted and in force: a new one of the kind is refused.
    expect((await send(m, 'SELFIE', PNG_WITH_TEXT)).body.errorCode).toBe('kyc.document_accepted');

    const { body: account } = await dev(`/__dev/kyc/account?username=${m.username}`);
    expect(account.value.history.map((h: { state: string; actor: string }) => `${h.actor}:${h.state}`)).toEqual([
      'MEMBER:IN_REVIEW',
      'OPERATOR:REFUSED',
      'MEMBER:IN_REVIEW',
      'OPERATOR:ACCEPTED',
      'MEMBER:IN_REVIEW',
      'OPERATOR:ACCEPTED',
      'MEMBER:IN_REVIEW',
      'OPERATOR:ACCEPTED',
      'MEMBER:IN_REVIEW',
      'OPERATOR:ACCEPTED',
    ]);

    const inbox = await get(m, '/wps/relay/CSP_getInbox?pageNo=1&pageSize=20');
    const titles = inbox.body.value.list.map((message: { title: string }) => message.title);
    expect(titles).toContain('Document not accepted');
    expect(titles.filter((title: string) => title === 'Document accepted')).toHaveLength(4);
    const refusal = inbox.body.value.list.find((message: { title: string }) => message.title === 'Document not accepted');
    const full = await get(m, `/wps/relay/CSP_getInboxMessage?id=${refusal.id}`);
    expect(JSON.stringify(full.body)).toMatch(/it cannot be read clearly/);
  });

  it('refuses an identity another account of the brand holds, however it is written', async () => {
    const first = await member();
    const number = `K-${Date.now()}`;
    const a = await sentOk(first, 'ID_FRONT');
    expect((await decide({ documentId: a, outcome: 'ACCEPT', birthDate: '1985-03-03', documentNumber: number })).body.success).toBe(true);
    const second = await member();
    const b = await sentOk(second, 'ID_FRONT');
    const duplicate = await decide({ documentId: b, outcome: 'ACCEPT', birthDate: '1985-03-03', documentNumber: ` k ${number.slice(2)} ` });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ errorCode: 'kyc.duplicate_identity', value: { accountId: first.id } });
    expect((await decide({ documentId: b, outcome: 'REFUSE', reasonCode: 'DUPLICATE_IDENTITY', language: 'ko' })).body.success).toBe(true);
    const inbox = await get(second, '/wps/relay/CSP_getInbox?pageNo=1&pageSize=5');
    expect(inbox.body.value.list[0].title).toBe('서류 반려');
  });

  it('asks one member for a source of funds, needed from then on', async () => {
    const m = await member();
    expect((await dev('/__dev/kyc/ask', { username: m.username, kind: 'SOURCE_OF_FUNDS', note: 'Your deposits passed 10,000.' })).body.success).toBe(true);
    let value = await status(m);
    expect(value.kinds.at(-1)).toMatchObject({ kind: 'SOURCE_OF_FUNDS', state: 'NOT_SENT', asked: true, note: 'Your deposits passed 10,000.' });
    const id = await sentOk(m, 'SOURCE_OF_FUNDS', CLEAN_PDF);
    expect((await decide({ documentId: id, outcome: 'ACCEPT' })).body.success).toBe(true);
    value = await status(m);
    expect(value.kinds.find((k: { kind: string }) => k.kind === 'SOURCE_OF_FUNDS')).toMatchObject({ state: 'ACCEPTED', asked: true });
    expect(value.kinds).toHaveLength(5);
    const { body } = await dev(`/__dev/kyc?username=${m.username}`);
    expect(body.value.list[0]).toMatchObject({ kind: 'SOURCE_OF_FUNDS', contentType: 'application/pdf' });
  });

  it('expires an accepted proof after the brand’s days: the status follows at once, the sweep records it and tells the member', async () => {
    const m = await member();
    const id = await sentOk(m, 'PROOF_OF_ADDRESS');
    expect((await decide({ documentId: id, outcome: 'ACCEPT' })).body.success).toBe(true);
    const future = later(p, 181 * 86_400_000);
    const { body } = await callJson(future, '/wps/member/kyc', { headers: authed(m.token) });
    // The session itself may have ended by then; the state is read the same way either way.
    if (body.success) expect(body.value.kinds.find((k: { kind: string }) => k.kind === 'PROOF_OF_ADDRESS').state).toBe('EXPIRED');
    const swept = await callJson(future, '/__dev/kyc/sweep', { rawHeaders: new Headers(), method: 'POST' });
    expect(swept.body.value.expired).toBeGreaterThanOrEqual(1);
    const { body: account } = await dev(`/__dev/kyc/account?username=${m.username}`);
    expect(account.value.history.at(-1)).toMatchObject({ documentId: id, state: 'EXPIRED', actor: 'SYSTEM' });
    const row = await env.DB.prepare('SELECT state FROM kyc_documents WHERE id = ?1').bind(id).first<{ state: string }>();
    expect(row?.state).toBe('EXPIRED');
    // Expired: a new one may be sent (in a new session: the clock's jump ended the old one).
    const login = await loginOk(p, m.username, 'Down2024', IP);
    await sentOk({ ...m, token: login.token as string }, 'PROOF_OF_ADDRESS');
  });

  it('keeps an identity taken once an accepted document has expired', async () => {
    const first = await member();
    const number = `E${Date.now()}`;
    const a = await sentOk(first, 'ID_FRONT');
    expect((await decide({ documentId: a, outcome: 'ACCEPT', birthDate: '1980-01-01', documentNumber: number, expiresOn: '2099-01-01' })).body.success).toBe(
      true,
    );
    await env.DB.prepare(`UPDATE kyc_documents SET state = 'EXPIRED' WHERE id = ?1`).bind(a).run();
    const second = await member();
    const b = await sentOk(second, 'ID_FRONT');
    expect((await decide({ documentId: b, outcome: 'ACCEPT', birthDate: '1980-01-01', documentNumber: number })).body.errorCode).toBe('kyc.duplicate_identity');
  });

  it('keeps its settings per brand, and checks them', async () => {
    const put = await dev(
      '/__dev/kyc-settings',
      { merchant: 'JADE', required: ['SELFIE', 'ID_FRONT'], gates: { withdraw: true, depositAbove: 500.5 }, proofValidDays: 90 },
      'PUT',
    );
    expect(put.body.value).toEqual({
      merchant: 'JADE',
      required: ['ID_FRONT', 'SELFIE'],
      gates: { realPlay: false, withdraw: true, freePlay: false, depositAbove: 500.5 },
      proofValidDays: 90,
    });
    expect((await dev('/__dev/kyc-settings?merchant=DEMO')).body.value.gates.withdraw).toBe(false);
    expect((await dev('/__dev/kyc-settings', { merchant: 'JADE', gates: { depositAbove: -1 } }, 'PUT')).body.errorCode).toBe('request_param_err');
    expect((await dev('/__dev/kyc-settings', { merchant: 'JADE', required: ['PASSPORT'] }, 'PUT')).body.errorCode).toBe('request_param_err');
    // None needed would make every account verified: refused.
    expect((await dev('/__dev/kyc-settings', { merchant: 'JADE', required: [] }, 'PUT')).body.errorCode).toBe('request_param_err');
    await env.DB.prepare(`DELETE FROM kyc_settings WHERE merchant_code = 'JADE'`).run();
  });

  it('decides only its own brand’s documents', async () => {
    const m = await member();
    const id = await sentOk(m, 'SELFIE');
    const { status: code } = await decide({ merchant: 'JADE', documentId: id, outcome: 'ACCEPT' });
    expect(code).toBe(404);
    const file = await p.fetch(new Request(`https://platform.test/__dev/kyc/file?merchant=JADE&id=${id}`));
    expect(file.status).toBe(404);
  });
});

describe('identity verification: the gates, where money moves', () => {
  const GAME = { gameId: null, gameName: 'Gate test', vendorCode: 'DEMO', gameType: 'RNG' };
  const gates = (value: Record<string, unknown>) => dev('/__dev/kyc-settings', { gates: value }, 'PUT');
  let clock: Clock;
  let slot: CatalogueGame;

  beforeAll(async () => {
    clock = new Clock(p);
    slot = await gameWhere("game_type = 'RNG' AND support_play = 0");
  });
  afterEach(async () => {
    await env.DB.prepare(`DELETE FROM kyc_settings WHERE merchant_code = 'DEMO'`).run();
  });

  async function funded(m: LoggedInMember, minor = 1_000_00) {
    const opened = await walletGate(p.env).execute({
      op: 'adjust',
      merchant: 'DEMO',
      accountId: m.id,
      key: `opening:${m.id}`,
      amountMinor: minor,
      kind: 'OPENING',
      contra: 'CASH_IN',
    });
    expect(opened.ok).toBe(true);
  }

  /** Every needed document sent and accepted. */
  async function verify(m: LoggedInMember) {
    for (const kind of ['ID_FRONT', 'ID_BACK', 'SELFIE', 'PROOF_OF_ADDRESS']) {
      const id = await sentOk(m, kind);
      const identity = kind === 'ID_FRONT' ? { birthDate: '1991-02-03', documentNumber: `V${m.id}` } : kind === 'ID_BACK' ? { birthDate: '1991-02-03' } : {};
      expect((await decide({ documentId: id, outcome: 'ACCEPT', ...identity })).body.success).toBe(true);
    }
    expect((await status(m)).status).toBe('VERIFIED');
  }

  const stake = (m: LoggedInMember, round: string) =>
    walletGate(p.env).execute({
      op: 'bet.play',
      merchant: 'DEMO',
      accountId: m.id,
      roundId: round,
      stakeMinor: 1_00,
      payoutMinor: 0,
      validMinor: 1_00,
      game: GAME,
    });
  const card = { cardId: 1, bankName: 'Demo Bank', maskedNumber: '****0001', accountName: 'Verifier' };
  const withdraw = (m: LoggedInMember, key: string) =>
    walletGate(p.env).execute({ op: 'withdraw.request', merchant: 'DEMO', accountId: m.id, key, amountMinor: 10_00, card });
  const deposit = (m: LoggedInMember, minor: number, key: string) =>
    walletGate(p.env).execute({
      op: 'deposit.open',
      merchant: 'DEMO',
      accountId: m.id,
      amountMinor: minor,
      methodCode: 'BANK',
      bankType: 'BANK',
      details: '{}',
      providerRef: `gate-${key}`,
      request: { key, operation: 'deposit', hash: key },
    });

  it('let everything through while the brand’s gates are off', async () => {
    const m = await member();
    await funded(m);
    expect((await stake(m, `gate-off-${m.id}`)).ok).toBe(true);
    expect((await withdraw(m, `gate-off-w-${m.id}`)).ok).toBe(true);
    expect((await deposit(m, 5_000_00, `gate-off-d-${m.id}`)).ok).toBe(true);
  });

  it('hold real-money stakes and withdrawals until the account is verified, in the wallet and at the launch', async () => {
    await gates({ realPlay: true, withdraw: true });
    const m = await member();
    await funded(m);
    const refused = await stake(m, `gate-on-${m.id}`);
    expect(refused).toMatchObject({ ok: false, code: 'kyc.required', detail: { needed: 'VERIFIED', status: 'NOT_STARTED', remaining: null } });
    expect(await withdraw(m, `gate-on-w-${m.id}`)).toMatchObject({ ok: false, code: 'kyc.required' });
    const launched = await launch(clock.next(), m.token, launchQuery(slot));
    expect(launched.status).toBe(403);
    expect(launched.body).toMatchObject({ errorCode: 'kyc.required', value: { needed: 'VERIFIED' } });
    // Nothing moved: the balance is whole.
    const balance = await env.DB.prepare(`SELECT COUNT(*) AS n FROM bets WHERE account_id = ?1`).bind(m.id).first<{ n: number }>();
    expect(balance?.n).toBe(0);

    await verify(m);
    expect((await stake(m, `gate-on-2-${m.id}`)).ok).toBe(true);
    expect((await withdraw(m, `gate-on-w2-${m.id}`)).ok).toBe(true);
    expect((await launch(clock.next(), m.token, launchQuery(slot))).status).toBe(200);
  });

  it('holds a deposit that takes the lifetime total past the brand’s amount, saying what is left', async () => {
    await gates({ depositAbove: 100 });
    const m = await member();
    expect((await deposit(m, 60_00, `life-1-${m.id}`)).ok).toBe(true);
    const past = await deposit(m, 40_01, `life-2-${m.id}`);
    expect(past).toMatchObject({ ok: false, code: 'kyc.required', detail: { needed: 'VERIFIED', remaining: 40 } });
    expect((await deposit(m, 40_00, `life-3-${m.id}`)).ok).toBe(true);
    await verify(m);
    expect((await deposit(m, 10_000_00, `life-4-${m.id}`)).ok).toBe(true);
  });

  it('holds money sent to another player like a withdrawal, and a late payment of a cancelled order past the deposit gate', async () => {
    await gates({ withdraw: true, depositAbove: 100 });
    const m = await member();
    const friend = await member();
    await funded(m);
    const sent = await walletGate(p.env).execute({
      op: 'player.send',
      merchant: 'DEMO',
      accountId: m.id,
      key: `send-${m.id}`,
      toAccountId: friend.id,
      amountMinor: 10_00,
    });
    expect(sent).toMatchObject({ ok: false, code: 'kyc.required', detail: { needed: 'VERIFIED' } });

    // An order of 100 opened, cancelled (no longer counted), another of 100 opened; then the first is paid.
    expect((await deposit(m, 100_00, `judge-1-${m.id}`)).ok).toBe(true);
    const first = await env.DB.prepare(`SELECT id FROM deposits WHERE provider_ref = ?1`).bind(`gate-judge-1-${m.id}`).first<{ id: number }>();
    const settle = (outcome: 'CANCELLED' | 'PAID') =>
      walletGate(p.env).execute({ op: 'deposit.settle', merchant: 'DEMO', accountId: m.id, depositId: first!.id, outcome });
    expect((await settle('CANCELLED')).ok).toBe(true);
    expect((await deposit(m, 100_00, `judge-2-${m.id}`)).ok).toBe(true);
    expect(await settle('PAID')).toMatchObject({ ok: true, value: { status: 'HELD' } });
    const held = await env.DB.prepare(`SELECT status, hold_reason FROM deposits WHERE id = ?1`).bind(first!.id).first();
    expect(held).toEqual({ status: 'HELD', hold_reason: 'kyc.required' });
  });

  it('asks guests and members for an age check before a free trial where the brand says so', async () => {
    await gates({ freePlay: true });
    const body = { gameType: slot.game_type, vassalage: slot.vassalage, gameId: slot.game_code, nodeId: slot.node_id, platform: 'web', language: 'EN' };
    const guest = await callJson(clock.next(), '/wps/relay/GCS_gameLaunchFB', { method: 'POST', headers: { 'X-Client-IP': '198.51.100.140' }, body });
    expect(guest.status).toBe(403);
    expect(guest.body).toMatchObject({ errorCode: 'kyc.required', value: { needed: 'AGE' } });
    const m = await member();
    const trial = await launch(clock.next(), m.token, launchQuery(slot, { accountType: 0 }));
    expect(trial.body).toMatchObject({ errorCode: 'kyc.required', value: { needed: 'AGE', status: 'NOT_STARTED' } });
    const id = await sentOk(m, 'ID_FRONT');
    expect((await decide({ documentId: id, outcome: 'ACCEPT', birthDate: '1999-09-09', documentNumber: `F${m.id}` })).body.success).toBe(true);
    expect((await launch(clock.next(), m.token, launchQuery(slot, { accountType: 0 }))).status).toBe(200);
    // An age check is not a full verification: real money is not gated here, so it plays too.
    expect((await launch(clock.next(), m.token, launchQuery(slot))).status).toBe(200);
  });
});
