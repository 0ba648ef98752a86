/**
 * Contract tests of the endpoint table against the reference platform: for each row listed here,
 * the call the gateway makes (through the resolver that makes it, or through the platform client
 * for a row no resolver calls yet) goes out as the row says (path, method, ModuleId, token,
 * encryption, payload fields), and the platform's answer passes the row's schema. A wrong shape
 * fails the schema, and the client refuses it as a malformed answer.
 *
 * Every write row (any method but GET, less the reads by POST) has a case here, or a reason in
 * NOT_EXERCISED: a test below fails otherwise. The reads are checked by the go-live check's tests.
 *
 * A row joins the table with one entry. Every case sets its own scene (a session, money, a code from
 * the development outbox) on an account of its own, so the cases do not depend on each other's order.
 */
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import { PlatformClient } from '#gateway/upstream/client';
import { endpoints, type EndpointName } from '#gateway/upstream/endpoints';
import { walletGate } from '#platform/src/modules/wallet/wallet-gate';
import { encodePasswordHash, hashPassword, type PasswordHash } from '#platform/src/modules/session/password';
import { acceptLegal, DEMO_LEGAL_INPUT } from '../support/legal';
import { FakePlatformBinding, useHarness, type VisitOptions } from './harness';
import { testSubscription } from '../../fixtures/web-push';

const h = useHarness({ seedAccounts: true });

/** What a case prepared: the session the call goes with (null: a visitor), and a code, token, id or input it needs. */
interface Scene {
  token: string | null;
  value?: string;
  input?: Record<string, unknown>;
}

interface RowCase {
  /** Sets the scene; nothing it sends is checked. */
  prepare: () => Promise<Scene>;
  /** Makes the row's call as the gateway does, and checks that it succeeded. */
  call: (scene: Scene) => Promise<void>;
  /** The payload fields the call sends; null when it sends no body. */
  payload: string[] | null;
  /** The query parameters the call sends, for a row that sends them. */
  query?: string[];
  /** Answers of a wrong shape: the row's schema refuses each (the first one is also fed to the client). */
  wrong: unknown[];
}

/** Who a request is from: a session token, a visitor (null), or a whole visit (an address, a pending login). */
type Who = string | null | VisitOptions;
const visit = (who: Who): VisitOptions => (typeof who === 'string' || who === null ? { token: who } : who);

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { ok errors { code field } needSecondStep } }`;
/** Every new account has PASSWORD as its login password, and PAY as its payment password when it has one. */
const PASSWORD = 'Contract2024';
const PAY = '246810';
const LOTTERY_GAME = 'tcg_lott_0001';

const CREATE_DEPOSIT = `mutation ($input: CreateDepositInput!) { createDeposit(input: $input) { ok errors { code field } deposit { id status } } }`;
const REQUEST_WITHDRAWAL = `mutation ($input: WithdrawalInput!) { requestWithdrawal(input: $input) { ok errors { code field } withdrawal { id } } }`;
const PROMOTION = (field: string) => `mutation ($id: ID!) { ${field}(input: { promotionId: $id }) { ok errors { code field } } }`;
const FAVORITE = (field: string) =>
  `mutation ($id: ID!, $vendor: String, $gameType: String) { ${field}(gameId: $id, vendor: $vendor, gameType: $gameType) { ok errors { code field } isFavorite } }`;

// Answers of a wrong shape, shared by the rows with the same schema.
const ACKNOWLEDGEMENT_WRONG = [{}, true, 'OK', 0, []];
const LOGIN_VALUE_WRONG = [null, {}, { token: 'too-short' }, { token: 42 }];
const CODE_SENT_WRONG = [null, 30, { expiredMinutes: '30' }, { expiredMinutes: 0 }];
const PAYMENT_PASSWORD_WRONG = [null, {}, { hasPaymentPassword: false }, { hasPaymentPassword: 'true' }];
const BANK_CARDS_WRONG = [null, {}, { list: [], limit: 0, banks: [], realName: null }, { list: [{ cardId: 1 }], limit: 3, banks: [], realName: null }];
const DEPOSIT_WRONG = [null, {}, { depositId: 1, status: 'DONE', methodCode: 'QR_BANK', kind: 'QR', bankType: 'PAYID', amount: 1, createdAt: 1 }];
const PROMOTION_CLAIM_WRONG = [null, {}, { promotionId: 1, amount: 1, claimedAt: 1, status: 'CLAIMED' }];
const FAVORITE_WRONG = [null, {}, { nodeId: 1, favorite: 'yes' }];

let loginHash: PasswordHash;
let payHash: string;
beforeAll(async () => {
  loginHash = await hashPassword(h.platform.env, PASSWORD);
  payHash = encodePasswordHash(await hashPassword(h.platform.env, PAY));
});

let serial = 0;
/** A suffix no other case uses: names, request ids, numbers, addresses. */
const unique = () => `${Date.now().toString(36)}${++serial}`;
const requestId = () => `contract-${unique()}`;
/** A Korean mobile number no account has. */
const newPhone = () => `107${String(Date.now() % 100_000).padStart(5, '0')}${String(++serial % 100).padStart(2, '0')}`;
/** A visit from an address of its own (registration and free play are counted per address). */
const fromNewAddress = (): VisitOptions => ({ headers: { 'X-Test-Client-IP': `203.0.113.${(++serial % 250) + 1}` } });

/** A new session of an account. */
async function login(username: string, password: string): Promise<string> {
  const { result, context } = await h.run(LOGIN, { input: { username, password } });
  expect(result.data.login).toEqual({ ok: true, errors: [], needSecondStep: false });
  return (context.sessionChange as { token: string }).token;
}

/** A login of a new account (PASSWORD) from an address it has not used: its token, waiting for the second step. */
async function pendingLogin(options: AccountOptions): Promise<string> {
  const { username } = await account({ ...options, knownIp: '192.0.2.1' });
  const { result, context } = await h.run(LOGIN, { input: { username, password: PASSWORD } });
  expect(result.data.login).toEqual({ ok: true, errors: [], needSecondStep: true });
  return (context.sessionChange as { token: string }).token;
}

/** A form mutation `field(input)`, which must succeed. */
async function mutate(field: string, inputType: string, input: Record<string, unknown>, who: Who = null) {
  const { result } = await h.run(`mutation ($input: ${inputType}!) { ${field}(input: $input) { ok errors { code field } } }`, { input }, visit(who));
  expect(result.errors).toBeUndefined();
  expect(result.data[field]).toEqual({ ok: true, errors: [] });
}

/** Any mutation whose (only) field must answer ok; answers that field. */
async function succeed(query: string, variables: Record<string, unknown> = {}, who: Who = null): Promise<Record<string, any>> {
  const { result } = await h.run(query, variables, visit(who));
  expect(result.errors).toBeUndefined();
  const [answer] = Object.values(result.data as Record<string, Record<string, any>>);
  expect(answer, JSON.stringify(answer)).toMatchObject({ ok: true });
  return answer!;
}

interface AccountOptions {
  /** The main wallet's balance, in minor units. */
  money?: number;
  /** Points in the points mall. */
  points?: number;
  /** A payment password (PAY). */
  paymentPassword?: boolean;
  email?: string;
  /** A Korean mobile number (dialing code 82). */
  mobileNum?: string;
  /** The name on the member's bank account (a second step can ask for it). */
  payeeName?: string;
  /** The upline's username. */
  upline?: string;
  /** An address the account logged in from before: a login from any other asks for a second step. */
  knownIp?: string;
}

/** A new member account (with PASSWORD) and what the case needs on it. */
async function account(options: AccountOptions = {}): Promise<{ id: number; username: string }> {
  const username = `gec_${unique()}`;
  const row = await env.DB.prepare(
    `INSERT INTO accounts (merchant_code, username, nickname, type, parent_id, password_algorithm, password_iterations, password_salt, password_hash,
       password_changed_at, payment_password, country_dialing_code, mobile_num, email, payee_name, created_at)
     VALUES ('DEMO', ?1, 'Contract Tester', 0, (SELECT id FROM accounts WHERE merchant_code = 'DEMO' AND username = ?2), ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11,
       ?12, ?7) RETURNING id`,
  )
    .bind(
      username,
      options.upline ?? null,
      loginHash.algorithm,
      loginHash.iterations,
      loginHash.salt,
      loginHash.hash,
      Date.now(),
      options.paymentPassword ? payHash : null,
      options.mobileNum ? '+82' : null,
      options.mobileNum ?? null,
      options.email ?? null,
      options.payeeName ?? null,
    )
    .first<{ id: number }>();
  await acceptLegal(env.DB, [username]);
  const id = row!.id;
  if (options.money) {
    const opened = await walletGate(h.platform.env).execute({
      op: 'adjust',
      merchant: 'DEMO',
      accountId: id,
      key: `opening:${id}`,
      amountMinor: options.money,
      kind: 'OPENING',
      contra: 'CASH_IN',
    });
    expect(opened.ok).toBe(true);
  }
  if (options.points) {
    await env.DB.prepare(
      `INSERT INTO points_movements (merchant_code, account_id, kind, points, reference, entry_key, created_at) VALUES ('DEMO', ?1, 'ADJUSTMENT', ?2, 'test', ?3, ?4)`,
    )
      .bind(id, options.points, `contract:${username}`, Date.now())
      .run();
  }
  if (options.knownIp) {
    await env.DB.prepare('INSERT INTO account_ips (account_id, ip, first_seen_at, last_seen_at) VALUES (?1, ?2, ?3, ?3)')
      .bind(id, options.knownIp, Date.now())
      .run();
  }
  return { id, username };
}

/** A new member account with a session. */
async function member(options: AccountOptions = {}): Promise<{ id: number; username: string; token: string }> {
  const created = await account(options);
  return { ...created, token: await login(created.username, PASSWORD) };
}

/** A bank card of an account, by id. */
async function bankCard(accountId: number): Promise<string> {
  const card = await env.DB.prepare(
    `INSERT INTO bank_cards (merchant_code, account_id, bank_name, account_number, account_name, created_at)
     VALUES ('DEMO', ?1, 'Woori Bank', ?2, 'Contract Tester', ?3) RETURNING id`,
  )
    .bind(accountId, `1002${String(accountId).padStart(8, '0')}`, Date.now())
    .first<{ id: number }>();
  return String(card!.id);
}

/** A settled round of `stakeMinor` lost on a game of `gameType`, as the game server reports it. */
async function bet(username: string, stakeMinor: number, gameType = 'RNG') {
  const game = await env.DB.prepare('SELECT node_id FROM games WHERE game_type = ?1 ORDER BY node_id LIMIT 1').bind(gameType).first<{ node_id: number }>();
  const response = await h.dev('POST', '/__dev/bet-round', {
    username,
    roundId: `contract-${crypto.randomUUID()}`,
    stakeMinor,
    payoutMinor: 0,
    gameId: game!.node_id,
  });
  expect(response.status).toBe(200);
}

/** A slot with a free trial, as the lobby lists it. */
async function trialGame(): Promise<Record<string, unknown>> {
  const GAMES = `query ($filter: GameFilter!) { games(filter: $filter, limit: 50) { items { id gameCode gameType vendor hasFreeTrial } } }`;
  const { result } = await h.run(GAMES, { filter: { gameType: 'RNG', vendor: 'PP' } });
  const game = (result.data.games.items as { hasFreeTrial: boolean }[]).find((g) => g.hasFreeTrial);
  expect(game).toBeDefined();
  return game!;
}

/** A message to one member in their inbox, by id. */
async function inboxMessage(username: string): Promise<string> {
  const response = await h.dev('POST', '/__dev/inbox', { title: `For ${username}`, content: 'A contract test message', username });
  expect(response.status).toBe(200);
  return String(((await response.json()) as { value: { id: number } }).value.id);
}

/** Runs `body` with the brand's wallets in transfer mode (the demo brand has one wallet). */
async function inTransferMode(body: () => Promise<void>) {
  expect((await h.dev('PUT', '/__dev/wallet-settings', { walletMode: 'TRANSFER', transferVendors: ['PP', 'EVO'] })).status).toBe(200);
  try {
    await body();
  } finally {
    await h.dev('PUT', '/__dev/wallet-settings', { walletMode: 'SINGLE' });
  }
}

/** A contract offer from demo_agent to a new direct downline, through the platform client (no resolver calls these rows). */
function offerCase(name: EndpointName, terms: Record<string, unknown>): RowCase {
  return {
    prepare: async () => ({ token: await login('demo_agent', 'Agent2024'), value: (await account({ upline: 'demo_agent' })).username }),
    call: async ({ token, value: downline }) => {
      const answer = await h.visit({ token }).context.platform.call(name, { body: { action: 'offer', downline, ...terms } });
      expect(answer).toMatchObject({ status: 'OFFERED' });
    },
    payload: ['action', 'downline', ...Object.keys(terms)],
    wrong: [null, [], 'OFFERED', { status: 1 }],
  };
}

/** A deposit of a method of the demo brand, through createDeposit. */
function depositCase(input: Record<string, unknown>, extraFields: string[]): RowCase {
  return {
    prepare: async () => ({ token: (await member()).token }),
    call: async ({ token }) => {
      const answer = await succeed(CREATE_DEPOSIT, { input: { requestId: requestId(), ...input } }, token);
      expect(answer.deposit).toMatchObject({ status: 'PENDING' });
    },
    payload: ['amount', 'bankCode', 'bankType', 'vendorId', 'mcsBankCode', 'requestId', ...extraFields],
    wrong: DEPOSIT_WRONG,
  };
}

/** Answers a push settings change must not be taken for. */
const PUSH_WRONG = [
  null,
  {},
  { publicKey: 'short', kinds: [], subscriptions: 0 },
  { publicKey: 'A'.repeat(87), kinds: [{ kind: 'NOPE', enabled: true }], subscriptions: 0 },
];

const CASES: Partial<Record<EndpointName, RowCase>> = {
  // Logging in: the password, the second step, free play, logging out.
  login: {
    prepare: async () => ({ token: null, value: (await account()).username }),
    call: async ({ value }) => {
      await login(value!, PASSWORD);
    },
    payload: ['username', 'password', 'type'],
    wrong: LOGIN_VALUE_WRONG,
  },
  loginVerificationSend: {
    prepare: async () => ({ token: await pendingLogin({ email: `${unique()}@contract.example` }) }),
    call: async ({ token }) => {
      await succeed(`mutation { sendSecondStepCode(method: EMAIL) { ok } }`, {}, { pendingToken: token });
    },
    payload: ['method'],
    wrong: CODE_SENT_WRONG,
  },
  loginVerification: {
    prepare: async () => ({ token: await pendingLogin({ payeeName: 'Contract Payee' }) }),
    call: ({ token }) =>
      mutate('completeSecondStep', 'SecondStepInput', { method: 'BANK_ACCOUNT_NAME', bankAccountName: 'Contract Payee' }, { pendingToken: token }),
    payload: ['method', 'bankAccountName'],
    wrong: LOGIN_VALUE_WRONG,
  },
  freePlayLogin: {
    prepare: async () => ({ token: null }),
    call: async () => {
      await succeed(`mutation { freePlay { ok } }`, {}, fromNewAddress());
    },
    payload: ['os', 'platform', 'gatewayVersion'],
    wrong: LOGIN_VALUE_WRONG,
  },
  logout: {
    prepare: async () => ({ token: (await member()).token }),
    call: async ({ token }) => {
      expect((await h.run(`mutation { logout }`, {}, { token })).result.data.logout).toBe(true);
    },
    payload: null,
    wrong: ACKNOWLEDGEMENT_WRONG,
  },

  // SMS codes and registration.
  loginSmsCode: {
    prepare: async () => {
      const mobileNum = newPhone();
      await account({ mobileNum });
      return { token: null, value: mobileNum };
    },
    call: async ({ value }) => {
      await succeed(`mutation ($input: MobileInput!) { sendLoginCode(input: $input) { ok } }`, { input: { mobileNum: value, countryDialingCode: '82' } });
    },
    payload: ['mobileNum', 'countryDialingCode'],
    wrong: CODE_SENT_WRONG,
  },
  registerSmsCode: {
    prepare: async () => ({ token: null }),
    call: async () => {
      const input = { mobileNum: newPhone(), countryDialingCode: '82' };
      await succeed(`mutation ($input: MobileInput!) { sendRegisterCode(input: $input) { ok } }`, { input }, fromNewAddress());
    },
    payload: ['mobileNo', 'countryDialingCode'],
    wrong: CODE_SENT_WRONG,
  },
  register: {
    prepare: async () => ({ token: null }),
    call: () =>
      mutate(
        'register',
        'RegisterInput',
        { username: `c${unique()}`, password: 'Fresh2024', confirmPassword: 'Fresh2024', ...DEMO_LEGAL_INPUT },
        fromNewAddress(),
      ),
    payload: ['registerMethod', 'login', 'username', 'password', 'confirmPassword', 'legalVersions', 'confirmations'],
    wrong: LOGIN_VALUE_WRONG,
  },
  registerMobile: {
    prepare: async () => {
      const where = fromNewAddress();
      const mobileNum = newPhone();
      await succeed(`mutation ($input: MobileInput!) { sendRegisterCode(input: $input) { ok } }`, { input: { mobileNum, countryDialingCode: '82' } }, where);
      return { token: null, value: await h.lastCode(`+82 ${mobileNum}`), input: { mobileNum, where } };
    },
    call: ({ value, input }) =>
      mutate(
        'register',
        'RegisterInput',
        {
          method: 'MOBILE',
          mobileNum: input!.mobileNum,
          countryDialingCode: '82',
          verificationCode: value,
          password: 'Fresh2024',
          confirmPassword: 'Fresh2024',
          ...DEMO_LEGAL_INPUT,
        },
        input!.where as VisitOptions,
      ),
    payload: [
      'registerMethod',
      'login',
      'mobileNum',
      'countryDialingCode',
      'verificationCode',
      'password',
      'confirmPassword',
      'legalVersions',
      'confirmations',
    ],
    wrong: LOGIN_VALUE_WRONG,
  },

  // Passwords and sessions.
  changePassword: {
    prepare: async () => ({ token: (await member()).token }),
    call: ({ token }) =>
      mutate('changePassword', 'ChangePasswordInput', { oldPassword: PASSWORD, newPassword: 'Renewed2024', confirmNewPassword: 'Renewed2024' }, token),
    payload: ['oldPassword', 'newPassword', 'confirmNewPassword'],
    wrong: [null, {}, { passwordChangedAt: '2024-05-01T00:00:00Z' }],
  },
  endSession: {
    prepare: async () => {
      const { username, token: other } = await member();
      const token = await login(username, PASSWORD);
      const { result } = await h.run(`{ mySessions { id current } }`, {}, { token: other });
      return { token, value: (result.data.mySessions as { id: string; current: boolean }[]).find((s) => s.current)!.id };
    },
    call: async ({ token, value }) => {
      await succeed(`mutation ($id: ID!) { endSession(id: $id) { ok errors { code field } } }`, { id: value }, token);
    },
    payload: ['id'],
    wrong: ACKNOWLEDGEMENT_WRONG,
  },
  resetPasswordByMail: {
    prepare: async () => {
      const email = `${unique()}@contract.example`;
      return { token: null, input: { username: (await account({ email })).username, email } };
    },
    call: ({ input }) => mutate('requestPasswordReset', 'PasswordResetRequestInput', input!),
    payload: ['username', 'email'],
    wrong: CODE_SENT_WRONG,
  },
  resetPasswordByMailComplete: {
    prepare: async () => {
      const email = `${unique()}@contract.example`;
      await mutate('requestPasswordReset', 'PasswordResetRequestInput', { username: (await account({ email })).username, email });
      const [mail] = await h.outbox(email);
      return { token: null, value: /Reset token: (\S+)/.exec(mail?.body ?? '')?.[1] };
    },
    call: ({ value }) => mutate('resetPassword', 'PasswordResetInput', { token: value, newPassword: 'Renewed2024', confirmNewPassword: 'Renewed2024' }),
    payload: ['token', 'newPassword', 'confirmNewPassword'],
    wrong: ACKNOWLEDGEMENT_WRONG,
  },
  resetPasswordByPhone: {
    prepare: async () => {
      const mobileNum = newPhone();
      await account({ mobileNum });
      await succeed(`mutation ($input: MobileInput!) { sendLoginCode(input: $input) { ok } }`, { input: { mobileNum, countryDialingCode: '82' } });
      return { token: null, value: await h.lastCode(`+82 ${mobileNum}`), input: { mobileNum } };
    },
    call: ({ value, input }) =>
      mutate('resetPasswordByPhone', 'PhonePasswordResetInput', {
        mobileNum: input!.mobileNum,
        countryDialingCode: '82',
        verificationCode: value,
        newPassword: 'Renewed2024',
        confirmNewPassword: 'Renewed2024',
      }),
    payload: ['mobileNum', 'countryDialingCode', 'verificationCode', 'newPassword', 'confirmNewPassword'],
    wrong: ACKNOWLEDGEMENT_WRONG,
  },

  // The security centre: profile, contacts, payment password, bank cards.
  updateMemberProfile: {
    prepare: async () => ({ token: (await member()).token }),
    call: ({ token }) =>
      mutate('updateProfile', 'ProfileInput', { nickname: 'Contract', realName: 'Oh Sehun', birthday: '1994-04-12', incomeSource: 'BUSINESS' }, token),
    payload: ['nickname', 'realName', 'birthday', 'incomeSource'],
    wrong: [null, {}, { profile: {}, fields: [], realNameLocked: false }],
  },
  contactCode: {
    prepare: async () => ({ token: (await member()).token }),
    call: async ({ token }) => {
      await succeed(
        `mutation ($input: ContactInput!) { sendContactCode(input: $input) { ok } }`,
        { input: { channel: 'EMAIL', email: `${unique()}@contract.example` } },
        token,
      );
    },
    payload: ['channel', 'email'],
    wrong: CODE_SENT_WRONG,
  },
  bindContact: {
    prepare: async () => {
      const { token } = await member();
      const email = `${unique()}@contract.example`;
      await succeed(`mutation ($input: ContactInput!) { sendContactCode(input: $input) { ok } }`, { input: { channel: 'EMAIL', email } }, token);
      return { token, value: await h.lastCode(email), input: { email } };
    },
    call: ({ token, value, input }) =>
      mutate('bindContact', 'BindContactInput', { channel: 'EMAIL', email: input!.email, verificationCode: value, loginPassword: PASSWORD }, token),
    payload: ['channel', 'email', 'verificationCode', 'password'],
    wrong: [null, {}, { countryDialingCode: null, mobileNum: null, email: 42 }, { email: 'd***@example.com' }],
  },
  setPaymentPassword: {
    prepare: async () => ({ token: (await member()).token }),
    call: ({ token }) =>
      mutate(
        'setPaymentPassword',
        'SetPaymentPasswordInput',
        { loginPassword: PASSWORD, newPaymentPassword: '424242', confirmPaymentPassword: '424242' },
        token,
      ),
    payload: ['password', 'newPaymentPassword', 'confirmPaymentPassword'],
    wrong: PAYMENT_PASSWORD_WRONG,
  },
  changePaymentPassword: {
    prepare: async () => ({ token: (await member({ paymentPassword: true })).token }),
    call: ({ token }) =>
      mutate(
        'changePaymentPassword',
        'ChangePaymentPasswordInput',
        { oldPaymentPassword: PAY, newPaymentPassword: '222222', confirmPaymentPassword: '222222' },
        token,
      ),
    payload: ['oldPaymentPassword', 'newPaymentPassword', 'confirmPaymentPassword'],
    wrong: PAYMENT_PASSWORD_WRONG,
  },
  paymentPasswordCode: {
    prepare: async () => ({ token: (await member({ paymentPassword: true, email: `${unique()}@contract.example` })).token }),
    call: async ({ token }) => {
      await succeed(`mutation { sendPaymentPasswordCode(channel: EMAIL) { ok } }`, {}, token);
    },
    payload: ['channel'],
    wrong: CODE_SENT_WRONG,
  },
  resetPaymentPassword: {
    // A new account: no contact change within 24 hours, so a reset by code is allowed.
    prepare: async () => {
      const email = `${unique()}@contract.example`;
      const { token } = await member({ paymentPassword: true, email });
      await succeed(`mutation { sendPaymentPasswordCode(channel: EMAIL) { ok } }`, {}, token);
      return { token, value: await h.lastCode(email) };
    },
    call: ({ token, value }) =>
      mutate(
        'resetPaymentPassword',
        'ResetPaymentPasswordInput',
        { channel: 'EMAIL', verificationCode: value, newPaymentPassword: '141414', confirmPaymentPassword: '141414' },
        token,
      ),
    payload: ['channel', 'verificationCode', 'newPaymentPassword', 'confirmPaymentPassword'],
    wrong: PAYMENT_PASSWORD_WRONG,
  },
  addBankCard: {
    prepare: async () => ({ token: (await member({ paymentPassword: true })).token }),
    call: ({ token }) =>
      mutate(
        'addBankCard',
        'AddBankCardInput',
        { bankName: 'Woori Bank', accountNumber: '1002 345 678901', accountName: 'Contract Tester', paymentPassword: PAY },
        token,
      ),
    payload: ['bankName', 'accountNumber', 'accountName', 'paymentPassword'],
    wrong: BANK_CARDS_WRONG,
  },
  removeBankCard: {
    prepare: async () => {
      const m = await member({ paymentPassword: true });
      return { token: m.token, value: await bankCard(m.id) };
    },
    call: ({ token, value }) => mutate('removeBankCard', 'RemoveBankCardInput', { cardId: value, paymentPassword: PAY }, token),
    payload: ['cardId', 'paymentPassword'],
    wrong: BANK_CARDS_WRONG,
  },

  // Wallets and transfers.
  walletTransfer: {
    prepare: async () => ({ token: (await member({ money: 50_00 })).token }),
    call: ({ token }) =>
      inTransferMode(() => mutate('transferBetweenWallets', 'WalletTransferInput', { from: 'MAIN', to: 'EVO', amount: 10_00, requestId: requestId() }, token)),
    payload: ['from', 'to', 'amount', 'requestId'],
    wrong: [null, [], 'OK', { transferId: true }],
  },
  transferToPlayer: {
    prepare: async () => ({ token: (await member({ money: 50_00, paymentPassword: true, upline: 'demo_agent' })).token }),
    call: ({ token }) =>
      mutate('transferToPlayer', 'PlayerTransferInput', { targetUsername: 'demo_agent', amount: 2_50, paymentPassword: PAY, requestId: requestId() }, token),
    payload: ['targetUsername', 'amount', 'paymentPassword', 'requestId'],
    wrong: [null, {}, { transferId: 1, status: 'SENT', amount: 1 }],
  },

  // Responsible gaming.
  setGamblingLimit: {
    prepare: async () => ({ token: (await member()).token }),
    call: ({ token }) => mutate('setGamblingLimit', 'GamblingLimitInput', { kind: 'DEPOSIT', period: 'DAY', amount: 100_00 }, token),
    payload: ['kind', 'period', 'amount'],
    wrong: [null, {}, { outcome: 'DONE', effectiveAt: null }],
  },
  setSessionLimit: {
    prepare: async () => ({ token: (await member()).token }),
    call: ({ token }) => mutate('setSessionLimit', 'MinutesInput', { minutes: 45 }, token),
    payload: ['minutes'],
    wrong: [null, {}, { outcome: 'APPLIED', effectiveAt: null }],
  },
  setRealityCheck: {
    prepare: async () => ({ token: (await member()).token }),
    call: ({ token }) => mutate('setRealityCheck', 'MinutesInput', { minutes: 20 }, token),
    payload: ['minutes'],
    wrong: [null, {}, { realityCheckMinutes: '20' }],
  },
  answerSaferGamblingPrompt: {
    prepare: async () => ({ token: (await member()).token }),
    call: ({ token }) => mutate('answerSaferGamblingPrompt', 'SaferGamblingAnswerInput', { prompt: 'NOTICE', answer: 'SEEN' }, token),
    payload: ['prompt', 'answer'],
    wrong: [null, {}, { due: ['LATER'], limitReviewMonths: 6 }],
  },
  closeAccount: {
    prepare: async () => ({ token: (await member()).token }),
    call: ({ token }) => mutate('closeAccount', 'CloseAccountInput', { confirm: true }, token),
    payload: ['confirm'],
    wrong: [null, {}, { closed: false }],
  },
  startExclusion: {
    prepare: async () => ({ token: (await member()).token }),
    call: ({ token }) => mutate('startExclusion', 'ExclusionInput', { length: 'HOURS_24', confirm: true }, token),
    payload: ['length'],
    wrong: [null, {}, { endsAt: 'tomorrow' }],
  },

  // Identity verification (our extension): one document, a one-pixel PNG.
  // Terms with versions (docs/platform-protocol.md): accepting again what is accepted answers it unchanged.
  acceptLegalDocuments: {
    prepare: async () => ({ token: (await member()).token }),
    call: ({ token }) => mutate('acceptLegalDocuments', 'AcceptLegalDocumentsInput', { documents: [{ kind: 'TERMS', version: 1 }] }, token),
    payload: ['documents'],
    wrong: [null, {}, { accepted: [], pending: 'TERMS' }, { accepted: [{ kind: 'TERMS', version: 0, acceptedAt: 1 }], pending: [] }],
  },
  // Marketing consent (docs/platform-protocol.md): one pair turned on.
  setMarketingConsents: {
    prepare: async () => ({ token: (await member()).token }),
    call: ({ token }) =>
      mutate('setMarketingConsents', 'MarketingConsentsInput', { consents: [{ product: 'LOTTERY', channel: 'SITE', granted: true }] }, token),
    payload: ['consents'],
    wrong: [null, {}, { consents: [], history: [] }, { consents: 'CASINO', history: [], receives: true }],
  },
  // Complaints (docs/platform-protocol.md "Complaints with a reference"): one about the service, and a message in it.
  fileComplaint: {
    prepare: async () => ({ token: (await member()).token }),
    call: ({ token }) =>
      mutate('fileComplaint', 'FileComplaintInput', { subject: 'SERVICE', body: 'The chat is slow.', requestId: `gec-cmp-${unique()}` }, token),
    payload: ['subject', 'body', 'requestId'],
    wrong: [null, {}, { reference: 'C-1', status: 'RECEIVED' }, { reference: 'C-7K3M9Q2D', status: 'LOST', messages: [] }],
  },
  addComplaintMessage: {
    prepare: async () => {
      const m = await member();
      const filed = await succeed(
        `mutation ($input: FileComplaintInput!) { fileComplaint(input: $input) { ok complaint { reference } } }`,
        { input: { subject: 'SERVICE', body: 'First.' } },
        m.token,
      );
      return { token: m.token, value: filed.complaint.reference as string };
    },
    call: ({ token, value }) => mutate('addComplaintMessage', 'ComplaintMessageInput', { reference: value, body: 'Any news?' }, token),
    payload: ['reference', 'body'],
    wrong: [null, {}, { reference: 'C-7K3M9Q2D', messages: 'none' }],
  },
  // A player's own data (docs/platform-protocol.md "A player's own data"): an archive, its link, an erasure.
  requestDataExport: {
    prepare: async () => ({ token: (await member()).token }),
    call: async ({ token }) => {
      await succeed(`mutation { requestDataExport { ok errors { code field } } }`, {}, token);
    },
    payload: [],
    wrong: [null, {}, { id: 1, status: 'DONE', progress: 0, requestedAt: 1 }, { id: 1, status: 'READY', progress: 101, requestedAt: 1 }],
  },
  dataExportLink: {
    prepare: async () => {
      const m = await member();
      const asked = await succeed(`mutation { requestDataExport { ok export { id } } }`, {}, m.token);
      expect((await h.dev('POST', '/__dev/data/run', {})).status).toBe(200);
      return { token: m.token, value: asked.export.id as string };
    },
    call: ({ token, value }) => mutate('dataExportLink', 'DataExportLinkInput', { id: value, password: PASSWORD }, token),
    payload: ['id', 'password'],
    wrong: [null, {}, { token: 'short', expiresAt: 1 }, { token: 'a'.repeat(43) }],
  },
  // Web push (docs/platform-protocol.md "Web push"): a member's kinds and browsers.
  setPushPreferences: {
    prepare: async () => ({ token: (await member()).token }),
    call: ({ token }) => mutate('setPushPreferences', 'PushPreferencesInput', { withdrawalPaid: true }, token),
    payload: ['kinds'],
    wrong: PUSH_WRONG,
  },
  subscribePush: {
    prepare: async () => ({ token: (await member()).token }),
    call: async ({ token }) => {
      const sub = await testSubscription(`https://push.test/contract/${crypto.randomUUID()}`);
      await mutate('subscribePush', 'PushSubscriptionInput', { endpoint: sub.endpoint, ...sub.keys }, token);
    },
    payload: ['endpoint', 'keys', 'language'],
    wrong: PUSH_WRONG,
  },
  unsubscribePush: {
    prepare: async () => ({ token: (await member()).token }),
    call: async ({ token }) => {
      const { result } = await h.run(`mutation { unsubscribePush(endpoint: "https://push.test/none") { ok errors { code } } }`, {}, visit(token));
      expect(result.data.unsubscribePush).toEqual({ ok: true, errors: [] });
    },
    payload: null,
    query: ['endpoint'],
    wrong: PUSH_WRONG,
  },
  // Tournaments (docs/decisions/066): the demo brand's hourly race is opt-in.
  joinTournament: {
    prepare: async () => {
      const { result } = await h.run('{ tournaments { code state entry } }', {}, visit(null));
      const race = (result.data.tournaments as { code: string; state: string; entry: string }[]).find((t) => t.entry === 'OPT_IN' && t.state === 'RUNNING');
      return { token: (await member()).token, value: race!.code };
    },
    call: async ({ token, value }) => {
      await succeed('mutation ($code: String!) { joinTournament(code: $code) { ok errors { code } } }', { code: value }, token);
    },
    payload: ['code'],
    wrong: [null, {}, { joined: 'yes', buyIn: 0 }, { joined: true }],
  },
  // The bonus wallet (docs/decisions/067): the member gives up an active bonus. The wallet is on only
  // while the operator grants it (the grant stays active), so the other cases meet the seed's brand.
  forfeitBonus: {
    prepare: async () => {
      const m = await member();
      expect((await h.dev('PUT', '/__dev/bonus-settings', { enabled: true })).status).toBe(200);
      const granted = await h.dev('POST', '/__dev/bonus/grant', { username: m.username, amount: 10, turnoverMultiplier: 5 });
      expect((await h.dev('PUT', '/__dev/bonus-settings', { enabled: false })).status).toBe(200);
      expect(granted.status).toBe(200);
      const { result } = await h.run('{ balance { activeBonus { id } } }', {}, visit(m.token));
      return { token: m.token, value: result.data.balance.activeBonus.id as string };
    },
    call: async ({ token, value }) => {
      const forfeit = 'mutation ($id: ID!, $requestId: String!) { forfeitBonus(id: $id, requestId: $requestId) { ok errors { code } forfeited } }';
      await succeed(forfeit, { id: value, requestId: crypto.randomUUID() }, token);
    },
    payload: ['grantId', 'requestId'],
    wrong: [null, {}, { grantId: 1 }, { grantId: 1, forfeited: true }],
  },
  // A member's wins kept off public lists (docs/decisions/064).
  setPublicWins: {
    prepare: async () => ({ token: (await member()).token }),
    call: ({ token }) => mutate('setPublicWins', 'PublicWinsInput', { hide: true }, token),
    payload: ['hide'],
    wrong: [null, {}, { hidden: 'yes' }, { hidden: 1 }],
  },
  requestErasure: {
    prepare: async () => ({ token: (await member()).token }),
    call: ({ token }) => mutate('requestErasure', 'ErasureInput', { password: PASSWORD }, token),
    payload: ['password', 'confirm'],
    wrong: [null, {}, { requestedAt: 1 }, { requestedAt: 1, eraseAfter: 'later' }],
  },
  uploadVerificationDocument: {
    prepare: async () => ({ token: (await member()).token }),
    call: ({ token }) =>
      mutate(
        'uploadVerificationDocument',
        'VerificationDocumentInput',
        {
          kind: 'ID_FRONT',
          requestId: `gec-kyc-${unique()}`,
          file: btoa(
            String.fromCharCode(
              0x89,
              0x50,
              0x4e,
              0x47,
              0x0d,
              0x0a,
              0x1a,
              0x0a,
              0,
              0,
              0,
              13,
              73,
              72,
              68,
              82,
              0,
              0,
              0,
              1,
              0,
              0,
              0,
              1,
              8,
              2,
              0,
              0,
              0,
              0,
              0,
              0,
              0,
              0,
              0,
              0,
              0,
              73,
              69,
              78,
              68,
              0,
              0,
              0,
              0,
            ),
          ),
        },
        token,
      ),
    payload: ['kind', 'requestId', 'file'],
    wrong: [null, {}, { document: { id: 1 } }],
  },

  // Deposits, one row per kind of method, and cancelling one.
  depositByQrImage: depositCase({ method: 'QR_BANK', bankType: 'WECHAT', amount: 123_45 }, ['showQrImageOnly']),
  depositByLaunchUrl: depositCase({ method: 'EWALLET', amount: 25_00, returnUrl: '/member/depositv2' }, ['returnUrl']),
  depositVirtualWallet: depositCase({ method: 'CRYPTO', bankType: 'BTC', amount: 50_00 }, []),
  depositManualTransfer: depositCase({ method: 'MANUAL_BANK', amount: 100_00, payeeName: 'Park Payer' }, ['payeeName']),
  cancelDeposit: {
    prepare: async () => {
      const { token } = await member();
      const { deposit } = await succeed(CREATE_DEPOSIT, { input: { method: 'EWALLET', amount: 7_00, requestId: requestId() } }, token);
      return { token, value: deposit.id };
    },
    call: async ({ token, value }) => {
      const answer = await succeed(`mutation ($id: ID!) { cancelDeposit(id: $id) { ok errors { code field } deposit { status } } }`, { id: value }, token);
      expect(answer.deposit).toEqual({ status: 'CANCELLED' });
    },
    payload: ['depositId'],
    wrong: DEPOSIT_WRONG,
  },

  // Withdrawals and their receipts.
  requestWithdrawal: {
    prepare: async () => {
      const m = await member({ money: 500_00, paymentPassword: true });
      return { token: m.token, value: await bankCard(m.id) };
    },
    call: async ({ token, value }) => {
      await succeed(REQUEST_WITHDRAWAL, { input: { amount: 123_45, cardId: value, paymentPassword: PAY, requestId: requestId() } }, token);
    },
    payload: ['amount', 'cardId', 'paymentPassword', 'requestId'],
    wrong: [null, {}, { id: 1, amount: 1, status: 'PENDING', createdAt: 1 }],
  },
  processReceipt: {
    prepare: async () => {
      const m = await member({ money: 500_00, paymentPassword: true });
      const input = { amount: 10_00, cardId: await bankCard(m.id), paymentPassword: PAY, requestId: requestId() };
      const { withdrawal } = await succeed(REQUEST_WITHDRAWAL, { input }, m.token);
      expect((await h.dev('POST', '/__dev/withdrawals/decide', { withdrawalId: Number(withdrawal.id), outcome: 'PAID' })).status).toBe(200);
      return { token: m.token, value: withdrawal.id };
    },
    call: ({ token, value }) => mutate('confirmReceipt', 'ReceiptInput', { answer: 'RECEIVED', withdrawalId: value }, token),
    payload: ['type', 'withdrawalId'],
    wrong: [null, {}, { list: [{ id: 1 }] }],
  },

  // Games: a guest's free trial, favourites, a lottery slip (no resolver places one yet).
  gameTrialLaunch: {
    prepare: async () => ({ token: null, input: await trialGame() }),
    call: async ({ input: game }) => {
      const input = { gameId: game!.id, gameType: game!.gameType, vendor: game!.vendor, gameCode: game!.gameCode, mode: 'TRIAL', requestId: requestId() };
      await succeed(`mutation ($input: LaunchGameInput!) { launchGame(input: $input) { ok errors { code field } } }`, { input });
    },
    payload: ['gameType', 'vassalage', 'gameId', 'nodeId', 'platform', 'language', 'requestId'],
    wrong: [null, {}, { content: {} }, { url: '' }],
  },
  addFavorite: {
    prepare: async () => ({ token: (await member()).token, input: await trialGame() }),
    call: async ({ token, input: game }) => {
      const answer = await succeed(FAVORITE('addFavoriteGame'), { id: game!.id, vendor: game!.vendor, gameType: game!.gameType }, token);
      expect(answer.isFavorite).toBe(true);
    },
    payload: ['nodeId', 'vendor', 'gameType'],
    wrong: FAVORITE_WRONG,
  },
  removeFavorite: {
    prepare: async () => {
      const [{ token }, game] = [await member(), await trialGame()];
      await succeed(FAVORITE('addFavoriteGame'), { id: game.id }, token);
      return { token, input: game };
    },
    call: async ({ token, input: game }) => {
      const answer = await succeed(FAVORITE('removeFavoriteGame'), { id: game!.id, vendor: game!.vendor, gameType: game!.gameType }, token);
      expect(answer.isFavorite).toBe(false);
    },
    payload: null,
    query: ['nodeId', 'vendor', 'gameType'],
    wrong: FAVORITE_WRONG,
  },
  lotteryBetting: {
    // The next numero: the open one may close while the slip is on its way.
    prepare: async () => {
      const near = await h.visit().context.platform.call('lotteryNear', { query: { gameId: LOTTERY_GAME } });
      return { token: (await member({ money: 100_00 })).token, value: near.nextNumero.numero };
    },
    call: async ({ token, value }) => {
      const content = { gameId: LOTTERY_GAME, winStop: false, playId: 'D1', bettingContent: '1,2', singleBetPrice: 5, bettingApproach: 1, bettingSlip: 2 };
      const slip = { requestId: requestId(), prizeMode: 'LOTT', device: 'WEB', contents: [{ ...content, numero: [{ numero: value, multiple: 1 }] }] };
      const placed = await h.visit({ token }).context.platform.call('lotteryBetting', { body: slip });
      expect(placed.orders).toHaveLength(1);
    },
    payload: ['requestId', 'prizeMode', 'device', 'contents'],
    wrong: [null, {}, { requestId: 'r', totalStake: 1, orders: [{ playId: 'D6' }] }],
  },

  // Rewards: promotions, missions, the rebate.
  promotionJoin: {
    prepare: async () => ({ token: (await member()).token }),
    call: async ({ token }) => {
      await succeed(PROMOTION('joinPromotion'), { id: '5002' }, token);
    },
    payload: ['promotionId'],
    wrong: [null, {}, { promotionId: 1, joined: 'yes' }],
  },
  promotionClaim: {
    prepare: async () => ({ token: (await member()).token }),
    call: async ({ token }) => {
      await succeed(PROMOTION('claimPromotion'), { id: '5001' }, token);
    },
    payload: ['promotionId'],
    wrong: PROMOTION_CLAIM_WRONG,
  },
  claimRaffle: {
    prepare: async () => ({ token: (await member()).token }),
    call: async ({ token }) => {
      await succeed(PROMOTION('claimRaffle'), { id: '5005' }, token);
    },
    payload: ['promotionId'],
    wrong: PROMOTION_CLAIM_WRONG,
  },
  missionClaim: {
    prepare: async () => {
      const m = await member({ money: 1_000_00 });
      await bet(m.username, 110_00);
      return { token: m.token };
    },
    call: async ({ token }) => {
      await succeed(`mutation { claimMissionReward(input: { missionId: "6001", step: 1 }) { ok errors { code field } } }`, {}, token);
    },
    payload: ['missionId', 'step'],
    wrong: [null, {}, { missionId: 1, step: 1.5, reward: 1 }],
  },
  rebateClaim: {
    prepare: async () => {
      const m = await member({ money: 1_000_00 });
      await bet(m.username, 200_00);
      return { token: m.token };
    },
    call: async ({ token }) => {
      await succeed(`mutation { claimRebate { ok errors { code field } } }`, {}, token);
    },
    payload: [],
    wrong: [null, {}, { id: 1, amount: 1, from: 1, to: 1 }],
  },

  // Inbox and feedback.
  inboxRead: {
    prepare: async () => {
      const m = await member();
      return { token: m.token, value: await inboxMessage(m.username) };
    },
    call: ({ token, value }) => mutate('markInboxRead', 'MarkInboxReadInput', { ids: [value] }, token),
    payload: ['ids'],
    wrong: [null, {}, { updated: '1', unread: 0 }],
  },
  inboxDelete: {
    prepare: async () => {
      const m = await member();
      return { token: m.token, value: await inboxMessage(m.username) };
    },
    call: ({ token, value }) => mutate('deleteInboxMessages', 'DeleteInboxMessagesInput', { ids: [value] }, token),
    payload: ['ids'],
    wrong: [null, {}, { deleted: '1', unread: 0 }],
  },
  feedback: {
    prepare: async () => ({ token: (await member()).token }),
    call: ({ token }) => mutate('sendFeedback', 'FeedbackInput', { content: 'The contract test says hello' }, token),
    payload: ['content'],
    wrong: [
      null,
      {},
      { id: 1, content: 'x', imageCount: 4, status: 'PENDING', createdAt: 1 },
      { id: 1, content: 'x', imageCount: 0, status: 'OPEN', createdAt: 1 },
    ],
  },

  // The points mall.
  redeemPointReward: {
    prepare: async () => ({ token: (await member({ points: 300, paymentPassword: true })).token }),
    call: ({ token }) =>
      mutate('redeemPointReward', 'RedeemPointRewardInput', { rewardId: '7001', quantity: 1, paymentPassword: PAY, requestId: requestId() }, token),
    payload: ['rewardId', 'quantity', 'paymentPassword', 'requestId'],
    wrong: [null, {}, { exchangeId: 1, points: 1 }],
  },
  convertPoint: {
    prepare: async () => ({ token: (await member({ points: 500, paymentPassword: true })).token }),
    call: ({ token }) => mutate('convertPoints', 'ConvertPointsInput', { points: 200, paymentPassword: PAY, requestId: requestId() }, token),
    payload: ['points', 'paymentPassword', 'requestId'],
    wrong: [null, {}, { conversionId: 1, points: 1, amount: 1, status: 'FAILED', createdAt: 1, completedAt: null, pointsLeft: 0 }],
  },

  // The agent centre and contracts, as demo_agent (contract offers go to a new direct downline).
  registerDownline: {
    prepare: async () => ({ token: await login('demo_agent', 'Agent2024') }),
    call: ({ token }) =>
      mutate(
        'registerDownline',
        'RegisterDownlineInput',
        {
          accountType: 'MEMBER',
          username: `d${unique()}`,
          nickname: 'Contract Downline',
          password: 'Pass1234',
          confirmPassword: 'Pass1234',
          rebates: [{ product: 'LIVE', rateBasisPoints: 35 }],
        },
        token,
      ),
    payload: ['accountType', 'username', 'nickname', 'password', 'confirmPassword', 'rebates'],
    wrong: [null, {}, { id: 1, username: 'd', nickname: 'd', isAgent: false, createdAt: 1 }],
  },
  agentAnnouncementsRead: {
    prepare: async () => ({ token: await login('demo_agent', 'Agent2024') }),
    call: ({ token }) => mutate('markAgentAnnouncementsRead', 'MarkAgentAnnouncementsReadInput', { all: true }, token),
    payload: ['all'],
    wrong: [null, {}, { updated: 1.5, unread: 0 }],
  },
  contractDividendAction: offerCase('contractDividendAction', { period: 'W', tiers: [{ rateBp: 100 }] }),
  contractDailyAction: offerCase('contractDailyAction', { tiers: [{ rateBp: 30 }] }),
  contractHourlyAction: offerCase('contractHourlyAction', { tiers: [{ rateBp: 30 }] }),
  contractRealtimeAction: offerCase('contractRealtimeAction', { winRateBp: 10, lossRateBp: 10 }),

  // Customer-service chat.
  launchChat: {
    prepare: async () => ({ token: (await member()).token }),
    call: ({ token }) => mutate('launchChat', 'LaunchChatInput', { headerColor: '#f5c542', pageTitle: 'Aurora customer service' }, token),
    payload: ['b2c', 'headerColor', 'pageTitle', 'template'],
    wrong: [null, {}, { chatUrl: '' }],
  },
};

/** Reads made by POST: the go-live check's tests cover them with the other reads. */
const READS_BY_POST: readonly EndpointName[] = ['hotGames', 'winnerBoard'];

/**
 * Write rows that cannot be exercised against the reference platform in a test, each with why
 * (a row that needs an outside provider, say). Only the batch, which carries other rows' reads.
 */
const NOT_EXERCISED: Partial<Record<EndpointName, string>> = {
  batch:
    'no call of its own: the batcher (gateway/upstream/batcher.ts) sends the cached public reads of a turn in it; the platform side is tests/integration/platform/batch.test.ts, the gateway side every test in this folder (the fake binding records and answers each part as its own call) and resilience.test.ts',
};

const ROWS = Object.keys(CASES) as EndpointName[];

interface Exchange {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: string | undefined;
  answer: string;
}

/** Records, from now until the test ends, the client's calls (row, payload, query) and every exchange with the platform. */
function record() {
  const calls: { name: EndpointName; body: unknown; query: unknown }[] = [];
  const exchanges: Exchange[] = [];
  const call = PlatformClient.prototype.call;
  vi.spyOn(PlatformClient.prototype, 'call').mockImplementation(function (this: PlatformClient, name, options) {
    calls.push({ name, body: options?.body, query: options?.query });
    return call.call(this, name, options) as never;
  });
  const fetch = FakePlatformBinding.prototype.fetch;
  vi.spyOn(h.binding, 'fetch').mockImplementation(async function (this: FakePlatformBinding, input, init) {
    const request = input instanceof Request && !init ? input : new Request(input as RequestInfo, init);
    const body = request.method === 'GET' ? undefined : await request.clone().text();
    const response = await fetch.call(h.binding, request);
    const url = new URL(request.url);
    exchanges.push({
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      headers: request.headers,
      body,
      answer: await response.clone().text(),
    });
    return response;
  });
  return { calls, exchanges };
}

/** The fields an object sends: a field left undefined is not sent. */
const fieldsOf = (value: unknown) =>
  Object.entries(value as object)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k)
    .sort();

/** The fault key the fake binding names a call by: the relay's name, else the path. */
const endpointKey = (path: string) => (path.startsWith('/wps/relay/') ? path.slice('/wps/relay/'.length) : path);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('endpoint contracts against the reference platform', () => {
  it('every write row has a case, or a reason why it cannot have one', () => {
    const writes = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].method !== 'GET' && !READS_BY_POST.includes(name));
    expect(writes.filter((name) => !CASES[name] && !NOT_EXERCISED[name])).toEqual([]);
    // The lists name write rows only, and a row is either exercised or explained.
    expect(Object.keys(NOT_EXERCISED).filter((name) => !writes.includes(name as EndpointName) || CASES[name as EndpointName])).toEqual([]);
    expect(READS_BY_POST.filter((name) => endpoints[name].method === 'GET')).toEqual([]);
  });

  it.each(ROWS)('%s: the call goes out as the row says and its answer passes the schema', async (name) => {
    const def = endpoints[name];
    const row = CASES[name]!;
    const scene = await row.prepare();
    const { calls, exchanges } = record();
    await row.call(scene);

    // The payload and query as the gateway hands them to the client (the payload sealed on the wire when encrypted).
    const sent = calls.filter((c) => c.name === name);
    expect(sent).toHaveLength(1);
    if (row.payload === null) expect(sent[0]!.body).toBeUndefined();
    else expect(fieldsOf(sent[0]!.body)).toEqual([...row.payload].sort());
    expect(fieldsOf(sent[0]!.query ?? {})).toEqual([...(row.query ?? [])].sort());

    const wire = exchanges.filter((e) => e.path === def.path && e.method === def.method);
    expect(wire).toHaveLength(1);
    const { search, headers, body, answer } = wire[0]!;
    expect(headers.get('ModuleId')).toBe(def.moduleId);
    expect(headers.get('Authorization')).toBe(def.token === 'none' ? null : scene.token);
    expect(headers.has('Encryption')).toBe(def.encrypted);
    if (!def.encrypted && row.payload !== null) expect(Object.keys(JSON.parse(body!)).sort()).toEqual([...row.payload].sort());
    expect([...new Set(search.keys())].sort()).toEqual([...(row.query ?? [])].sort());

    const envelope = JSON.parse(answer) as { success: boolean; value?: unknown };
    expect(envelope.success).toBe(true);
    const parsed = def.schema.safeParse(envelope.value);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it.each(ROWS)('%s: the schema refuses an answer of another shape', (name) => {
    for (const wrong of CASES[name]!.wrong) {
      expect(endpoints[name].schema.safeParse(wrong).success, JSON.stringify(wrong)).toBe(false);
    }
  });

  it.each(ROWS)('%s: the client refuses an answer of another shape as malformed', async (name) => {
    const def = endpoints[name];
    // The answer is rewritten whatever the platform said: any token will do.
    h.binding.intercept = (endpoint, response) =>
      endpoint === endpointKey(def.path) ? Response.json({ success: true, value: CASES[name]!.wrong[0] }) : response;
    const client = h.visit({ token: 'a'.repeat(43) }).context.platform;
    const error = await client.call(name, { body: {} }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).code).toBe(ErrorCode.UpstreamMalformed);
  });
});
