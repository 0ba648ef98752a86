#!/usr/bin/env node
// The README's screenshots (docs/screenshots/): the home page, a lobby, the deposit page, the account
// record and the agent's team overview, on a phone (390 × 844) and on a laptop (1366 × 768), taken
// in Debian's Chromium from a running portal (`npm start`; another address as the first argument).
// `npm run screenshots` writes them again after a change of look.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const origin = process.argv[2] || 'http://127.0.0.1:8787';
const out = 'docs/screenshots';
const SHOTS = [
  { name: 'home', path: '/' },
  { name: 'lobby', path: '/rng' },
  { name: 'deposit', path: '/member/depositv2', account: ['demo_member', 'Member2024'] },
  { name: 'account-record', path: '/member/transactionHistory', account: ['demo_member', 'Member2024'], scrollTo: 'table' },
  { name: 'agent-overview', path: '/agentHome/agentTeamOverview', account: ['demo_agent', 'Agent2024'] },
];
const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  laptop: { viewport: { width: 1366, height: 768 } },
};

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const [device, options] of Object.entries(DEVICES)) {
    const sessions = new Map();
    for (const shot of SHOTS) {
      const context = await browser.newContext({ ...options, locale: 'en-US', reducedMotion: 'reduce', serviceWorkers: 'block' });
      // The announcement pop-up would cover the first screen: closed, as after a first visit.
      await context.addInitScript(() => {
        sessionStorage.setItem('announcementPopupClosed:guest', '1');
        sessionStorage.setItem('announcementPopupClosed:member', '1');
      });
      const page = await context.newPage();
      if (shot.account) {
        const [username, password] = shot.account;
        if (!sessions.has(username)) {
          await page.goto(`${origin}/login`);
          const dialog = page.getByRole('dialog', { name: 'Log in' });
          await dialog.getByLabel('Username').fill(username);
          await dialog.getByLabel('Password', { exact: true }).fill(password);
          await dialog.getByRole('button', { name: 'Log in' }).click();
          await page.waitForURL((url) => !url.pathname.startsWith('/login'));
          sessions.set(username, await context.cookies());
        } else await context.addCookies(sessions.get(username));
      }
      await page.goto(origin + shot.path);
      await page.waitForLoadState('networkidle');
      // Its table's start just under the sticky header.
      if (shot.scrollTo)
        await page.evaluate((selector) => {
          const element = document.querySelector(selector);
          if (element) window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 140);
        }, shot.scrollTo);
      const file = `${out}/${shot.name}-${device}.jpg`;
      await page.screenshot({ path: file, type: 'jpeg', quality: 78 });
      console.log(file);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
