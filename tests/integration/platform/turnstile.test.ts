/**
 * Cloudflare Turnstile as a brand's human check: once brute-force protection asks, the platform
 * demands a Turnstile token (`humanToken`) instead of its image captcha and verifies it; with
 * DEV_TOOLS the development stand-in verifies tokens from POST /__dev/turnstile-token (no network).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsPlatform, later, loginCall, newCaptcha, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { callJson } from './client';

let p: AccountsPlatform;
const dev = { rawHeaders: new Headers({ 'Content-Type': 'application/json' }) };

async function humanCheck(mode: 'CAPTCHA' | 'TURNSTILE') {
  const { status, body } = await callJson(p, '/__dev/security-settings', { ...dev, method: 'PUT', body: { humanCheck: mode } });
  expect(status).toBe(200);
  return body.value;
}

async function devToken(): Promise<string> {
  const { body } = await callJson(p, '/__dev/turnstile-token', { ...dev, method: 'POST', body: {} });
  return body.value.token as string;
}

beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});
afterAll(() => humanCheck('CAPTCHA'));

const wrong = { username: 'demo_down2', password: 'WrongPass1' };
const right = { username: 'demo_down2', password: 'Down2024' };

describe('Turnstile as the human check', () => {
  const ip = '198.19.0.1';

  it('is off for the demo brand and switches on through the development route', async () => {
    const { body } = await callJson(p, '/wps/captcha', { headers: { 'X-Client-IP': ip } });
    expect(body.value.turnstileSiteKey).toBeNull();
    expect(await humanCheck('TURNSTILE')).toMatchObject({ humanCheck: 'TURNSTILE', turnstileSiteKey: 'dev-turnstile-site-key' });
    const after = await callJson(p, '/wps/captcha', { headers: { 'X-Client-IP': ip } });
    expect(after.body.value.turnstileSiteKey).toBe('dev-turnstile-site-key');
  });

  it('is demanded once the failures call for a check; the image captcha no longer passes', async () => {
    for (let i = 0; i < 3; i++) await loginCall(p, wrong, ip);
    expect((await loginCall(p, right, ip)).body).toMatchObject({ errorCode: 'captcha_required', value: { captcha: true } });
    const image = await newCaptcha(p, ip);
    expect((await loginCall(p, { ...right, captchaId: image.captchaId, captcha: image.answer }, ip)).body.errorCode).toBe('captcha_required');
    expect((await loginCall(p, { ...right, humanToken: 'dev.forged-token' }, ip)).body.errorCode).toBe('captcha_error');
  });

  it('a stand-in token logs in once; reused or late it fails', async () => {
    const token = await devToken();
    const ok = await loginCall(p, { ...right, humanToken: token }, ip);
    expect(ok.status).toBe(200);
    expect(ok.body.value.token).toBeTruthy();
    for (let i = 0; i < 3; i++) await loginCall(p, wrong, ip);
    expect((await loginCall(p, { ...right, humanToken: token }, ip)).body.errorCode).toBe('captcha_error');
    const late = await devToken();
    expect((await loginCall(later(p, 300_001), { ...right, humanToken: late }, ip)).body.errorCode).toBe('captcha_error');
  });

  it('the stand-in never verifies outside development', async () => {
    const token = await devToken();
    const production = await accountsPlatform({ DEV_TOOLS: '0', ENVIRONMENT: 'production' });
    const res = await loginCall(production, { ...right, humanToken: token }, ip);
    expect(res.body.errorCode).toBe('captcha_error');
  });
});
