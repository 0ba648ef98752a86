import { describe, expect, it } from 'vitest';
import type { GoLiveReport, RowReport } from './check';
import { formatJson, formatReport, formatSkipped, formatSummary, formatTable } from './format';

const row = (over: Partial<RowReport>): RowReport => ({
  row: 'systemStatus',
  method: 'GET',
  path: '/wps/system/status',
  audience: 'guest',
  status: 'as expected',
  detail: '',
  ms: 12,
  feature: 'site status',
  ...over,
});

const rows: RowReport[] = [
  row({}),
  row({
    row: 'chatModels',
    path: '/wps/relay/CBS_modelList',
    status: 'not available',
    detail: 'function.not.available: the portal hides customer-service chat',
    ms: 7,
  }),
  row({ row: 'balance', path: '/wps/v2/wallets/balance', audience: 'member', status: 'differs', detail: 'balance', ms: 1234 }),
  row({ row: 'helpCenter', path: '/wps/system/helpCenter', status: 'failed', detail: 'no answer within 800 ms', ms: null }),
];

const report = (over: Partial<GoLiveReport> = {}): GoLiveReport => ({
  platform: 'https://platform.example.com',
  merchant: 'DEMO',
  language: 'EN',
  encryption: 'legacy',
  withAccount: true,
  startedAt: '2025-03-10T12:00:00.000Z',
  ms: 4321,
  rows,
  skipped: [
    { row: 'affiliate', reason: "needs an agent's affiliate code" },
    ...Array.from({ length: 13 }, (_, i) => ({ row: `write${i}`, reason: 'a write (never sent)' })),
    { row: 'roomList', reason: "needs a PVP vendor's game" },
  ],
  summary: { asExpected: 1, differs: 1, notAvailable: 1, failed: 1, skipped: 15 },
  ok: false,
  ...over,
});

describe('formatTable', () => {
  it('aligns the columns, right-aligns the time and leaves the last column unpadded', () => {
    expect(formatTable(rows).split('\n')).toEqual([
      'row           result           ms  call                          detail',
      'systemStatus  as expected      12  GET /wps/system/status',
      'chatModels    not available     7  GET /wps/relay/CBS_modelList  function.not.available: the portal hides customer-service chat',
      'balance       differs        1234  GET /wps/v2/wallets/balance   balance',
      'helpCenter    failed               GET /wps/system/helpCenter    no answer within 800 ms',
    ]);
  });

  it('prints only the header when no row was checked', () => {
    expect(formatTable([])).toBe('row  result  ms  call  detail');
  });
});

describe('formatSkipped', () => {
  it('prints one line per reason, naming the rows unless there are many', () => {
    expect(formatSkipped(report().skipped).split('\n')).toEqual([
      "  needs an agent's affiliate code: affiliate",
      '  a write (never sent): 13 rows',
      "  needs a PVP vendor's game: roomList",
    ]);
  });
});

describe('formatSummary', () => {
  it('counts each result and says whether the brand may go live', () => {
    expect(formatSummary(report())).toBe(
      '4 rows checked: 1 as expected, 1 differ, 1 not available, 1 failed; 15 not checked; 4.3 s. Go-live not ready: rows differ or failed.',
    );
    const ready = report({ rows: [rows[0]!, rows[1]!], summary: { asExpected: 1, differs: 0, notAvailable: 1, failed: 0, skipped: 0 }, ok: true });
    expect(formatSummary(ready)).toMatch(/Go-live ready: nothing differs or failed\.$/);
  });
});

describe('formatReport', () => {
  it('heads the table with what was checked and ends with the summary', () => {
    const text = formatReport(report());
    expect(text.split('\n')[0]).toBe('Go-live check of https://platform.example.com: merchant DEMO, language EN, legacy scheme, with a test account');
    expect(text.trimEnd().split('\n').at(-1)).toBe(formatSummary(report()));
    expect(text).toContain('\nNot checked:\n');
  });

  it('prints JSON that reads back as the report', () => {
    expect(JSON.parse(formatJson(report()))).toEqual(report());
  });
});
