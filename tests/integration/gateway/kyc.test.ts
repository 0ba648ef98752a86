/**
 * Identity verification through the gateway against the reference platform (docs/decisions/057):
 * the member's verification as the schema names it, an upload and its refusals as the catalogue's
 * codes, the gates' refusals (VERIFICATION_REQUIRED on a launch, AGE_CHECK_REQUIRED on a guest's
 * free trial), and a platform without the extension answering null instead of failing.
 */
import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { freshGatewayMember } from '../support/members';
import { useHarness } from './harness';

const h = useHarness({ seedAccounts: true });

const VERIFICATION = `{ verification { status ageVerified kinds { kind state reason expiresAt asked note } documents { id kind state reason contentType sentAt decidedAt expiresAt } gates { realPlay withdraw freePlay depositAbove } } }`;
const UPLOAD = `mutation ($input: VerificationDocumentInput!) { uploadVerificationDocument(input: $input) { ok errors { code field } document { id kind state reason contentType } } }`;
const LAUNCH = `mutation ($input: LaunchGameInput!) { launchGame(input: $input) { ok gameUrl mode errors { code field } } }`;
const GAMES = `query ($filter: GameFilter!) { games(filter: $filter, limit: 50) { items { id gameCode gameType vendor hasFreeTrial } } }`;

/** A one-pixel PNG (its chunks' CRCs are not checked). */
const PNG = btoa(
  String.fromCharCode(
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    ...'IHDR'.split('').map((c) => c.charCodeAt(0)),
    0,
    0,
    0,
    1,
    0,
    0,
    0,
    1,
    8,
    2,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    ...'IEND'.split('').map((c) => c.charCodeAt(0)),
    0,
    0,
    0,
    0,
  ),
);

let made = 0;
const freshMember = () => freshGatewayMember(h, 'gwkyc', 'Verifier');

const upload = (token: string, input: Record<string, unknown>) =>
  h.run(UPLOAD, { input: { requestId: `gw-kyc-${Date.now()}-${++made}`, file: PNG, ...input } }, { token });

afterEach(async () => {
  await env.DB.prepare(`DELETE FROM kyc_settings WHERE merchant_code = 'DEMO'`).run();
});

describe('identity verification through the gateway', () => {
  it('answers the member’s verification, takes a document and names its refusals', async () => {
    const { token } = await freshMember();
    const before = await h.run(VERIFICATION, {}, { token });
    expect(before.result.errors).toBeUndefined();
    expect(before.result.data.verification).toMatchObject({
      status: 'NOT_STARTED',
      ageVerified: false,
      documents: [],
      gates: { realPlay: false, withdraw: false, freePlay: false, depositAbove: null },
    });
    expect(before.result.data.verification.kinds.map((k: { kind: string }) => k.kind)).toEqual(['ID_FRONT', 'ID_BACK', 'SELFIE', 'PROOF_OF_ADDRESS']);

    const sent = await upload(token, { kind: 'ID_FRONT' });
    expect(sent.result.data.uploadVerificationDocument).toMatchObject({
      ok: true,
      errors: [],
      document: { kind: 'ID_FRONT', state: 'IN_REVIEW', contentType: 'image/png' },
    });
    const again = await upload(token, { kind: 'ID_FRONT' });
    expect(again.result.data.uploadVerificationDocument).toMatchObject({ ok: false, errors: [{ code: 'DOCUMENT_IN_REVIEW', field: 'kind' }] });
    const notAFile = await upload(token, { kind: 'SELFIE', file: btoa('MZ this is a program') });
    expect(notAFile.result.data.uploadVerificationDocument.errors).toEqual([{ code: 'FILE_INVALID', field: 'file' }]);
    const notNeeded = await upload(token, { kind: 'SOURCE_OF_FUNDS' });
    expect(notNeeded.result.data.uploadVerificationDocument.errors).toEqual([{ code: 'DOCUMENT_NOT_NEEDED', field: 'kind' }]);
    const badKey = await upload(token, { kind: 'SELFIE', requestId: 'x' });
    expect(badKey.result.data.uploadVerificationDocument.errors).toEqual([{ code: 'INVALID_INPUT', field: 'requestId' }]);

    const id = Number(sent.result.data.uploadVerificationDocument.document.id);
    const refused = await h.dev('POST', '/__dev/kyc/decide', { documentId: id, outcome: 'REFUSE', reasonCode: 'UNREADABLE' });
    expect(refused.status).toBe(200);
    const after = (await h.run(VERIFICATION, {}, { token })).result.data.verification;
    expect(after.status).toBe('ACTION_NEEDED');
    expect(after.kinds[0]).toMatchObject({ kind: 'ID_FRONT', state: 'REFUSED', reason: 'UNREADABLE' });
    expect(after.documents[0]).toMatchObject({ state: 'REFUSED', reason: 'UNREADABLE' });
  });

  it('is null for a visitor, and hidden, never failed, on a platform without the extension', async () => {
    expect((await h.run(VERIFICATION, {})).result.data?.verification ?? null).toBeNull();
    const { token } = await freshMember();
    h.binding.intercept = (endpoint, response) =>
      endpoint.startsWith('/wps/member/kyc')
        ? Response.json({ success: false, errorCode: 'function.not.available', message: 'function not available' })
        : response;
    const { result } = await h.run(VERIFICATION, {}, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data.verification).toBeNull();
    expect((await upload(token, { kind: 'SELFIE' })).result.data.uploadVerificationDocument.errors).toEqual([{ code: 'NOT_AVAILABLE', field: null }]);
  });

  it('names the gates’ refusals: verification before real money, an age check before a guest’s free trial', async () => {
    await h.dev('PUT', '/__dev/kyc-settings', { gates: { realPlay: true, freePlay: true } });
    const { token } = await freshMember();
    const slots = (await h.run(GAMES, { filter: { gameType: 'RNG', vendor: 'PP' } })).result.data.games.items as {
      id: string;
      gameCode: string;
      gameType: string;
      vendor: string;
      hasFreeTrial: boolean;
    }[];
    const game = slots.find((g) => g.hasFreeTrial)!;
    const input = (mode: 'REAL' | 'TRIAL') => ({
      gameId: game.id,
      gameType: game.gameType,
      vendor: game.vendor,
      gameCode: game.gameCode,
      mode,
      requestId: `gw-kyc-l-${++made}`,
    });
    const real = await h.run(LAUNCH, { input: input('REAL') }, { token });
    expect(real.result.data.launchGame).toMatchObject({ ok: false, errors: [{ code: 'VERIFICATION_REQUIRED' }] });
    const guest = await h.run(LAUNCH, { input: input('TRIAL') });
    expect(guest.result.data.launchGame).toMatchObject({ ok: false, errors: [{ code: 'AGE_CHECK_REQUIRED' }] });
  });
});
