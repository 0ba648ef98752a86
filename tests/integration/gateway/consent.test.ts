/**
 * Marketing consent through the gateway against the reference platform (docs/decisions/061): the
 * preferences as the schema names them, a change and its refusals as the catalogue's codes, a
 * member's marketing pop-ups filtered by what they allow on the site, and
 * a platform without the extension answering null (or NOT_AVAILABLE) instead of failing.
 */
import { describe, expect, it } from 'vitest';
import { freshGatewayMember } from '../support/members';
import { useHarness } from './harness';

const h = useHarness({ seedAccounts: true });

const PREFERENCES = `{ marketingPreferences { consents { product channel granted updatedAt } history { product channel granted address } receives } }`;
const SET = `mutation ($input: MarketingConsentsInput!) { setMarketingConsents(input: $input) { ok errors { code field } preferences { consents { product channel granted } history { product channel granted } } } }`;
const ME = `{ me { marketingSite } }`;
const POPUPS = `{ announcements(kind: POPUP, page: 1, pageSize: 50) { items { title } } }`;

const freshMember = () => freshGatewayMember(h, 'gwmkt', 'Marketing');

/** The seeded marketing pop-up's title (platform/seed/content.ts), for casino, shown to members (execution A). */
const CASINO_POPUP = 'Live casino cashback';

describe('marketing consent through the gateway', () => {
  it('answers every pair off for a new member, records a change, and names a malformed list', async () => {
    const { token } = await freshMember();
    const before = (await h.run(PREFERENCES, {}, { token })).result.data.marketingPreferences;
    expect(before.consents).toHaveLength(15);
    expect(before.consents.every((consent: { granted: boolean; updatedAt: number | null }) => !consent.granted && consent.updatedAt === null)).toBe(true);
    expect(before).toMatchObject({ history: [], receives: true });

    const set = await h.run(SET, { input: { consents: [{ product: 'CASINO', channel: 'SITE', granted: true }] } }, { token });
    expect(set.result.data.setMarketingConsents).toMatchObject({
      ok: true,
      errors: [],
      preferences: { history: [{ product: 'CASINO', channel: 'SITE', granted: true }] },
    });
    expect((await h.run(ME, {}, { token })).result.data.me.marketingSite).toEqual(['CASINO']);

    const twice = await h.run(
      SET,
      {
        input: {
          consents: [
            { product: 'CASINO', channel: 'SITE', granted: true },
            { product: 'CASINO', channel: 'SITE', granted: false },
          ],
        },
      },
      { token },
    );
    expect(twice.result.data.setMarketingConsents).toEqual({ ok: false, errors: [{ code: 'INVALID_INPUT', field: 'consents' }], preferences: null });
    const none = await h.run(SET, { input: { consents: [] } }, { token });
    expect(none.result.data.setMarketingConsents.errors).toEqual([{ code: 'INVALID_INPUT', field: 'consents' }]);
  });

  it('shows a member a marketing pop-up only of a product they allow on the site', async () => {
    const titles = async (token?: string) =>
      ((await h.run(POPUPS, {}, token ? { token } : {})).result.data.announcements.items as { title: string }[]).map((item) => item.title);
    const { token } = await freshMember();
    expect(await titles(token)).not.toContain(CASINO_POPUP);
    await h.run(SET, { input: { consents: [{ product: 'SPORTS', channel: 'SITE', granted: true }] } }, { token });
    expect(await titles(token)).not.toContain(CASINO_POPUP);
    await h.run(SET, { input: { consents: [{ product: 'CASINO', channel: 'SITE', granted: true }] } }, { token });
    expect(await titles(token)).toContain(CASINO_POPUP);
  });

  it('is null, filters nothing and refuses a change as NOT_AVAILABLE on a platform without the extension', async () => {
    const { token } = await freshMember();
    h.binding.intercept = (endpoint, response) =>
      endpoint.startsWith('/wps/member/consents')
        ? Response.json({ success: false, errorCode: 'function.not.available', message: 'function not available' })
        : response;
    const read = await h.run(PREFERENCES, {}, { token });
    expect(read.result.errors).toBeUndefined();
    expect(read.result.data.marketingPreferences).toBeNull();
    const set = await h.run(SET, { input: { consents: [{ product: 'CASINO', channel: 'SITE', granted: true }] } }, { token });
    expect(set.result.data.setMarketingConsents.errors).toEqual([{ code: 'NOT_AVAILABLE', field: null }]);
    expect((await h.run(PREFERENCES, {})).result.data?.marketingPreferences ?? null).toBeNull();
  });
});
