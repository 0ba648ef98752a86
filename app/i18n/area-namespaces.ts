import type { Namespace } from '#app/i18n/words.server';

/** The member centre's namespaces, declared by its layout for every page inside (a few kilobytes, never on the home page). */
export const MEMBER_NAMESPACES: readonly Namespace[] = [
  'cashier',
  'security',
  'deposit',
  'withdraw',
  'transfer',
  'records',
  'inbox',
  'rewards',
  'contracts',
  'authDialogs',
  'reports',
  'playerProtection',
];

/** The agent centre's namespaces, declared by its layout (the reports and contracts add theirs here). */
export const AGENT_NAMESPACES: readonly Namespace[] = ['agentCentre', 'agentReports', 'records', 'authDialogs', 'reports', 'contracts', 'playerProtection'];
