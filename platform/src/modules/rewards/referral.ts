/**
 * Referral (MCSFE_getReferralDetails): the member's code (made on first ask, kept), and the members
 * who registered with it with the brand's reward per invitee who has deposited.
 */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

export async function referralCode(db: D1Database, merchant: string, accountId: number, create: boolean, now: number): Promise<string | null> {
  const existing = await db.prepare('SELECT code FROM referral_codes WHERE account_id = ?1').bind(accountId).first<{ code: string }>();
  if (existing || !create) return existing?.code ?? null;
  for (let attempt = 0; attempt < 5; attempt++) {
    await db
      .prepare('INSERT INTO referral_codes (account_id, merchant_code, code, created_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING')
      .bind(accountId, merchant, randomCode(), now)
      .run();
    const row = await db.prepare('SELECT code FROM referral_codes WHERE account_id = ?1').bind(accountId).first<{ code: string }>();
    if (row) return row.code;
  }
  return null;
}

/** The reward per invitee who deposited: the brand's REFERRAL promotion's bonus (0 without one). */
export async function invitations(db: D1Database, merchant: string, code: string) {
  const [reward, invited] = await db.batch([
    db.prepare("SELECT COALESCE(MAX(bonus_minor), 0) AS bonus FROM promotions WHERE merchant_code = ?1 AND promotion_type = 'REFERRAL'").bind(merchant),
    db
      .prepare(
        `SELECT a.username, a.created_at,
                EXISTS (SELECT 1 FROM deposits d WHERE d.account_id = a.id AND d.status = 'PAID') AS deposited
           FROM accounts a WHERE a.merchant_code = ?1 AND json_extract(a.profile, '$.referralCode') = ?2
          ORDER BY a.created_at DESC LIMIT 100`,
      )
      .bind(merchant, code),
  ]);
  const bonus = Number((reward?.results?.[0] as { bonus: number } | undefined)?.bonus ?? 0);
  const rows = (invited?.results ?? []) as { username: string; created_at: number; deposited: number }[];
  const list = rows.map((r) => ({
    username: `${r.username.slice(0, 2)}***${r.username.slice(-1)}`,
    joinedAt: r.created_at,
    deposited: r.deposited === 1,
    rewardMinor: r.deposited === 1 ? bonus : 0,
  }));
  return { list, totalInvitations: list.length, totalRewardMinor: list.reduce((s, r) => s + r.rewardMinor, 0), rewardPerInviteeMinor: bonus };
}
