/**
 * GET /wps/relay/MCSFE_getListAnnouncements: banners, player announcements, popups, promotions
 * and home notices; only the asked `types` appear in the answer. `execution` filters popups and
 * player announcements (B anonymous, A logged in, F first login). Player announcements and popups
 * say whether they are marketing and for which product (our extension, migration 0044): the answer
 * is the same for everyone, and the portal leaves out a member's marketing the member does not accept.
 */
import * as z from 'zod';
import { localizedSql } from '../../http/contentText';
import { ok } from '../../http/envelope';
import { codeList, parseWith, queryObject } from '../../http/params';
import type { BrandContext } from '../../http/routes';
import type { Product } from '../consent/rules';

const TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
const EXECUTIONS = ['A', 'B', 'F'] as const;

const AnnouncementsQuery = z.object({
  types: codeList(TYPES).default([...TYPES]),
  execution: codeList(EXECUTIONS).optional(),
  platform: z.string().optional(),
});

interface BannerRow {
  id: number;
  group_name: string;
  linkage_type: string;
  link_url: string | null;
  title: string;
}

interface AnnouncementRow {
  id: number;
  type: 'PL' | 'PU' | 'PR' | 'H';
  execution: string | null;
  promotion_type: string | null;
  title: string;
  content: string;
  timestamp: number;
  marketing: number;
  product: Product | null;
}

export const bannerImageUrl = (id: number) => `/media/banners/${id}.svg`;
export const promotionImageUrl = (id: number) => `/media/promotions/${id}.svg`;

export async function listAnnouncements(ctx: BrandContext): Promise<Response> {
  const q = parseWith(AnnouncementsQuery, queryObject(ctx.url));
  const types = new Set(q.types);
  const executions = q.execution && q.execution.length > 0 ? new Set(q.execution) : null;
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const lang = ctx.text;
  const [banners, announcements] = await db.batch([
    db
      .prepare(
        `SELECT id, group_name, linkage_type, link_url, ${localizedSql('banners.title', lang)} AS title FROM banners
        WHERE merchant_code = ?1 ORDER BY group_name, sort, id`,
      )
      .bind(merchant),
    db
      .prepare(
        `SELECT id, type, execution, promotion_type, ${localizedSql('announcements.title', lang)} AS title,
                ${localizedSql('announcements.content', lang)} AS content, timestamp, marketing, product
         FROM announcements WHERE merchant_code = ?1 ORDER BY timestamp DESC, id DESC`,
      )
      .bind(merchant),
  ]);
  const rows = (announcements?.results ?? []) as AnnouncementRow[];
  const ofType = (type: AnnouncementRow['type']) => rows.filter((r) => r.type === type);
  const executed = (list: AnnouncementRow[]) =>
    list
      .filter((r) => !executions || (r.execution !== null && executions.has(r.execution as (typeof EXECUTIONS)[number])))
      .map((r) => ({
        id: r.id,
        title: r.title,
        content: r.content,
        promotionType: r.promotion_type,
        execution: r.execution,
        timestamp: r.timestamp,
        marketing: r.marketing === 1,
        product: r.product,
      }));

  const value: Record<string, unknown> = {};
  if (types.has('B')) {
    value.banners = ((banners?.results ?? []) as BannerRow[]).map((b) => ({
      id: b.id,
      groupName: b.group_name,
      imageUrl: bannerImageUrl(b.id),
      linkageType: b.linkage_type,
      linkUrl: b.link_url,
      title: b.title,
    }));
  }
  if (types.has('PL')) value.player = executed(ofType('PL'));
  if (types.has('PU')) value.popup = executed(ofType('PU'));
  if (types.has('PR')) {
    value.promotion = {
      contents: ofType('PR').map((r) => ({
        id: r.id,
        title: r.title,
        content: r.content,
        promotionType: r.promotion_type,
        imageUrl: promotionImageUrl(r.id),
        timestamp: r.timestamp,
      })),
    };
  }
  if (types.has('H')) {
    value.notices = ofType('H').map((r) => ({ id: r.id, title: r.title, content: r.content, timestamp: r.timestamp }));
  }
  return ok(value);
}
