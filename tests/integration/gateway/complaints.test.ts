/**
 * Complaints through the gateway against the reference platform (docs/decisions/062): filing and
 * writing again as the schema names them, another member's record refused as NOT_FOUND on `ref`
 * and another member's complaint read as null, the operator's answer in the timeline, a closed
 * complaint as STATE_CONFLICT, and a platform without the extension answering null (or
 * NOT_AVAILABLE) instead of failing.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { freshGatewayMember } from '../support/members';
import { useHarness } from './harness';

const h = useHarness({ seedAccounts: true });

const FIELDS = `reference status subject { kind ref summary { amount label } } answerDueAt finalAnswerAt lastAuthor escalation { available body { name url } }`;
const FILE = `mutation ($input: FileComplaintInput!) { fileComplaint(input: $input) { ok errors { code field } complaint { ${FIELDS} messages { author body final images } } } }`;
const REPLY = `mutation ($input: ComplaintMessageInput!) { addComplaintMessage(input: $input) { ok errors { code field } complaint { status messages { author body } } } }`;
const LIST = `{ myComplaints { total items { ${FIELDS} messages { id } } rules { answerDays escalationDays disputeBody { name url email } } } }`;
const ONE = `query ($reference: String!) { complaint(reference: $reference) { ${FIELDS} messages { author body final } } }`;

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const freshMember = () => freshGatewayMember(h, 'gwcmp', 'Complainant');

describe('complaints through the gateway', () => {
  it('files a complaint with an image, lists it with the rules, and shows the operator’s answer', async () => {
    const { token } = await freshMember();
    const filed = await h.run(
      FILE,
      { input: { subject: 'SERVICE', body: '  The chat never answers.  ', images: [PNG], requestId: 'gw-cmp-1a2b3c4d' } },
      { token },
    );
    const complaint = filed.result.data.fileComplaint.complaint;
    expect(filed.result.data.fileComplaint).toMatchObject({ ok: true, errors: [] });
    expect(complaint).toMatchObject({
      status: 'RECEIVED',
      subject: { kind: 'SERVICE', ref: null, summary: null },
      finalAnswerAt: null,
      lastAuthor: 'MEMBER',
      escalation: { available: false, body: null },
      messages: [{ author: 'MEMBER', body: 'The chat never answers.', final: false, images: [1] }],
    });
    expect(complaint.reference).toMatch(/^C-[0-9A-HJKMNP-TV-Z]{8}$/);
    // The same request id again: the same complaint, nothing filed twice.
    const again = await h.run(FILE, { input: { subject: 'SERVICE', body: 'The chat never answers.', requestId: 'gw-cmp-1a2b3c4d' } }, { token });
    expect(again.result.data.fileComplaint.complaint.reference).toBe(complaint.reference);

    const list = (await h.run(LIST, {}, { token })).result.data.myComplaints;
    expect(list).toMatchObject({
      total: 1,
      rules: { answerDays: 14, escalationDays: 56, disputeBody: { name: 'Independent Betting Adjudication Service (IBAS)' } },
    });
    expect(list.items[0]).toMatchObject({ reference: complaint.reference, messages: null });

    const answered = await h.dev('POST', '/__dev/complaints/answer', {
      reference: complaint.reference,
      body: 'Sorry: we are short of staff tonight.',
      final: true,
    });
    expect(answered.status).toBe(200);
    const read = (await h.run(ONE, { reference: complaint.reference }, { token })).result.data.complaint;
    expect(read).toMatchObject({ status: 'ANSWERED', lastAuthor: 'OPERATOR', escalation: { available: true, body: { url: 'https://www.ibas-uk.com' } } });
    expect(read.finalAnswerAt).toEqual(expect.any(Number));
    expect(read.messages.at(-1)).toEqual({ author: 'OPERATOR', body: 'Sorry: we are short of staff tonight.', final: true });

    const reply = await h.run(REPLY, { input: { reference: complaint.reference, body: 'Not good enough.' } }, { token });
    expect(reply.result.data.addComplaintMessage).toMatchObject({ ok: true, complaint: { status: 'IN_REVIEW' } });
    expect((await h.dev('POST', '/__dev/complaints/status', { reference: complaint.reference, status: 'CLOSED' })).status).toBe(200);
    const closed = await h.run(REPLY, { input: { reference: complaint.reference, body: 'Hello?' } }, { token });
    expect(closed.result.data.addComplaintMessage).toEqual({ ok: false, errors: [{ code: 'STATE_CONFLICT', field: null }], complaint: null });
  });

  it('refuses another member’s round as NOT_FOUND on ref and reads another member’s complaint as null', async () => {
    const owner = await freshMember();
    const other = await freshMember();
    const round = await env.DB.prepare(
      `SELECT b.id FROM bets b JOIN accounts a ON a.id = b.account_id WHERE a.merchant_code = 'DEMO' AND a.username = 'demo_down1' LIMIT 1`,
    ).first<{ id: number }>();
    const foreign = await h.run(FILE, { input: { subject: 'ROUND', ref: String(round?.id ?? 1), body: 'Not my round, but…' } }, { token: other.token });
    expect(foreign.result.data.fileComplaint).toEqual({ ok: false, errors: [{ code: 'NOT_FOUND', field: 'ref' }], complaint: null });
    const missing = await h.run(FILE, { input: { subject: 'TRANSACTION', body: 'No reference' } }, { token: other.token });
    expect(missing.result.data.fileComplaint.errors).toEqual([{ code: 'REQUIRED', field: 'ref' }]);

    const mine = (await h.run(FILE, { input: { subject: 'SERVICE', body: 'Mine.' } }, { token: owner.token })).result.data.fileComplaint.complaint;
    const peek = await h.run(ONE, { reference: mine.reference }, { token: other.token });
    expect(peek.result.errors).toBeUndefined();
    expect(peek.result.data.complaint).toBeNull();
    const write = await h.run(REPLY, { input: { reference: mine.reference, body: 'Let me in.' } }, { token: other.token });
    expect(write.result.data.addComplaintMessage.errors).toEqual([{ code: 'NOT_FOUND', field: 'reference' }]);
    expect((await h.run(ONE, { reference: '../../etc' }, { token: other.token })).result.data.complaint).toBeNull();
  });

  it('reads a brand that names no dispute body: no body in its rules, none ever offered', async () => {
    const { token } = await freshMember();
    await env.DB.prepare(`DELETE FROM complaint_settings WHERE merchant_code = 'DEMO'`).run();
    const filed = (await h.run(FILE, { input: { subject: 'SERVICE', body: 'Hello.' } }, { token })).result.data.fileComplaint.complaint;
    await h.dev('POST', '/__dev/complaints/answer', { reference: filed.reference, body: 'Final.', final: true });
    const list = await h.run(LIST, {}, { token });
    expect(list.result.errors).toBeUndefined();
    expect(list.result.data.myComplaints.rules).toMatchObject({ answerDays: 14, disputeBody: null });
    expect((await h.run(ONE, { reference: filed.reference }, { token })).result.data.complaint.escalation).toEqual({ available: false, body: null });
  });

  it('is null, and refuses a filing as NOT_AVAILABLE, on a platform without the extension', async () => {
    const { token } = await freshMember();
    h.binding.intercept = (endpoint, response) =>
      endpoint.startsWith('/wps/member/complaint')
        ? Response.json({ success: false, errorCode: 'function.not.available', message: 'function not available' })
        : response;
    const list = await h.run(LIST, {}, { token });
    expect(list.result.errors).toBeUndefined();
    expect(list.result.data.myComplaints).toBeNull();
    const filed = await h.run(FILE, { input: { subject: 'SERVICE', body: 'Anyone?' } }, { token });
    expect(filed.result.data.fileComplaint.errors).toEqual([{ code: 'NOT_AVAILABLE', field: null }]);
  });
});
