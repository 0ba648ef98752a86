/**
 * Phone first (ADR 037): every page of a member and of an agent, at two phones, a tablet, the most
 * common laptop and a desktop: nothing scrolls sideways, nothing fixed covers a control or a cell, no
 * control's words are cut. A screenshot of each page at each width is kept with the test's results
 * (test-results/), to look at. A visitor's pages are layout-public.spec.ts.
 */
import { asAccount, demo, test, withoutAnnouncementPopup } from './fixtures';
import { checkAtEveryWidth } from './layout-probe';

const MEMBER_PAGES = [
  '/',
  '/member/securityCenter',
  '/member/depositv2',
  '/member/withdraw',
  '/member/transferUpline',
  '/member/personalHistoryCopy',
  '/member/transactionHistory',
  '/member/personalProfit',
  '/member/security',
  '/member/responsibleGaming',
  '/member/messageV2',
  '/member/rewardCenter',
  '/member/bonusDetails',
  '/member/missionLeaderboard',
  '/member/manualRebate',
  '/member/referral',
  '/member/contract',
  '/pointMall',
  '/favorite',
  '/recent',
  '/lottery',
  '/promotions',
  '/PromotionDetail?type=WELCOME',
  '/feedback',
  '/chat',
];
const AGENT_PAGES = [
  '/agentHome/agentAnnouncement',
  '/agentHome/agentTeamOverview',
  '/agentHome/registerCenter',
  '/agentHome/downlineManagmentView',
  '/agentHome/personalHistoryCopy',
  '/agentHome/palStatementsAgentCopy',
  '/agentHome/agentRevenueReport',
  '/agentHome/agentDownlineTransactionDetailsCopy',
  '/agentHome/agentDividendRecordCopy2',
  '/agentHome/agentDailyWages2',
  '/agentHome/agentHourSalary',
  '/agentHome/agentRealtimeSalary',
];

test.describe('as a member', () => {
  for (const url of MEMBER_PAGES) {
    test(`${url} fits every width`, async ({ page }, testInfo) => {
      await withoutAnnouncementPopup(page);
      await asAccount(page, demo.member, url);
      await checkAtEveryWidth(page, url, testInfo);
    });
  }
});

test.describe('as an agent', () => {
  for (const url of AGENT_PAGES) {
    test(`${url} fits every width`, async ({ page }, testInfo) => {
      await withoutAnnouncementPopup(page);
      await asAccount(page, demo.agent, url);
      await checkAtEveryWidth(page, url, testInfo);
    });
  }
});
