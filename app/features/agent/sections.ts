import type { AreaSection } from '#app/components/sections';
import type { FeatureFlag } from '#app/features/member/sections';

/**
 * The agent centre's menu, in the spec's order (docs/spec-index.md#agent-center "Agent center"): the twelve pages, each
 * listed once its route exists. The path's last part is the page's name (remembered as the
 * current page; /agentHome opens it).
 */
export const AGENT_SECTIONS: readonly AreaSection<AgentFlag>[] = [
  { path: '/agentHome/agentAnnouncement', label: 'agentCentre.pages.agentAnnouncement' },
  { path: '/agentHome/agentTeamOverview', label: 'agentReports.pages.agentTeamOverview' },
  { path: '/agentHome/registerCenter', label: 'agentCentre.pages.registerCenter' },
  { path: '/agentHome/downlineManagmentView', label: 'agentCentre.pages.downlineManagmentView' },
  { path: '/agentHome/personalHistoryCopy', label: 'agentReports.pages.personalHistoryCopy' },
  { path: '/agentHome/palStatementsAgentCopy', label: 'agentReports.pages.palStatementsAgentCopy' },
  { path: '/agentHome/agentRevenueReport', label: 'agentReports.pages.agentRevenueReport' },
  { path: '/agentHome/agentDownlineTransactionDetailsCopy', label: 'agentReports.pages.agentDownlineTransactionDetailsCopy' },
  // Contracts (app/features/contracts; labels from the contracts namespace): a kind's page shows by the
  // consolidated contract info (contractPageFlags; docs/decisions/033-contracts.md).
  { path: '/agentHome/agentDividendRecordCopy2', label: 'contracts.kinds.DIVIDEND.title', requires: 'contractDIVIDEND' },
  { path: '/agentHome/agentDailyWages2', label: 'contracts.kinds.DAILY.title', requires: 'contractDAILY' },
  { path: '/agentHome/agentHourSalary', label: 'contracts.kinds.HOURLY.title', requires: 'contractHOURLY' },
  { path: '/agentHome/agentRealtimeSalary', label: 'contracts.kinds.REALTIME.title', requires: 'contractREALTIME' },
];

/** A contract kind's page switch: `contract<KIND>`, on when the consolidated contract info says the page shows. */
export type ContractPageFlag = `contract${'DIVIDEND' | 'DAILY' | 'HOURLY' | 'REALTIME'}`;
export type AgentFlag = FeatureFlag | ContractPageFlag;

/** The contract pages' switches from the consolidated contract info (`contractInfo.kinds[].page`); none without it. */
export function contractPageFlags(kinds: readonly { kind: string; page: boolean }[] | null | undefined): Partial<Record<ContractPageFlag, boolean>> {
  return Object.fromEntries((kinds ?? []).map((k) => [`contract${k.kind}`, k.page]));
}

/** The page /agentHome opens when none is remembered (docs/spec-index.md#screens-and-routes), once it is in the menu. */
export const AGENT_PAGE_DEFAULT = 'agentTeamOverview';

/** The pages' names, from their paths. */
export function agentPages(sections: readonly Pick<AreaSection, 'path'>[]): string[] {
  return sections.map((section) => section.path.split('/').pop() ?? '').filter(Boolean);
}
