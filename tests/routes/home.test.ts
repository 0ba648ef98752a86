/**
 * The home page as the server writes it: its other addresses, the 404 inside the shell, the
 * document a browser without scripts gets (whole, its 'more' and dialogs as links), the links a
 * logged-out visitor's Play and winners lead to, and the download QR codes' resource. The browser
 * tier keeps what needs scripts: hydration, the carousel, streaming, live updates.
 */
import { describe, expect, it } from 'vitest';
import { documentOf } from './page-words';
import { noScriptVisitor, type PageView } from './no-script';
import { inLanguage } from './pages';
import { usePortal } from './portal';

// Headless browsers and scripts count as crawlers (isbot), which always get the whole document; a person's browser is named so.
const PERSON_BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A region by its exact name, which must be there. */
function region(page: PageView, name: string) {
  const found = page.region(name);
  if (!found) throw new Error(`${page.url}: no region named ${name}`);
  return found;
}

const articles = (page: PageView, name: string) => region(page, name).querySelectorAll('article').length;

describe('the home page as served', () => {
  const portal = usePortal();

  it('answers at /, /index, /index.html and /home with its twelve popular games', async () => {
    const visitor = noScriptVisitor(portal);
    for (const path of ['/', '/index', '/index.html', '/home']) {
      const page = await visitor.goto(path);
      expect(page.status, path).toBe(200);
      expect(articles(page, 'Popular games'), path).toBe(12);
    }
  });

  it('an unknown address answers 404 inside the shell', async () => {
    const page = await noScriptVisitor(portal).goto('/no-such-page');
    expect(page.status).toBe(404);
    expect([...page.document.querySelectorAll('h1')].map((h1) => h1.textContent?.trim())).toContain('Page not found');
    expect(region(page, 'Main navigation')).toBeTruthy();
  });

  it('is complete without JavaScript: popular games, winners, banners, the game sections and the jackpots', async () => {
    const page = await noScriptVisitor(portal).goto('/');
    expect(articles(page, 'Popular games')).toBe(12);
    expect(region(page, 'Winners').querySelectorAll('a').length).toBeGreaterThan(0);
    expect(region(page, 'Featured').querySelectorAll('img').length).toBeGreaterThan(0);
    const headings = [...page.document.querySelectorAll('h2')].map((h2) => (h2.textContent ?? '').trim());
    for (const title of ['Slots', 'Live Casino', 'Fishing', 'Sports']) expect(headings).toContain(title);
    // The brand's jackpot pools, with their amounts (tests/routes/jackpots.test.ts has the rest).
    expect(page.text('.popular .jackpot--pool .jackpot__value')).toMatch(/^\$[\d,]+\.\d\d$/);
  });

  it("'more' and the dialogs work as links without JavaScript", async () => {
    const visitor = noScriptVisitor(portal);
    const home = await visitor.goto('/');
    const more = [...region(home, 'Slots').querySelectorAll('a')].find(
      (a) => home.labelOf(a) === 'More Slots games' || a.textContent?.trim() === 'More Slots games',
    );
    expect(more?.getAttribute('href')).toMatch(/section=RNG&shown=22/);
    const moreShown = await visitor.goto(more!.getAttribute('href')!);
    expect(articles(moreShown, 'Slots')).toBe(22);

    const notice = region(home, 'Notices').querySelector('a')!;
    const withNotice = await visitor.goto(notice.getAttribute('href')!);
    const dialog = withNotice.openDialogs().find((element) => withNotice.labelOf(element) === 'Notice');
    expect(dialog, 'the notice dialog').toBeTruthy();
    const close = [...dialog!.querySelectorAll('a')].find((a) => (a.getAttribute('aria-label') ?? a.textContent ?? '').trim() === 'Close');
    const closed = await visitor.goto(close!.getAttribute('href')!);
    expect(closed.openDialogs().map((dialog) => dialog.outerHTML.slice(0, 120))).toEqual([]);
  });

  it("arrives whole in a person's browser without scripts: the streamed sections are in the document, not their placeholders", async () => {
    const page = await noScriptVisitor(portal, { headers: { 'user-agent': PERSON_BROWSER } }).goto('/');
    expect([...region(page, 'Winners').querySelectorAll('a')].some((a) => / won /.test(page.labelOf(a) || (a.textContent ?? '')))).toBe(true);
    expect(page.answer.text).toMatch(/<noscript><div class="game-sections"><section class="game-section" id="section-RNG"/);
    const sections = documentOf(page.answer.text.replace(/<\/?noscript>/g, ''));
    const slots = [...sections.querySelectorAll('section')].find((section) => section.getAttribute('id') === 'section-RNG');
    expect(slots?.querySelectorAll('article').length).toBe(10);
    expect(region(page, 'Announcements').querySelectorAll('a').length).toBeGreaterThan(1);
    expect(page.text('body')).not.toMatch(/(^| )Loading /);
  });

  it('Play leads a logged-out visitor to the login route and back to the game; Free trial is a form; a winner asks to log in', async () => {
    const page = await noScriptVisitor(portal).goto('/');
    const popular = region(page, 'Popular games');
    const play = [...popular.querySelectorAll('a')].filter((a) => /^Play /.test(page.labelOf(a) || (a.textContent ?? '').trim()));
    expect(play.length).toBe(12);
    expect(play[0]!.getAttribute('href')).toMatch(/^\/login\?redirectTo=%2F(play|lottery|vnLottery|seaLottery)/);
    const trials = [...popular.querySelectorAll('button')].filter((button) =>
      /^Free trial of /.test(page.labelOf(button) || (button.textContent ?? '').trim()),
    );
    expect(trials.length).toBeGreaterThan(0);
    expect(trials[0]!.closest('form')?.getAttribute('method')?.toLowerCase()).toBe('post');
    expect(region(page, 'Winners').querySelector('a')?.getAttribute('href')).toMatch(/^\/login\?redirectTo=/);
  });

  it("the download QR codes are images of the brand's own links, and of nothing else", async () => {
    const ios = await portal.get('/resources/download-qr?platform=IOS');
    expect(ios.status).toBe(200);
    expect(ios.headers.get('content-type')).toContain('image/svg+xml');
    expect(ios.text).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    for (const platform of ['', 'ios', 'WINDOWS', '<script>', 'https://elsewhere.example/']) {
      expect((await portal.get(`/resources/download-qr?platform=${encodeURIComponent(platform)}`)).status, platform).toBe(404);
    }
  });

  it('every page’s footer names the licence’s holder and regulator with its seal, the helpline, and the brand’s minimum age, in each language', async () => {
    const visitor = noScriptVisitor(portal);
    const en = region(await visitor.goto('/'), 'Licence');
    expect(en.textContent).toContain('Operated by Aurora Play Demo N.V., 1 Demonstration Street, Willemstad, Curaçao');
    expect(en.textContent).toContain('Licence number DEMO/2026/001, issued by Curaçao Gaming Authority');
    const seal = en.querySelector('img');
    expect(seal?.getAttribute('alt')).toBe('Licensed by Curaçao Gaming Authority');
    expect(seal?.getAttribute('src')).toMatch(/\/media\/seals\/DEMO\.svg$/);
    const verify = seal?.closest('a');
    expect(verify?.getAttribute('href')).toBe('https://licensing.aurora-play.example/verify/DEMO-2026-001');
    expect(verify?.getAttribute('rel')).toContain('noopener');
    const call = [...en.querySelectorAll('a')].find((a) => a.getAttribute('href')?.startsWith('tel:'));
    expect(call?.getAttribute('href')).toBe('tel:+448088020133');
    expect(call?.textContent).toBe('Call GamCare on +448088020133');
    expect(en.querySelector('[role="img"][aria-label="Adults only: 18+"]')?.textContent).toBe('18+');

    // Another visitor: a language asked for in the address is kept for the visit.
    const ko = region(await noScriptVisitor(portal).goto(inLanguage('/help', 'ko')), '라이선스');
    expect(ko.textContent).toContain('운영사: Aurora Play Demo N.V.');
    expect(ko.querySelector('img')?.getAttribute('alt')).toBe('퀴라소 게이밍 당국 인가');
    expect([...ko.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toContain('tel:1336');
    expect(ko.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('성인 전용: 만 18세 이상');

    // A brand without our extension's data keeps its licence text and the age sign, and names no one.
    const jade = region(await visitor.goto('http://jade.localhost/'), 'Licence');
    expect(jade.querySelector('img')).toBeNull();
    expect([...jade.querySelectorAll('a')]).toHaveLength(0);
    expect(jade.querySelector('[role="img"]')?.textContent).toBe('18+');
    expect((jade.textContent ?? '').length).toBeGreaterThan(30);
  });
});
