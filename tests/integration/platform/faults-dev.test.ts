import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SeededPlatform } from '../support/platform';
import { call, callJson, platform, value } from './client';

let p: SeededPlatform;
beforeAll(async () => {
  p = await platform();
});
afterEach(async () => {
  await call(p, '/__dev/faults', { method: 'DELETE', rawHeaders: new Headers() });
});

const putFault = (body: Record<string, unknown>) => value(p, '/__dev/faults', { method: 'PUT', body, rawHeaders: new Headers() });

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = Date.now();
  await run();
  return Date.now() - started;
}

describe('/__dev/faults', () => {
  it('upserts, lists and clears faults', async () => {
    await putFault({ endpoint: 'GCSGAME_gameList', delayMs: 10 });
    await putFault({ endpoint: 'GCSGAME_gameList', errorRate: 0.5 });
    await putFault({ endpoint: '*', malformed: false });
    const v = await value(p, '/__dev/faults', { rawHeaders: new Headers() });
    expect(v.list).toEqual([
      { endpoint: '*', delayMs: null, errorRate: null, malformed: false },
      { endpoint: 'GCSGAME_gameList', delayMs: null, errorRate: 0.5, malformed: null },
    ]);
    await call(p, '/__dev/faults', { method: 'DELETE', rawHeaders: new Headers() });
    expect((await value(p, '/__dev/faults', { rawHeaders: new Headers() })).list).toEqual([]);
  });

  it('a scoped fault applies only to requests of its scope, and clears alone', async () => {
    await putFault({ endpoint: 'GCSGAME_gameList', errorRate: 1, scope: 'test-a' });
    await putFault({ endpoint: '*', delayMs: 1, scope: 'test-b' });
    const scoped = (scope: string) => ({ 'X-Fault-Scope': scope });
    expect((await call(p, '/wps/relay/GCSGAME_gameList?gameType=RNG')).status).toBe(200);
    expect((await call(p, '/wps/relay/GCSGAME_gameList?gameType=RNG', { headers: scoped('test-b') })).status).toBe(200);
    expect((await call(p, '/wps/relay/GCSGAME_gameList?gameType=RNG', { headers: scoped('test-a') })).status).toBe(500);
    expect((await value(p, '/__dev/faults', { rawHeaders: new Headers() })).list).toEqual([
      { endpoint: '*', scope: 'test-b', delayMs: 1, errorRate: null, malformed: null },
      { endpoint: 'GCSGAME_gameList', scope: 'test-a', delayMs: null, errorRate: 1, malformed: null },
    ]);
    await call(p, '/__dev/faults?scope=test-a', { method: 'DELETE', rawHeaders: new Headers() });
    expect((await call(p, '/wps/relay/GCSGAME_gameList?gameType=RNG', { headers: scoped('test-a') })).status).toBe(200);
    expect((await value(p, '/__dev/faults', { rawHeaders: new Headers() })).list).toHaveLength(1);
    const bad = await callJson(p, '/__dev/faults', { method: 'PUT', body: { endpoint: 'X', errorRate: 1, scope: 'no spaces' }, rawHeaders: new Headers() });
    expect(bad.status).toBe(400);
  });

  it('refuses an invalid fault', async () => {
    const { status, body } = await callJson(p, '/__dev/faults', { method: 'PUT', body: { endpoint: 'X', errorRate: 2 }, rawHeaders: new Headers() });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('request_param_err');
  });

  it('errorRate 1 answers #727 on that endpoint only', async () => {
    await putFault({ endpoint: 'GCSGAME_gameList', errorRate: 1 });
    const { status, body } = await callJson(p, '/wps/relay/GCSGAME_gameList?gameType=RNG');
    expect(status).toBe(500);
    expect(body).toEqual({ success: false, errorCode: '#727', message: 'system busy' });
    expect((await call(p, '/wps/system/status')).status).toBe(200);
  });

  it('a path key and the * key both work', async () => {
    await putFault({ endpoint: '/wps/system/status', errorRate: 1 });
    expect((await call(p, '/wps/system/status')).status).toBe(500);
    await call(p, '/__dev/faults', { method: 'DELETE', rawHeaders: new Headers() });
    await putFault({ endpoint: '*', errorRate: 1 });
    expect((await call(p, '/wps/system/info')).status).toBe(500);
    expect((await call(p, '/media/vendors/PP.svg', { rawHeaders: new Headers() })).status).toBe(500);
    // The dev tools themselves are never faulted.
    expect((await call(p, '/__dev/faults', { rawHeaders: new Headers() })).status).toBe(200);
  });

  it('delays the answer', async () => {
    await putFault({ endpoint: '/wps/system/status', delayMs: 300 });
    const slow = await timed(() => call(p, '/wps/system/status'));
    expect(slow).toBeGreaterThanOrEqual(250);
    const fast = await timed(() => call(p, '/wps/system/info'));
    expect(fast).toBeLessThan(250);
  });

  it('malformed answers HTTP 200 with truncated JSON', async () => {
    await putFault({ endpoint: 'MCSFE_getListAnnouncements', malformed: true });
    const res = await call(p, '/wps/relay/MCSFE_getListAnnouncements?types=H');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.startsWith('{"success":true')).toBe(true);
    expect(() => JSON.parse(text)).toThrow();
  });
});

describe('FAULTS variable', () => {
  it('applies the variable, with the table winning field by field', async () => {
    // A delay long enough that a call without it never takes as long, however busy the machine.
    const withVar = await platform({ vars: { FAULTS: JSON.stringify({ '*': { delayMs: 1000 }, GCSGAME_getVassGameType: { errorRate: 1 } }) } });
    expect((await call(withVar, '/wps/relay/GCSGAME_getVassGameType')).status).toBe(500);
    expect(await timed(() => call(withVar, '/wps/system/info'))).toBeGreaterThanOrEqual(950);
    await putFault({ endpoint: 'GCSGAME_getVassGameType', errorRate: 0 });
    const res = await call(withVar, '/wps/relay/GCSGAME_getVassGameType');
    expect(res.status).toBe(200);
    await putFault({ endpoint: '*', delayMs: 0 });
    expect(await timed(() => call(withVar, '/wps/system/info'))).toBeLessThan(950);
  });

  it('ignores a broken FAULTS variable', async () => {
    const broken = await platform({ vars: { FAULTS: '{nope' } });
    expect((await call(broken, '/wps/system/status')).status).toBe(200);
  });
});

describe('DEV_TOOLS', () => {
  it('hides /__dev/* unless DEV_TOOLS is "1"', async () => {
    const production = await platform({ vars: { DEV_TOOLS: '0' } });
    for (const [method, path] of [
      ['GET', '/__dev/faults'],
      ['PUT', '/__dev/status'],
      ['GET', '/__dev/outbox'],
      ['DELETE', '/__dev/faults'],
    ] as const) {
      const { status, body } = await callJson(production, path, { method, rawHeaders: new Headers(), body: method === 'PUT' ? { status: 1 } : undefined });
      expect(status, path).toBe(404);
      expect(body.errorCode).toBe('request_param_err');
    }
    expect((await value(p, '/wps/system/status')).status).toBe(0);
  });

  it('lists the outbox newest first', async () => {
    await p.env.DB.batch([
      p.env.DB.prepare(
        `INSERT INTO outbox_messages (merchant_code, channel, recipient, body, created_at) VALUES ('DEMO', 'SMS', '01012345678', 'code 123456', 1000)`,
      ),
      p.env.DB.prepare(
        `INSERT INTO outbox_messages (merchant_code, channel, recipient, subject, body, created_at) VALUES ('DEMO', 'EMAIL', 'a@example.com', 'Reset', 'link', 2000)`,
      ),
    ]);
    const v = await value(p, '/__dev/outbox', { rawHeaders: new Headers() });
    expect(v.list.map((m: any) => m.channel)).toEqual(['EMAIL', 'SMS']);
    expect(v.list[0]).toMatchObject({ merchant: 'DEMO', recipient: 'a@example.com', subject: 'Reset', body: 'link', createdAt: 2000 });
    await p.env.DB.prepare('DELETE FROM outbox_messages').run();
  });

  it('answers #459 for a wrong method on a dev route', async () => {
    const { status, body } = await callJson(p, '/__dev/status', { rawHeaders: new Headers() });
    expect(status).toBe(405);
    expect(body.errorCode).toBe('#459');
  });
});
