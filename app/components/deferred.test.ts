import type { ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { sectionOf, settleUnlessStreaming } from './deferred.server';
import { isSectionFailed, runsScripts, SECTION_FAILED } from './streaming';

type Result = { winners: string[] | null; sections: string[] | null };
const result = (value: ExecutionResult<Result>) => Promise.resolve(value);

describe('sectionOf', () => {
  it('resolves with its field', async () => {
    await expect(sectionOf(result({ data: { winners: ['a'], sections: ['b'] } }), 'winners')).resolves.toEqual(['a']);
  });

  it('rejects only the field that failed', async () => {
    const both = result({
      data: { winners: null, sections: ['b'] },
      errors: [{ message: 'boom', path: ['winners'] } as never],
    });
    await expect(sectionOf(both, 'winners')).rejects.toThrow('winners');
    await expect(sectionOf(both, 'sections')).resolves.toEqual(['b']);
  });

  it('keeps a field whose failure is nested inside it (a nullable child failed)', async () => {
    const nested = result({ data: { winners: ['a'], sections: null }, errors: [{ message: 'x', path: ['winners', 0, 'game'] } as never] });
    await expect(sectionOf(nested, 'winners')).resolves.toEqual(['a']);
    // A null without an error is data (nothing to show), not a failure.
    await expect(sectionOf(nested, 'sections')).resolves.toBeNull();
  });

  it('rejects when the operation gave no data at all, or threw', async () => {
    await expect(sectionOf(result({ errors: [{ message: 'invalid' } as never] }), 'winners')).rejects.toThrow();
    await expect(sectionOf(Promise.reject<ExecutionResult<Result>>(new Error('down')), 'winners')).rejects.toThrow('down');
  });
});

describe('streaming only to browsers that run scripts', () => {
  const request = (cookie?: string) => new Request('https://portal.test/', cookie ? { headers: { cookie } } : {});

  it('reads the cookie <DeferredSection> sets', () => {
    expect(runsScripts(request('lng=en; js=1'))).toBe(true);
    expect(runsScripts(request('js=1'))).toBe(true);
    expect(runsScripts(request('js=0'))).toBe(false);
    expect(runsScripts(request('notjs=1'))).toBe(false);
    expect(runsScripts(request())).toBe(false);
  });

  it('waits for the sections for everyone else: data as plain values, failures as SECTION_FAILED', async () => {
    const slow = new Promise((resolve) => setTimeout(() => resolve('late'), 20));
    const failing = Promise.reject(new Error('down'));
    failing.catch(() => undefined);
    const sections = await settleUnlessStreaming(request(), { slow, failing });
    expect(sections.slow).toBe('late');
    expect(sections.failing).toBe(SECTION_FAILED);
  });

  it('streams the sections to a browser that runs scripts, a failure arriving as SECTION_FAILED, never as a rejection', async () => {
    const pending = new Promise(() => undefined);
    const late = new Promise((resolve) => setTimeout(() => resolve('late'), 20));
    let fail = (_: Error) => undefined as void;
    const failing = new Promise((_, reject) => (fail = reject));
    failing.catch(() => undefined);
    const sections = await settleUnlessStreaming(request('js=1'), { pending, late, failing });
    expect(sections.pending).toBeInstanceOf(Promise);
    expect(sections.late).toBeInstanceOf(Promise);
    fail(new Error('down'));
    await expect(sections.late).resolves.toBe('late');
    await expect(sections.failing).resolves.toBe(SECTION_FAILED);
    const settledYet = await Promise.race([sections.pending, new Promise((resolve) => setTimeout(() => resolve('still pending'), 10))]);
    expect(settledYet).toBe('still pending');
  });
});

describe('SECTION_FAILED', () => {
  it('is recognised after the trip to the browser (a plain copy), and no section data is taken for it', () => {
    expect(isSectionFailed(structuredClone(SECTION_FAILED))).toBe(true);
    for (const data of [null, undefined, [], { items: [] }, { sectionFailed: 'yes' }, 'sectionFailed', 0]) expect(isSectionFailed(data)).toBe(false);
  });
});
