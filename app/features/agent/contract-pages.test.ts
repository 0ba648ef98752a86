import { describe, expect, it } from 'vitest';
import { visibleSections } from '#app/components/sections';
import { AGENT_SECTIONS, agentPages, contractPageFlags, type AgentFlag } from './sections';

const CONTRACT_PAGES = ['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary'];
const contractPagesOf = (kinds: Parameters<typeof contractPageFlags>[0]) =>
  agentPages(visibleSections<AgentFlag>(AGENT_SECTIONS, contractPageFlags(kinds))).filter((page) => CONTRACT_PAGES.includes(page));

describe('the agent menu by the consolidated contract info (ADR 033)', () => {
  it('shows exactly the contract pages whose kind says page', () => {
    expect(
      contractPagesOf([
        { kind: 'DIVIDEND', page: false },
        { kind: 'DAILY', page: true },
        { kind: 'HOURLY', page: false },
        { kind: 'REALTIME', page: true },
      ]),
    ).toEqual(['agentDailyWages2', 'agentRealtimeSalary']);
  });

  it('shows none without the info, and keeps the other pages', () => {
    expect(contractPagesOf(null)).toEqual([]);
    const pages = agentPages(visibleSections<AgentFlag>(AGENT_SECTIONS, contractPageFlags(undefined)));
    expect(pages).toContain('agentTeamOverview');
    expect(pages).toContain('downlineManagmentView');
  });
});
