/** systemStatus (GraphQL) and siteStatus (the edge guard) against the platform's status switch. */
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { purgeGatewayCache, siteStatus } from '#gateway/index';
import { LAST_STATUS_SECONDS } from '#gateway/modules/system/status';
import { useHarness, type VisitOptions } from './harness';

const h = useHarness();

const STATUS = `{ systemStatus { state maintenanceEndTime visitorIp visitorCountry } }`;

async function status(options?: VisitOptions) {
  const { result } = await h.run(STATUS, undefined, options);
  expect(result.errors).toBeUndefined();
  return result.data.systemStatus;
}

async function setStatus(body: Record<string, unknown>) {
  const response = await h.dev('PUT', '/__dev/status', body);
  expect(response.status).toBe(200);
  purgeGatewayCache();
}

describe('site status', () => {
  it('is NORMAL for the seeded brand, with the visitor as seen at the edge', async () => {
    expect(await status({ country: 'KR', headers: { 'CF-Connecting-IP': '203.0.113.7' } })).toEqual({
      state: 'NORMAL',
      maintenanceEndTime: null,
      visitorIp: '203.0.113.7',
      visitorCountry: 'KR',
    });
    // Outside production a missing CF-Connecting-IP is loopback.
    expect((await status()).visitorIp).toBe('127.0.0.1');
  });

  it('is INVALID_DOMAIN on a host the brand does not list, and NORMAL on its domains and on this machine', async () => {
    expect((await status({ url: 'https://aurora-play.example.phish.example/login' })).state).toBe('INVALID_DOMAIN');
    expect((await status({ url: 'https://copy-of-aurora.example/' })).state).toBe('INVALID_DOMAIN');
    for (const url of [
      'https://aurora-play.example/',
      'https://WWW.aurora-play.example/hot',
      'https://m.aurora-play.example/',
      'http://127.0.0.1:8787/',
      'http://localhost/',
    ]) {
      expect((await status({ url })).state, url).toBe('NORMAL');
    }
    // The guard decides the same way before any page work.
    const { context } = h.visit({ url: 'https://copy-of-aurora.example/' });
    expect((await siteStatus(context)).state).toBe('INVALID_DOMAIN');
  });

  it('keeps the site open when the domain routes cannot be read', async () => {
    await h.dev('PUT', '/__dev/faults', { endpoint: '/wps/system/domainRoute', errorRate: 1 });
    purgeGatewayCache();
    expect((await status({ url: 'https://copy-of-aurora.example/' })).state).toBe('NORMAL');
  });

  it('sends the visitor to the platform in the protocol headers', async () => {
    await status({ country: 'KR', headers: { 'CF-Connecting-IP': '203.0.113.7' } });
    const call = h.binding.requests.find((r) => r.endpoint === '/wps/system/status')!;
    expect(call.headers.get('Merchant')).toBe('DEMO');
    expect(call.headers.get('ModuleId')).toBe('COMM3');
    expect(call.headers.get('X-Client-IP')).toBe('203.0.113.7');
    expect(call.headers.get('X-Client-Country')).toBe('KR');
    expect(call.headers.get('Authorization')).toBeNull();
  });

  it('is MAINTENANCE with the end time after the platform switches maintenance on', async () => {
    const end = Date.now() + 3_600_000;
    await setStatus({ status: 1, maintenanceEndTime: end });
    expect(await status({ country: 'KR' })).toMatchObject({ state: 'MAINTENANCE', maintenanceEndTime: end });
    const { context } = h.visit({ country: 'KR' });
    expect(await siteStatus(context)).toMatchObject({ state: 'MAINTENANCE', maintenanceEndTime: end, visitorCountry: 'KR' });
  });

  it('puts maintenance before region restriction', async () => {
    await setStatus({ status: 1, maintenanceEndTime: null });
    expect(await status({ country: 'US' })).toMatchObject({ state: 'MAINTENANCE', maintenanceEndTime: null });
  });

  it('is REGION_RESTRICTED when the platform restricts the whole brand (status 2)', async () => {
    await setStatus({ status: 2 });
    expect((await status({ country: 'KR' })).state).toBe('REGION_RESTRICTED');
    expect((await status({ country: null })).state).toBe('REGION_RESTRICTED');
  });

  it('is REGION_RESTRICTED for a country the platform blocks (US)', async () => {
    expect((await status({ country: 'US' })).state).toBe('REGION_RESTRICTED');
    const { context } = h.visit({ country: 'US' });
    expect((await siteStatus(context)).state).toBe('REGION_RESTRICTED');
    expect((await status({ country: 'KR' })).state).toBe('NORMAL');
    expect((await status({ country: null })).state).toBe('NORMAL');
  });

  it("is REGION_RESTRICTED for a country in the portal's BLOCKED_REGIONS", async () => {
    const vars = { BLOCKED_REGIONS: 'jp, fr' };
    expect((await status({ country: 'JP', vars })).state).toBe('REGION_RESTRICTED');
    expect((await status({ country: 'FR', vars })).state).toBe('REGION_RESTRICTED');
    expect((await status({ country: 'KR', vars })).state).toBe('NORMAL');
    expect((await status({ country: 'JP' })).state).toBe('NORMAL');
  });

  it('goes back to NORMAL when the platform does', async () => {
    await setStatus({ status: 1, maintenanceEndTime: Date.now() + 60_000 });
    expect((await status()).state).toBe('MAINTENANCE');
    await setStatus({ status: 0 });
    expect(await status()).toMatchObject({ state: 'NORMAL', maintenanceEndTime: null });
  });

  it('keeps a cached status until the cache is purged', async () => {
    expect((await status()).state).toBe('NORMAL');
    await h.dev('PUT', '/__dev/status', { status: 1 });
    expect((await status()).state).toBe('NORMAL');
    purgeGatewayCache();
    expect((await status()).state).toBe('MAINTENANCE');
  });

  it("still applies the portal's own blocked regions when the platform cannot be asked", async () => {
    await h.dev('PUT', '/__dev/faults', { endpoint: '/wps/system/status', errorRate: 1 });
    const vars = { BLOCKED_REGIONS: 'JP' };
    const { context } = h.visit({ country: 'JP', vars });
    expect((await siteStatus(context)).state).toBe('REGION_RESTRICTED');
    const open = h.visit({ country: 'KR', vars });
    expect(await siteStatus(open.context)).toMatchObject({ state: 'NORMAL', maintenanceEndTime: null });
  });
});

describe('fail closed: the last status seen, when the platform cannot be asked', () => {
  /** Moves the gateway's clock past the status's fresh and stale-while-revalidate windows. */
  function later(seconds: number) {
    const now = Date.now();
    const spy = vi.spyOn(Date, 'now').mockReturnValue(now + seconds * 1000);
    onTestFinished(() => spy.mockRestore());
  }

  async function edgeStatus(options: VisitOptions = {}) {
    const { context, runtime } = h.visit(options);
    const status = await siteStatus(context);
    await runtime.settle();
    return status;
  }

  const platformDown = (fault: Record<string, unknown> = { errorRate: 1 }) => h.dev('PUT', '/__dev/faults', { endpoint: '/wps/system/status', ...fault });

  it('keeps a maintenance when the platform fails after it', async () => {
    const end = Date.now() + 3_600_000;
    await setStatus({ status: 1, maintenanceEndTime: end });
    expect(await edgeStatus({ country: 'KR' })).toMatchObject({ state: 'MAINTENANCE', maintenanceEndTime: end });
    await platformDown();
    later(5 * 60);
    expect(await edgeStatus({ country: 'KR' })).toMatchObject({ state: 'MAINTENANCE', maintenanceEndTime: end });
    // The GraphQL field reads the same.
    const { result } = await h.run(`{ systemStatus { state } }`, undefined, { country: 'KR' });
    expect(result.data.systemStatus.state).toBe('MAINTENANCE');
  });

  it("keeps the platform's region list (and a whole-brand restriction) when the platform fails", async () => {
    expect((await edgeStatus({ country: 'US' })).state).toBe('REGION_RESTRICTED');
    await platformDown();
    later(5 * 60);
    expect((await edgeStatus({ country: 'US' })).state).toBe('REGION_RESTRICTED');
    expect((await edgeStatus({ country: 'KR' })).state).toBe('NORMAL');

    await h.dev('DELETE', '/__dev/faults');
    await setStatus({ status: 2 });
    expect((await edgeStatus({ country: 'KR' })).state).toBe('REGION_RESTRICTED');
    await platformDown({ malformed: true });
    later(10 * 60);
    expect((await edgeStatus({ country: 'KR' })).state).toBe('REGION_RESTRICTED');
  });

  it('asks the platform again once it answers, and follows it', async () => {
    await setStatus({ status: 1 });
    expect((await edgeStatus()).state).toBe('MAINTENANCE');
    await h.dev('PUT', '/__dev/status', { status: 0 });
    await platformDown();
    later(5 * 60);
    expect((await edgeStatus()).state).toBe('MAINTENANCE');
    await h.dev('DELETE', '/__dev/faults');
    expect((await edgeStatus()).state).toBe('NORMAL');
  });

  it("applies the portal's BLOCKED_REGIONS on top of the last status, and alone when there is none", async () => {
    const vars = { BLOCKED_REGIONS: 'JP' };
    expect((await edgeStatus({ country: 'KR', vars })).state).toBe('NORMAL');
    await platformDown();
    later(5 * 60);
    expect((await edgeStatus({ country: 'JP', vars })).state).toBe('REGION_RESTRICTED');
    expect((await edgeStatus({ country: 'jp', vars })).state).toBe('REGION_RESTRICTED');
    expect((await edgeStatus({ country: 'KR', vars })).state).toBe('NORMAL');

    // No status seen on this edge at all: only the portal's own list decides.
    purgeGatewayCache();
    expect((await edgeStatus({ country: 'JP', vars })).state).toBe('REGION_RESTRICTED');
    expect((await edgeStatus({ country: 'US', vars })).state).toBe('NORMAL');
  });

  it('lets the last status lapse after LAST_STATUS_SECONDS', async () => {
    await setStatus({ status: 1 });
    expect((await edgeStatus()).state).toBe('MAINTENANCE');
    await platformDown();
    later(LAST_STATUS_SECONDS + 3600);
    expect((await edgeStatus()).state).toBe('NORMAL');
  });
});
