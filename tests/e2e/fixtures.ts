import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { test as base, expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { demo, FRESH_MEMBER_PASSWORD, freshUsername, REGISTER, registration, SMALL_TEAM } from '../fixtures/accounts';
import { freshAddress } from '../fixtures/addresses';
import { A11Y_STATES, type A11yState } from './a11y-states';
import { provokedIn, unexpectedConsoleErrors, watchConsoleErrors, type ConsoleErrorsOption } from './console-errors';

export { demo, FRESH_MEMBER_PASSWORD, SMALL_TEAM };

/**
 * The reference platform's development routes, reached through the portal (development only).
 * Faults are the test's own: they carry the test's scope, and only the test's page sends that
 * scope (X-Fault-Scope), so tests running side by side never see each other's faults
 * (platform/src/http/faults.ts). The brand's status is the whole brand's: a test that changes it
 * runs in the serial project (playwright.config.ts).
 */
export class PlatformControl {
  statusChanged = false;

  constructor(
    private readonly request: APIRequestContext,
    private readonly scope: string,
    private readonly page: Page,
  ) {}

  async setStatus(status: 0 | 1 | 2, maintenanceEndTime: number | null = null) {
    this.statusChanged = true;
    await settled(() => this.request.put('/__dev/platform/status', { data: { status, maintenanceEndTime } }));
  }

  async setFault(endpoint: string, fault: { delayMs?: number; errorRate?: number; malformed?: boolean }) {
    await this.page.setExtraHTTPHeaders({ 'X-Fault-Scope': this.scope });
    await settled(() => this.request.put('/__dev/platform/faults', { data: { endpoint, scope: this.scope, ...fault } }));
  }

  async clearFaults() {
    await settled(() => this.request.delete(`/__dev/platform/faults?scope=${encodeURIComponent(this.scope)}`));
  }
}

/** A development control call that must succeed (requests are sent again when the proxy lost them: lostByTheProxy); any failure fails the test with the answer's text. */
async function settled(send: () => Promise<APIResponse>): Promise<void> {
  const response = await send();
  expect(response.ok(), await response.text()).toBeTruthy();
}

/**
 * axe over `page`, run in the page itself. Without legacy mode, @axe-core/playwright opens a blank
 * page of its own for every analysis to gather the frames' results there (axe-core's `finishRun`):
 * measured on a lobby page of this suite, 4.3 s a check against 1.8 s, and a new browser window's
 * CPU each time, for what only a cross-origin frame needs. Legacy mode checks the frames of the
 * page's own origin (the chat room, /cs/room/); a game's frame comes from the brand's launch CDN
 * (ADR 047: another origin here, localhost or aurora.localhost against 127.0.0.1), which axe in the
 * top frame does not reach (allowedOrigins: same origin only; the frame is waited for half a second,
 * then left out). That page is the platform's stand-in for a provider's game, not the portal's;
 * the portal's part of a game page (its bar, the frame's title, the notes around it) is checked.
 *
 * What a check costs, looked at (not measured here): the builder injects axe's source into every
 * frame, the game's too, where it never runs, and twice into the page itself (once to see which
 * runner it has, once with the frames); that is the builder's own (4.14: no option to leave a
 * frame out, its injection private), so it stays. Cheaper without losing anything: only violations
 * are processed and sent back (passes and incomplete results are most of axe's work and answer on
 * a page full of cards), and only the rules that can fail seriously run (below).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}

/**
 * axe's rules whose violations are never serious or critical: a rule's declared impact is the
 * impact of every violation it reports (axe-core's finalizeRuleResult sets it on each of its
 * checks), and the verdict below keeps serious and critical ones only, so these run for nothing
 * (`region`, for one, looks at every element of the page; the landmark and heading rules). Read
 * from the axe-core the builder injects (its rule list, an internal of axe-core): a rule whose
 * impact is not known runs, and a rule whose impact a newer axe raises runs again by itself.
 */
const NEVER_SERIOUS: readonly string[] = ((axe as unknown as { _audit?: { rules?: { id: string; impact?: string }[] } })._audit?.rules ?? [])
  .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
  .map((rule) => rule.id);

/** Serious or critical accessibility violations on the page as it is now. */
export async function seriousA11yViolations(page: Page) {
  const results = await axeOn(page)
    .options({ resultTypes: ['violations'], rules: Object.fromEntries(NEVER_SERIOUS.map((id) => [id, { enabled: false }])) })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/**
 * The states checked in this worker: a spec file runs whole in one worker and a failed test's retry
 * in a new one, so a name met twice here is a second check, never a retry.
 */
const checkedStates = new Set<A11yState>();

/**
 * axe finds nothing serious or critical on the page in a state beyond its template (a dialog open,
 * a form's errors, an empty or closed account…), named as a11y-states.ts lists it: "template or
 * page: state". Each state is checked once in the suite, in the journey that reaches it; a plain
 * template is the layout specs' (checkAtEveryWidth with `axe`). A name checked a second time is
 * refused.
 */
export async function expectAccessible(page: Page, state: A11yState) {
  if (!A11Y_STATES.includes(state)) throw new Error(`axe: “${state}” is not a state of a11y-states.ts`);
  if (checkedStates.has(state)) throw new Error(`axe: “${state}” is checked already; each state is checked once in the suite (a11y-states.ts)`);
  checkedStates.add(state);
  await base.step(`axe: ${state}`, async () => {
    expect(await seriousA11yViolations(page), `axe on “${state}”: serious or critical violations`).toEqual([]);
  });
}

/**
 * The platform's codes: every value of the schema's status, type and kind enums (PAID, REFUNDED,
 * TRANSFER_IN, DEBITED…), read from schema/*.graphql so a new enum is covered without a list here.
 */
const PLATFORM_CODES: ReadonlySet<string> = (() => {
  const codes = new Set<string>();
  for (const file of readdirSync('schema').filter((name) => name.endsWith('.graphql'))) {
    const text = readFileSync(`schema/${file}`, 'utf8');
    for (const [, body] of text.matchAll(/enum \w*(?:Status|Type|Kind) \{([^}]*)\}/g))
      for (const line of body!.replace(/"[^"]*"/g, '').split('\n')) if (/^\s*[A-Z][A-Z0-9_]{2,}\s*$/.test(line)) codes.add(line.trim());
  }
  return codes;
})();

/** The platform's status and type codes that reach the page's main content as words. */
export async function platformCodesShown(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  const words = text.match(/\b[A-Z][A-Z0-9_]{2,}\b/g) ?? [];
  return [...new Set(words.filter((word) => PLATFORM_CODES.has(word)))];
}

/**
 * Chooses a language in a language selector (its combobox, found by the caller) and applies it with
 * the selector's own button: choosing in the list changes nothing by itself (WCAG 3.2.2).
 */
export async function chooseLanguage(select: Locator, code: string) {
  await select.selectOption(code);
  // The button beside the list, in the selector's form, whatever the page's language names it.
  await select.locator('xpath=..').getByRole('button').click();
}

/**
 * Opens a page and waits until React has hydrated it (the root marks <html data-hydrated>), with
 * the parts whose code loads beside hydration (earlyPartsHydrated).
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await earlyPartsHydrated(page);
  return response;
}

/**
 * Holds the browser's requests for a chunk of the build (by its name, before the hash) until the
 * answer's function is called: a part whose code is still on its way.
 */
export async function holdChunk(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until React has taken over the parts whose code loads beside hydration, where the page has
 * them (the footer, the site menu: root.tsx; the home page's winners and announcements): they
 * hydrate when their code arrives, just after the page, and a link followed before that loads a
 * whole document (expectHydrated says why tests of what the script adds wait).
 */
export async function earlyPartsHydrated(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          ['footer.site-footer', '#site-menu', '.home__columns'].every((selector) => {
            const element = document.querySelector(selector);
            return !element || Object.keys(element).some((key) => key.startsWith('__reactProps$'));
          }),
        ),
      { message: 'the footer, the site menu and the home columns hydrate', timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Waits until React has taken over an element the server rendered: a part loaded apart from the
 * page's first JavaScript (components/lazy.tsx) keeps the server's markup until its chunk arrives,
 * and a click before that is the browser's own (a plain form post, a whole new document). Tests of
 * what the script adds (no reload, focus moved) wait for it; a person's early click still works.
 */
export async function expectHydrated(target: Locator) {
  await expect.poll(() => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), { timeout: 20_000 }).toBe(true);
}

/**
 * Registers a new member through the API (the registration mutation logs in; its cookie goes into
 * the page's browser context) and opens the home page as that member: a test of its own state, so
 * reruns never meet an earlier run's money or settings. Registration itself, through its dialog, is
 * register.spec.ts's subject. The registration comes from an address of its own (the brand asks for
 * a captcha after 3 registrations an hour from one address, which register-throttle.spec.ts tests);
 * `address` is the member's own when the test's later requests come from it (a login from another
 * address would ask for a second step).
 */
export async function registerFreshMember(page: Page, prefix: string, options: { affiliateCode?: string; address?: string } = {}): Promise<string> {
  const username = freshUsername(prefix);
  const variables = registration(username);
  if (options.affiliateCode) Object.assign(variables.input, { affiliateCode: options.affiliateCode });
  const response = await page.request.post('/graphql', {
    data: { query: REGISTER, variables },
    headers: { 'X-Test-Client-IP': options.address ?? freshAddress() },
  });
  const body = await response.text();
  expect(body, body).toContain('"register":{"ok":true');
  await adoptSessionCookie(page, response);
  await gotoHydrated(page, '/');
  await expect(accountMenuButton(page)).toContainText(username, { timeout: 20_000 });
  return username;
}

/** The registration form's boxes, by their labels in the page's words (English by default). */
export interface RegistrationBoxes {
  terms: string | RegExp;
  age: string;
  /** The confirmation the demo brand adds (platform/seed: DEMO asks its players' own money; ADR 060); null for a brand that asks none. */
  ownMoney: string | null;
}
const ENGLISH_BOXES: RegistrationBoxes = { terms: /I accept the/, age: 'I am 18 years or older', ownMoney: 'I play only with my own money.' };

/** Ticks the registration form's boxes as a newcomer does: the terms, the age and what the brand asks to confirm. */
export async function tickRegistrationBoxes(dialog: Locator, boxes: Partial<RegistrationBoxes> = {}) {
  const { terms, age, ownMoney } = { ...ENGLISH_BOXES, ...boxes };
  await dialog.getByLabel(terms).check();
  await dialog.getByLabel(age, { exact: true }).check();
  if (ownMoney) await dialog.getByLabel(ownMoney, { exact: true }).check();
}

/** Starts pages with the announcement popup already closed (it opens over every page otherwise). */
export async function withoutAnnouncementPopup(target: Pick<Page, 'addInitScript'>) {
  // The popup reads whether it was closed from session storage, which the portal clears when the
  // session changes hands (app/kernel/session-storage.ts: a login, a logout): it reads "closed"
  // all along instead, whatever the page clears.
  await target.addInitScript(() => {
    // A sandboxed frame (a game's, a picture's) and about:blank have no storage to read: the script
    // runs in every frame, and reading it there throws (an error in the page's console).
    try {
      // Written too, so a window the page opens (a sign-in popup) starts with them in its copy.
      sessionStorage.setItem('announcementPopupClosed:guest', '1');
      sessionStorage.setItem('announcementPopupClosed:member', '1');
    } catch {
      return;
    }
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (this === window.sessionStorage && key.startsWith('announcementPopupClosed:')) return '1';
      return getItem.call(this, key);
    };
  });
}

/** The newest 6-digit code the platform "sent" to a recipient (the development outbox). */
export async function latestCode(request: APIRequestContext, channel: 'SMS' | 'EMAIL', recipientPart: string): Promise<string> {
  const outbox = await (await request.get('/__dev/platform/outbox')).json();
  const message = outbox.value.list.find((m: { channel: string; recipient: string }) => m.channel === channel && m.recipient.includes(recipientPart));
  expect(message, `no ${channel} to ${recipientPart} in the outbox`).toBeTruthy();
  return /\b(\d{6})\b/.exec(message.body)![1];
}

/** A mobile number nobody has registered yet (Korean style, 10 digits). */
export const freshMobile = () => `10${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;

/**
 * The header's account menu button (avatar, name, "Account menu"): the summary of its disclosure,
 * which browsers expose as a button and Playwright's role lookup gives no role, so found by its element.
 */
export const accountMenuButton = (page: Page) => page.getByRole('banner').locator('details > summary', { hasText: 'Account menu' });

/** Logs in through the login modal, as a visitor would. */
export async function logIn(page: Page, account: { username: string; password: string }, from = '/login') {
  await gotoHydrated(page, from);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(account.username);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  // A login checks the password (a deliberately slow hash) and then loads the member's shell: on a
  // busy two-core machine that alone has taken more than the usual 8 s.
  await expect(accountMenuButton(page)).toBeVisible({ timeout: 20_000 });
}

/**
 * A session of the account without the login form (the portal's development route POST
 * /__dev/session, which the platform answers as a login, minus the password): its cookie goes into
 * the page's browser context. For every test whose subject is not the login; tests of the login,
 * the session list or the cookie log in themselves (logIn).
 */
export async function signIn(page: Page, account: { username: string }) {
  const response = await page.request.post('/__dev/session', { data: { username: account.username } });
  expect(response.status(), await response.text()).toBe(204);
  await adoptSessionCookie(page, response);
}

const SESSION_COOKIE = '__Host-sid';

/** Puts the session cookie an answer set (a registration, a minted session) into the page's browser context. */
async function adoptSessionCookie(page: Page, response: APIResponse) {
  const sealed = response
    .headersArray()
    .find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith(`${SESSION_COOKIE}=`))
    ?.value.split(';')[0]
    ?.slice(SESSION_COOKIE.length + 1);
  expect(sealed, 'the session cookie').toBeTruthy();
  // For the host the answer came from (the test's base address, or a brand's host for a spec of
  // another brand); by domain and path, as CDP refuses a __Host- cookie given with an http URL.
  const domain = new URL(response.url()).hostname;
  await page.context().addCookies([{ name: SESSION_COOKIE, value: sealed!, domain, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' }]);
}

/** Opens `to` signed in as the account (signIn), once React has hydrated it. */
export async function asAccount(page: Page, account: { username: string }, to = '/') {
  await signIn(page, account);
  await gotoHydrated(page, to);
  await expect(accountMenuButton(page)).toBeVisible();
}

/** Seeds SMALL_TEAM once (the seed writes each chunk once: a second call changes nothing). */
export async function seedSmallTeam(request: APIRequestContext) {
  const seeded = await request.post('/__dev/platform/seed-team', { data: { shape: SMALL_TEAM } });
  expect(seeded.ok(), await seeded.text()).toBeTruthy();
}

/** Logs in at the agent site (/agent), as demo_agent unless told. */
export async function agentLogIn(page: Page, account: { username: string; password: string } = demo.agent) {
  await gotoHydrated(page, '/agent');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in to the agent centre' }).click();
  await expect(page).toHaveURL(/\/agentHome\/\w+$/);
}

/** Opens the agent centre signed in as the agent (signIn), at its remembered or default page unless told. */
export async function asAgent(page: Page, account: { username: string } = demo.agent, to = '/agentHome') {
  await signIn(page, account);
  await gotoHydrated(page, to);
  await expect(page).toHaveURL(/\/agentHome\/\w+/);
}

/** Logs out through the account menu and its confirmation. */
export async function logOut(page: Page) {
  // A menu opened before React hydrates the page after a sign-in, or while it is still navigating,
  // is drawn away (a flaky failure after the social sign-in's reload).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('html')).not.toHaveAttribute('data-navigating', 'true');
  await accountMenuButton(page).click();
  await page.getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: 'Log out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out' });
  await confirm.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
}

/**
 * The local server closes a connection that has been idle for 5 s (measured: a keep-alive socket
 * closed 5,021 ms after its answer), while Playwright's API requests keep idle connections without a
 * limit; a request sent on one just as it closes meets ECONNRESET ("socket hang up") before the
 * server has read it: password-reset.spec.ts's `seed-accounts` call failed so once, 5 s after its
 * previous call. A browser sends such a request again; these requests do too, once, and only for
 * that error.
 */
const STALE_CONNECTION = /ECONNRESET|socket hang up/;
const REQUEST_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch'] as const;

function retryStaleConnections(request: APIRequestContext) {
  for (const name of REQUEST_METHODS) {
    const send = request[name].bind(request) as (...args: unknown[]) => ReturnType<APIRequestContext['get']>;
    const sendOnce = async (...args: unknown[]) => {
      try {
        return await send(...args);
      } catch (error) {
        if (!STALE_CONNECTION.test(String(error))) throw error;
        return send(...args);
      }
    };
    Object.assign(request, {
      [name]: async (...args: unknown[]) => {
        let response = await sendOnce(...args);
        for (let attempt = 1; attempt < 3 && (await lostByTheProxy(response)); attempt += 1) response = await sendOnce(...args);
        return response;
      },
    });
  }
}

/**
 * A development control call (`/__dev/…`: each sets a state or runs an operation keyed by its
 * body, a round by its id, so sending it again is harmless) that `wrangler dev`'s proxy lost on the
 * way: its 503 "Your worker restarted mid-request" comes without any restart
 * (cloudflare/workers-sdk#14641), and the proxy sends again only a GET or a HEAD by itself
 * (contracts.spec.ts's round failed so once).
 */
async function lostByTheProxy(response: APIResponse): Promise<boolean> {
  if (response.status() !== 503 || !new URL(response.url()).pathname.startsWith('/__dev/')) return false;
  return (await response.text()).startsWith('Your worker restarted mid-request');
}

/**
 * Waits until the server answers. The local `wrangler dev` can exit when a browser drops a request
 * mid-flight (an upstream bug: cloudflare/workers-sdk#15317, #15451); scripts/e2e-server.mjs then
 * starts it again over the same state, and a test that begins meanwhile waits here instead of
 * failing on a refused connection.
 */
async function serverAnswers(baseURL: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${baseURL}/favicon.svg`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > deadline) throw new Error(`the server at ${baseURL} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export const test = base.extend<{ platform: PlatformControl; announcementPopup: boolean; consoleErrors: ConsoleErrorsOption; serverUp: void }>({
  serverUp: [
    async ({ baseURL }, use) => {
      // A brand's host (jade.localhost: brands.spec.ts) is the same server; Node resolves only its address.
      if (baseURL) await serverAnswers(baseURL.replace(/\/\/[a-z0-9-]+\.localhost:/, '//127.0.0.1:'));
      await use();
    },
    { auto: true },
  ],
  // The announcement popup opens over every page; tests that are not about it start with it closed.
  announcementPopup: [false, { option: true }],
  // What a test provokes in the browser's console on purpose (console-errors.ts): nothing, unless its spec says.
  consoleErrors: [{}, { option: true }],
  request: async ({ request }, use) => {
    retryStaleConnections(request);
    await use(request);
  },
  // The context's requests are also page.request, for every page the test opens in it.
  // Every page of the context is watched: the test fails on an error its spec does not allow.
  context: async ({ context, consoleErrors }, use, testInfo) => {
    retryStaleConnections(context.request);
    const logged = watchConsoleErrors(context);
    await use(context);
    const unexpected = unexpectedConsoleErrors(await logged(), consoleErrors, provokedIn(context));
    // A test that failed already says why; this would only hide it.
    if (unexpected.length > 0 && testInfo.status === testInfo.expectedStatus) {
      throw new Error(`The browser's console has errors this test does not allow (console-errors.ts):\n${unexpected.join('\n')}`);
    }
  },
  page: async ({ page, announcementPopup }, use) => {
    // On the context: the windows the page opens (a sign-in popup, a new tab) start closed too.
    if (!announcementPopup) await withoutAnnouncementPopup(page.context());
    await use(page);
  },
  platform: async ({ request, page }, use, testInfo) => {
    const control = new PlatformControl(request, `e2e-${testInfo.testId}-${testInfo.retry}`, page);
    await use(control);
    // Every test leaves the platform as it found it.
    await control.clearFaults();
    if (control.statusChanged) await control.setStatus(0);
  },
});

export { expect };
export { allowConsoleErrors, failedLoad, failedNetwork, formRefused } from './console-errors';
