/**
 * Demo inbox messages: three to every member of the demo brand, and one to demo_member when that
 * account exists (the accounts seed runs separately). Each has a seed_key, so applying the seed
 * again adds no copies and keeps every member's read and deleted state.
 */
import { SEED_EPOCH_MS } from './content';
import { sqlLiteral } from './sql';

const HOUR_MS = 3_600_000;

const TO_ALL: readonly { key: string; title: string; content: string; hoursAgo: number }[] = [
  {
    key: 'inbox-welcome',
    title: 'Welcome to the club',
    content: 'Thank you for joining. Your messages from the club arrive here: promotions, account news and answers to your questions.',
    hoursAgo: 72,
  },
  {
    key: 'inbox-maintenance',
    title: 'Planned maintenance on Sunday',
    content: 'Some live games will be unavailable on Sunday between 02:00 and 03:00 (UTC) while we upgrade our servers.',
    hoursAgo: 30,
  },
  {
    key: 'inbox-weekend-bonus',
    title: 'Weekend reload bonus',
    content: 'Deposit this weekend and see the promotions page for the reload bonus that applies to your account.',
    hoursAgo: 6,
  },
];

export function inboxSeedSql(merchant: string): string[] {
  const toAll = TO_ALL.map(
    (m) =>
      `INSERT INTO inbox_messages (merchant_code, account_id, title, content, seed_key, created_at)
       VALUES (${sqlLiteral(merchant)}, NULL, ${sqlLiteral(m.title)}, ${sqlLiteral(m.content)}, ${sqlLiteral(`${merchant}:${m.key}`)}, ${SEED_EPOCH_MS - m.hoursAgo * HOUR_MS})
       ON CONFLICT (seed_key) DO NOTHING;`,
  );
  const personal = `INSERT INTO inbox_messages (merchant_code, account_id, title, content, seed_key, created_at)
    SELECT ${sqlLiteral(merchant)}, id, 'Your account is verified', 'Your mobile number is confirmed. Deposits and withdrawals are open to you.',
           ${sqlLiteral(`${merchant}:inbox-demo-member`)}, ${SEED_EPOCH_MS - 2 * HOUR_MS}
      FROM accounts WHERE merchant_code = ${sqlLiteral(merchant)} AND username = 'demo_member'
    ON CONFLICT (seed_key) DO NOTHING;`;
  return [...toAll, personal];
}
