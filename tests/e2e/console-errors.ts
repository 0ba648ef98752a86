/**
 * The browser's console stays clean in every test: an error logged by a page ('console' of type
 * error) or thrown by it and caught by nothing ('pageerror', an unhandled rejection included) fails
 * the test when it ends (the `context` fixture of fixtures.ts). Chromium also logs each resource that
 * failed to load ("Failed to load resource: the server responded with a status of 404"), the
 * page's own document included, so a test that asks for a 4xx or 5xx on purpose (the guard's 451
 * and 503 pages, the 404 page, an injected fault, no network) says which, precisely, where it
 * provokes it (`allowConsoleErrors(page, ...)`, or `test.use({ consoleErrors: { allow: [...] } })`
 * for a whole spec): never a list for the whole suite.
 */
import type { BrowserContext, Page } from '@playwright/test';

/** An error a test provokes on purpose, and why. */
export interface AllowedConsoleError {
  /** The error's text (a failed load's text names its status, not its address). */
  text?: RegExp;
  /** The address the error is about: the resource that failed to load, the script that threw. */
  url?: RegExp;
  because: string;
}

/** The fixture's option: the errors a test provokes on purpose, or none checked at all (`off`: the reason). */
export interface ConsoleErrorsOption {
  allow?: readonly AllowedConsoleError[];
  off?: string;
}

interface Logged {
  text: string;
  url: string;
}

/** A resource that answered `status` on purpose (a refused form, a page that is not there, an injected fault). */
export function failedLoad(status: number, url: RegExp, because: string): AllowedConsoleError {
  return { text: new RegExp(`^Failed to load resource: the server responded with a status of ${status} `), url, because };
}

/** A request the test cut off on purpose (no network, a connection reset): Chromium's `net::ERR_…` line. */
export function failedNetwork(url: RegExp, because: string): AllowedConsoleError {
  return { text: /^Failed to load resource: net::ERR_[A-Z_]+$/, url, because };
}

/**
 * A form refused on purpose: its answer is a 400 with the errors under the fields
 * (app/components/forms), read by the router (`<route>.data`) or, posted before the page's script
 * took over, as the document itself; Chromium logs either as a failed load.
 */
export function formRefused(path: string): AllowedConsoleError {
  return failedLoad(400, new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\.data)?(\\?|$)`), 'a refused form answers 400 with its errors');
}

const provoked = new WeakMap<BrowserContext, AllowedConsoleError[]>();

/** Allows, from where a test provokes them, errors the page will log on purpose (for the rest of the test). */
export function allowConsoleErrors(target: Page | BrowserContext, ...allowances: AllowedConsoleError[]): void {
  const context = 'context' in target && typeof target.context === 'function' ? target.context() : (target as BrowserContext);
  provoked.set(context, [...(provoked.get(context) ?? []), ...allowances]);
}

/** What allowConsoleErrors allowed in this context. */
export function provokedIn(context: BrowserContext): AllowedConsoleError[] {
  return provoked.get(context) ?? [];
}

/** The answer of `wrangler dev`'s proxy to a request it lost on the way (cloudflare/workers-sdk#14641): no restart happened, and the Worker never saw it. */
const LOST_BY_THE_PROXY = 'Your worker restarted mid-request';

/**
 * Collects the errors of every page of the context from now on. A request the local server's proxy
 * lost is none of the page's doing: its 503 (a page's POST to /graphql got one once in a CI run of
 * 1 December; the proxy sends again only a GET or a HEAD) is told by its body and left out; any
 * other failed load stays in.
 */
export function watchConsoleErrors(context: BrowserContext): () => Promise<Logged[]> {
  const logged: Logged[] = [];
  const lost = new Set<string>();
  const reading: Promise<void>[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') logged.push({ text: message.text(), url: message.location().url });
  });
  context.on('weberror', (error) => {
    const thrown = error.error();
    logged.push({ text: `uncaught ${thrown.name}: ${thrown.message}`, url: error.page()?.url() ?? '' });
  });
  context.on('response', (response) => {
    if (response.status() !== 503) return;
    reading.push(
      response
        .text()
        .then((body) => {
          if (body.startsWith(LOST_BY_THE_PROXY)) lost.add(response.url());
        })
        .catch(() => undefined),
    );
  });
  return async () => {
    await Promise.all(reading);
    return logged.filter((entry) => !(lost.has(entry.url) && /^Failed to load resource: the server responded with a status of 503 /.test(entry.text)));
  };
}

/** The errors no allowance of the test covers, as lines for the failure's message. */
export function unexpectedConsoleErrors(logged: readonly Logged[], option: ConsoleErrorsOption, provokedHere: readonly AllowedConsoleError[] = []): string[] {
  if (option.off) return [];
  const allowed = (entry: Logged) =>
    [...(option.allow ?? []), ...provokedHere].some(
      (allowance) => (!allowance.text || allowance.text.test(entry.text)) && (!allowance.url || allowance.url.test(entry.url)),
    );
  return logged.filter((entry) => !allowed(entry)).map((entry) => (entry.url ? `${entry.text} (${entry.url})` : entry.text));
}
