/** The points mall's tabs and filters, as they appear in its URL (?tab=&type=&kind=&page=). */
export const TABS = ['redeem', 'records', 'details', 'rules'] as const;
export type Tab = (typeof TABS)[number];
export const EXCHANGE_TYPES = ['COUPON', 'LIFE_SERVICE', 'GIFT'] as const;
export const POINT_TYPES = ['LIVE', 'LOTTERY', 'PVP', 'RNG', 'SPORTS', 'REDEEM', 'DEPOSIT', 'ADJUSTMENT'] as const;
