/**
 * Operator texts beyond the EN/KO columns (content_texts, migration 0035): the announcements and
 * the promotions answer the request language's text, and English where the operator has not
 * written that language yet.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SeededPlatform } from '../support/platform';
import { platform, value } from './client';

let p: SeededPlatform;
beforeAll(async () => {
  p = await platform();
});

const announcements = (headers: Record<string, string>) => value(p, '/wps/relay/MCSFE_getListAnnouncements?types=B,PR,H', { headers });
const promotions = (headers: Record<string, string>) => value(p, '/wps/relay/MCSFE_getMerchantAvailablePromotions', { headers });
// The platform's answers are untyped JSON here (as in every platform test): an item is read by its fields.
const byId = (list: { id: number }[], id: number): Record<string, any> => {
  const found = list.find((item) => item.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};

describe('operator texts in the languages beyond the columns', () => {
  it('answers Vietnamese announcements, banners and promotions for Language VI', async () => {
    const vi = await announcements({ Language: 'VI' });
    expect(byId(vi.promotion.contents, 3001)).toMatchObject({
      title: 'Gói chào mừng',
      content: 'Nhận tới 300 cho ba lần nạp tiền đầu tiên. Doanh thu cược yêu cầu: 10 lần.',
    });
    expect(byId(vi.notices, 1001).title).toBe('Bảo trì định kỳ');
    expect(byId(vi.banners, 5001).title).toBe('Gói chào mừng lên tới 300');
    const list = (await promotions({ Language: 'VI' })).list;
    expect(byId(list, 5001)).toMatchObject({ title: 'Tiền thưởng chào mừng', content: expect.stringContaining('Doanh thu cược yêu cầu') });
    // English and Korean still read their columns.
    expect(byId((await promotions({ Language: 'EN' })).list, 5001).title).toBe('Welcome bonus');
    expect(byId((await promotions({ Language: 'KO' })).list, 5001).title).toBe('웰컴 보너스');
  });

  it('answers English for an item without a text in the language', async () => {
    const db = p.env.DB;
    await db
      .prepare(
        `INSERT INTO announcements (id, merchant_code, type, execution, promotion_type, title_en, title_ko, content_en, content_ko, timestamp)
         VALUES (990001, 'DEMO', 'H', NULL, NULL, 'Untranslated notice', '번역 없는 공지', 'Written in English and Korean only.', '영어와 한국어로만 작성됨.', 1)`,
      )
      .run();
    try {
      const vi = await announcements({ Language: 'VI' });
      expect(byId(vi.notices, 990001)).toMatchObject({ title: 'Untranslated notice', content: 'Written in English and Korean only.' });
      expect(byId(vi.notices, 1001).title).toBe('Bảo trì định kỳ');
      expect(byId((await announcements({ Language: 'KO' })).notices, 990001).title).toBe('번역 없는 공지');
    } finally {
      await db.prepare('DELETE FROM announcements WHERE id = 990001').run();
    }
  });

  it("answers a brand's own language: Jade Palace in Thai, and English for a language it does not offer", async () => {
    const th = await announcements({ Merchant: 'JADE', Language: 'TH' });
    const notice = byId(th.notices, 101_001);
    expect(notice.title).toBe('ปิดปรับปรุงระบบตามกำหนด');
    const banner = th.banners.find((b: { title: string }) => b.title.includes('Jade Palace'));
    expect(banner?.title).toBe('Jade Palace บนมือถือของคุณ');
    expect(byId((await promotions({ Merchant: 'JADE', Language: 'TH' })).list, 105_001).title).toBe('โบนัสต้อนรับ');
    // Jade offers no Vietnamese: the request falls back to its default language, English.
    expect(byId((await announcements({ Merchant: 'JADE', Language: 'VI' })).notices, 101_001).title).toBe('Scheduled maintenance');
  });
});
