/** The pure parts of the lottery: numero arithmetic, results, plays and payouts. */
import { describe, expect, it } from 'vitest';
import { digitSum, ODDS_HUNDREDTHS, parsePicks, payoutMinor, PLAY_IDS, stakeMinor, winningPicks } from './plays';
import { drawDigits, published } from './results';
import { defaultSchedule, drawnPeriods, periodInName, openIndex, openPeriod, periodIndex, periodOf, periodState, runningIndex, validPeriod } from './schedule';

const oneMinute = { periodSeconds: 60, lockSeconds: 5 };
const daily = { periodSeconds: 86_400, lockSeconds: 900 };
const at = (iso: string) => Date.parse(iso);

describe('schedule', () => {
  it('names a period by the UTC day and position of its opening', () => {
    const k = runningIndex(oneMinute, at('2026-11-23T06:54:30Z'));
    const p = periodOf(oneMinute, k);
    expect(p.numero).toBe('20261123-0415');
    expect(p.openAt).toBe(at('2026-11-23T06:54:00Z'));
    expect(p.drawAt).toBe(at('2026-11-23T06:55:00Z'));
    expect(p.closeAt).toBe(at('2026-11-23T06:54:55Z'));
    expect(periodOf(oneMinute, runningIndex(oneMinute, at('2026-11-23T00:00:00Z'))).numero).toBe('20261123-0001');
    expect(periodOf(oneMinute, runningIndex(oneMinute, at('2026-11-23T23:59:59Z'))).numero).toBe('20261123-1440');
    expect(periodOf(daily, runningIndex(daily, at('2026-11-23T13:00:00Z'))).numero).toBe('20261123-0001');
  });

  it('reads a numero back to its period, and refuses numeros the schedule does not have', () => {
    for (const t of ['2026-01-01T00:00:00Z', '2026-11-23T06:54:30Z', '2028-02-29T23:59:59Z']) {
      const k = runningIndex(oneMinute, at(t));
      expect(periodIndex(oneMinute, periodOf(oneMinute, k).numero)).toBe(k);
    }
    expect(periodIndex(oneMinute, '20261123-1441')).toBeNull();
    expect(periodIndex(oneMinute, '20261123-0000')).toBeNull();
    expect(periodIndex(oneMinute, '20260230-0001')).toBeNull();
    expect(periodIndex(daily, '20261123-0002')).toBeNull();
    expect(periodIndex(oneMinute, '2026112-0001')).toBeNull();
  });

  it('moves bets to the next numero once the running one closes', () => {
    const open = openPeriod(oneMinute, at('2026-11-23T06:54:54.999Z'));
    expect(open.numero).toBe('20261123-0415');
    expect(periodState(open, at('2026-11-23T06:54:54.999Z'))).toBe('OPEN');
    expect(periodState(open, at('2026-11-23T06:54:55Z'))).toBe('CLOSED');
    expect(periodState(open, at('2026-11-23T06:55:00Z'))).toBe('DRAWN');
    expect(openPeriod(oneMinute, at('2026-11-23T06:54:55Z')).numero).toBe('20261123-0416');
    expect(openIndex(oneMinute, at('2026-11-23T06:54:55Z'))).toBe(runningIndex(oneMinute, at('2026-11-23T06:54:55Z')) + 1);
    // The last period of a day closes before midnight; bets then go to the next day's first.
    expect(openPeriod(oneMinute, at('2026-11-23T23:59:56Z')).numero).toBe('20261124-0001');
  });

  it('lists drawn periods newest first, all drawn before now', () => {
    const now = at('2026-11-23T06:54:30Z');
    const drawn = drawnPeriods(oneMinute, now, 3);
    expect(drawn.map((p) => p.numero)).toEqual(['20261123-0414', '20261123-0413', '20261123-0412']);
    expect(drawn.every((p) => p.drawAt <= now)).toBe(true);
  });

  it('gives every catalogue vendor a period that divides a day', () => {
    for (const vendor of ['TCG', 'TCG_SEA', 'GPL', 'TCG_LOTTO_VN', 'TCG_ELOTTO', 'UNKNOWN']) {
      for (let i = 1; i <= 20; i++) {
        const s = defaultSchedule(vendor, `${vendor.toLowerCase()}_lott_${String(i).padStart(4, '0')}`);
        expect(validPeriod(s.periodSeconds)).toBe(true);
        expect(s.lockSeconds).toBeLessThan(s.periodSeconds);
      }
    }
    expect(defaultSchedule('TCG', 'tcg_lott_0001').periodSeconds).toBe(60);
    expect(defaultSchedule('TCG', 'tcg_lott_0002').periodSeconds).toBe(180);
    expect(defaultSchedule('TCG_LOTTO_VN', 'tcg_lotto_vn_elott_0002').periodSeconds).toBe(86_400);
    expect(defaultSchedule('TCG_LOTTO_VN', 'tcg_lotto_vn_elott_0002', 'VN Lotto 1min').periodSeconds).toBe(60);
    expect(periodInName('VN Lotto 45s VIP')).toBe(45);
    expect(periodInName('Racing 10')).toBeNull();
    expect(periodInName('Turbo 7s')).toBeNull();
  });
});

describe('results', () => {
  it('are five digits fixed by the secret, the game and the numero', () => {
    const a = drawDigits('secret-secret-secret', 'tcg_lott_0001', '20261123-0415');
    expect(a).toHaveLength(5);
    expect(a.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)).toBe(true);
    expect(drawDigits('secret-secret-secret', 'tcg_lott_0001', '20261123-0415')).toEqual(a);
    const others = [
      drawDigits('secret-secret-secret', 'tcg_lott_0001', '20261123-0416'),
      drawDigits('secret-secret-secret', 'tcg_lott_0002', '20261123-0415'),
      drawDigits('another-secret-value', 'tcg_lott_0001', '20261123-0415'),
    ];
    expect(others.some((o) => o.join('') !== a.join(''))).toBe(true);
  });

  it('are published only from the draw instant on', () => {
    const p = periodOf(oneMinute, 1000);
    expect(published('secret-secret-secret', 'g', p, p.drawAt - 1)).toBeNull();
    expect(published('secret-secret-secret', 'g', p, p.drawAt)).toEqual(drawDigits('secret-secret-secret', 'g', p.numero));
  });

  it('are about uniform per position over many numeros', { timeout: 60_000 }, () => {
    const counts = Array.from({ length: 10 }, () => 0);
    for (let k = 0; k < 5000; k++) {
      const digit = drawDigits('secret-secret-secret', 'g', periodOf(oneMinute, k).numero)[4] as number;
      counts[digit] = (counts[digit] ?? 0) + 1;
    }
    for (const c of counts) expect(c).toBeGreaterThan(400);
  });
});

describe('plays', () => {
  it('normalise picks and refuse bad ones', () => {
    expect(parsePicks('D5', ' 3, 7 ;9')).toEqual({ ok: true, picks: ['3', '7', '9'] });
    expect(parsePicks('BS', 'big odd')).toEqual({ ok: true, picks: ['BIG', 'ODD'] });
    expect(parsePicks('L2', '07,42')).toEqual({ ok: true, picks: ['07', '42'] });
    expect(parsePicks('D1', '').ok).toBe(false);
    expect(parsePicks('D1', '12').ok).toBe(false);
    expect(parsePicks('D1', '3,3').ok).toBe(false);
    expect(parsePicks('L2', '7').ok).toBe(false);
    expect(parsePicks('L3', '1234').ok).toBe(false);
    expect(parsePicks('BS', 'HUGE').ok).toBe(false);
  });

  it('win against the digits of the draw', () => {
    const digits = [1, 2, 3, 4, 5]; // sum 15: small, odd
    expect(winningPicks('D1', ['1', '9'], digits)).toBe(1);
    expect(winningPicks('D5', ['4'], digits)).toBe(0);
    expect(winningPicks('L2', ['45', '54'], digits)).toBe(1);
    expect(winningPicks('L3', ['345'], digits)).toBe(1);
    expect(winningPicks('BS', ['BIG', 'SMALL', 'ODD', 'EVEN'], digits)).toBe(2);
    expect(winningPicks('BS', ['BIG'], [9, 9, 5, 0, 0])).toBe(1);
    expect(digitSum([9, 9, 5, 0, 0])).toBe(23);
  });

  it('pay stake × odds, rounded down, and return 98% over every outcome', { timeout: 60_000 }, () => {
    expect(stakeMinor(100, 3, 2)).toBe(600);
    expect(payoutMinor('D1', 100, 2, 1)).toBe(1960);
    expect(payoutMinor('BS', 1, 1, 1)).toBe(1);
    // Exact RTP of one pick per play over all 100,000 draws' digit patterns (by symmetry, per play).
    for (const play of PLAY_IDS) {
      const pick = play === 'BS' ? 'BIG' : play === 'L2' ? '00' : play === 'L3' ? '000' : '0';
      let wins = 0;
      for (let n = 0; n < 100_000; n++) {
        const digits = String(n).padStart(5, '0').split('').map(Number);
        wins += winningPicks(play, [pick], digits);
      }
      expect((wins / 100_000) * (ODDS_HUNDREDTHS[play] / 100)).toBeCloseTo(0.98, 10);
    }
  });
});
