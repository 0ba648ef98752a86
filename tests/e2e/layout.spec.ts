/**
 * Phone first (ADR 037), a member's and an agent's pages: each template once, in each state that
 * changes its markup, at a phone, a tablet and a laptop (layout-probe.ts WIDTHS): nothing scrolls
 * sideways, nothing fixed covers a control or a cell, no control's words are cut; and axe finds
 * nothing serious, once per template, at the phone's width (checkAtEveryWidth's `axe`). A template's
 * other pages share its frame and components (the member centre's menu and forms, the report kit's
 * <DataTable>), so one page stands for them; which page stands for which is tests/README.md's table.
 * A visitor's templates are layout-public.spec.ts; the states beyond a template, a11y-states.ts.
 */
import { asAccount, demo, test, withoutAnnouncementPopup } from './fixtures';
import { checkAtEveryWidth } from './layout-probe';

/** One page per member template: the signed-in shell, a form page, a report, the page of many forms, the limits, the inbox, rewards, the points mall, the lottery, a game list, a dialog over the home page. */
const MEMBER_TEMPLATES = [
  '/',
  '/member/depositv2',
  '/member/transactionHistory',
  '/member/securityCenter',
  '/member/responsibleGaming',
  '/member/messageV2',
  '/member/rewardCenter',
  '/pointMall',
  '/lottery',
  '/favorite',
  '/chat',
];
/** One page per agent template: the team overview (charts and their tables), the tree, a report with totals, a form, a contract desk. */
const AGENT_TEMPLATES = [
  '/agentHome/agentTeamOverview',
  '/agentHome/downlineManagmentView',
  '/agentHome/agentRevenueReport',
  '/agentHome/registerCenter',
  '/agentHome/agentDailyWages2',
];

test.describe('as a member', () => {
  for (const url of MEMBER_TEMPLATES) {
    test(`${url} fits a phone, a tablet and a laptop; axe finds nothing serious`, async ({ page }) => {
      await withoutAnnouncementPopup(page);
      await asAccount(page, demo.member, url);
      await checkAtEveryWidth(page, url, { axe: true });
    });
  }
});

test.describe('as an agent', () => {
  for (const url of AGENT_TEMPLATES) {
    test(`${url} fits a phone, a tablet and a laptop; axe finds nothing serious`, async ({ page }) => {
      await withoutAnnouncementPopup(page);
      await asAccount(page, demo.agent, url);
      await checkAtEveryWidth(page, url, { axe: true });
    });
  }
});
