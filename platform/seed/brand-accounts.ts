/** The demo accounts and account rules of each seeded brand, by merchant (POST /__dev/seed-accounts). */
import { DEMO_ACCOUNT_SETTINGS, DEMO_ACCOUNTS, type DemoAccount } from './accounts';
import { DEMO_MERCHANT } from './brand';
import { JADE_ACCOUNT_SETTINGS, JADE_ACCOUNTS, JADE_MERCHANT } from './jade';

export const BRAND_ACCOUNTS: Readonly<
  Record<string, { settings: Record<string, string | number> & { merchant_code: string }; accounts: readonly DemoAccount[] }>
> = {
  [DEMO_MERCHANT]: { settings: DEMO_ACCOUNT_SETTINGS, accounts: DEMO_ACCOUNTS },
  [JADE_MERCHANT]: { settings: JADE_ACCOUNT_SETTINGS, accounts: JADE_ACCOUNTS },
};
