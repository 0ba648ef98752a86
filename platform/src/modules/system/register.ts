/** GET /wps/system/setting/register: the registration form configuration. */
import { ok } from '../../http/envelope';
import type { BrandContext } from '../../http/routes';

interface RegisterFieldRow {
  field: string;
  enabled: number;
  required: number;
  accepted_pattern: string;
  pattern_id: string;
  min_length: number;
  max_length: number;
}

export async function registerSetting(ctx: BrandContext): Promise<Response> {
  const { results } = await ctx.env.DB.prepare(
    `SELECT rf.field, rf.enabled, rf.required, vp.accepted_pattern, rf.pattern_id, rf.min_length, rf.max_length
       FROM register_fields rf JOIN validation_patterns vp ON vp.pattern_id = rf.pattern_id
      WHERE rf.merchant_code = ?1 ORDER BY rf.sort`,
  )
    .bind(ctx.brand.row.merchant_code)
    .all<RegisterFieldRow>();
  return ok({
    list: results.map((r) => ({
      field: r.field,
      enabled: r.enabled === 1,
      required: r.required === 1,
      acceptedPattern: r.accepted_pattern,
      patternId: r.pattern_id,
      minLength: r.min_length,
      maxLength: r.max_length,
    })),
  });
}
