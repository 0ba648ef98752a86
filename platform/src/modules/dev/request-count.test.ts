import { describe, expect, it } from 'vitest';
import type { BaseContext } from '../../http/routes';
import { countRequest, requestCountRoutes } from './request-count';

const DEV = { DEV_TOOLS: '1' };
const tagged = (scope: string | null) => new Request('http://platform.test/wps/system/info', { headers: scope ? { 'X-Fault-Scope': scope } : {} });

async function countOf(scope: string): Promise<number> {
  const get = requestCountRoutes[0]!.methods.GET!;
  const response = await get({ url: new URL(`http://platform.test/__dev/request-count?scope=${encodeURIComponent(scope)}`) } as BaseContext);
  return ((await response.json()) as { value: { count: number } }).value.count;
}

describe('the platform calls counted per scope', () => {
  it('counts each request under its X-Fault-Scope, apart from every other scope', async () => {
    for (let i = 0; i < 3; i++) countRequest(tagged('bench-page-a'), DEV);
    countRequest(tagged('bench-page-b'), DEV);
    expect(await countOf('bench-page-a')).toBe(3);
    expect(await countOf('bench-page-b')).toBe(1);
    expect(await countOf('never-seen')).toBe(0);
  });

  it('counts nothing without the development tools or without a scope', async () => {
    countRequest(tagged('bench-production'), { DEV_TOOLS: '0' });
    countRequest(tagged('bench-production'), {});
    countRequest(tagged(null), DEV);
    expect(await countOf('bench-production')).toBe(0);
  });

  it('forgets the scopes used longest ago past a thousand, keeping the ones still counting', async () => {
    countRequest(tagged('bench-oldest'), DEV);
    countRequest(tagged('bench-kept'), DEV);
    for (let i = 0; i < 1000; i++) {
      countRequest(tagged(`bench-filler-${i}`), DEV);
      if (i === 500) countRequest(tagged('bench-kept'), DEV);
    }
    expect(await countOf('bench-oldest')).toBe(0);
    expect(await countOf('bench-kept')).toBe(2);
  });

  it('refuses a read without a scope', async () => {
    const get = requestCountRoutes[0]!.methods.GET!;
    expect(() => get({ url: new URL('http://platform.test/__dev/request-count') } as BaseContext)).toThrow(/scope/);
  });
});
