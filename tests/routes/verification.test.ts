/**
 * The member's identity verification page (docs/decisions/057) as plain HTML posts: the status and
 * each needed document with its own upload form; a document sent lands in review; a file that is
 * not a PNG, JPEG or PDF (by its bytes, whatever it is called), no file, and a PDF the platform
 * refuses are each named under the file field; a malformed post never answers 500. An agent's team
 * shows each member's status, never a document.
 */
import { describe, expect, it } from 'vitest';
import { registerMember } from './members';
import { expectNoServerError } from './malformed';
import { noScriptVisitor } from './no-script';
import { usePortal, type Portal } from './portal';

const portal: Portal = usePortal({ accounts: true });

/** A one-pixel PNG (its chunks' CRCs are not checked). */
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x49,
  0x45, 0x4e, 0x44, 0, 0, 0, 0,
]);
const SCRIPTED_PDF = new TextEncoder().encode(
  '%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const freshMember = async () => (await registerMember(portal, 'kyc')).cookie;

describe('identity verification page', () => {
  it('shows the status and a form per needed document; a document sent is in review, a wrong file is named under its field', async () => {
    const visitor = noScriptVisitor(portal, { cookie: await freshMember() });
    let page = await visitor.goto('/member/verification');
    expect(page.status).toBe(200);
    expect(page.text('h1')).toBe('Identity verification');
    expect(page.text('main')).toContain('Not started: send your documents below.');
    expect(page.text('main')).toContain('Nothing waits for your verification on this site.');
    for (const form of ['#kyc-ID_FRONT', '#kyc-ID_BACK', '#kyc-SELFIE', '#kyc-PROOF_OF_ADDRESS']) expect(page.within(form)).toBeTruthy();

    page = await visitor.submit(page, { scope: '#kyc-ID_FRONT', button: 'Send', files: { File: new File([PNG], 'passport.png', { type: 'image/png' }) } });
    expect(page.url).toBe('/member/verification?sent=ID_FRONT');
    expect(page.statuses()).toContain('Your Identity document, front is sent. We will tell you in your messages when it is reviewed.');
    expect(page.document.querySelector('#kyc-ID_FRONT')).toBeNull();
    expect(page.text('#kyc-ID_FRONT-title + p')).toBe('In review');
    expect(page.text('.kyc-history')).toContain('Identity document, front');

    // Called a picture, typed as one, but its bytes are text.
    page = await visitor.submit(page, { scope: '#kyc-SELFIE', button: 'Send', files: { File: new File(['hello'], 'selfie.png', { type: 'image/png' }) } });
    expect(page.status).toBe(400);
    expect(page.field('File', '#kyc-SELFIE').description).toMatch(/The file must be a PNG, JPG or PDF\./);

    page = await visitor.submit(page, { scope: '#kyc-SELFIE', button: 'Send' });
    expect(page.status).toBe(400);
    expect(page.field('File', '#kyc-SELFIE').description).toMatch(/Choose a file to send\./);

    page = await visitor.submit(page, {
      scope: '#kyc-PROOF_OF_ADDRESS',
      button: 'Send',
      files: { File: new File([SCRIPTED_PDF], 'bill.pdf', { type: 'application/pdf' }) },
    });
    expect(page.status).toBe(400);
    expect(page.field('File', '#kyc-PROOF_OF_ADDRESS').description).toMatch(/This file cannot be accepted/);
  });

  it('answers a malformed post with the form, never 500', async () => {
    const cookie = await freshMember();
    const statuses = await expectNoServerError(
      portal,
      '/member/verification',
      [new URLSearchParams({ kind: 'PASSPORT', requestId: 'x' }), new URLSearchParams({}), 'not a form at all'],
      cookie,
    );
    // Refused, each with the form: never taken for an upload.
    for (const status of statuses) expect(status).toBeGreaterThanOrEqual(400);
  });
});

describe("an agent's team", () => {
  it("shows each member's verification status, and nothing of their documents", async () => {
    const visitor = noScriptVisitor(portal, { cookie: await portal.sessionOf('demo_agent') });
    const page = await visitor.goto('/agentHome/downlineManagmentView');
    expect(page.status).toBe(200);
    const table = page.document.querySelector('table');
    const headers = [...(table?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent?.trim());
    const column = headers.indexOf('Identity');
    expect(column, headers.join(' | ')).toBeGreaterThan(0);
    const row = [...(table?.querySelectorAll('tbody tr') ?? [])].find((tr) => tr.textContent?.includes('demo_down1'));
    expect(row?.children[column]?.textContent?.trim()).toMatch(/^(Not started|In review|Action needed|Verified)$/);
    expect(page.text('main')).not.toMatch(/Identity document, front|Selfie with your identity document|Proof of address/);
  });
});
