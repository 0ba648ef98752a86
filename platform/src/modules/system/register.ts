/** GET /wps/system/setting/register: the registration form configuration. */
import { ok } from '../../http/envelope';
import type { BrandContext } from '../../http/routes';
import { loadFieldRules } from '../accounts/fields';

export async function registerSetting(ctx: BrandContext): Promise<Response> {
  // The same rules registration validates against, in the brand's field order.
  const rules = await loadFieldRules(ctx.env.DB, ctx.brand.row.merchant_code);
  return ok({ list: [...rules.values()] });
}
