/**
 * A player's own data through the gateway against the reference platform (docs/decisions/063): an
 * archive asked for and prepared, a download link behind the password (a wrong one as
 * OLD_PASSWORD_WRONG, the password sealed on its way), the archive streamed as a file, the erasure
 * refused while money is left (BALANCE_REMAINING) and granted without, and a platform without the
 * extension answering null (or NOT_AVAILABLE) instead of failing.
 */
import { describe, expect, it } from 'vitest';
import { FRESH_PASSWORD, freshGatewayMember } from '../support/members';
import { useHarness } from './harness';

const h = useHarness({ seedAccounts: true });

const MINE = `{ myData { exports { id status progress size expiresAt } erasure { requestedAt eraseAfter erasedAt } exportHours retentionDays hidesPublicWins } }`;
const ASK = `mutation { requestDataExport { ok errors { code field } export { id status } } }`;
const LINK = `mutation ($input: DataExportLinkInput!) { dataExportLink(input: $input) { ok errors { code field } token expiresAt } }`;
const ERASE = `mutation ($input: ErasureInput!) { requestErasure(input: $input) { ok errors { code field } erasure { requestedAt eraseAfter erasedAt } } }`;

const freshMember = () => freshGatewayMember(h, 'gwdat', 'Private');

describe("a player's own data through the gateway", () => {
  it("keeps the member's wins off public lists, and shows them again; a platform without the choice leaves it out", async () => {
    const { token } = await freshMember();
    expect((await h.run(MINE, {}, { token })).result.data.myData.hidesPublicWins).toBe(false);
    const SET = `mutation ($hide: Boolean!) { setPublicWins(input: { hide: $hide }) { ok errors { code field } hidesPublicWins } }`;
    expect((await h.run(SET, { hide: true }, { token })).result.data.setPublicWins).toEqual({ ok: true, errors: [], hidesPublicWins: true });
    expect((await h.run(MINE, {}, { token })).result.data.myData.hidesPublicWins).toBe(true);
    expect((await h.run(SET, { hide: false }, { token })).result.data.setPublicWins.hidesPublicWins).toBe(false);
    h.binding.intercept = (endpoint, response) =>
      endpoint === '/wps/member/data/publicWins'
        ? Response.json({ success: false, errorCode: 'function.not.available', message: 'function not available' })
        : response;
    const refused = (await h.run(SET, { hide: true }, { token })).result.data.setPublicWins;
    expect(refused).toMatchObject({ ok: false, hidesPublicWins: null });
    expect(refused.errors[0].code).toBe('NOT_AVAILABLE');
  });

  it('prepares an archive and opens it only with the password, once', async () => {
    const { token } = await freshMember();
    const before = (await h.run(MINE, {}, { token })).result.data.myData;
    expect(before).toMatchObject({ exports: [], erasure: null, exportHours: 168, retentionDays: 1825 });
    const asked = (await h.run(ASK, {}, { token })).result.data.requestDataExport;
    expect(asked).toMatchObject({ ok: true, errors: [] });
    expect((await h.dev('POST', '/__dev/data/run', {})).status).toBe(200);
    const ready = (await h.run(MINE, {}, { token })).result.data.myData.exports[0];
    expect(ready).toMatchObject({ id: asked.export.id, status: 'READY', progress: 100 });
    expect(ready.size).toBeGreaterThan(0);

    const wrong = await h.run(LINK, { input: { id: ready.id, password: 'not-the-password' } }, { token });
    expect(wrong.result.data.dataExportLink).toEqual({ ok: false, errors: [{ code: 'OLD_PASSWORD_WRONG', field: 'password' }], token: null, expiresAt: null });
    const unknown = await h.run(LINK, { input: { id: '999999', password: FRESH_PASSWORD } }, { token });
    expect(unknown.result.data.dataExportLink.errors).toEqual([{ code: 'NOT_FOUND', field: 'id' }]);
    const link = (await h.run(LINK, { input: { id: ready.id, password: FRESH_PASSWORD } }, { token })).result.data.dataExportLink;
    expect(link).toMatchObject({ ok: true, errors: [] });

    const { context } = h.visit({ token });
    const file = await context.platform.file('dataArchive', { query: { token: link.token } });
    expect(file.contentType).toBe('application/zip');
    const bytes = new Uint8Array(await new Response(file.body).arrayBuffer());
    expect([...bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]);
    // A link opens once.
    await expect(context.platform.file('dataArchive', { query: { token: link.token } })).rejects.toMatchObject({ platformCode: 'data.link_used' });
  });

  it('refuses the erasure while money is left, and closes the account without', async () => {
    const rich = await h.run(`mutation ($input: LoginInput!) { login(input: $input) { ok } }`, { input: { username: 'demo_member', password: 'Member2024' } });
    const richToken = (rich.context.sessionChange as { token: string }).token;
    const refused = await h.run(ERASE, { input: { password: 'Member2024' } }, { token: richToken });
    expect(refused.result.data.requestErasure).toEqual({ ok: false, errors: [{ code: 'BALANCE_REMAINING', field: null }], erasure: null });

    const { token } = await freshMember();
    const erased = (await h.run(ERASE, { input: { password: FRESH_PASSWORD } }, { token })).result.data.requestErasure;
    expect(erased).toMatchObject({ ok: true, errors: [], erasure: { erasedAt: null } });
    expect(erased.erasure.eraseAfter - erased.erasure.requestedAt).toBe(1825 * 24 * 3600 * 1000);
    // The session ended with the closure.
    expect((await h.run(MINE, {}, { token })).result.data?.myData ?? null).toBeNull();
  });

  it('is null, and refuses a request as NOT_AVAILABLE, on a platform without the extension', async () => {
    const { token } = await freshMember();
    h.binding.intercept = (endpoint, response) =>
      endpoint.startsWith('/wps/member/data')
        ? Response.json({ success: false, errorCode: 'function.not.available', message: 'function not available' })
        : response;
    const mine = await h.run(MINE, {}, { token });
    expect(mine.result.errors).toBeUndefined();
    expect(mine.result.data.myData).toBeNull();
    expect((await h.run(ASK, {}, { token })).result.data.requestDataExport.errors).toEqual([{ code: 'NOT_AVAILABLE', field: null }]);
  });
});
