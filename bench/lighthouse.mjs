/**
 * Lighthouse (its default config: the mobile preset, simulated throttling) on a few pages of the
 * running portal, one page at a time in one headless Chromium. Only the performance category runs.
 *
 * Nothing leaves the machine: Lighthouse's error reporting stays off (its default in the Node API),
 * Chromium's background services are off (chrome-launcher's defaults plus a few more), and every
 * host name but this machine's own fails to resolve: the loopback address, and `localhost` and
 * `*.localhost`, which Chromium answers itself and under which the demo brands' image and launch
 * CDNs are this same portal (ADR 046, 047).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { pathToFileURL } from 'node:url';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * Chromium 156's headless mode is the whole browser, and each new window preloads the address bar's
 * suggestion popup, a page of its own that costs more CPU than the audited page (the e2e suite turns
 * it off too: playwright.config.ts); an audit opens a window, so that work competed with the very
 * page being measured. `--disable-features` is read once (the last one wins), so chrome-launcher's
 * own list is given again with these.
 */
const WEBUI_PRELOADS = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];
const launcherDisabled = (chromeLauncher.Launcher.defaultFlags().find((flag) => flag.startsWith('--disable-features=')) ?? '--disable-features=')
  .slice('--disable-features='.length)
  .split(',')
  .filter(Boolean);
const CHROME_FLAGS = [
  `--disable-features=${[...launcherDisabled, ...WEBUI_PRELOADS].join(',')}`,
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-domain-reliability',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.localhost',
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One audit in a new tab of the launched Chromium. A signed-in page's session cookie goes into the
 * browser's cookie jar, as the login form's answer would put it: a fixed Cookie header (Lighthouse's
 * extraHeaders) reaches the document but not the page's own fetches once the page sets a cookie of
 * its own (the `js` cookie), so those fetches went out without the session and the page landed on
 * the login dialog, which was then what got measured.
 */
async function audit(browser, origin, url, cookie) {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCookies');
    if (cookie) {
      const at = cookie.indexOf('=');
      await cdp.send('Network.setCookie', {
        name: cookie.slice(0, at),
        value: cookie.slice(at + 1),
        url: origin,
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
    }
    const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const result = await lighthouse(url, flags, undefined, page);
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    // A signed-in page that ended on another address (the login) measured the wrong page.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`lighthouse ${url}: ended on ${lhr.finalDisplayedUrl}`);
    const score = lhr.categories.performance.score;
    if (score === null) throw new Error(`lighthouse ${url}: no performance score (${lhr.runWarnings.join('; ')})`);
    // Lighthouse waits for the page's important requests and its main thread to be quiet, at most
    // 45 s; a page that never was (an open stream counted as important did that) is measured
    // incomplete, and each such audit took a minute.
    const timedOut = lhr.runWarnings.some((warning) => /loaded too slowly/.test(warning));
    return { perf: Math.round(score * 100), tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue), timedOut };
  } finally {
    await page.close();
  }
}

/**
 * A session cookie of the portal for a demo account (the login form's own post), so a member's or an
 * agent's page is audited as they see it.
 */
export async function sessionCookie(origin, username, password) {
  const response = await fetch(`${origin}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ username, password, intent: 'password' }),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('__Host-sid='));
  if (!cookie) throw new Error(`lighthouse: ${username} could not log in (HTTP ${response.status})`);
  return cookie.split(';')[0];
}

/**
 * A first audit this far inside both targets (a score of 95, blocking time of 200 ms) stands alone:
 * single runs vary by a few points and tens of milliseconds, so two more would not bring the median
 * near a bound; an audit closer to a bound is joined by the others. Sixteen pages of three audits
 * were about half of a bench run's time.
 */
export const CLEAR_AUDIT = { perf: 98, tbtMs: 100 };

/**
 * Returns, per path, the median performance score ×100 and the median total blocking time of
 * `runs` audits (single runs vary by several points), or of one that is clear of the targets
 * (CLEAR_AUDIT), how many audits it took, and how many of them Lighthouse stopped waiting for
 * (`timedOut`: the page never settled). Pages are audited in order, each after one
 * unmeasured GET so the portal's edge cache is warm. A page is a path, or `{ path, cookie }` for a
 * signed-in page (`cookie` a function that signs in as the page's turn comes); `progress` is told
 * each page's figures as it is done.
 */
export async function measureLighthouse(origin, paths, runs = 3, { progress = null } = {}) {
  const launch = async () => {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    return { chrome, browser };
  };
  const close = async ({ chrome, browser }) => {
    await browser.disconnect();
    await chrome.kill();
  };
  let session = await launch();
  try {
    const pages = {};
    for (const page of paths) {
      const { path, cookie: given } = typeof page === 'string' ? { path: page, cookie: null } : page;
      // A function signs in now: a session taken at the run's start may have ended by the last page.
      const cookie = typeof given === 'function' ? await given() : given;
      const url = origin + path;
      await (await fetch(url, cookie ? { headers: { cookie } } : {})).arrayBuffer();
      // Lighthouse sometimes loses a trace (NO_NAVSTART), and once it has, the same browser tends to
      // lose the next ones too (a bench run ended on four in a row for one page): such a run is
      // repeated in a freshly started Chromium, at most three times a page.
      const audits = [];
      let lastError;
      const clear = () => audits.length === 1 && audits[0].perf >= CLEAR_AUDIT.perf && audits[0].tbtMs <= CLEAR_AUDIT.tbtMs;
      for (let attempt = 0; attempt < runs + 3 && audits.length < runs && !clear(); attempt++) {
        try {
          audits.push(await audit(session.browser, origin, url, cookie));
        } catch (error) {
          lastError = error;
          console.error(`${error.message}; running it again in a new browser`);
          const lost = session;
          session = null;
          await close(lost);
          session = await launch();
        }
      }
      if (audits.length < runs && !clear()) throw lastError;
      const timedOut = audits.filter((a) => a.timedOut).length;
      pages[path] = { perf: median(audits.map((a) => a.perf)), tbtMs: median(audits.map((a) => a.tbtMs)), audits: audits.length, timedOut };
      const waited = timedOut > 0 ? `; ${timedOut} never settled within 45 s` : '';
      progress?.(`${path}: ${pages[path].perf}, ${pages[path].tbtMs} ms blocking (${audits.length} audit${audits.length === 1 ? '' : 's'}${waited})`);
    }
    return pages;
  } finally {
    // null: a new browser failed to start after the last one was closed.
    if (session) await close(session);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [origin = 'http://127.0.0.1:8798', ...paths] = process.argv.slice(2);
  console.log(await measureLighthouse(origin, paths.length > 0 ? paths : ['/', '/rng', '/login']));
}
