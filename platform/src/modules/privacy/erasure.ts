/**
 * The member's erasure (docs/platform-protocol.md "A player's own data"):
 * - the request closes the account at once, with the responsible-gaming closure's own wallet
 *   command (`rg.exclude` of length CLOSED: an exclusion of kind CLOSURE, every session ended, logins
 *   answer `rg.excluded` with `closed: true`), and records when the account is to be anonymised;
 * - the anonymisation, once the brand's retention has passed (the cron, or the operator's
 *   erase-now), clears every personal field the migrations hold and deletes every file in R2, and
 *   leaves the money records (journal, deposits, withdrawals, transfers, bets, rounds, roll-ups)
 *   with their amounts and times, so the books and the agent reports read the same figures.
 *
 * Where personal data lives (platform/migrations): accounts (0002, 0004, 0016: names, contacts,
 * registration fields in `profile`, the authenticator, both passwords, the avatar), sessions (ip,
 * device), account_ips, social_identities (0004), verification_codes (0002/0010: recipients),
 * outbox_messages (0001: recipients), bank_cards (0010: holder, number), withdrawals.card (0009: the
 * card as it was) and proof images, deposits.details (0009/0037: the payee name, a wallet address),
 * money_requests (0009: answers kept for replays), point_exchanges (0026: delivery address, phone),
 * feedback and its images (0020), chat conversations, links and the room's messages and images
 * (0027, ChatRoom), kyc_documents and kyc_requests (0040: files, document number, birth date, the
 * operator's note), legal_acceptances.ip (0043), marketing_consent_history.ip (0044), complaints'
 * messages and images (0045), and this module's archives, links and the erasure's own address (0046).
 */
import type { Env } from '../../env';
import { clientIp } from '../../http/client-ip';
import { now as clock } from '../../http/clock';
import { PlatformError } from '../../http/envelope';
import { minorToAmount } from '../../http/params';
import type { BrandContext } from '../../http/routes';
import { roomName } from '../chat/ChatRoom';
import { CLOSURE_LENGTH } from '../responsible-gaming/rules';
import { encodePasswordHash, unusablePasswordHash } from '../session/password';
import { SESSION_ID_LENGTH, type CurrentSession } from '../session/sessions';
import { unwrap } from '../transfer/wire';
import { phoneRecipient } from '../verification/codes';
import { walletGate } from '../wallet/wallet-gate';
import { proveLoginPassword } from './password';
import { ERASED_NICKNAME, ERASED_TEXT, eraseAfterOf, erasedUsername } from './rules';
import { erasureOf, moneyHeld, recordErasure, settingsOf, type ErasureRow } from './store';

/** An erasure recorded this long ago whose account has no closure (the request stopped between the two) is closed by the cron. */
const CLOSURE_GRACE_MS = 60_000;
/** An erasure due whose account holds money again: it waits, logged, until the operator has paid it out. */
export class MoneyStillHeld extends Error {
  constructor(accountId: number) {
    super(`privacy: account ${accountId} holds money: its anonymisation waits until it is paid out`);
  }
}

/** Erasures one run anonymises at most (the next minute takes the rest). */
const ERASURES_PER_RUN = 20;

const balanceRemaining = (minor: number, pending: boolean) =>
  new PlatformError(409, 'data.balance_remaining', 'withdraw the balance first', { balance: minorToAmount(minor), pending });

/** The closure, as responsible-gaming/routes.ts closeHandler makes it: the wallet's `rg.exclude` of length CLOSED. */
async function close(env: Env, merchant: string, accountId: number, sessionId: string): Promise<void> {
  unwrap(await walletGate(env).execute({ op: 'rg.exclude', merchant, accountId, length: CLOSURE_LENGTH, sessionId }));
  // A bonus not yet met is the brand's: given back, and the queued ones cancelled (docs/decisions/067).
  unwrap(await walletGate(env).execute({ op: 'bonus.forfeit', merchant, accountId, all: true }));
}

/**
 * POST /wps/member/data/erase, once the body is read: the password proved, no money left, then one
 * erasure recorded per account, and the request that recorded it closes the account. A repeat (or
 * a parallel request) answers the erasure recorded; once the closure ended the session, a request
 * gets `login.not.session`.
 */
export async function requestErasure(ctx: BrandContext, session: CurrentSession, password: string): Promise<ErasureRow> {
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const accountId = session.account.id;
  await proveLoginPassword(ctx, session, password);
  const held = await moneyHeld(db, merchant, accountId);
  if (held.heldMinor > 0 || held.pending) throw balanceRemaining(held.heldMinor, held.pending);
  const now = clock(ctx.env);
  const settings = await settingsOf(db, merchant);
  const recorded = await recordErasure(db, { merchant, accountId, ip: clientIp(ctx.request), now, eraseAfter: eraseAfterOf(now, settings) });
  if (!recorded) {
    const existing = await erasureOf(db, accountId);
    if (!existing) throw new PlatformError(500, '#727', 'system busy');
    return existing;
  }
  await close(ctx.env, merchant, accountId, session.tokenHash.slice(0, SESSION_ID_LENGTH));
  return recorded;
}

/** Erasures recorded without their closure (a request that stopped between the two): closed now. */
export async function closeUnclosed(env: Env, now: number, merchant: string | null): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `SELECT e.merchant_code, e.account_id FROM data_erasures e
      WHERE e.erased_at IS NULL AND e.requested_at <= ?1 AND (?2 IS NULL OR e.merchant_code = ?2)
        AND NOT EXISTS (SELECT 1 FROM rg_exclusions x WHERE x.account_id = e.account_id AND x.kind = 'CLOSURE')
      LIMIT ${ERASURES_PER_RUN}`,
  )
    .bind(now - CLOSURE_GRACE_MS, merchant)
    .all<{ merchant_code: string; account_id: number }>();
  const closed: number[] = [];
  for (const row of results) {
    try {
      await close(env, row.merchant_code, row.account_id, 'privacy-erasure');
      closed.push(row.account_id);
    } catch (error) {
      console.error('privacy: closure of an erased account failed', row.account_id, error);
    }
  }
  return closed;
}

/** Deletes objects from a bucket (a binding missing: logged, nothing deleted). R2 deletes up to 1,000 keys a call. */
async function deleteObjects(bucket: R2Bucket | undefined, name: string, keys: readonly string[]): Promise<void> {
  const wanted = keys.filter((key) => key !== '');
  if (wanted.length === 0) return;
  if (!bucket) {
    console.error(`platform: ${name} R2 binding missing: ${wanted.length} objects not deleted`);
    throw new Error(`${name} missing`);
  }
  for (let i = 0; i < wanted.length; i += 1000) await bucket.delete(wanted.slice(i, i + 1000));
}

/** Every object under a prefix (the chat's images of one conversation), whatever the room still names. */
async function keysUnder(bucket: R2Bucket | undefined, prefix: string): Promise<string[]> {
  if (!bucket) return [];
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    keys.push(...page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

const column = async (statement: D1PreparedStatement, name: string): Promise<string[]> =>
  (await statement.all<Record<string, string | null>>()).results.map((row) => row[name]).filter((v): v is string => typeof v === 'string');

/**
 * Anonymises the account of an erasure (idempotent: a second run finds nothing left to clear). The
 * files go first, then every row in one transaction that also marks the erasure done, so a run that
 * stops half-way is run again whole.
 */
export async function anonymise(env: Env, erasure: ErasureRow, now: number): Promise<void> {
  const db = env.DB;
  const id = erasure.account_id;
  const merchant = erasure.merchant_code;
  // Money that came in after the closure (a deposit order paid late) is the member's until the
  // operator pays it out, as for any closed account: the erasure waits for it (the next run retries).
  const held = await moneyHeld(db, merchant, id);
  if (held.heldMinor > 0 || held.pending) throw new MoneyStillHeld(id);
  const account = await db
    .prepare('SELECT country_dialing_code, mobile_num, email FROM accounts WHERE id = ?1 AND merchant_code = ?2')
    .bind(id, merchant)
    .first<{ country_dialing_code: string | null; mobile_num: string | null; email: string | null }>();
  if (!account) throw new Error(`privacy: account ${id} of ${merchant} not found`);
  const recipients = [
    ...(account.mobile_num && account.country_dialing_code ? [phoneRecipient(account.country_dialing_code, account.mobile_num)] : []),
    ...(account.email ? [account.email, account.email.toLowerCase()] : []),
  ];

  // Files: identity documents, feedback, complaint and chat images, withdrawal proofs, archives.
  const [documents, feedbackImages, complaintImages, proofs, archives, conversations] = await Promise.all([
    column(db.prepare('SELECT object_key FROM kyc_documents WHERE account_id = ?1').bind(id), 'object_key'),
    column(db.prepare('SELECT i.r2_key FROM feedback_images i JOIN feedback f ON f.id = i.feedback_id WHERE f.account_id = ?1').bind(id), 'r2_key'),
    column(
      db
        .prepare(
          `SELECT i.object_key FROM complaint_images i JOIN complaint_messages m ON m.id = i.message_id JOIN complaints c ON c.id = m.complaint_id
            WHERE c.account_id = ?1`,
        )
        .bind(id),
      'object_key',
    ),
    column(db.prepare('SELECT proof_key FROM withdrawals WHERE account_id = ?1 AND proof_key IS NOT NULL').bind(id), 'proof_key'),
    column(db.prepare('SELECT object_key FROM data_exports WHERE account_id = ?1 AND object_key IS NOT NULL').bind(id), 'object_key'),
    db.prepare('SELECT id FROM chat_conversations WHERE account_id = ?1 AND merchant_code = ?2').bind(id, merchant).all<{ id: number }>(),
  ]);
  const chatKeys: string[] = [];
  for (const { id: conversationId } of conversations.results) {
    if (!env.CHAT_ROOMS) throw new Error('CHAT_ROOMS missing');
    const room = env.CHAT_ROOMS.get(env.CHAT_ROOMS.idFromName(roomName(merchant, conversationId)));
    chatKeys.push(...(await room.erase(merchant, conversationId, ERASED_TEXT)));
    chatKeys.push(...(await keysUnder(env.CHAT_IMAGES, `${merchant}/chat/${conversationId}/`)));
  }
  await Promise.all([
    deleteObjects(env.KYC_DOCUMENTS, 'KYC_DOCUMENTS', documents),
    deleteObjects(env.FEEDBACK_IMAGES, 'FEEDBACK_IMAGES', feedbackImages),
    deleteObjects(env.COMPLAINT_FILES, 'COMPLAINT_FILES', complaintImages),
    deleteObjects(env.WITHDRAWAL_PROOFS, 'WITHDRAWAL_PROOFS', proofs),
    deleteObjects(env.DATA_EXPORTS, 'DATA_EXPORTS', archives),
    deleteObjects(env.CHAT_IMAGES, 'CHAT_IMAGES', [...new Set(chatKeys)]),
  ]);

  const password = unusablePasswordHash();
  const feedbackOf = 'SELECT id FROM feedback WHERE account_id = ?1';
  const messagesOf = 'SELECT m.id FROM complaint_messages m JOIN complaints c ON c.id = m.complaint_id WHERE c.account_id = ?1';
  await db.batch([
    db
      .prepare(
        `UPDATE accounts SET username = ?2, nickname = ?3, password_algorithm = ?4, password_iterations = ?5, password_salt = ?6, password_hash = ?7,
                password_changed_at = ?8, payment_password = ?9, country_dialing_code = NULL, mobile_num = NULL, email = NULL, payee_name = NULL,
                totp_secret = NULL, profile = '{}', avatar = NULL, contact_changed_at = NULL
          WHERE id = ?1`,
      )
      .bind(
        id,
        erasedUsername(id),
        ERASED_NICKNAME,
        password.algorithm,
        password.iterations,
        password.salt,
        password.hash,
        now,
        encodePasswordHash(unusablePasswordHash()),
      ),
    db.prepare('DELETE FROM social_identities WHERE account_id = ?1').bind(id),
    db.prepare('DELETE FROM account_ips WHERE account_id = ?1').bind(id),
    db
      .prepare(
        "UPDATE sessions SET ip = NULL, device_id = NULL, revoked_at = COALESCE(revoked_at, ?2), revoked_reason = COALESCE(revoked_reason, 'ERASED') WHERE account_id = ?1",
      )
      .bind(id, now),
    db
      .prepare("UPDATE bank_cards SET account_name = ?2, account_number = 'erased-' || id, removed_at = COALESCE(removed_at, ?3) WHERE account_id = ?1")
      .bind(id, ERASED_TEXT, now),
    // The card as it was paid to: the bank stays (the records show it), the holder and the number go.
    db
      .prepare(
        `UPDATE withdrawals SET card = CASE WHEN json_valid(card) THEN json_set(card, '$.accountName', ?2, '$.maskedNumber', '') ELSE '{}' END, proof_key = NULL
          WHERE account_id = ?1 AND (proof_key IS NOT NULL OR NOT json_valid(card) OR json_extract(card, '$.accountName') IS NOT ?2)`,
      )
      .bind(id, ERASED_TEXT),
    db
      .prepare(
        `UPDATE deposits SET details = CASE WHEN json_valid(details) THEN json_remove(details, '$.payeeName', '$.walletAddress', '$.returnUrl') ELSE '{}' END
          WHERE account_id = ?1 AND (NOT json_valid(details) OR json_extract(details, '$.payeeName') IS NOT NULL
            OR json_extract(details, '$.walletAddress') IS NOT NULL OR json_extract(details, '$.returnUrl') IS NOT NULL)`,
      )
      .bind(id),
    db.prepare('DELETE FROM money_requests WHERE account_id = ?1 AND merchant_code = ?2').bind(id, merchant),
    db.prepare('UPDATE point_exchanges SET delivery_address = NULL, phone = NULL WHERE account_id = ?1').bind(id),
    db
      .prepare('DELETE FROM verification_codes WHERE account_id = ?1 OR (merchant_code = ?2 AND recipient IN (SELECT value FROM json_each(?3)))')
      .bind(id, merchant, JSON.stringify(recipients)),
    db
      .prepare('DELETE FROM outbox_messages WHERE merchant_code = ?1 AND recipient IN (SELECT value FROM json_each(?2))')
      .bind(merchant, JSON.stringify(recipients)),
    db.prepare('UPDATE marketing_consent_history SET ip = NULL WHERE account_id = ?1').bind(id),
    db.prepare('UPDATE legal_acceptances SET ip = NULL WHERE account_id = ?1').bind(id),
    db.prepare("UPDATE kyc_documents SET object_key = '', document_number = NULL, birth_date = NULL WHERE account_id = ?1").bind(id),
    db.prepare('UPDATE kyc_requests SET note = NULL WHERE account_id = ?1').bind(id),
    db.prepare(`DELETE FROM feedback_images WHERE feedback_id IN (${feedbackOf})`).bind(id),
    db.prepare('UPDATE feedback SET content = ?2, answer = CASE WHEN answer IS NULL THEN NULL ELSE ?2 END WHERE account_id = ?1').bind(id, ERASED_TEXT),
    db.prepare(`DELETE FROM complaint_images WHERE message_id IN (${messagesOf})`).bind(id),
    db.prepare(`UPDATE complaint_messages SET body = ?2 WHERE id IN (${messagesOf})`).bind(id, ERASED_TEXT),
    // Other members' complaints about a player transfer with this member name them in their summary: the erased name now.
    db
      .prepare(
        `UPDATE complaints SET subject_summary = json_set(subject_summary, '$.label', ?2)
          WHERE account_id <> ?1 AND subject_kind = 'TRANSACTION' AND subject_summary IS NOT NULL
            AND subject_ref IN (SELECT 'transfer:' || t.id FROM transfers t WHERE t.kind = 'PLAYER' AND (t.from_account_id = ?1 OR t.to_account_id = ?1))`,
      )
      .bind(id, erasedUsername(id)),
    db.prepare('UPDATE chat_conversations SET last_message = CASE WHEN last_message IS NULL THEN NULL ELSE ?2 END WHERE account_id = ?1').bind(id, ERASED_TEXT),
    db.prepare('DELETE FROM chat_links WHERE account_id = ?1').bind(id),
    db.prepare('DELETE FROM data_export_links WHERE account_id = ?1').bind(id),
    db
      .prepare(
        `UPDATE data_exports SET status = CASE WHEN status = 'FAILED' THEN status ELSE 'EXPIRED' END, lease_until = NULL,
                expires_at = MIN(COALESCE(expires_at, ?2), ?2), object_key = NULL
          WHERE account_id = ?1 AND (status <> 'EXPIRED' OR object_key IS NOT NULL)`,
      )
      .bind(id, now),
    db.prepare('UPDATE data_erasures SET erased_at = COALESCE(erased_at, ?2), ip = NULL WHERE id = ?1').bind(erasure.id, now),
  ]);
}

/** Anonymises the erasures whose time has come (at most ERASURES_PER_RUN); answers their account ids. */
export async function eraseDue(env: Env, now: number, merchant: string | null): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `SELECT * FROM data_erasures WHERE erased_at IS NULL AND erase_after <= ?1 AND (?2 IS NULL OR merchant_code = ?2)
      ORDER BY erase_after LIMIT ${ERASURES_PER_RUN}`,
  )
    .bind(now, merchant)
    .all<ErasureRow>();
  const erased: number[] = [];
  for (const row of results) {
    try {
      await anonymise(env, row, now);
      erased.push(row.account_id);
    } catch (error) {
      console.error('privacy: anonymisation failed', row.account_id, error);
    }
  }
  return erased;
}
