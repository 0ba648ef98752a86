/**
 * Binding or changing the member's mobile number or e-mail address with a code sent to the new
 * one: POST /wps/member/contact/code sends it (purpose BIND), POST /wps/member/contact (sealed)
 * binds the address the code was sent to, proven by the login password as well (a session alone
 * is not enough: checkLoginPassword, on the payment-password limit). A code only binds for the
 * account that asked for it. A mobile number another account of the brand holds is refused
 * (`already registered`).
 *
 * A bind records the time (accounts.contact_changed_at: resetting the payment password by a code
 * waits 24 hours after it) and tells the contacts the account had before, so the holder hears of
 * a change they did not make.
 */
import { fieldError } from '../../http/envelope';
import { maskEmail, maskMobile, type AccountRow } from '../accounts/accounts';
import type { AccountDeps } from '../accounts/deps';
import { checkCode, codeError, issueCode, phoneRecipient } from '../verification/codes';
import { codeMessage, CONTACT_NOUNS, renderMessage } from '../verification/messages';
import { noticeTime, sendNotice } from '../verification/notices';
import { channelOf, dialingCodeOf, loadFieldRules, mobileOf, payloadObject, requireText } from '../accounts/fields';
import { checkLoginPassword, passwordText } from './payment-password';

type Contact = { channel: 'SMS'; countryDialingCode: string; mobileNum: string; recipient: string } | { channel: 'EMAIL'; email: string; recipient: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function contactOf(d: AccountDeps, account: AccountRow, payload: Record<string, unknown>): Promise<Contact> {
  const channel = channelOf(payload);
  if (channel === 'SMS') {
    const mobileNum = mobileOf(payload, await loadFieldRules(d.db, d.merchant), 'mobileNum');
    const countryDialingCode = dialingCodeOf(payload);
    if (account.mobile_num === mobileNum && account.country_dialing_code === countryDialingCode) throw fieldError('mobileNum', 'already bound to this account');
    const holder = await d.db
      .prepare('SELECT id FROM accounts WHERE merchant_code = ?1 AND country_dialing_code = ?2 AND mobile_num = ?3 AND id <> ?4')
      .bind(d.merchant, countryDialingCode, mobileNum, account.id)
      .first();
    if (holder) throw fieldError('mobileNum', 'already registered');
    return { channel, countryDialingCode, mobileNum, recipient: phoneRecipient(countryDialingCode, mobileNum) };
  }
  const email = requireText(payload, 'email').toLowerCase();
  if (email.length > 100 || !EMAIL.test(email)) throw fieldError('email', 'must match pattern EMAIL');
  if ((account.email ?? '').toLowerCase() === email) throw fieldError('email', 'already bound to this account');
  return { channel, email, recipient: email };
}

export async function sendContactCode(d: AccountDeps, account: AccountRow, raw: unknown): Promise<{ expiredMinutes: number }> {
  const contact = await contactOf(d, account, payloadObject(raw));
  const { subject, message } = codeMessage(d.text, 'contactCode', {
    brand: d.brand.row.name,
    what: CONTACT_NOUNS[d.text][contact.channel],
    username: account.username,
  });
  return issueCode({
    env: d.env,
    merchant: d.merchant,
    purpose: 'BIND',
    channel: contact.channel,
    recipient: contact.recipient,
    accountId: account.id,
    now: d.now,
    deliver: true,
    subject: contact.channel === 'EMAIL' ? subject : null,
    message,
  });
}

export interface ContactsValue {
  countryDialingCode: string | null;
  mobileNum: string | null;
  email: string | null;
}

export function contactsOf(account: Pick<AccountRow, 'country_dialing_code' | 'mobile_num' | 'email'>): ContactsValue {
  return {
    countryDialingCode: account.mobile_num ? account.country_dialing_code : null,
    mobileNum: maskMobile(account.mobile_num),
    email: maskEmail(account.email),
  };
}

/**
 * POST /wps/member/contact (sealed) `{channel, countryDialingCode, mobileNum | email,
 * verificationCode, password}`: the login password is checked before the code, so a wrong one
 * leaves the code usable.
 */
export async function bindContact(d: AccountDeps, account: AccountRow, raw: unknown): Promise<ContactsValue> {
  const payload = payloadObject(raw);
  const contact = await contactOf(d, account, payload);
  const code = requireText(payload, 'verificationCode');
  if (!/^[0-9]{6}$/.test(code)) throw fieldError('verificationCode', 'must be 6 digits');
  await checkLoginPassword(d, account, passwordText(payload.password, 'password'));
  const checked = await checkCode(d.db, { merchant: d.merchant, purpose: 'BIND', recipient: contact.recipient, code, now: d.now });
  if (!checked.ok) throw codeError(checked.reason);
  // A code sent for another account (the same address asked for twice) binds nothing here.
  if (checked.accountId !== account.id) throw codeError('invalid');
  try {
    if (contact.channel === 'SMS') {
      await d.db
        .prepare('UPDATE accounts SET country_dialing_code = ?2, mobile_num = ?3, contact_changed_at = ?4 WHERE id = ?1')
        .bind(account.id, contact.countryDialingCode, contact.mobileNum, d.now)
        .run();
    } else {
      await d.db.prepare('UPDATE accounts SET email = ?2, contact_changed_at = ?3 WHERE id = ?1').bind(account.id, contact.email, d.now).run();
    }
  } catch (error) {
    // accounts_by_mobile: another account bound the number meanwhile.
    if (String(error).includes('UNIQUE')) throw fieldError('mobileNum', 'already registered');
    throw error;
  }
  await noticeOfChange(d, account, contact);
  const updated = await d.db.prepare('SELECT country_dialing_code, mobile_num, email FROM accounts WHERE id = ?1').bind(account.id).first<AccountRow>();
  return contactsOf(updated ?? account);
}

/**
 * Tells the contacts the account had before the bind (the replaced address among them) what
 * changed and when; nothing goes out when it had none.
 */
async function noticeOfChange(d: AccountDeps, before: AccountRow, contact: Contact): Promise<void> {
  const replaced = contact.channel === 'SMS' ? Boolean(before.mobile_num) : Boolean(before.email);
  const notice = renderMessage(d.text, replaced ? 'contactChanged' : 'contactAdded', {
    brand: d.brand.row.name,
    what: CONTACT_NOUNS[d.text][contact.channel],
    username: before.username,
    shown: (contact.channel === 'SMS' ? maskMobile(contact.mobileNum) : maskEmail(contact.email)) ?? '',
    time: noticeTime(d.now),
  });
  await sendNotice(d.db, { merchant: d.merchant, account: before, subject: notice.subject, body: notice.body, now: d.now });
}
