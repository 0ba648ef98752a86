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
};
