import type { Page } from '@playwright/test';
import { expect, gotoHydrated, seriousA11yViolations } from './fixtures';

/**
 * What a page's layout does wrong at the viewport's width (ADR 037, "Phone first"), measured in
 * the browser the way a visitor would notice it:
 * - `sideways`: the document is wider than the viewport (the page scrolls sideways), with the
 *   elements that stick out (outside any element that scrolls on its own, such as a chip strip);
 * - `covered`: a control or a table cell of the page under something fixed: a fixed element that
 *   is not a bar across the whole width (a side bar, a floating button) covers whatever is under it,
 *   at the top of the page or at its bottom; a bar across the width at the bottom (the tab bar)
 *   covers only what stays under it once the page is scrolled to its end (the rest scrolls clear),
 *   and one at the top only what is under it before any scrolling;
 * - `clipped`: a control whose own words are cut (its text wider than its box, and hidden), or spill
 *   out of its box into what is beside it;
 * - `small`: on a phone or a tablet (under 1024 px), a control a thumb must hit smaller than 44 px
 *   (buttons, button-like links, fields, disclosure and tab controls; a link inside a sentence is
 *   text, and a checkbox's target is its label).
 * Each finding names the element (tag, class, text) so a failure says where to look.
 */
export interface LayoutFindings {
  sideways: string[];
  covered: string[];
  clipped: string[];
  small: string[];
}

type Scrolled = 'top' | 'bottom';

export async function layoutFindings(page: Page): Promise<LayoutFindings> {
  const atTop = await page.evaluate<LayoutFindings, Scrolled>(measure, 'top');
  // To the page's end, again while sections that load as they come near make it longer, until it
  // stays there; then let sticky and fixed parts settle. Bounded by time, not by tries: on a busy
  // machine the home page's sections (under /chat's dialog too) took longer than 20 tries.
  await page.evaluate(async () => {
    // Two frames, or half a second if none comes (a renderer that paints no frame for a while, as
    // one did on a busy machine, must not hang the test: layout itself is read synchronously).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 500);
      });
    const atEnd = () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    const until = Date.now() + 10_000;
    let settled = 0;
    while (Date.now() < until && settled < 2) {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await frame();
      settled = atEnd() ? settled + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  const atBottom = await page.evaluate<LayoutFindings, Scrolled>(measure, 'bottom');
  await page.evaluate(() => window.scrollTo(0, 0));
  const unique = (list: string[]) => [...new Set(list)];
  return {
    sideways: unique([...atTop.sideways, ...atBottom.sideways]),
    covered: unique([...atTop.covered, ...atBottom.covered]),
    clipped: unique([...atTop.clipped, ...atBottom.clipped]),
    small: unique([...atTop.small, ...atBottom.small]),
  };
}

/** Runs in the page: no closures over test code. `scrolled`: where the page is, at its top or at its end. */
function measure(scrolled: Scrolled): LayoutFindings {
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  const name = (element: Element) => {
    const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${classes}${text ? ` "${text}"` : ''}`;
  };
  const visible = (element: Element) => {
    // Inside a closed <details> the content is skipped (content-visibility), yet still has a box; so
    // is a game section off the screen (content-visibility: auto, games.css), whose cards are laid
    // out only when asked for their box, against the section's remembered or estimated height, so
    // they may seem to sit where the section's real content does not reach (under the tab bar at
    // the page's end: a CI run of 1 December). The browser draws neither.
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true, contentVisibilityAuto: true })) return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  // An element inside a box that scrolls or clips on its own does not widen the page.
  const insideScroller = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const overflowX = getComputedStyle(parent).overflowX;
      if (overflowX !== 'visible') return true;
    }
    return false;
  };
  const all = [...document.body.querySelectorAll('*')];

  const sideways: string[] = [];
  if (document.documentElement.scrollWidth > width + 1) {
    const wide = all.filter((element) => visible(element) && element.getBoundingClientRect().right > width + 1 && !insideScroller(element));
    // The outermost offenders only: their children stick out because they do.
    const outermost = wide.filter((element) => !wide.some((other) => other !== element && other.contains(element)));
    sideways.push(
      `page ${document.documentElement.scrollWidth}px wide in ${width}px`,
      ...outermost.slice(0, 8).map((element) => `${name(element)} to ${Math.round(element.getBoundingClientRect().right)}px`),
    );
  }

  const fixed = all.filter((element) => getComputedStyle(element).position === 'fixed' && visible(element) && !element.closest('dialog'));
  const targets = [
    ...document.querySelectorAll('main a, main button, main input, main select, main textarea, main td, main th, main summary, main label, footer a'),
  ].filter((element) => visible(element) && !element.closest('dialog'));
  const covered: string[] = [];
  // A page that did not reach its end in the time given is judged as at its top for a bottom bar:
  // what is under the bar then would scroll clear.
  const atEnd = window.scrollY + height >= document.documentElement.scrollHeight - 1;
  for (const cover of fixed) {
    const box = cover.getBoundingClientRect();
    const acrossTheWidth = box.width >= width * 0.9;
    // A bar across the width lets the page scroll out from under it, except at the page's end (a bottom bar) or start (a top bar).
    if (acrossTheWidth && box.bottom >= height - 1 && (scrolled === 'top' || !atEnd)) continue;
    if (acrossTheWidth && box.top <= 1 && scrolled === 'bottom') continue;
    for (const target of targets) {
      if (cover.contains(target)) continue;
      const rect = target.getBoundingClientRect();
      // Only what is on the screen now: below the fold is not covered, only not yet scrolled to.
      if (rect.bottom <= 0 || rect.top >= height) continue;
      const overlapX = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
      const overlapY = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
      if (overlapX > 2 && overlapY > 2) covered.push(`${name(target)} under ${name(cover).slice(0, 60)}`);
    }
  }

  // Whether some of an element's words lie outside its box (clipped on the way only by boxes inside
  // it; text of an absolutely placed part, such as a count badge on an avatar, is placed there on purpose).
  const spills = (element: Element) => {
    const box = element.getBoundingClientRect();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest('.visually-hidden') || !parent.checkVisibility()) continue;
      let left = -Infinity;
      let right = Infinity;
      let placed = false;
      for (let at: Element | null = parent; at && at !== element; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.position === 'absolute' || style.position === 'fixed') placed = true;
        if (style.overflowX !== 'visible') {
          const clip = at.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
      }
      if (placed) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue;
        if (Math.min(rect.right, right) > box.right + 1 || Math.max(rect.left, left) < box.left - 1) return true;
      }
    }
    return false;
  };
  const clipped: string[] = [];
  for (const element of document.querySelectorAll('a, button, label, summary, th, [role="tab"]')) {
    if (!visible(element) || element.closest('dialog:not([open])')) continue;
    // Words for screen readers only are clipped on purpose.
    if (element.closest('.visually-hidden')) continue;
    const style = getComputedStyle(element);
    const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
    if (hides && element.scrollWidth > element.clientWidth + 1) clipped.push(name(element));
    // Words that spill out of their box run into what is beside it (chips in a row that shrink), or
    // are cut by a box around it (a column too narrow for them).
    else if (style.display !== 'inline' && spills(element)) clipped.push(`${name(element)} spills out of its box`);
  }
  const small: string[] = [];
  if (width < 1024) {
    const controls = document.querySelectorAll(
      'button, a.button, input:not([type="hidden"], [type="checkbox"], [type="radio"]), select, textarea, summary, [role="tab"], .tab-bar a, .main-nav__list > li > a',
    );
    for (const element of controls) {
      if (!visible(element) || element.closest('dialog:not([open]), .visually-hidden, [hidden]')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.height < 43.5 || rect.width < 43.5) small.push(`${name(element)} ${Math.round(rect.width)}×${Math.round(rect.height)}`);
    }
  }
  return { sideways, covered: covered.slice(0, 12), clipped: clipped.slice(0, 12), small: small.slice(0, 12) };
}

/**
 * The widths a page's layout is judged at: a phone, a tablet and the most common laptop. The frame
 * reflows at one breakpoint (ADR 037), so these three see each of its arrangements; the 390 px phone
 * and the 1920 px desktop are looked at in `npm run screenshots`, outside the verdict.
 */
export const WIDTHS = [360, 768, 1366] as const;

/**
 * Opens `url` at every width of WIDTHS and expects no finding at any. With `axe`, the page is the
 * template's accessibility check too (the layout specs': each template once), run at the first
 * width only: the phone's 360 px is the product's first design target (ADR 037), where the page
 * has its tab bar, its folded menus and its reports as cards; axe's rules read the markup and the
 * styles a visitor meets there. The laptop's arrangement (the side bar, the main navigation) is
 * the journeys' width (Desktop Chrome, 1280 px), where the states of a11y-states.ts are checked.
 */
export async function checkAtEveryWidth(page: Page, url: string, { scripts = true, axe = false } = {}) {
  const problems: string[] = [];
  for (const [index, width] of WIDTHS.entries()) {
    await page.setViewportSize({ width, height: width < 700 ? 780 : width < 1000 ? 1024 : 900 });
    // Loaded once, at the first width; then the window changes size under it, as a visitor turning a
    // tablet or resizing a window sees it (the layout is CSS alone: nothing is decided at load).
    // (A page without scripts, the offline page, never hydrates: it is measured as it loads.)
    if (index === 0) await (scripts ? gotoHydrated(page, url) : page.goto(url));
    else {
      await page.evaluate(() => window.scrollTo(0, 0));
      // Two frames for what reacts to the new size (observers), or half a second without frames: on a
      // busy machine the /chat page once painted none for two minutes, and the test hung here.
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            requestAnimationFrame(() => requestAnimationFrame(resolve));
            setTimeout(resolve, 500);
          }),
      );
    }
    const findings = await layoutFindings(page);
    for (const [kind, list] of Object.entries(findings)) for (const finding of list as string[]) problems.push(`${width}px ${kind}: ${finding}`);
    // After the layout's scroll to the end and back: the sections that load as they come near are there.
    if (axe && index === 0) for (const violation of await seriousA11yViolations(page)) problems.push(`${width}px axe: ${violation}`);
  }
  expect(problems, `${url}`).toEqual([]);
}
