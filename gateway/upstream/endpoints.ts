import { z } from 'zod';
import { CacheLong, CacheMedium, CacheShort, type CacheStrategy } from '../cache';
import * as dto from './dto';

/**
 * Every platform call the product makes, as one declarative table. The platform client is the
 * only code that reads it; nothing else knows a REST path. Rows whose feature is not built yet
 * still name their path, method, module, token and encryption so that the protocol is in one place.
 */
export interface EndpointDef {
  path: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as the ModuleId header. */
  moduleId: string;
  /** Whether the session token is sent: never, when the caller has one, or always. */
  token: 'none' | 'optional' | 'required';
  /** The body is encrypted with the configured scheme. */
  encrypted: boolean;
  /** Cache strategy for public reads; null for anything personal or mutating. */
  cache: CacheStrategy | null;
  /** Validates `value` of the envelope (or the whole body for text answers). */
  schema: z.ZodType;
  /** The body is plain text rather than the JSON envelope. */
  text?: boolean;
  /** The other relay family's name for the same call, where one is known. */
  alternate?: string;
}

const anyValue = z.unknown();
const relay = (name: string) => `/wps/relay/${name}`;

function row<S extends z.ZodType>(def: EndpointDef & { schema: S }): EndpointDef & { schema: S } {
  return def;
}

export const endpoints = {
  // System
  systemStatus: row({
    path: '/wps/system/status',
    method: 'GET',
    moduleId: 'COMM3',
    token: 'none',
    encrypted: false,
    cache: CacheShort,
    schema: dto.statusSchema,
  }),
  whitelabel: row({
    path: '/wps/system/whitelabel',
    method: 'GET',
    moduleId: 'COMM3',
    token: 'none',
    encrypted: false,
    cache: CacheMedium,
    schema: dto.whitelabelSchema,
  }),
  registerSettings: row({
    path: '/wps/system/setting/register',
    method: 'GET',
    moduleId: 'REG3',
    token: 'none',
    encrypted: false,
    cache: CacheMedium,
    schema: dto.registerSettingsSchema,
  }),
  domainRoute: row({
    path: '/wps/system/domainRoute',
    method: 'GET',
    moduleId: 'COMM3',
    token: 'none',
    encrypted: false,
    cache: CacheLong,
    schema: dto.domainRouteSchema,
  }),
  helpCenter: row({
    path: '/wps/system/helpCenter',
    method: 'GET',
    moduleId: 'COMM3',
    token: 'none',
    encrypted: false,
    cache: CacheLong,
    schema: dto.helpCenterSchema,
  }),
  systemInfo: row({ path: '/wps/system/info', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false, cache: CacheMedium, schema: dto.infoSchema }),
  oaepKey: row({
    path: '/wps/session/key/oaep',
    method: 'GET',
    moduleId: 'COMM3',
    token: 'none',
    encrypted: false,
    cache: null,
    schema: z.object({ kty: z.literal('RSA'), n: z.string(), e: z.string(), alg: z.literal('RSA-OAEP-256') }).passthrough(),
  }),
  rsaKey: row({
    path: '/wps/session/key/rsa',
    method: 'GET',
    moduleId: 'COMM3',
    token: 'none',
    encrypted: false,
    cache: null,
    schema: z.string().regex(/^[0-9a-f]+$/i),
    text: true,
  }),
  captcha: row({ path: '/wps/captcha', method: 'GET', moduleId: 'COMM3', token: 'none', encrypted: false, cache: null, schema: dto.captchaSchema }),
  affiliate: row({ path: '/wps/agent/affiliate', method: 'GET', moduleId: 'REG3', token: 'none', encrypted: false, cache: null, schema: anyValue }),
  feedback: row({ path: '/wps/feedback', method: 'POST', moduleId: 'COMM3', token: 'required', encrypted: false, cache: null, schema: anyValue }),

  // Session and member
  login: row({ path: '/wps/session/login', method: 'POST', moduleId: 'LOGIN3', token: 'none', encrypted: true, cache: null, schema: dto.loginValueSchema }),
  loginVerification: row({
    path: '/wps/session/login/verification',
    method: 'POST',
    moduleId: 'LOGIN3',
    token: 'required',
    encrypted: true,
    cache: null,
    schema: dto.loginValueSchema,
  }),
  loginVerificationSend: row({
    path: '/wps/session/login/verification/send',
    method: 'POST',
    moduleId: 'LOGIN3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: dto.codeSentSchema,
  }),
  freePlayLogin: row({
    path: '/wps/session/login/freeplay',
    method: 'POST',
    moduleId: 'FREEPLAY3',
    token: 'none',
    encrypted: false,
    cache: null,
    schema: dto.loginValueSchema,
  }),
  logout: row({ path: '/wps/session/logout', method: 'POST', moduleId: 'COMM3', token: 'required', encrypted: false, cache: null, schema: anyValue }),
  loginSmsCode: row({
    path: '/wps/verification/sms/noLogin',
    method: 'POST',
    moduleId: 'LOGIN3',
    token: 'none',
    encrypted: false,
    cache: null,
    schema: dto.codeSentSchema,
  }),
  registerSmsCode: row({
    path: '/wps/verification/sms/register',
    method: 'POST',
    moduleId: 'REG3',
    token: 'none',
    encrypted: false,
    cache: null,
    schema: dto.codeSentSchema,
  }),
  memberInfo: row({
    path: '/wps/member/info',
    method: 'GET',
    moduleId: 'COMM3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: dto.memberInfoSchema,
  }),
  register: row({ path: '/wps/member/register', method: 'POST', moduleId: 'REG3', token: 'none', encrypted: true, cache: null, schema: dto.loginValueSchema }),
  registerMobile: row({
    path: '/wps/member/register/mobile',
    method: 'POST',
    moduleId: 'MOBILENUMREG3',
    token: 'none',
    encrypted: true,
    cache: null,
    schema: dto.loginValueSchema,
  }),
  changePassword: row({ path: '/wps/member/password', method: 'PUT', moduleId: 'PWD3', token: 'required', encrypted: true, cache: null, schema: anyValue }),
  resetPasswordByMail: row({
    path: '/wps/member/password/email',
    method: 'POST',
    moduleId: 'PWD3',
    token: 'none',
    encrypted: false,
    cache: null,
    schema: anyValue,
  }),
  resetPasswordByMailComplete: row({
    path: '/wps/member/password/email/reset',
    method: 'POST',
    moduleId: 'PWD3',
    token: 'none',
    encrypted: true,
    cache: null,
    schema: anyValue,
  }),
  resetPasswordByPhone: row({
    path: '/wps/member/password/verification',
    method: 'POST',
    moduleId: 'PWD3',
    token: 'none',
    encrypted: true,
    cache: null,
    schema: anyValue,
  }),
  memberIcon: row({
    path: '/wps/member/info/icon',
    method: 'GET',
    moduleId: 'COMM3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: dto.memberIconSchema,
  }),
  consolidatedFunds: row({
    path: '/wps/member/info/funds/consolidated',
    method: 'GET',
    moduleId: 'COMM3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
  }),

  // Wallet
  balance: row({
    path: '/wps/v2/wallets/balance',
    method: 'GET',
    moduleId: 'COMM3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: dto.balanceSchema,
  }),
  walletTransfer: row({
    path: relay('GCS_walletTransfer'),
    method: 'POST',
    moduleId: 'COMM3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
  }),
  merchantWallet: row({
    path: relay('GCS_merchantWallet'),
    method: 'GET',
    moduleId: 'COMM3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
  }),

  // Games
  gameMenus: row({
    path: '/lgw/games/game_menus',
    method: 'GET',
    moduleId: 'GAMELO3',
    token: 'none',
    encrypted: false,
    cache: CacheLong,
    schema: dto.gameMenusSchema,
  }),
  gameList: row({
    path: relay('GCSGAME_gameList'),
    method: 'GET',
    moduleId: 'GAMELO3',
    token: 'none',
    encrypted: false,
    cache: CacheMedium,
    schema: dto.gameListSchema,
  }),
  hotGames: row({
    path: relay('GCSGAME_hotGamesV2'),
    method: 'POST',
    moduleId: 'GAMELO3',
    token: 'none',
    encrypted: false,
    cache: CacheMedium,
    schema: dto.hotGamesSchema,
  }),
  vendorGameTypes: row({
    path: relay('GCSGAME_getVassGameType'),
    method: 'GET',
    moduleId: 'GAMELO3',
    token: 'none',
    encrypted: false,
    cache: CacheLong,
    schema: dto.vassGameTypeSchema,
  }),
  vendorLanes: row({
    path: relay('GCSGAME_newGameVendor'),
    method: 'GET',
    moduleId: 'GAMELO3',
    token: 'none',
    encrypted: false,
    cache: CacheLong,
    schema: dto.newGameVendorSchema,
  }),
  launchGameFb: row({
    path: relay('GCS_gameLaunchFB'),
    method: 'POST',
    moduleId: 'GAMELO3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
  }),
  recentGames: row({ path: relay('GCS_recentGame'), method: 'GET', moduleId: 'GAMELO3', token: 'required', encrypted: false, cache: null, schema: anyValue }),
  launchGame: row({ path: '/wps/game/launchGame', method: 'GET', moduleId: 'GAMELO3', token: 'required', encrypted: false, cache: null, schema: anyValue }),
  roomList: row({ path: relay('GLS2_roomList'), method: 'GET', moduleId: 'GAMELO3', token: 'required', encrypted: false, cache: null, schema: anyValue }),
  favoriteIds: row({
    path: relay('MCSFE_getFavoriteGames'),
    method: 'GET',
    moduleId: 'GAMELOFAV3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
  }),
  favoriteList: row({
    path: relay('MCSFE_getFavoriteGamesList'),
    method: 'GET',
    moduleId: 'GAMELOFAV3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
  }),
  addFavorite: row({
    path: relay('MCSFE_addFavoriteGameV2'),
    method: 'POST',
    moduleId: 'GAMELOFAV3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
  }),
  removeFavorite: row({
    path: relay('MCSFE_removeFavoriteGameV2'),
    method: 'DELETE',
    moduleId: 'GAMELOFAV3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
  }),

  // Lottery and missions
  lotteryMenu: row({ path: '/lgw/vn/games/game_menu', method: 'GET', moduleId: 'GAMELO3', token: 'optional', encrypted: false, cache: null, schema: anyValue }),
  lotteryRecent: row({
    path: '/lgw/vn/games/game_menu/recent',
    method: 'GET',
    moduleId: 'GAMELO3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
  }),
  lotteryOpenedNumero: row({
    path: '/lotto/lgw/games/opened/numero',
    method: 'GET',
    moduleId: 'GAMELO3',
    token: 'none',
    encrypted: false,
    cache: CacheShort,
    schema: anyValue,
  }),
  lotteryOpenedGame: row({
    path: '/lgw/vn/numeros/opened/game',
    method: 'GET',
    moduleId: 'GAMELO3',
    token: 'none',
    encrypted: false,
    cache: CacheShort,
    schema: anyValue,
  }),
  missionSummary: row({
    path: relay('MCSFE_getMissionSummaryDetails'),
    method: 'GET',
    moduleId: 'MISSIONLB3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
    alternate: 'MCS2_getMissionSummaryDetails',
  }),
  missionLeaderboard: row({
    path: relay('MCSFE_getMissionLeaderboard'),
    method: 'GET',
    moduleId: 'MISSIONLB3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
    alternate: 'MCS2_getMissionLeaderboard',
  }),

  // Announcements and other relays
  announcements: row({
    path: relay('MCSFE_getListAnnouncements'),
    method: 'GET',
    moduleId: 'COMM3',
    token: 'none',
    encrypted: false,
    cache: CacheShort,
    schema: dto.announcementsSchema,
    alternate: 'MCS2_getListAnnouncements',
  }),
  winnerBoard: row({
    path: relay('ODSFE2_getWinnerBoard'),
    method: 'POST',
    moduleId: 'COMM3',
    token: 'none',
    encrypted: false,
    cache: CacheShort,
    schema: dto.winnerBoardSchema,
  }),
  unreadCount: row({ path: relay('CSP_unreadCount'), method: 'GET', moduleId: 'COMM3', token: 'required', encrypted: false, cache: null, schema: anyValue }),
  claimRaffle: row({
    path: relay('MCS2_claimRafflePromotion'),
    method: 'POST',
    moduleId: 'COMM3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
  }),
  dividendContract: row({
    path: relay('MCS2_processDividendReq'),
    method: 'POST',
    moduleId: 'AGENTPOLICY3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
  }),
  dailySalaryContract: row({
    path: relay('MCS2_processDailySalContract'),
    method: 'POST',
    moduleId: 'AGENTPOLICY3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
  }),
  hourSalaryContract: row({
    path: relay('MCS2_processContractHourSalary'),
    method: 'POST',
    moduleId: 'AGENTPOLICY3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
  }),
  realtimeSalaryContract: row({
    path: relay('MCSFE_processRealTimeSalaryContract'),
    method: 'POST',
    moduleId: 'AGENTPOLICY3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
    alternate: 'MCS2_processRealTimeSalaryContract',
  }),

  // Points
  pointBalance: row({
    path: relay('MCS2_getPointBalance'),
    method: 'GET',
    moduleId: 'PTSYS3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
    alternate: 'MCSFE_getPointBalance',
  }),
  pointRewards: row({
    path: relay('MCS2_getPointReward'),
    method: 'GET',
    moduleId: 'PTSYS3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
    alternate: 'MCSFE_getPointReward',
  }),
  redeemList: row({
    path: relay('MCS2_getRedeemPointList'),
    method: 'GET',
    moduleId: 'PTSYS3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
    alternate: 'MCSFE_getRedeemPointList',
  }),
  pointConfig: row({
    path: relay('MCS2_getPointConfig'),
    method: 'GET',
    moduleId: 'PTSYS3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
    alternate: 'MCSFE_getPointConfig',
  }),
  pointTransactions: row({
    path: relay('ODSFE2_MemTransDet'),
    method: 'GET',
    moduleId: 'PTSYS3',
    token: 'required',
    encrypted: false,
    cache: null,
    schema: anyValue,
  }),
  redeemPointReward: row({
    path: relay('passwordCheck/MCS2_redeemPointReward'),
    method: 'POST',
    moduleId: 'PTSYS3',
    token: 'required',
    encrypted: true,
    cache: null,
    schema: anyValue,
  }),
  convertPoint: row({
    path: relay('passwordCheck/MCS2_convertPoint'),
    method: 'POST',
    moduleId: 'PTSYS3',
    token: 'required',
    encrypted: true,
    cache: null,
    schema: anyValue,
  }),

  // Chat
  chatModels: row({ path: relay('CBS_modelList'), method: 'GET', moduleId: 'CBS3', token: 'optional', encrypted: false, cache: null, schema: anyValue }),
  launchChat: row({ path: relay('CBS_launchChat'), method: 'POST', moduleId: 'CBS3', token: 'optional', encrypted: false, cache: null, schema: anyValue }),
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;
/** The validated `value` of an endpoint's answer. */
export type EndpointValue<N extends EndpointName> = z.output<(typeof endpoints)[N]['schema']>;
