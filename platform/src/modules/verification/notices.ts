/**
 * Security notices to an account holder, through the same outbox as codes (`outbox_messages`,
 * read with GET /__dev/outbox; no SMS or mail provider): one message per channel the account has
 * on file (e-mail and phone).
 */
import { phoneRecipient } from './codes';

export interface NoticeAccount {
  email: string | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
}

/** "2026-04-01 10:30 UTC": a time anyone can read, whatever their time zone setting. */
export function noticeTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export async function sendNotice(db: D1Database, n: { merchant: string; account: NoticeAccount; subject: string; body: string; now: number }): Promise<number> {
  const recipients: { channel: 'EMAIL' | 'SMS'; recipient: string }[] = [];
  if (n.account.email) recipients.push({ channel: 'EMAIL', recipient: n.account.email.toLowerCase() });
  if (n.account.mobile_num && n.account.country_dialing_code) {
    recipients.push({ channel: 'SMS', recipient: phoneRecipient(n.account.country_dialing_code, n.account.mobile_num) });
  }
  if (!recipients.length) return 0;
  await db.batch(
    recipients.map((r) =>
      db
        .prepare('INSERT INTO outbox_messages (merchant_code, channel, recipient, subject, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
        .bind(n.merchant, r.channel, r.recipient, r.channel === 'EMAIL' ? n.subject : null, n.body, n.now),
    ),
  );
  return recipients.length;
}
