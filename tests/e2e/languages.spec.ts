import { AGENT_SECTIONS } from '../../app/features/agent/sections';
import { MEMBER_SECTIONS } from '../../app/features/member/sections';
import { agentLogIn, asAccount, demo, seedSmallTeam, test } from './fixtures';
import { LANGUAGES, expectNoEnglish, type AreaWalk } from './language-leaks';

/**
 * No English reaches a member's or an agent's page in another language, the CSVs included
 * (language-leaks.ts): as the demo member and the demo agent, so in the demo accounts' lane. The
 * visitor's pages are languages-visitor.spec.ts.
 */
const AREAS: Record<'member' | 'agent', AreaWalk> = {
  member: async (page, visit, csv) => {
    await asAccount(page, demo.member);
    for (const section of MEMBER_SECTIONS) await visit(section.path);
    for (const url of ['/member/transactionHistory.csv', '/member/personalHistoryCopy.csv']) await csv(url);
  },
  agent: async (page, visit, csv) => {
    // Sub-agents with downlines of their own: the team tree's rows that open (their names in the reader's sentence).
    await seedSmallTeam(page.request);
    await agentLogIn(page);
    for (const section of AGENT_SECTIONS) await visit(section.path);
    await csv('/agentHome/agentRevenueReport.csv');
  },
};

test.describe('every page in every language', () => {
  for (const language of LANGUAGES) {
    for (const [area, walk] of Object.entries(AREAS)) {
      test(`no English reaches a ${language} page (${area})`, async ({ page, context }) => {
        test.setTimeout(180_000);
        await expectNoEnglish({ page, context }, language, walk);
      });
    }
  }
});
