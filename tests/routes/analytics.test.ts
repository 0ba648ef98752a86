/**
 * The analytics question without JavaScript (docs/decisions/045-analytics-with-consent.md): the
 * answer is a plain form post back to the same page; an answer that is neither, or a foreign address
 * to go back to, changes nothing; a body that is not a form is refused. A brand that names no
 * analytics id asks nothing and allows no Google host. The browser tier checks what loads when.
 */
import { describe, expect, it } from 'vitest';
import { noScriptVisitor } from './no-script';
import { usePortal } from './portal';

describe('analytics consent without JavaScript', () => {
  const portal = usePortal();

  it('the answer is a plain form post back to the same page', async () => {
    const visitor = noScriptVisitor(portal);
    let page = await visitor.goto('/hot');
    expect(page.region('Analytics cookies'), 'the question').toBeTruthy();
    page = await visitor.submit(page, { scope: '[aria-label="Analytics cookies"], section:has(button[value="granted"])', button: 'Allow analytics' });
    expect(page.url).toBe('/hot');
    expect(page.region('Analytics cookies')).toBeUndefined();
    const footer = page.document.querySelector('footer')!;
    const choice = [...footer.querySelectorAll('section,[role="region"]')].find((element) => page.labelOf(element) === 'Analytics');
    expect((choice?.textContent ?? '').replace(/\s+/g, ' ')).toContain('Your visits are counted with Google Analytics, as you allowed.');
  });

  it('an answer that is neither changes nothing, and a foreign address is not followed', async () => {
    for (const form of [
      { choice: 'maybe', redirectTo: '/hot' },
      { choice: 'granted', redirectTo: 'https://elsewhere.example/' },
    ]) {
      const answer = await portal.post('/analytics-consent', form);
      expect(answer.status).toBe(303);
      expect(answer.location).toBe('/');
    }
    const notForm = await portal.fetch('/analytics-consent', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"choice":"granted"}' });
    expect(notForm.status).toBe(415);
  });

  it('a brand that names no analytics id asks nothing and allows no Google host', async () => {
    const answer = await portal.get('http://jade.localhost/');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).not.toContain('google');
    const page = await noScriptVisitor(portal).goto('http://jade.localhost/');
    expect([...page.document.querySelectorAll('section,[role="region"]')].filter((element) => /cookies|คุกกี้/i.test(page.labelOf(element)))).toEqual([]);
  });
});
