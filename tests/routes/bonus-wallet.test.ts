/**
 * The bonus wallet as the server writes it (docs/decisions/067): the header's bonus apart from cash,
 * the withdrawal page saying what may be withdrawn and why, the bonus details' active bonus with its
 * rules, and giving it up by a plain form that works without JavaScript (a missing confirmation is
 * said under the box, with nothing forfeited; the form sent twice gives it up once). The meter moving live and the frame's line are the
 * browser tier's (tests/e2e/bonus-wallet.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_BONUS_SETTINGS_BODY } from '#platform/seed/bonus-wallet';
import { htmlProblems } from './html-validity';
import { registerMember } from './members';
import { noScriptVisitor } from './no-script';
import { inLanguage } from './pages';
import { usePortal, type Portal } from './portal';

const portal: Portal = usePortal({ accounts: true });

const SEEDED = DEMO_BONUS_SETTINGS_BODY;

/** A member with a 12.50 bonus of 4× turnover (the brand's wallet on for the grant, then off as seeded). */
async function memberWithBonus(prefix: string) {
  const member = await registerMember(portal, prefix);
  const dev = (method: string, path: string, body: unknown) => portal.harness.dev(method, path, body);
  expect((await dev('PUT', '/__dev/bonus-settings', { ...SEEDED, enabled: true })).status).toBe(200);
  const granted = await dev('POST', '/__dev/bonus/grant', { username: member.username, amount: 12.5, turnoverMultiplier: 4 });
  expect((await dev('PUT', '/__dev/bonus-settings', { ...SEEDED, enabled: false })).status).toBe(200);
  expect(granted.status).toBe(200);
  return member;
}

describe('the bonus wallet as served', () => {
  it('shows the bonus apart from cash in the header, and says on the withdrawal page why it cannot be withdrawn', async () => {
    const { cookie } = await memberWithBonus('bwh');
    const member = noScriptVisitor(portal, { cookie });
    const withdraw = await member.goto('/member/withdraw');
    expect(withdraw.status).toBe(200);
    expect(withdraw.text('.balance__bonus')).toBe('Bonus $12.50');
    expect(withdraw.text('main')).toContain('Bonus (not withdrawable)$12.50');
    expect(withdraw.text('#withdraw-bonus-note')).toBe(
      'Your bonus of $12.50 becomes cash once $50.00 more of turnover is played (of $50.00). Until then it cannot be withdrawn, and a withdrawal now gives it up. See your bonus',
    );
    expect(await htmlProblems(withdraw.answer.text)).toEqual([]);
    const korean = await member.goto(inLanguage('/member/withdraw', 'ko'));
    expect(korean.text('main')).toContain('보너스 (출금 불가)');
  });

  it('lists the active bonus with its rules, and gives it up only with the confirmation, without JavaScript', async () => {
    const { cookie } = await memberWithBonus('bwf');
    const member = noScriptVisitor(portal, { cookie });
    let page = await member.goto('/member/bonusDetails');
    expect(page.status).toBe(200);
    const active = page.region('Your active bonus');
    expect(active, 'the active bonus').toBeTruthy();
    const words = page.text('.active-bonus');
    expect(words).toContain('Turnover still needed$50.00');
    expect(words).toContain('Largest stake while active$20.00');
    expect(words).toContain('Your stakes take your cash first, then your bonus; a win follows its stake.');
    expect(words).toContain('Slots 100%');
    expect(words).toContain('Live Casino 10%');
    expect(words).toContain('other games 50%');
    expect(page.text('table')).toContain('Active');
    expect(await htmlProblems(page.answer.text)).toEqual([]);

    // No confirmation: nothing is given up, and the box says why.
    page = await member.submit(page, { button: 'Give up the bonus' });
    expect(page.status).toBe(400);
    const box = page.field('I give up my bonus: $12.50 goes back and cannot be restored.');
    expect(box.description).toBe('Tick the box to confirm you give up the bonus.');
    expect(page.document.querySelector('details.active-bonus__forfeit')?.hasAttribute('open')).toBe(true);
    expect(await htmlProblems(page.answer.text)).toEqual([]);
    expect(page.region('Your active bonus')).toBeTruthy();

    const giveUp = { button: 'Give up the bonus', check: ['I give up my bonus: $12.50 goes back and cannot be restored.'] };
    // A form from before it carried its request id: told to reload, nothing given up.
    page.document.querySelector('input[name="requestId"]')?.remove();
    page = await member.submit(page, giveUp);
    expect(page.status).toBe(400);
    expect(page.text('main')).toContain('This form is out of date. Reload the page and try again.');
    expect(page.region('Your active bonus')).toBeTruthy();

    const form = page;
    page = await member.submit(form, giveUp);
    expect(page.url).toMatch(/^\/member\/bonusDetails\?done=forfeited/);
    expect(page.statuses()).toContain('You gave up your bonus; this went back: $12.50');
    // The same form sent again (its request id): the same answer, nothing more given up.
    page = await member.submit(form, giveUp);
    expect(page.url).toMatch(/^\/member\/bonusDetails\?done=forfeited/);
    expect(page.statuses()).toContain('You gave up your bonus; this went back: $12.50');
    expect(page.region('Your active bonus')).toBeUndefined();
    expect(page.text('table')).toContain('Given up ($12.50)');
    expect(page.text('.balance__bonus')).toBe('');
  });
});
