/**
 * The pages the route tier's sweeps visit: every page a visitor reaches without an account, every
 * section of the member centre and of the agent centre, each with the account that reads it, and
 * the CSVs of each area. The language sweep (languages.test.ts) and the markup check
 * (valid-html.test.ts) read the same list, so a page added here is checked by both.
 */
import { AGENT_SECTIONS } from '#app/features/agent/sections';
import { MEMBER_SECTIONS } from '#app/features/member/sections';

/** A slot's rules and return to player (the demo catalogue's first hot slot; game-info.test.ts checks it has its pay table). */
export const GAME_INFO_PAGE = '/play/100739/info';

export const VISITOR_PAGES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/help',
  '/promotions',
  '/pointMall',
  '/rng',
  '/live',
  '/lottery',
  '/vnLottery',
  '/providers',
  GAME_INFO_PAGE,
  '/jackpots',
  '/jackpots/MEGA',
  '/tournaments',
  '/down',
  '/agent',
  '/offline',
  '/no-such-page-at-all',
];

/** Each area's pages, its CSVs, and whose session reads them. */
export const AREAS: { area: string; as?: string; pages: readonly string[]; csvs: readonly string[] }[] = [
  { area: 'visitor', pages: VISITOR_PAGES, csvs: [] },
  {
    area: 'member',
    as: 'demo_member',
    pages: MEMBER_SECTIONS.map((section) => section.path),
    csvs: ['/member/transactionHistory.csv', '/member/personalHistoryCopy.csv'],
  },
  { area: 'agent', as: 'demo_agent', pages: AGENT_SECTIONS.map((section) => section.path), csvs: ['/agentHome/agentRevenueReport.csv'] },
];

/** A page's address in a language (the `lng` query the language switch also reads). */
export function inLanguage(url: string, language: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}lng=${encodeURIComponent(language)}`;
}
