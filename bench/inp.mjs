/**
 * Interaction to Next Paint of what a player does most, as a mid-range phone feels it: Chromium at
 * 390 px with its CPU slowed four times (DevTools' "4x slowdown", CDP Emulation.setCPUThrottlingRate),
 * each interaction made with real input events (Playwright's clicks and keys go through the
 * browser's input pipeline, so each gets an interaction id) on a page loaded and hydrated afresh,
 * `rounds` times. An interaction's latency is the longest Event Timing entry of its interaction id,
 * as Web Vitals counts it; the browser reports none under 16 ms, which then counts as 16. The figure
 * per interaction is the 75th percentile of its rounds (Web Vitals' "good" is 200 ms; the bench's
 * bound is 100).
 *
 * The interactions: the site menu opened, the login dialog opened, a lobby's class switched (a
 * link the router follows), a member's favourite toggled, a game card's menu opened (a sports
 * card's vendor game list), and a report's period changed by keyboard (the agent's revenue report). Nothing leaves the machine: the browser resolves no host but this one.
 */
import { chromium } from '@playwright/test';
import { percentile, round } from './http.mjs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const VIEWPORT = { width: 390, height: 844 };

/** Collects every Event Timing entry with an interaction id into `window.__interactions` from the page's start. */
const OBSERVE = (owner) => {
  // A player in the middle of a visit has closed the announcements that open on its first page
  // (kept per tab for the session's owner: app/features/content/AnnouncementPopup.tsx,
  // app/kernel/session-storage.ts).
  sessionStorage.setItem('sessionOwner', owner);
  sessionStorage.setItem('announcementPopupClosed:guest', '1');
  sessionStorage.setItem('announcementPopupClosed:member', '1');
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/** Each interaction: the page, whose session (if any) it needs, and the act itself ending when its result shows. */
export const INTERACTIONS = {
  site_menu: {
    path: '/',
    async act(page) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    },
  },
  login_dialog: {
    path: '/',
    async act(page) {
      // The phone's own "Log in" (the header's is for wide screens only).
      await page.getByRole('link', { name: 'Log in', exact: true }).filter({ visible: true }).first().click();
      await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    },
  },
  lobby_class: {
    path: '/rng',
    async act(page) {
      const tab = page.getByRole('navigation', { name: 'Game classes' }).getByRole('link').nth(1);
      const href = await tab.getAttribute('href');
      await tab.click();
      await page.waitForURL((url) => url.pathname + url.search === href);
    },
  },
  favourite: {
    path: '/rng',
    account: 'member',
    async act(page) {
      const heart = page
        .getByRole('article')
        .first()
        .getByRole('button', { name: /^Favourite: / });
      const before = await heart.getAttribute('aria-pressed');
      await heart.click();
      await page.waitForFunction(([was]) => document.querySelector('article .heart[aria-pressed]')?.getAttribute('aria-pressed') !== was, [before]);
    },
  },
  game_card_menu: {
    // A sports card's Play opens its vendor's popup game list (app/features/games/launch.ts).
    path: '/sports',
    account: 'member',
    async act(page) {
      await page
        .getByRole('main')
        .getByRole('link', { name: /^Play / })
        .first()
        .click();
      await page.getByRole('dialog', { name: /^Games of / }).waitFor();
    },
  },
  report_period: {
    path: '/agentHome/agentRevenueReport',
    account: 'agent',
    async act(page) {
      const period = page.getByRole('form', { name: 'Filters' }).getByRole('combobox', { name: 'Period' });
      await period.focus();
      await page.keyboard.press('ArrowDown');
    },
  },
};

/** One round of an interaction on a fresh page: its latency in ms (16 when the browser reported none). */
async function oneRound(context, origin, { path, act }) {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(origin + path);
    await page.locator('html[data-hydrated="true"]').waitFor({ timeout: 60_000 });
    await act(page);
    // The entry is reported after the next paint: give it two frames and a moment.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
    const entries = await page.evaluate(() => window.__interactions);
    const byInteraction = new Map();
    for (const { id, duration } of entries) byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, duration));
    return Math.max(16, ...byInteraction.values());
  } finally {
    await page.close();
  }
}

/**
 * `cookies`: { member, agent } session cookies ("__Host-sid=…", bench/lighthouse.mjs sessionCookie), `usernames` their accounts.
 * Answers name → { p75, rounds }.
 */
export async function measureInp({ origin, cookies, usernames = { member: 'demo_member', agent: 'demo_agent' }, rounds = 8, only = null }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.localhost'],
  });
  try {
    const results = {};
    for (const [name, interaction] of Object.entries(INTERACTIONS)) {
      if (only && !only.includes(name)) continue;
      const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true, locale: 'en' });
      await context.addInitScript(OBSERVE, interaction.account ? usernames[interaction.account] : '');
      if (interaction.account) {
        const cookie = cookies[interaction.account];
        const at = cookie.indexOf('=');
        // As the login form's answer sets it (a secure context: the loopback address is one).
        await context.addCookies([
          {
            name: cookie.slice(0, at),
            value: cookie.slice(at + 1).split(';')[0],
            domain: new URL(origin).hostname,
            path: '/',
            secure: true,
            httpOnly: true,
            sameSite: 'Lax',
          },
        ]);
      }
      const latencies = [];
      try {
        for (let i = 0; i < rounds; i++) latencies.push(await oneRound(context, origin, interaction));
      } finally {
        await context.close();
      }
      results[name] = { p75: round(percentile(latencies, 75)), rounds: latencies.map(round) };
    }
    return results;
  } finally {
    await browser.close();
  }
}
