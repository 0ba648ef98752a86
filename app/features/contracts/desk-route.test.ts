import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { csvRows } from '#app/components/data-table/columns';
import { sourceWords } from '#app/i18n/source-words';
import { createTranslate } from '#app/i18n/translate';
import { deskLoader, statementsCsvLoader } from './desk-route.server';
import { statementColumns, type StatementRow } from './statement-columns';

const t = createTranslate({ ...sourceWords.en.common, ...sourceWords.en.namespaces.contracts } as Parameters<typeof createTranslate>[0]);

/** A loader's arguments with a gateway that answers `data` to every operation. */
function args(url: string, data: unknown, session = true) {
  const context = { graphql: async () => ({ data }), locale: 'en', session: session ? {} : null };
  return { request: new Request(url), context, params: {} } as unknown as LoaderFunctionArgs;
}
const kinds = (page: Record<string, boolean>) => ({ kinds: Object.entries(page).map(([kind, shows]) => ({ kind, page: shows })) });
const desk = { kind: 'HOURLY', statements: { total: 0, page: 1, pageSize: 10, items: [] } };

describe('a contract page the menu hides', () => {
  it('answers 404 on a direct visit, and so does its CSV', async () => {
    const hidden = { contractInfo: kinds({ DIVIDEND: true, DAILY: true, HOURLY: false, REALTIME: true }), contractDesk: desk };
    const page = await deskLoader('HOURLY')(args('https://x.test/agentHome/agentHourSalary', hidden)).catch((e: unknown) => e);
    expect(page).toBeInstanceOf(Response);
    expect((page as Response).status).toBe(404);
    const csv = await statementsCsvLoader('HOURLY')(args('https://x.test/agentHome/agentHourSalary.csv', hidden)).catch((e: unknown) => e);
    expect((csv as Response).status).toBe(404);
  });

  it('opens when the info says so, with the statements’ paging from the URL', async () => {
    const shown = { contractInfo: kinds({ DIVIDEND: false, DAILY: false, HOURLY: true, REALTIME: false }), contractDesk: desk };
    const page = await deskLoader('HOURLY')(args('https://x.test/agentHome/agentHourSalary?page=3&size=50', shown));
    expect(page).toMatchObject({ kind: 'HOURLY', table: { page: 3, pageSize: 50 } });
  });
});

const row: StatementRow = {
  id: '7',
  contractId: '3',
  upline: 'demo_agent',
  downline: 'demo_down1',
  periodStart: Date.UTC(2026, 0, 1, 15),
  periodEnd: Date.UTC(2026, 0, 2, 15),
  betCount: 4,
  turnover: 12_345,
  validBet: 12_000,
  loss: -550,
  activePlayers: 2,
  wonValidBet: 7_000,
  lostValidBet: 5_000,
  tierIndex: 1,
  tier: { rateBasisPoints: 250, amount: 100, activeCount: 2, periodConsumption: 10_000, periodLoss: 0, minBetPeriod: 500, endTime: null },
  rateBasisPoints: 250,
  base: 12_000,
  amount: 400,
  status: 'PAID',
  dueAt: null,
  paidAt: null,
  payer: 'UPLINE',
};

describe('the statements’ columns (screen and CSV alike)', () => {
  it('write each statement’s inputs, the tier that applied and the result, times in the brand’s zone', () => {
    const [header, line] = csvRows(statementColumns('DAILY', t, { zone: 'Asia/Seoul', locale: 'en' }), [row]);
    expect(header).toEqual([
      'Period',
      'Downline',
      'Bets',
      'Turnover',
      'Valid bets',
      'Team loss',
      'Active players',
      'Tier applied',
      'Rate',
      'Base',
      'Amount',
      'Status',
    ]);
    expect(line).toEqual([
      '2026-01-02 00:00:00 – 2026-01-03 00:00:00',
      'demo_down1',
      '4',
      '123.45',
      '120.00',
      '-5.50',
      '2',
      'Tier 2: 2.5 % of the base + 1.00; from 2 active players (minimum bet 5.00), consumption 100.00, loss 0.00',
      '2.5 %',
      '120.00',
      '4.00',
      'Paid',
    ]);
  });

  it('a real-time salary shows the won and lost valid bets instead of a tier and a rate', () => {
    const [header, line] = csvRows(statementColumns('REALTIME', t, { zone: 'UTC', locale: 'en' }), [row]);
    expect(header).toEqual([
      'Period',
      'Downline',
      'Bets',
      'Turnover',
      'Valid bets',
      'Team loss',
      'Active players',
      'Won rounds’ valid bets',
      'Lost rounds’ valid bets',
      'Base',
      'Amount',
      'Status',
    ]);
    expect(line.slice(7, 9)).toEqual(['70.00', '50.00']);
  });
});
