import { afterEach, describe, expect, it, vi } from 'vitest';
import { cspReport, cspReportCounts, cspReportLine, cspViolations, MAX_REPORTS_LOGGED_PER_POST, PostLimiter } from './csp-report';

const violation = (blockedURL: string) => ({
  type: 'csp-violation',
  url: 'https://brand.example/hot',
  body: { documentURL: 'https://brand.example/hot?token=t', blockedURL, effectiveDirective: 'img-src', disposition: 'report' },
});

describe('cspViolations', () => {
  it('reads the Reporting API’s csp-violation reports and skips its other kinds', () => {
    const body = [violation('https://cdn.example/a.png?x=1'), { type: 'deprecation', body: {} }];
    expect(cspViolations('reports', body)).toEqual([
      { directive: 'img-src', blocked: 'https://cdn.example/a.png', document: 'https://brand.example/hot', disposition: 'report', source: '' },
    ]);
  });

  it('reads the older csp-report, its violated directive when it names no effective one', () => {
    const body = {
      'csp-report': {
        'document-uri': 'https://brand.example/',
        'blocked-uri': 'inline',
        'violated-directive': 'style-src',
        'source-file': 'https://brand.example/a.js',
        'line-number': 3,
      },
    };
    expect(cspViolations('csp-report', body)).toEqual([
      { directive: 'style-src', blocked: 'inline', document: 'https://brand.example/', disposition: 'enforce', source: 'https://brand.example/a.js:3' },
    ]);
  });

  it('is null for what is not a report', () => {
    for (const body of [null, 1, 'x', {}, [], [1], [{ type: 'csp-violation', body: 'x' }], { type: 'csp-violation' }])
      expect(cspViolations('reports', body)).toBeNull();
    for (const body of [null, [], {}, { 'csp-report': 'x' }, { 'csp-report': [] }]) expect(cspViolations('csp-report', body)).toBeNull();
  });

  it('keeps each field to one short line: no control character, no query, 120 characters at most', () => {
    const [one] = cspViolations('csp-report', {
      'csp-report': {
        'document-uri': 'https://brand.example/p?name=Kim#x',
        'blocked-uri': `data:image/png;base64,${'A'.repeat(500)}`,
        'effective-directive': `img-src\r\nforged: yes ${'x'.repeat(300)}`,
      },
    })!;
    expect(one!.document).toBe('https://brand.example/p');
    expect(one!.blocked).toBe('data');
    expect(one!.directive).not.toMatch(/[\r\n]/);
    expect(one!.directive.length).toBeLessThanOrEqual(120);
    expect(cspReportLine(one!, 7)).toMatch(/^csp-report #7: img-srcforged: yes x+… blocked data on https:\/\/brand\.example\/p \(enforce\)$/);
  });
});

describe('PostLimiter', () => {
  it('lets an address post `limit` times a minute, says its first refusal once, and lets it post again the next minute', () => {
    let now = 0;
    const limiter = new PostLimiter(2, () => now);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual(['allowed', 'allowed', 'first refusal', 'refused']);
    expect(limiter.take('b')).toBe('allowed');
    now += 60_000;
    expect(limiter.take('a')).toBe('allowed');
  });
});

describe('cspReport', () => {
  afterEach(() => vi.restoreAllMocks());
  const post = (type: string, body: BodyInit, ip = '198.51.100.9') =>
    cspReport(new Request('https://brand.example/__csp-report', { method: 'POST', headers: { 'content-type': type }, body }), ip);

  it('logs at most a few reports of one post, and counts the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = cspReportCounts();
    const batch = Array.from({ length: MAX_REPORTS_LOGGED_PER_POST + 3 }, (_, i) => violation(`https://cdn.example/${i}.png`));
    const answer = await post('application/reports+json; charset=utf-8', JSON.stringify(batch));
    expect(answer.status).toBe(204);
    expect(warn).toHaveBeenCalledTimes(MAX_REPORTS_LOGGED_PER_POST);
    const after = cspReportCounts();
    expect(after.logged - before.logged).toBe(MAX_REPORTS_LOGGED_PER_POST);
    expect(after.unlogged - before.unlogged).toBe(3);
  });

  it('answers 400 for a body that is not a report, 413 for a large one, 415 for another type, 405 for another method', async () => {
    expect((await post('application/csp-report', '{')).status).toBe(400);
    expect((await post('application/csp-report', new Uint8Array([0xc3, 0x28]))).status).toBe(400);
    expect((await post('application/reports+json', ' '.repeat(70_000))).status).toBe(413);
    expect((await post('application/json', '[]')).status).toBe(415);
    expect((await cspReport(new Request('https://brand.example/__csp-report'), null)).status).toBe(405);
  });
});
