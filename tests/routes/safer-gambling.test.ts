/**
 * The safer-gambling display's account figures as the server writes them (docs/decisions/058): the
 * security centre's overview shows a member's net deposits over the last twelve months and since
 * the account opened, each equal to a recomputation from the raw deposits and withdrawals, in
 * English and Korean; the login form says why after an inactivity logout. (The footer's licence and helpline: home.test.ts; the figures while playing and
 * the inactivity logout need a browser: tests/e2e.)
 */
import { describe, expect, it } from 'vitest';
import { noScriptVisitor } from './no-script';
import { inLanguage } from './pages';
import { registerMember } from './members';
import { usePortal } from './portal';

const portal = usePortal({ history: true });

/** A dd's figure as the page writes it in its <data value>: minor units. */
function figureOf(page: { document: Document }, term: string): number {
  const dt = [...page.document.querySelectorAll('dt')].find((element) => element.textContent?.trim() === term);
  const value = dt?.nextElementSibling?.querySelector('data')?.getAttribute('value');
  if (value === undefined || value === null) throw new Error(`no figure for ${term}`);
  return Math.round(Number(value) * 100);
}

describe('net deposits on the account page', () => {
  it('equal the deposits paid less the withdrawals paid, over twelve months and since the account opened', async () => {
    const db = portal.harness.platform.env.DB;
    const visitor = noScriptVisitor(portal, { cookie: await portal.sessionOf('demo_member') });
    const page = await visitor.goto('/member/securityCenter');
    expect(page.status).toBe(200);
    const since = Date.now() - 365 * 24 * 3_600_000;
    const raw = async (from: number) =>
      (await db
        .prepare(
          `SELECT (SELECT COALESCE(SUM(amount_minor), 0) FROM deposits d JOIN accounts a ON a.id = d.account_id
                    WHERE a.username = 'demo_member' AND a.merchant_code = 'DEMO' AND d.status = 'PAID' AND d.settled_at >= ?1)
                - (SELECT COALESCE(SUM(amount_minor), 0) FROM withdrawals w JOIN accounts a ON a.id = w.account_id
                    WHERE a.username = 'demo_member' AND a.merchant_code = 'DEMO' AND w.status = 'PAID' AND w.decided_at >= ?1) AS net`,
        )
        .bind(from)
        .first<{ net: number }>())!.net;
    const lifetime = figureOf(page, 'Net deposits since you joined');
    expect(lifetime).toBe(await raw(0));
    expect(lifetime).not.toBe(0);
    expect(figureOf(page, 'Net deposits, last 12 months')).toBe(await raw(since));
    expect(page.text('main')).toContain('Deposits paid to you less withdrawals paid out.');

    const ko = await visitor.goto(inLanguage('/member/securityCenter', 'ko'));
    expect(figureOf(ko, '가입 이후 순입금액')).toBe(lifetime);
  });
});

describe('the login form after an inactivity logout', () => {
  it('says why the member was logged out, in each language, and ignores a malformed count', async () => {
    const visitor = noScriptVisitor(portal);
    const en = await visitor.goto('/login?redirectTo=%2Fmember%2FsecurityCenter&idle=30');
    expect(en.statuses()).toContain('You were logged out after 30 minutes without activity. Log in again to go on.');
    // Another visitor: a language asked for in the address is kept for the visit.
    const ko = await noScriptVisitor(portal).goto(inLanguage('/login?idle=30', 'ko'));
    expect(ko.statuses()).toContain('30분 동안 활동이 없어 로그아웃되었습니다. 계속하려면 다시 로그인하세요.');
    // From the agent centre, the agent site's login says it too.
    expect((await visitor.goto('/agent?redirectTo=%2FagentHome&idle=30')).statuses()).toContain(
      'You were logged out after 30 minutes without activity. Log in again to go on.',
    );
    for (const idle of ['0', '-5', 'ten', '99999', '2.5']) {
      const page = await visitor.goto(`/login?idle=${idle}`);
      expect(page.status, idle).toBe(200);
      expect(page.statuses().join(' '), idle).not.toContain('without activity');
    }
  });
});

describe('the six-monthly review of the limits', () => {
  it('is put six months after the account opened, and "My limits are right" is kept, as plain form posts', async () => {
    const { username, cookie } = await registerMember(portal, 'rev');
    const visitor = noScriptVisitor(portal, { cookie });
    expect((await visitor.goto('/member/securityCenter')).region('Time to review your limits')).toBeUndefined();

    await portal.harness.platform.env.DB.prepare("UPDATE accounts SET created_at = created_at - ?2 WHERE merchant_code = 'DEMO' AND username = ?1")
      .bind(username, 200 * 24 * 3_600_000)
      .run();
    let page = await visitor.goto('/member/securityCenter');
    expect(page.region('Time to review your limits')?.textContent).toContain('six months since you last looked at your limits');
    page = await visitor.submit(page, { scope: '.safer-prompt', button: 'My limits are right' });
    expect(page.url).toBe('/member/securityCenter');
    expect(page.region('Time to review your limits')).toBeUndefined();
    // The same prompt where the limits are, gone there too.
    expect((await visitor.goto('/member/responsibleGaming')).region('Time to review your limits')).toBeUndefined();
  });
});
