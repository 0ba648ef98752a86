import type { AreaSection } from '../../components/sections';
import type { FeatureFlag } from '../member/sections';

/** The agent centre's menu, in order (spec §2 "Agent center"); the reports and contracts join it here. */
export const AGENT_SECTIONS: readonly AreaSection<FeatureFlag>[] = [
  { path: '/agentHome', label: 'agent.overview', end: true },
  { path: '/agentHome/agentTeamOverview', label: 'agentReports.pages.agentTeamOverview' },
  { path: '/agentHome/personalHistoryCopy', label: 'agentReports.pages.personalHistoryCopy' },
  { path: '/agentHome/palStatementsAgentCopy', label: 'agentReports.pages.palStatementsAgentCopy' },
  { path: '/agentHome/agentRevenueReport', label: 'agentReports.pages.agentRevenueReport' },
  { path: '/agentHome/agentDownlineTransactionDetailsCopy', label: 'agentReports.pages.agentDownlineTransactionDetailsCopy' },
  // Contracts (app/features/contracts; labels from the contracts namespace).
  { path: '/agentHome/agentDividendRecordCopy2', label: 'contracts.kinds.DIVIDEND.title' },
  { path: '/agentHome/agentDailyWages2', label: 'contracts.kinds.DAILY.title' },
  { path: '/agentHome/agentHourSalary', label: 'contracts.kinds.HOURLY.title' },
  { path: '/agentHome/agentRealtimeSalary', label: 'contracts.kinds.REALTIME.title' },
];
