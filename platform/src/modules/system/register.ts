/** GET /wps/system/setting/register: the registration form configuration. */
import { ok } from '../../http/envelope';
import type { BrandContext } from '../../http/routes';
import { loadFieldRules } from '../accounts/fields';
import { askedConfirmations } from '../legal/store';

export async function registerSetting(ctx: BrandContext): Promise<Response> {
  const merchant = ctx.brand.row.merchant_code;
  // The same rules registration validates against, in the brand's field order, and the
  // confirmations it asks for (our extension: docs/platform-protocol.md "Terms and privacy with versions").
  const [rules, confirmations] = await Promise.all([loadFieldRules(ctx.env.DB, merchant), askedConfirmations(ctx.env.DB, merchant)]);
  return ok({ list: [...rules.values()], confirmations });
}
