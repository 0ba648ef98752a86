/**
 * The page states axe checks beyond the templates, each once in the suite, in the journey that
 * reaches it (`expectAccessible` in fixtures.ts, whose name parameter is typed against this list).
 * A template as a page first shows it is checked once by the layout specs (layout.spec.ts,
 * layout-public.spec.ts, at the phone's 360 px) and the lobbies' sweep (accessibility.spec.ts); a
 * state here is what changes the markup beyond that: a dialog or an alert dialog open, a form's
 * errors, an empty, locked or closed account, a page at a laptop's width, another brand's theme, a
 * page no template stands for. A name says the template or page, then the state.
 *
 * Korean keeps one check of each frame (a visitor's, a member's, an agent's) and those of the states
 * only a Korean journey reaches; the other languages none: the words of every page in every
 * language, and each control's name holding its words, are the route tier's
 * (tests/routes/languages.test.ts), and axe's rules read the markup and the styles, which a
 * language does not change.
 *
 * Loading this module checks that no name is listed twice, that no call names its state other than
 * literally, and that each name is checked by exactly one call in tests/e2e; `expectAccessible`
 * refuses a name already checked in the same run.
 */
import { readdirSync, readFileSync } from 'node:fs';

export const A11Y_STATES = [
  // account.spec.ts
  'account menu: open, with the previous login',
  'trial account: a real account is needed',
  'home: the announcement popup',
  // agent-centre.spec.ts
  'agent announcements: the list',
  'agent register centre: the form’s errors',
  'agent downline: a member’s details',
  'agent announcements: every one read, in Korean',
  // agent-reports.spec.ts
  'agent team overview: the figures per day as a table',
  // analytics.spec.ts
  'footer: analytics allowed, in Korean',
  // auth-flows.spec.ts
  'register: by mobile, without a password',
  'forgot password: by phone',
  'login: the second step',
  'register: linked to a Google account',
  // brands.spec.ts
  'Jade Palace: the home page in its light theme',
  'Jade Palace: a new member’s home page',
  'Jade Palace: a bank-transfer deposit order',
  // chat.spec.ts
  'chat: a conversation, connected',
  'chat: without a socket, an image sent',
  // contracts.spec.ts
  'contracts: an offer to answer',
  'agent contract desk: a contract in force and its settlement',
  // deposit.spec.ts
  'deposit: an order waiting for payment',
  'payment provider stand-in: the payment page',
  // guard.spec.ts
  'maintenance: the page',
  'maintenance: the notice over an open page',
  // home.spec.ts
  'home: a visitor at a laptop’s width, the app’s QR codes open',
  'home: a notice open',
  // inbox-feedback.spec.ts
  'messages: a message open',
  'messages: every one read, in Korean',
  'feedback: sent, waiting for an answer',
  'feedback: answered',
  // lobby.spec.ts
  'home: a member’s favourites, second page',
  // login.spec.ts
  'login: the dialog',
  'change password: the default password',
  'login: a code that could not be sent',
  // lottery.spec.ts
  'VN lotto: in Korean',
  // pages.spec.ts
  'help: an answer open',
  // phone.spec.ts
  'phone: the site menu',
  'phone: a fishing hall’s game frame',
  // play.spec.ts
  'play: a free trial in the game frame',
  'play: a mini game’s dialog',
  'play: a vendor’s game list',
  'play: a PVP game’s tables',
  'play: a game’s rules over its card, on a phone',
  // point-mall.spec.ts
  'points mall: the redeem form',
  'points mall: a redemption in the exchange records',
  // register.spec.ts
  'register: the username form',
  'register: an agent’s invitation',
  'register: a captcha and a required e-mail',
  // responsible-gaming.spec.ts
  'responsible gaming: a raised deposit limit waiting',
  'login: refused during a time-out',
  'login: refused for a closed account',
  'responsible gaming: the session-end warning, in Korean',
  'agent downline: a member timed out',
  'responsible gaming: a reality check over the game frame',
  'safer gambling: the notice before the first stake',
  'responsible gaming: a longer session limit waiting',
  // safer-gambling.spec.ts
  'safer gambling: the deposit limit offered before the first deposit',
  'inactivity: the warning before the logout',
  // verification.spec.ts
  'verification: a document refused with its reason',
  // terms.spec.ts
  'terms: a new version asked over the page',
  'terms: the page of a version',
  'terms: a new version asked, in Korean on a phone',
  // consent.spec.ts
  'marketing preferences: a new member, everything off',
  'marketing preferences: in Korean on a phone',
  // complaints.spec.ts
  'complaints: the form’s errors',
  'complaints: a complaint just filed, with its timeline',
  'complaints: a complaint, in Korean on a phone',
  // jackpots.spec.ts
  'jackpots: a pool with its winner, on a phone',
  'jackpots: a pool’s rules, in Korean',
  // tournaments.spec.ts
  'tournaments: a race just joined, on a phone',
  'tournaments: a race’s rules and standing, in Korean',
  'bonus wallet: a withdrawal with a bonus to forfeit, on a phone',
  'bonus wallet: the active bonus and its rules, in Korean',
  // push.spec.ts
  'notifications: a kind turned on, on a phone',
  // my-data.spec.ts
  'my data: an archive ready to download',
  'my data: the erasure refused, in Korean on a phone',
  'my data: the account closed for erasure, in Korean on a phone',
  // rewards.spec.ts
  'bonus details: a bonus in progress',
  'rebate: a rebate to claim',
  'missions: the leaderboard with your rank',
  'referral: your code, nobody joined yet',
  'VIP: on the way to the next level',
  'promotion: a raffle’s page, for a visitor',
  // security-centre.spec.ts
  'security centre: a new member, nothing set yet',
  'security centre: everything set',
  // security-sessions.spec.ts
  'active sessions: this device and another',
  // transfer.spec.ts
  'wallet transfer: a transfer-mode brand’s wallets',
  'transfer to upline: the form',
  // withdraw.spec.ts
  'withdraw: the form with a bank card',
  'withdraw: a payment to confirm',
] as const;

export type A11yState = (typeof A11Y_STATES)[number];

/** What is wrong with the list and its calls in the files of tests/e2e (their names and texts): nothing when empty. */
export function registryProblems(states: readonly string[], files: readonly { name: string; text: string }[]): string[] {
  const problems: string[] = [];
  for (const [index, state] of states.entries()) if (states.indexOf(state) !== index) problems.push(`“${state}” is listed twice`);
  const uses = new Map<string, string[]>();
  for (const { name, text } of files) {
    const calls = text.match(/\bexpectAccessible\(/g)?.length ?? 0;
    const literal = [...text.matchAll(/\bexpectAccessible\(\s*[\w.]+\s*,\s*'([^'\\]*)',?\s*\)/g)];
    if (literal.length !== calls) problems.push(`${name}: every expectAccessible call names its state as a literal string (${calls - literal.length} do not)`);
    for (const [, state] of literal) uses.set(state!, [...(uses.get(state!) ?? []), name]);
  }
  for (const [state, where] of uses) {
    if (!states.includes(state)) problems.push(`${where.join(', ')}: “${state}” is not in the list`);
    else if (where.length > 1) problems.push(`“${state}” is checked ${where.length} times (${where.join(', ')})`);
  }
  for (const state of states) if (!uses.has(state)) problems.push(`“${state}” is listed but checked nowhere`);
  return problems;
}

// The calls as written in tests/e2e (the suite runs from the repository's root, as playwright.config.ts reads it).
const CALLERS = readdirSync('tests/e2e')
  .filter((file) => file.endsWith('.ts') && file !== 'a11y-states.ts' && file !== 'fixtures.ts')
  .map((file) => ({ name: file, text: readFileSync(`tests/e2e/${file}`, 'utf8') }));
const problems = registryProblems(A11Y_STATES, CALLERS);
if (problems.length) throw new Error(`tests/e2e/a11y-states.ts:\n${problems.join('\n')}`);
