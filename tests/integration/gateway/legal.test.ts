/**
 * Terms with versions through the gateway against the reference platform (docs/decisions/060): a
 * document and its versions in the request's language, what waits for the member on `me`, the
 * record, an acceptance and its refusals as the catalogue's codes, a registration that carries the
 * versions shown and the brand's confirmations, a launch refused while a version waits, and a
 * platform without the extension answering null (or NOT_AVAILABLE) instead of failing.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { DEMO_LEGAL_INPUT } from '../support/legal';
import { freshGatewayMember } from '../support/members';
import { useHarness } from './harness';

const h = useHarness({ seedAccounts: true });

const DOCUMENT = `query ($kind: LegalDocumentKind!, $version: Int) { legalDocument(kind: $kind, version: $version) { kind version current language title summary body versions { version current summary } } }`;
const ME = `{ me { account legalPending } }`;
const RECORD = `{ legalRecord { pending { kind version title summary } acceptances { kind version source address } confirmations { kind } } }`;
const ACCEPT = `mutation ($input: AcceptLegalDocumentsInput!) { acceptLegalDocuments(input: $input) { ok errors { code field } pending } }`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) { ok errors { code field } } }`;
const CONFIRMATIONS = `{ registrationConfirmations }`;
const LAUNCH = `mutation ($input: LaunchGameInput!) { launchGame(input: $input) { ok errors { code field } } }`;
const GAMES = `query ($filter: GameFilter!) { games(filter: $filter, limit: 5) { items { id gameCode gameType vendor } } }`;

let made = 0;
/** A member of the demo brand with the versions in force accepted, and a session. */
const freshMember = () => freshGatewayMember(h, 'gwlegal', 'Reader');

/** Publishes the next version of a demo document, in force now. */
async function publish(kind: 'TERMS' | 'PRIVACY', summary: string): Promise<number> {
  const answer = await h.dev('POST', '/__dev/legal/publish', {
    kind,
    texts: {
      en: { title: kind === 'TERMS' ? 'Terms and conditions' : 'Privacy policy', summary, body: [summary] },
      ko: { title: '이용약관', summary: '변경', body: ['본문'] },
    },
  });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { value?: { version: number }; version?: number };
  return Number(body.value?.version ?? body.version);
}

describe('terms with versions through the gateway', () => {
  it('reads a document in the request’s language with its versions; an unknown or malformed version is null', async () => {
    const { result } = await h.run(DOCUMENT, { kind: 'TERMS' });
    expect(result.errors).toBeUndefined();
    expect(result.data.legalDocument).toMatchObject({ kind: 'TERMS', version: 1, current: true, language: 'en' });
    expect(result.data.legalDocument.body.length).toBeGreaterThan(3);
    expect(result.data.legalDocument.versions).toEqual([expect.objectContaining({ version: 1, current: true })]);

    const korean = await h.run(DOCUMENT, { kind: 'PRIVACY' }, { locale: 'ko' });
    expect(korean.result.data.legalDocument).toMatchObject({ kind: 'PRIVACY', language: 'ko' });
    expect(korean.result.data.legalDocument.title).not.toBe(result.data.legalDocument.title);

    for (const version of [999, 0, -3]) {
      const missing = await h.run(DOCUMENT, { kind: 'TERMS', version });
      expect(missing.result.errors).toBeUndefined();
      expect(missing.result.data.legalDocument).toBeNull();
    }
    expect((await h.run(CONFIRMATIONS, {})).result.data.registrationConfirmations).toEqual(['AGE', 'OWN_MONEY']);
  });

  it('a new version waits on `me` and in the record, holds back a real-money launch, and is accepted once', async () => {
    const { token } = await freshMember();
    expect((await h.run(ME, {}, { token })).result.data.me.legalPending).toEqual([]);
    const version = await publish('TERMS', 'Withdrawals now take at most 24 hours.');

    expect((await h.run(ME, {}, { token })).result.data.me.legalPending).toEqual(['TERMS']);
    const record = (await h.run(RECORD, {}, { token })).result.data.legalRecord;
    expect(record.pending).toEqual([{ kind: 'TERMS', version, title: 'Terms and conditions', summary: 'Withdrawals now take at most 24 hours.' }]);
    expect(record.acceptances.map((a: { version: number; source: string }) => [a.version, a.source])).toContainEqual([1, 'REGISTRATION']);

    const game = (await h.run(GAMES, { filter: { gameType: 'RNG' } })).result.data.games.items[0];
    const launch = await h.run(
      LAUNCH,
      { input: { gameId: game.id, gameType: game.gameType, vendor: game.vendor, gameCode: game.gameCode, mode: 'REAL', requestId: `gw-legal-${++made}` } },
      { token },
    );
    expect(launch.result.data.launchGame).toMatchObject({ ok: false, errors: [{ code: 'TERMS_NOT_ACCEPTED' }] });

    const outdated = await h.run(ACCEPT, { input: { documents: [{ kind: 'TERMS', version: version - 1 }] } }, { token });
    expect(outdated.result.data.acceptLegalDocuments).toEqual({ ok: false, errors: [{ code: 'VERSION_OUTDATED', field: 'documents' }], pending: null });
    const unknown = await h.run(ACCEPT, { input: { documents: [{ kind: 'TERMS', version: version + 50 }] } }, { token });
    expect(unknown.result.data.acceptLegalDocuments.errors).toEqual([{ code: 'NOT_FOUND', field: 'documents' }]);
    const twice = await h.run(
      ACCEPT,
      {
        input: {
          documents: [
            { kind: 'TERMS', version },
            { kind: 'TERMS', version },
          ],
        },
      },
      { token },
    );
    expect(twice.result.data.acceptLegalDocuments.errors).toEqual([{ code: 'INVALID_INPUT', field: 'documents' }]);

    const accepted = await h.run(ACCEPT, { input: { documents: [{ kind: 'TERMS', version }] } }, { token });
    expect(accepted.result.data.acceptLegalDocuments).toEqual({ ok: true, errors: [], pending: [] });
    expect((await h.run(ME, {}, { token })).result.data.me.legalPending).toEqual([]);
    const after = (await h.run(RECORD, {}, { token })).result.data.legalRecord;
    expect(after.acceptances[0]).toMatchObject({ kind: 'TERMS', version, source: 'PROMPT' });
  });

  it('a registration records the versions shown; one replaced since, or a confirmation missing, is refused under its field', async () => {
    const current = (await h.run(DOCUMENT, { kind: 'TERMS' })).result.data.legalDocument.version as number;
    const input = (username: string) => ({ username, password: 'Welcome2026', confirmPassword: 'Welcome2026', ...DEMO_LEGAL_INPUT });
    const base = `gwreg${Date.now().toString(36)}`;
    const legalVersions = [
      { kind: 'TERMS', version: current },
      { kind: 'PRIVACY', version: 1 },
    ];
    const visitor = (ip: string) => ({ headers: { 'CF-Connecting-IP': ip } });

    if (current > 1) {
      const outdated = await h.run(REGISTER, { input: { ...input(`${base}a`), legalVersions: DEMO_LEGAL_INPUT.legalVersions } }, visitor('192.0.2.151'));
      expect(outdated.result.data.register).toEqual({ ok: false, errors: [{ code: 'VERSION_OUTDATED', field: 'legalVersions' }] });
    }
    const unconfirmed = await h.run(REGISTER, { input: { ...input(`${base}b`), legalVersions, confirmations: ['AGE'] } }, visitor('192.0.2.152'));
    expect(unconfirmed.result.data.register).toEqual({ ok: false, errors: [{ code: 'REQUIRED', field: 'confirmations.OWN_MONEY' }] });
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM accounts WHERE username LIKE ?1').bind(`${base}%`).first<{ n: number }>();
    expect(stored!.n).toBe(0);

    const { result, context } = await h.run(REGISTER, { input: { ...input(`${base}c`), legalVersions } }, visitor('192.0.2.153'));
    expect(result.data.register).toEqual({ ok: true, errors: [] });
    const token = (context.sessionChange as { token: string }).token;
    expect((await h.run(ME, {}, { token })).result.data.me.legalPending).toEqual([]);
    const record = (await h.run(RECORD, {}, { token })).result.data.legalRecord;
    expect(record.acceptances).toEqual(
      expect.arrayContaining([
        { kind: 'TERMS', version: current, source: 'REGISTRATION', address: '192.0.2.153' },
        { kind: 'PRIVACY', version: 1, source: 'REGISTRATION', address: '192.0.2.153' },
      ]),
    );
    expect(record.confirmations.map((c: { kind: string }) => c.kind).sort()).toEqual(['AGE', 'OWN_MONEY']);
  });

  it('is null, and asks nothing, on a platform without the extension', async () => {
    const { token } = await freshMember();
    h.binding.intercept = (endpoint, response) =>
      endpoint.startsWith('/wps/legal') || endpoint.startsWith('/wps/member/legal')
        ? Response.json({ success: false, errorCode: 'function.not.available', message: 'function not available' })
        : response;
    expect((await h.run(DOCUMENT, { kind: 'TERMS' })).result.data.legalDocument).toBeNull();
    const record = await h.run(RECORD, {}, { token });
    expect(record.result.errors).toBeUndefined();
    expect(record.result.data.legalRecord).toBeNull();
    const accept = await h.run(ACCEPT, { input: { documents: [{ kind: 'TERMS', version: 1 }] } }, { token });
    expect(accept.result.data.acceptLegalDocuments.errors).toEqual([{ code: 'NOT_AVAILABLE', field: null }]);
    expect((await h.run(RECORD, {})).result.data?.legalRecord ?? null).toBeNull();
  });
});
