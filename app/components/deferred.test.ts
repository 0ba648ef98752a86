import type { ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { sectionOf, settleUnlessStreaming } from './deferred.server';
import { runsScripts } from './streaming';

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

  it('waits for the sections for everyone else: data as plain values, failures as rejected promises', async () => {
    const slow = new Promise((resolve) => setTimeout(() => resolve('late'), 20));
    const failing = Promise.reject(new Error('down'));
    failing.catch(() => undefined);
    const sections = await settleUnlessStreaming(request(), { slow, failing });
    expect(sections.slow).toBe('late');
    expect(sections.failing).toBeInstanceOf(Promise);
    await expect(sections.failing).rejects.toThrow('down');
  });

  it('hands the promises over untouched to a browser that streams', async () => {
    const pending = new Promise(() => undefined);
    const sections = await settleUnlessStreaming(request('js=1'), { pending });
    expect(sections.pending).toBe(pending);
  });
});
