/**
 * The edge guard's pages as the Worker writes them (features/guard/render-guard.tsx, with the stream
 * renderer every page uses): maintenance (503) and a blocked region (451), whole documents without
 * a script, valid HTML, in the visitor's language. The browser tier keeps what needs a browser: an
 * open page learning of maintenance live, axe (tests/e2e/guard.spec.ts).
 */
import { describe, expect, it } from 'vitest';
import { htmlProblems } from './html-validity';
import { documentOf } from './page-words';
import { usePortal } from './portal';

describe('the edge guard’s pages', () => {
  const portal = usePortal();
  const setStatus = async (status: 0 | 1 | 2, maintenanceEndTime: number | null = null) => {
    const answer = await portal.harness.dev('PUT', '/__dev/status', { status, maintenanceEndTime });
    expect(answer.ok).toBe(true);
  };

  it('maintenance: a whole 503 document with when it ends, no script, valid HTML, in English and in Korean for a visitor who chose it', async () => {
    await setStatus(1, Date.UTC(2030, 0, 15, 6, 30));
    for (const [language, heading] of [
      ['en', 'System maintenance'],
      ['ko', '시스템 점검 중'],
    ] as const) {
      const answer = await portal.get('/', { language });
      expect(answer.status, language).toBe(503);
      expect(Number(answer.headers.get('retry-after')), language).toBeGreaterThan(0);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.text.startsWith('<!DOCTYPE html>'), language).toBe(true);
      expect(answer.text).not.toMatch(/<script/i);
      expect(await htmlProblems(answer.text), language).toEqual([]);
      const page = documentOf(answer.text);
      expect(page.documentElement.getAttribute('lang')).toBe(language);
      expect(page.querySelector('h1')?.textContent?.trim()).toBe(heading);
      expect(page.body.textContent).toMatch(/2030/);
    }
  });

  it('a blocked region: a whole 451 document without a script, valid HTML', async () => {
    await setStatus(2);
    const answer = await portal.get('/rng');
    expect(answer.status).toBe(451);
    expect(answer.text.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(answer.text).not.toMatch(/<script/i);
    expect(await htmlProblems(answer.text)).toEqual([]);
    expect(documentOf(answer.text).querySelector('h1')?.textContent?.trim()).toBe('Access restricted');
  });
});
