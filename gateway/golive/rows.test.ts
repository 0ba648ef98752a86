import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '#gateway/upstream/endpoints';
import { planRows } from './check';
import { GOLIVE_ROWS, goLiveEntry, isSkipped, type CheckedRow, type SampleContext } from './rows';

const rows = Object.entries(endpoints) as [EndpointName, (typeof endpoints)[EndpointName]][];
const table = Object.entries(GOLIVE_ROWS) as [string, (typeof GOLIVE_ROWS)[keyof typeof GOLIVE_ROWS]][];
const checked = table.filter((entry): entry is [string, CheckedRow] => !isSkipped(entry[1]));

/** A context whose earlier answers hold one item of every list a sample query takes a value from. */
function contextWith(answers: boolean): SampleContext {
  const item = { gameId: 'G1', nodeId: 5, missionId: '7', depositId: '9', id: '11', username: 'u1', reference: 'C-7K3M9Q2D', code: 'MEGA' };
  return { merchant: 'DEMO', language: 'EN', now: new Date('2025-03-10T12:00:00Z'), answer: () => (answers ? { list: [item], games: [item] } : undefined) };
}

describe('the go-live table', () => {
  it('names every GET row of the endpoint table: checked, or skipped with a reason', () => {
    const missing = rows.filter(([name, def]) => def.method === 'GET' && !goLiveEntry(name)).map(([name]) => name);
    expect(missing, 'add these rows to gateway/golive/rows.ts (a feature and sample query, or a skip reason)').toEqual([]);
  });

  it('names only rows of the endpoint table', () => {
    expect(table.map(([name]) => name).filter((name) => !(name in endpoints))).toEqual([]);
  });

  it('sends a row of another method only as a POST read with its body (the popular games and the winner board)', () => {
    const sent = table.filter(([name, entry]) => endpoints[name as EndpointName].method !== 'GET' && !isSkipped(entry));
    expect(sent.map(([name]) => name).sort()).toEqual(['hotGames', 'winnerBoard']);
    for (const [name, entry] of sent) {
      expect(endpoints[name as EndpointName].method, name).toBe('POST');
      expect(!isSkipped(entry) && typeof (entry as CheckedRow).readBody, name).toBe('function');
    }
  });

  it('gives every skipped row a reason and every checked row a feature', () => {
    for (const [name, entry] of table) {
      if (isSkipped(entry)) expect(entry.skip.trim(), name).not.toBe('');
      else expect(entry.feature.trim(), name).not.toBe('');
    }
  });

  it('takes values only from rows it checks, and a visitor’s rows only from a visitor’s', () => {
    for (const [name, entry] of checked) {
      if (!entry.needs) continue;
      const needed = goLiveEntry(entry.needs);
      expect(needed && !isSkipped(needed), `${name} needs ${entry.needs}, which is not checked`).toBe(true);
      expect(endpoints[entry.needs].method).toBe('GET');
      if (endpoints[name as EndpointName].token !== 'required') expect(endpoints[entry.needs].token, `${name} is a visitor's row`).not.toBe('required');
    }
  });

  it('builds every sample query from plain values, or says why not when the answer it needs is missing', () => {
    for (const [name, entry] of checked) {
      const built = typeof entry.query === 'function' ? entry.query(contextWith(true)) : (entry.query ?? {});
      expect(built, name).not.toHaveProperty('skip');
      for (const value of Object.values(built)) expect(['string', 'number', 'boolean', 'undefined'], name).toContain(typeof value);
      if (entry.needs && typeof entry.query === 'function') expect(entry.query(contextWith(false)), name).toHaveProperty('skip');
    }
  });

  it('asks for a week of records ending now', () => {
    const context = contextWith(true);
    const history = GOLIVE_ROWS.transactionHistory.query(context);
    expect(history).toMatchObject({ startTime: Date.parse('2025-03-03T12:00:00Z'), endTime: Date.parse('2025-03-10T12:00:00Z') });
    expect(GOLIVE_ROWS.personalProfit.query(context)).toMatchObject({ startDate: '2025-03-04', endDate: '2025-03-10', timeZone: 'UTC' });
  });
});

describe('planRows', () => {
  it('plans only reads (GET rows and POST reads); with an account the login and logout are the session’s own calls', () => {
    for (const withAccount of [false, true]) {
      const { guest, member, skipped } = planRows({ withAccount, encryption: 'legacy' });
      for (const planned of [...guest, ...member]) expect(planned.def.method === 'GET' || planned.entry.readBody !== undefined, planned.name).toBe(true);
      expect(guest.every((p) => p.def.token !== 'required')).toBe(true);
      expect(member.every((p) => p.def.token === 'required')).toBe(true);
      const all = new Set<string>([...guest.map((p) => p.name), ...member.map((p) => p.name), ...skipped.map((s) => s.row)]);
      const accounted = withAccount ? rows.length - 2 : rows.length;
      expect(all.size).toBe(accounted);
      if (!withAccount) expect(member).toEqual([]);
    }
  });

  it('reads the key of the scheme the login is sealed with, not the other', () => {
    const legacy = planRows({ withAccount: false, encryption: 'legacy' });
    expect(legacy.guest.map((p) => p.name)).toContain('rsaKey');
    expect(legacy.skipped.map((s) => s.row)).toContain('oaepKey');
    const modern = planRows({ withAccount: false, encryption: 'modern' });
    expect(modern.guest.map((p) => p.name)).toContain('oaepKey');
    expect(modern.skipped.map((s) => s.row)).toContain('rsaKey');
  });
});
