import type { Language } from './config';
import enAuthDialogs from './locales/en/authDialogs';
import enReports from './locales/en/reports';
import enCashier from './locales/en/cashier';
import enContracts from './locales/en/contracts';
import enDeposit from './locales/en/deposit';
import enLobby from './locales/en/lobby';
import enLottery from './locales/en/lottery';
import enPlay from './locales/en/play';
import enFeedback from './locales/en/feedback';
import enChat from './locales/en/chat';
import enInbox from './locales/en/inbox';
import enRewards from './locales/en/rewards';
import enPoints from './locales/en/points';
import enRecords from './locales/en/records';
import enSecurity from './locales/en/security';
import enTransfer from './locales/en/transfer';
import enWithdraw from './locales/en/withdraw';
import enAgentCentre from './locales/en/agentCentre';
import enAgentReports from './locales/en/agentReports';
import koAuthDialogs from './locales/ko/authDialogs';
import koReports from './locales/ko/reports';
import koCashier from './locales/ko/cashier';
import koContracts from './locales/ko/contracts';
import koDeposit from './locales/ko/deposit';
import koLobby from './locales/ko/lobby';
import koLottery from './locales/ko/lottery';
import koPlay from './locales/ko/play';
import koFeedback from './locales/ko/feedback';
import koChat from './locales/ko/chat';
import koInbox from './locales/ko/inbox';
import koRewards from './locales/ko/rewards';
import koPoints from './locales/ko/points';
import koRecords from './locales/ko/records';
import koSecurity from './locales/ko/security';
import koTransfer from './locales/ko/transfer';
import koWithdraw from './locales/ko/withdraw';
import koAgentCentre from './locales/ko/agentCentre';
import koAgentReports from './locales/ko/agentReports';

/**
 * Translation namespaces beyond `common`, one file per feature so that each feature's words reach
 * the browser only with its own pages: a route's loader returns `translations(locale, [...])` and
 * its component wraps its content in <MoreTranslations>. Top-level keys must not repeat across
 * namespaces (a test checks).
 */
export const namespaces = {
  en: {
    play: enPlay,
    authDialogs: enAuthDialogs,
    reports: enReports,
    cashier: enCashier,
    contracts: enContracts,
    security: enSecurity,
    deposit: enDeposit,
    withdraw: enWithdraw,
    agentCentre: enAgentCentre,
    agentReports: enAgentReports,
    transfer: enTransfer,
    lobby: enLobby,
    lottery: enLottery,
    records: enRecords,
    inbox: enInbox,
    rewards: enRewards,
    points: enPoints,
    feedback: enFeedback,
    chat: enChat,
  },
  ko: {
    play: koPlay,
    authDialogs: koAuthDialogs,
    reports: koReports,
    cashier: koCashier,
    contracts: koContracts,
    security: koSecurity,
    deposit: koDeposit,
    withdraw: koWithdraw,
    agentCentre: koAgentCentre,
    agentReports: koAgentReports,
    transfer: koTransfer,
    lobby: koLobby,
    lottery: koLottery,
    records: koRecords,
    inbox: koInbox,
    rewards: koRewards,
    points: koPoints,
    feedback: koFeedback,
    chat: koChat,
  },
} as const;

export type Namespace = keyof (typeof namespaces)['en'];

/** The member centre sends all of its namespaces with every page (a few kilobytes, never on the home page). */
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
];

/** The agent centre sends its namespaces with every page (the reports and contracts add theirs here). */
export const AGENT_NAMESPACES: readonly Namespace[] = ['agentCentre', 'agentReports', 'records', 'authDialogs', 'reports', 'contracts'];

export function translations(locale: Language, names: readonly Namespace[]): Record<string, unknown> {
  return Object.assign({}, ...names.map((name) => namespaces[locale][name]));
}
