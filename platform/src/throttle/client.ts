/** The Worker side of the AuthThrottle Durable Object: one instance per brand, keys by purpose. */
import type { Env } from '../env';
import { PlatformError } from '../http/envelope';
import type { AuthThrottle } from './AuthThrottle';

export function throttleFor(env: Env, merchant: string): DurableObjectStub<AuthThrottle> {
  if (!env.THROTTLE) {
    console.error('platform: THROTTLE Durable Object binding missing');
    throw new PlatformError(500, '#727', 'system busy');
  }
  return env.THROTTLE.get(env.THROTTLE.idFromName(`auth:${merchant}`));
}

/** Counter keys. Usernames are lower-cased before they get here; IPs are as the edge sent them. */
export const throttleKeys = {
  pair: (username: string, ip: string) => `login:pair:${username}|${ip}`,
  ip: (ip: string) => `login:ip:${ip}`,
  account: (username: string) => `login:account:${username}`,
  codeSend: (channel: string, recipient: string) => `send:${channel}:${recipient}`,
  captchaIp: (ip: string) => `captcha:ip:${ip}`,
  secondStepAccount: (accountId: number) => `second-step:account:${accountId}`,
  secondStepIp: (ip: string) => `second-step:ip:${ip}`,
  registerIp: (ip: string) => `register:ip:${ip}`,
  registerDevice: (deviceId: string) => `register:device:${deviceId}`,
  registerCodeIp: (ip: string) => `register-code:ip:${ip}`,
  affiliateIp: (ip: string) => `affiliate:ip:${ip}`,
  guestTrialIp: (ip: string) => `guest-trial:ip:${ip}`,
  /**
   * Development only (DEV_TOOLS "1"): one event per password really checked for a username, so
   * tests can count the checks made under parallel requests, independently of the limits.
   */
  passwordChecked: (username: string) => `dev:password-checked:${username}`,
};
