import { fieldError } from '../../http/envelope';
import { payloadObject, textOf } from '../accounts/fields';
import { passwordLogin, smsLogin, type LoginValue } from './login';
import type { AccountDeps } from '../accounts/deps';
import { firebaseLogin } from './social';

/** /wps/session/login: one endpoint, three kinds of login, chosen by the payload's type. */
export async function login(d: AccountDeps, raw: unknown): Promise<LoginValue> {
  const payload = payloadObject(raw);
  const type = textOf(payload, 'type') || 'username';
  const deviceId = textOf(payload, 'loginDeviceId').slice(0, 128) || null;
  if (type === 'username') return passwordLogin(d, payload, deviceId);
  if (type === 'sms') return smsLogin(d, payload, deviceId);
  if (type === 'firebase') return firebaseLogin(d, payload, deviceId);
  throw fieldError('type', "must be 'username', 'sms' or 'firebase'");
}
