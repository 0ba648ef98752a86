import type { Language } from './config';
import enAuthDialogs from '#app/i18n/locales/en/authDialogs';
import enReports from '#app/i18n/locales/en/reports';
import enCashier from '#app/i18n/locales/en/cashier';
import enContracts from '#app/i18n/locales/en/contracts';
import enDeposit from '#app/i18n/locales/en/deposit';
import enLobby from '#app/i18n/locales/en/lobby';
import enLottery from '#app/i18n/locales/en/lottery';
import enPlay from '#app/i18n/locales/en/play';
import enFeedback from '#app/i18n/locales/en/feedback';
import enChat from '#app/i18n/locales/en/chat';
import enInbox from '#app/i18n/locales/en/inbox';
import enRewards from '#app/i18n/locales/en/rewards';
import enPoints from '#app/i18n/locales/en/points';
import enRecords from '#app/i18n/locales/en/records';
import enSecurity from '#app/i18n/locales/en/security';
import enTransfer from '#app/i18n/locales/en/transfer';
import enWithdraw from '#app/i18n/locales/en/withdraw';
import enAgentCentre from '#app/i18n/locales/en/agentCentre';
import enAgentReports from '#app/i18n/locales/en/agentReports';
import enResponsibleGaming from '#app/i18n/locales/en/responsibleGaming';
import koAuthDialogs from '#app/i18n/locales/ko/authDialogs';
import koReports from '#app/i18n/locales/ko/reports';
import koCashier from '#app/i18n/locales/ko/cashier';
import koContracts from '#app/i18n/locales/ko/contracts';
import koDeposit from '#app/i18n/locales/ko/deposit';
import koLobby from '#app/i18n/locales/ko/lobby';
import koLottery from '#app/i18n/locales/ko/lottery';
import koPlay from '#app/i18n/locales/ko/play';
import koFeedback from '#app/i18n/locales/ko/feedback';
import koChat from '#app/i18n/locales/ko/chat';
import koInbox from '#app/i18n/locales/ko/inbox';
import koRewards from '#app/i18n/locales/ko/rewards';
import koPoints from '#app/i18n/locales/ko/points';
import koRecords from '#app/i18n/locales/ko/records';
import koSecurity from '#app/i18n/locales/ko/security';
import koTransfer from '#app/i18n/locales/ko/transfer';
import koWithdraw from '#app/i18n/locales/ko/withdraw';
import koAgentCentre from '#app/i18n/locales/ko/agentCentre';
import koAgentReports from '#app/i18n/locales/ko/agentReports';
import koResponsibleGaming from '#app/i18n/locales/ko/responsibleGaming';

/**
 * Translation namespaces beyond `common`, one file per feature so that each feature's words reach
 * the browser only with its own pages: a route module names the namespaces it uses in its
 * `handle`, and the words layout (features/shell/WordsLayout.tsx) sends them. Top-level keys must
 * not repeat across namespaces (a test checks).
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
    responsibleGaming: enResponsibleGaming,
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
    responsibleGaming: koResponsibleGaming,
  },
} as const;

export type Namespace = keyof (typeof namespaces)['en'];

export function translations(locale: Language, names: readonly Namespace[]): Record<string, unknown> {
  return Object.assign({}, ...names.map((name) => namespaces[locale][name]));
}
