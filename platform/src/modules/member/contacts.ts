/**
 * Binding or changing the member's mobile number or e-mail address with a code sent to the new
 * one: POST /wps/member/contact/code sends it (purpose BIND), POST /wps/member/contact binds the
 * address the code was sent to. A code only binds for the account that asked for it. A mobile
 * number another account of the brand holds is refused (`already registered`).
 */
import { fieldError } from '../../http/envelope';
import { maskEmail, maskMobile, type AccountRow } from '../session/accounts';
import type { AccountDeps } from '../session/login';
import { checkCode, codeError, issueCode, phoneRecipient } from '../verification/codes';
import { dialingCodeOf, loadFieldRules, mobileOf, payloadObject, requireText } from './fields';

type Contact = { channel: 'SMS'; countryDialingCode: string; mobileNum: string; recipient: string } | { channel: 'EMAIL'; email: string; recipient: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function channelOf(payload: Record<string, unknown>): 'SMS' | 'EMAIL' {
  const channel = requireText(payload, 'channel').toUpperCase();
  if (channel !== 'SMS' && channel !== 'EMAIL') throw fieldError('channel', 'must be one of SMS, EMAIL');
  return channel;
}

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
  const what = contact.channel === 'SMS' ? 'mobile number' : 'e-mail address';
  return issueCode({
    env: d.env,
    merchant: d.merchant,
    purpose: 'BIND',
    channel: contact.channel,
    recipient: contact.recipient,
    accountId: account.id,
    now: d.now,
    deliver: true,
    subject: contact.channel === 'EMAIL' ? `${d.brand.row.name}: confirm your e-mail address` : null,
    message: (code, minutes) => `${d.brand.row.name}: your code to link this ${what} to ${account.username} is ${code}. It expires in ${minutes} minutes.`,
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

export async function bindContact(d: AccountDeps, account: AccountRow, raw: unknown): Promise<ContactsValue> {
  const payload = payloadObject(raw);
  const contact = await contactOf(d, account, payload);
  const code = requireText(payload, 'verificationCode');
  if (!/^[0-9]{6}$/.test(code)) throw fieldError('verificationCode', 'must be 6 digits');
  const checked = await checkCode(d.db, { merchant: d.merchant, purpose: 'BIND', recipient: contact.recipient, code, now: d.now });
  if (!checked.ok) throw codeError(checked.reason);
  // A code sent for another account (the same address asked for twice) binds nothing here.
  if (checked.accountId !== account.id) throw codeError('invalid');
  try {
    if (contact.channel === 'SMS') {
      await d.db
        .prepare('UPDATE accounts SET country_dialing_code = ?2, mobile_num = ?3 WHERE id = ?1')
        .bind(account.id, contact.countryDialingCode, contact.mobileNum)
        .run();
    } else {
      await d.db.prepare('UPDATE accounts SET email = ?2 WHERE id = ?1').bind(account.id, contact.email).run();
    }
  } catch (error) {
    // accounts_by_mobile: another account bound the number meanwhile.
    if (String(error).includes('UNIQUE')) throw fieldError('mobileNum', 'already registered');
    throw error;
  }
  const updated = await d.db.prepare('SELECT country_dialing_code, mobile_num, email FROM accounts WHERE id = ?1').bind(account.id).first<AccountRow>();
  return contactsOf(updated ?? account);
}
