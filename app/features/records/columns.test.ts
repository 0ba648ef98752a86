import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvRows } from '#app/components/data-table/columns';
import en from '#app/i18n/locales/en/common';
import records from '#app/i18n/locales/en/records';
import reports from '#app/i18n/locales/en/reports';
import { createTranslate } from '#app/i18n/translate';
import {
  betColumns,
  betTotals,
  describeMovement,
  profitColumns,
  transactionColumns,
  transactionTotals,
  zonedTime,
  type BetRow,
  type MovementRow,
} from './columns';

const t = createTranslate({ ...en, ...reports, ...records } as typeof en);

const movement = (over: Partial<MovementRow>): MovementRow => ({
  id: '1:1',
  time: Date.parse('2024-05-31T14:59:59Z'),
  kind: 'BET',
  type: 'BET',
  status: 'COMPLETED',
  amount: -1_250,
  wallet: null,
  reference: 'bet:r1',
  method: null,
  bankName: null,
  counterparty: null,
  fromWallet: null,
  toWallet: null,
  gameName: null,
  vendor: null,
  ...over,
});

describe('records columns', () => {
  it('describe a movement from its record', () => {
    expect(describeMovement(movement({ gameName: 'Sweet Bonanza', vendor: 'PP' }), t)).toBe('Sweet Bonanza (PP)');
    expect(describeMovement(movement({ kind: 'PLAYER_TRANSFER_OUT', counterparty: 'demo_agent' }), t)).toBe('To demo_agent');
    expect(describeMovement(movement({ kind: 'PLAYER_TRANSFER_IN', amount: 500, counterparty: 'demo_agent' }), t)).toBe('From demo_agent');
    expect(describeMovement(movement({ kind: 'WALLET_TRANSFER', wallet: 'PP', fromWallet: null, toWallet: 'PP' }), t)).toBe('Main wallet → PP wallet');
    expect(describeMovement(movement({ kind: 'DEPOSIT', method: 'PAYID' }), t)).toBe('By PAYID');
    expect(describeMovement(movement({ gameName: 'Crazy Time', vendor: 'EVO', wallet: 'EVO' }), t)).toBe('Crazy Time (EVO) · EVO wallet');
  });

  it('write the CSV with the brand-zone time, translated words, decimals and the three totals', () => {
    const rows = [movement({ gameName: 'Sweet Bonanza', vendor: 'PP' }), movement({ id: '2:1', kind: 'WIN', type: 'WIN', amount: 4_000, reference: 'bet:r1' })];
    const lines = csvRows(transactionColumns(t, { csvZone: 'Asia/Seoul' }), rows, transactionTotals({ totalIn: 4_000, totalOut: 1_250, net: 2_750 }, t));
    expect(lines).toEqual([
      ['Time (Asia/Seoul)', 'Type', 'Details', 'Status', 'Amount'],
      ['2024-05-31 23:59:59', 'Bet', 'Sweet Bonanza (PP)', 'Completed', '-12.50'],
      ['2024-05-31 23:59:59', 'Win', '', 'Completed', '40.00'],
      ['Money in', '', '', '', '40.00'],
      ['Money out', '', '', '', '-12.50'],
      ['Net change', '', '', '', '27.50'],
    ]);
    expect(Papa.unparse(lines)).toContain('Net change,,,,27.50');
  });

  it('leave the win/loss of an open round empty in the CSV', () => {
    const bet: BetRow = {
      id: '1',
      roundId: 'r1',
      time: 0,
      gameName: '=cmd',
      vendorName: 'PP',
      gameType: 'RNG',
      gameTypeName: 'Slots',
      stake: 100,
      validBet: 0,
      winLoss: null,
      status: 'OPEN',
    };
    const lines = csvRows(betColumns(t, { csvZone: 'UTC' }), [bet], betTotals({ totalStake: 100, totalValidBet: 0, totalWinLoss: 0 }, t));
    expect(lines[1]).toEqual(['1970-01-01 00:00:00', "'=cmd", 'PP', 'Slots', '1.00', '0.00', '']);
    expect(lines[2]).toEqual(['Total', '', '', '', '1.00', '0.00', '0.00']);
  });

  it('name a period by its days', () => {
    const [period] = profitColumns(t);
    expect(period!.value({ periodStart: '2024-05-27', periodEnd: '2024-06-02' } as never)).toBe('2024-05-27 – 2024-06-02');
    expect(period!.value({ periodStart: '2024-05-27', periodEnd: '2024-05-27' } as never)).toBe('2024-05-27');
    expect(zonedTime(Date.parse('2024-03-10T07:30:00Z'), 'America/New_York')).toBe('2024-03-10 03:30:00');
  });
});
