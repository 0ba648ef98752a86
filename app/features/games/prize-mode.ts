/**
 * Which lottery page a lottery game opens, and in which prize mode. Apart from ./launch.ts because
 * the lottery pages' table (features/lottery/family.ts) needs it and the route table
 * (app/routes.ts) reads that table: what the route table reads never reaches href(), which reads
 * the route table.
 */
import type { LotteryPrizeMode } from '#app/graphql/generated/graphql';

/** A navigation category as the shell has it (for the lottery prize mode). */
export interface NavigationCategory {
  gameType: string;
  vendors: readonly { code: string }[];
}

/** The vendor whose games open the VN lotto page, and the one whose games open the SEA lottery page. */
export const VN_LOTTO_VENDOR = 'TCG_LOTTO_VN';
export const SEA_LOTTERY_VENDOR = 'TCG_SEA';

/** A lottery menu's prize mode (schema/lottery.graphql: LOTT, ZY, ELOTT, SEA). */
export type PrizeMode = LotteryPrizeMode;

/**
 * The lottery prize mode (docs/spec-index.md#states-and-transitions): ELOTT when the e-lottery section (the ELOTT category) holds a
 * VN lotto card (vendor TCG_LOTTO_VN) or a LOTT card (a vendor of the LOTT category), else LOTT.
 */
export function lotteryPrizeMode(navigation: readonly NavigationCategory[] | null | undefined): PrizeMode {
  const eLottery = navigation?.find((category) => category.gameType === 'ELOTT');
  if (!eLottery) return 'LOTT';
  const lotteryVendors = new Set(navigation?.find((category) => category.gameType === 'LOTT')?.vendors.map((vendor) => vendor.code) ?? []);
  return eLottery.vendors.some((vendor) => vendor.code === VN_LOTTO_VENDOR || lotteryVendors.has(vendor.code)) ? 'ELOTT' : 'LOTT';
}
