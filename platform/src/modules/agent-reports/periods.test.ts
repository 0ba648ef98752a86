import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { BUCKET_MS } from './read';
import { periodIndexOf, periodIndexSql, reportPeriods } from './periods';

/**
 * The CASE expression that maps a roll-up bucket to its period, run by SQLite over every bucket of
 * a range, against the period each bucket's instant falls in: days, weeks and months of zones with
 * and without daylight saving (New York's 23- and 25-hour days), and a 45-minute offset (Kathmandu).
 */
describe('periodIndexSql', () => {
  const cases = [
    { zone: 'America/New_York', from: '2024-03-01', to: '2024-11-30' },
    { zone: 'Asia/Seoul', from: '2024-01-01', to: '2024-03-31' },
    { zone: 'Asia/Kathmandu', from: '2024-02-20', to: '2024-03-10' },
  ];
  for (const { zone, from, to } of cases)
    for (const period of ['DAY', 'WEEK', 'MONTH'] as const)
      it(`${zone} ${period}`, async () => {
        const SQL = await initSqlJs();
        const db = new SQL.Database();
        const periods = reportPeriods(from, to, period, zone);
        for (const p of periods) {
          expect(Number.isInteger(p.b0) && Number.isInteger(p.b1)).toBe(true);
        }
        const b0 = periods[0]!.b0;
        const b1 = periods.at(-1)!.b1;
        db.run('CREATE TABLE r (bucket INTEGER)');
        db.run(`WITH RECURSIVE s(b) AS (SELECT ${b0} UNION ALL SELECT b + 1 FROM s WHERE b + 1 < ${b1}) INSERT INTO r SELECT b FROM s`);
        const [result] = db.exec(`SELECT bucket, ${periodIndexSql(periods, 'bucket')} FROM r ORDER BY bucket`);
        const rows = result!.values as [number, number][];
        expect(rows).toHaveLength(b1 - b0);
        for (const [bucket, idx] of rows) expect(idx, `bucket ${bucket}`).toBe(periodIndexOf(periods, bucket * BUCKET_MS));
        if (zone === 'America/New_York' && period === 'DAY') {
          const lengths = new Set(periods.map((p) => p.b1 - p.b0));
          expect(lengths).toEqual(new Set([92, 96, 100]));
        }
        db.close();
      });
});
