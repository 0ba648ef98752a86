/** Every namespace of the English words beyond `common` (see app/i18n/namespaces.server.ts). */
import play from './play';
import authDialogs from './authDialogs';
import reports from './reports';
import cashier from './cashier';
import contracts from './contracts';
import security from './security';
import deposit from './deposit';
import withdraw from './withdraw';
import agentCentre from './agentCentre';
import agentReports from './agentReports';
import transfer from './transfer';
import lobby from './lobby';
import lottery from './lottery';
import records from './records';
import inbox from './inbox';
import rewards from './rewards';
import points from './points';
import feedback from './feedback';
import chat from './chat';
import responsibleGaming from './responsibleGaming';
import playerProtection from './playerProtection';
import playSession from './playSession';
import analytics from './analytics';
import devTools from './devTools';
import guardPages from './guardPages';
import verification from './verification';
import gameInfo from './gameInfo';
import legal from './legal';
import consent from './consent';
import complaints from './complaints';
import privacy from './privacy';
import jackpots from './jackpots';
import push from './push';
import tournaments from './tournaments';

const namespaces = {
  play,
  authDialogs,
  reports,
  cashier,
  contracts,
  security,
  deposit,
  withdraw,
  agentCentre,
  agentReports,
  transfer,
  lobby,
  lottery,
  records,
  inbox,
  rewards,
  points,
  feedback,
  chat,
  responsibleGaming,
  playerProtection,
  playSession,
  analytics,
  devTools,
  guardPages,
  verification,
  gameInfo,
  legal,
  consent,
  complaints,
  privacy,
  jackpots,
  push,
  tournaments,
};

export type Namespaces = typeof namespaces;
export default namespaces;
