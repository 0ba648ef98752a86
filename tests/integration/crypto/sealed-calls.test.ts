/**
 * Every call the gateway seals (the endpoint table's `encrypted` rows: login, registration,
 * passwords, the payment password, bank cards, withdrawals, transfers, points, downline
 * registration), in both schemes, through the gateway's own platform client against a platform
 * that opens only that scheme (SEALED_SCHEMES): the platform opens each body and answers its own
 * verdict on it, never `request_body_required`; sealed in the other scheme, the same call is
 * refused with exactly that. This is the legacy cipher checked call by call; one browser journey
 * runs it end to end (tests/e2e/legacy-cipher.spec.ts).
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig, type PortalBindings } from '#gateway/env';
import { UpstreamError } from '#gateway/errors';
import { PlatformClient } from '#gateway/upstream/client';
import { endpoints, type EndpointName } from '#gateway/upstream/endpoints';
import worker, { type Env as PlatformEnv } from '#platform/src/index';
import { seededPlatform } from '../support/platform';

type Scheme = 'legacy' | 'modern';
const SCHEMES: Scheme[] = ['legacy', 'modern'];
const other = (scheme: Scheme): Scheme => (scheme === 'legacy' ? 'modern' : 'legacy');

const SEALED = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].encrypted);

let platformEnv: PlatformEnv;
let token: string;

beforeAll(async () => {
  const platform = await seededPlatform(env);
  platformEnv = platform.env;
  const accounts = await platform.fetch(new Request('https://platform.test/__dev/seed-accounts', { method: 'POST' }));
  expect(accounts.ok, await accounts.clone().text()).toBe(true);
  // A member's session for the calls that need one (the development route makes it as a login does).
  const minted = await platform.fetch(
    new Request('https://platform.test/__dev/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo_member' }),
    }),
  );
  token = ((await minted.json()) as { value: { token: string } }).value.token;
});

/** The gateway's platform client sealing with `sealWith`, against the platform opening only `opens`. */
function clientFor(sealWith: Scheme, opens: Scheme) {
  const only = { ...platformEnv, SEALED_SCHEMES: opens } as PlatformEnv;
  const binding = { fetch: (input: RequestInfo | URL, init?: RequestInit) => worker.fetch(new Request(input as RequestInfo, init), only) };
  const portal = {
    MERCHANT: 'DEMO',
    PLATFORM_URL: 'binding',
    ENVIRONMENT: 'development',
    DEV_TOOLS: '1',
    UPSTREAM_TIMEOUT_MS: '10000',
    ENCRYPTION_SCHEME: sealWith,
    PLATFORM: binding as unknown as Fetcher,
  } as PortalBindings;
  return new PlatformClient(readConfig(portal), { language: 'EN', ip: '127.0.0.1', country: null, token }, { waitUntil: () => undefined });
}

/** The platform's errorCode for one sealed call with an empty payload, or null when it answered success. */
async function verdict(client: PlatformClient, name: EndpointName): Promise<string | null> {
  try {
    await client.call(name, { body: {} });
    return null;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return error.platformCode ?? error.code;
  }
}

describe('every sealed call, in both schemes', () => {
  it('the table seals the calls that carry secrets', () => {
    expect(SEALED).toEqual(expect.arrayContaining(['login', 'register']));
    expect(SEALED.length).toBeGreaterThanOrEqual(15);
  });

  for (const scheme of SCHEMES) {
    it.each(SEALED)(
      `%s sealed with the ${scheme} scheme is opened by a platform that takes only that scheme, and refused by one that takes only the other`,
      async (name) => {
        expect(await verdict(clientFor(scheme, scheme), name), `${name} opened (${scheme})`).not.toBe('request_body_required');
        expect(await verdict(clientFor(scheme, other(scheme)), name), `${name} refused (${scheme} to ${other(scheme)})`).toBe('request_body_required');
      },
    );
  }
});
