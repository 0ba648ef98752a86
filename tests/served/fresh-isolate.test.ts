import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startWorkerHere } from '../../bench/load-servers.mjs';

/** A port nothing listens on now, for the portal. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/**
 * The portal alone, in a new isolate, over state of its own. Its platform is a port nothing
 * listens on: what is looked at here is the Worker's own start, and each page still renders (the
 * guard's page for an unreachable platform) in the request's language.
 */
async function freshPortal(): Promise<string> {
  const stateDir = mkdtempSync(join(tmpdir(), 'served-'));
  const port = await freePort();
  const worker = await startWorkerHere({ config: 'wrangler.toml', port, stateDir, platformUrl: `http://127.0.0.1:${await freePort()}` });
  stops.push(async () => {
    await worker.dispose().catch(() => undefined);
    rmSync(stateDir, { recursive: true, force: true });
  });
  return `http://127.0.0.1:${port}`;
}

/** A page in `language`, within `ms`: its status and its document's language. */
async function pageIn(url: string, language: string, ms = 30_000) {
  const response = await fetch(url, { headers: { 'Accept-Language': language }, signal: AbortSignal.timeout(ms) });
  const html = await response.text();
  return { status: response.status, lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1] ?? null };
}

describe('a new isolate', () => {
  it('serves its pages after a first request that needed no words and ended at once', async () => {
    const portal = await freshPortal();
    // A development route that answers before anything is read (405 for a GET): it began the
    // request's read of the English words, and the runtime ended that read with it.
    const first = await fetch(`${portal}/__dev/session`, { headers: { 'Accept-Language': 'en' } });
    expect(first.status).toBe(405);
    // While the words' read was shared by the isolate's requests, every English page then waited
    // for that ended read, for ever (app/i18n/words.server.ts: each request reads its own until kept).
    const page = await pageIn(`${portal}/`, 'en');
    expect(page.lang).toBe('en');
    expect(await pageIn(`${portal}/promotions`, 'en')).toEqual({ status: page.status, lang: 'en' });
  });
});
