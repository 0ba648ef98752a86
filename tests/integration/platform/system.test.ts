import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SeededPlatform } from '../support/platform';
import { call, callJson, platform, value } from './client';

let p: SeededPlatform;
beforeAll(async () => {
  p = await platform();
});

async function setStatus(body: Record<string, unknown>) {
  const { status, body: envelope } = await callJson(p, '/__dev/status', { method: 'PUT', body, rawHeaders: new Headers() });
  expect(status).toBe(200);
  expect(envelope.success).toBe(true);
}

describe('/wps/system/status', () => {
  afterEach(() => setStatus({ status: 0 }));

  it('is normal by default and echoes the visitor location', async () => {
    const v = await value(p, '/wps/system/status', { headers: { 'X-Client-IP': '203.0.113.7', 'X-Client-Country': 'KR' } });
    expect(v).toEqual({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      maintenanceStartTime: null,
      maintenanceEndTime: null,
      blockedRegions: ['US'],
      location: { ip: '203.0.113.7', country: 'KR' },
    });
  });

  it('reports maintenance with its end time', async () => {
    const end = Date.UTC(2030, 0, 1);
    await setStatus({ status: 1, maintenanceEndTime: end });
    const v = await value(p, '/wps/system/status');
    expect(v.status).toBe(1);
    expect(v.maintenance).toBe(true);
    expect(v.maintenanceEndTime).toBe(end);
    expect(typeof v.maintenanceStartTime).toBe('number');
  });

  it('reports region restriction, and maintenance wins over it', async () => {
    await setStatus({ status: 2 });
    expect((await value(p, '/wps/system/status')).status).toBe(2);
    // Both flags on (as a live brand could be): 1 wins.
    await p.env.DB.prepare(`UPDATE brands SET maintenance = 1 WHERE merchant_code = 'DEMO'`).run();
    const v = await value(p, '/wps/system/status');
    expect(v.status).toBe(1);
    expect(v.regionRestriction).toBe(true);
  });

  it('refuses a bad status body', async () => {
    const { status, body } = await callJson(p, '/__dev/status', { method: 'PUT', body: { status: 7 }, rawHeaders: new Headers() });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('request_param_err');
    const unknown = await callJson(p, '/__dev/status', { method: 'PUT', body: { merchant: 'NOPE', status: 1 }, rawHeaders: new Headers() });
    expect(unknown.status).toBe(400);
  });
});

describe('/wps/system/whitelabel', () => {
  it('returns the flag tree rooted at COMM3', async () => {
    const v = await value(p, '/wps/system/whitelabel');
    expect(v.list).toHaveLength(1);
    const root = v.list[0];
    expect(root).toMatchObject({ modId: 'COMM3', enabled: '1' });
    const flat = new Map<string, any>();
    const walk = (n: any) => {
      flat.set(n.modId, n);
      n.childrenNodes.forEach(walk);
    };
    walk(root);
    const expected = [
      'CBS3',
      'REG3',
      'DIRECTREG3',
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'REGMOBVERF3',
      'PWD3',
      'CHNGPASSVERIF3',
      'CHNGPASSMAIL3',
      'PWDEXPIRE3',
      'LOGIN3',
      'VERCODELOGIN3',
      'GOOGLELOGIN3',
      'FBLOGIN3',
      'FREEPLAY3',
      'MANPLAYREB3',
      'AGENTPOLICY3',
      'GAMELO3',
      'GAMELOFAV3',
      'PTSYS3',
      'MISSIONLB3',
      'GRAPHIQL3',
    ];
    for (const id of expected) expect(flat.has(id), id).toBe(true);
    const off = [...flat.values()]
      .filter((n) => n.enabled === '0')
      .map((n) => n.modId)
      .sort();
    expect(off).toEqual(['GRAPHIQL3']);
    expect(flat.get('REG3').childrenNodes.map((n: any) => n.modId)).toContain('DIRECTREG3');
    expect(flat.get('GAMELO3').childrenNodes.map((n: any) => n.modId)).toEqual(['GAMELOFAV3']);
  });
});

describe('/wps/system/setting/register', () => {
  it('lists every field with a working pattern', async () => {
    const v = await value(p, '/wps/system/setting/register');
    const byField = new Map<string, any>(v.list.map((f: any) => [f.field, f]));
    expect([...byField.keys()]).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'payeeName',
      'paymentPassword',
      'qqNum',
      'line',
      'whatsapp',
      'facebook',
      'wechat',
      'idNumber',
      'email',
      'recommenderId',
      'affiliateCode',
      'captcha',
    ]);
    expect(byField.get('username')).toEqual({
      field: 'username',
      enabled: true,
      required: true,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: 'LETTER_FIRST_ALNUM',
      minLength: 4,
      maxLength: 16,
    });
    expect(byField.get('password')).toMatchObject({ required: true, patternId: 'LETTERS_AND_DIGITS', minLength: 6, maxLength: 20 });
    expect(byField.get('mobileNum')).toMatchObject({ enabled: true, required: false, patternId: 'DIGITS', minLength: 8, maxLength: 11 });
    expect(byField.get('verificationCode')).toMatchObject({ minLength: 6, maxLength: 6 });
    expect(byField.get('captcha')).toMatchObject({ enabled: false });
    for (const f of v.list) {
      if (f.field !== 'captcha') expect(f.enabled, f.field).toBe(true);
      if (!['username', 'password', 'confirmPassword'].includes(f.field)) expect(f.required, f.field).toBe(false);
    }
    const matches = (field: string, text: string) => {
      const pattern = byField.get(field).acceptedPattern;
      return pattern === '*' || new RegExp(pattern).test(text);
    };
    expect(matches('username', 'player01')).toBe(true);
    expect(matches('username', '1player')).toBe(false);
    expect(matches('password', 'abc123')).toBe(true);
    expect(matches('password', 'abcdef')).toBe(false);
    expect(matches('email', 'a.b@example.com')).toBe(true);
    expect(matches('email', 'nope')).toBe(false);
    expect(matches('mobileNum', '01012345678')).toBe(true);
    expect(matches('mobileNum', '010-1234')).toBe(false);
    expect(matches('payeeName', 'anything at all')).toBe(true);
  });

  it('stores a compilable pattern for every pattern id of the spec, in order', async () => {
    const { results } = await p.env.DB.prepare('SELECT pattern_id, accepted_pattern FROM validation_patterns ORDER BY sort').all<any>();
    expect(results.map((r) => r.pattern_id)).toEqual([
      'ANY',
      'LETTER_FIRST_ALNUM',
      'CHINESE_DIGITS',
      'EMAIL',
      'ALNUM',
      'LETTERS_AND_DIGITS',
      'DIGITS',
      'ALNUM_UPPER',
      'ENGLISH_SPACES',
      'NO_SPACES',
      'CHINESE_PUNCT',
      'DATE',
      'KOREAN',
      'THAI',
      'THAI_ENGLISH_SPACES',
      'LETTERS_DIGITS_SYMBOLS',
    ]);
    const samples: Record<string, [string, string]> = {
      CHINESE_DIGITS: ['中文123', 'abc'],
      ALNUM_UPPER: ['Abc123', 'abc123'],
      ENGLISH_SPACES: ['John Smith', 'John1'],
      NO_SPACES: ['a_b', 'a b'],
      DATE: ['2026-04-01', '2026/04/01'],
      KOREAN: ['홍길동', 'hong'],
      THAI: ['สวัสดี', 'hello'],
      LETTERS_DIGITS_SYMBOLS: ['a1!#', 'a b'],
    };
    for (const r of results) {
      if (r.pattern_id === 'ANY') {
        expect(r.accepted_pattern).toBe('*');
        continue;
      }
      const re = new RegExp(r.accepted_pattern);
      const sample = samples[r.pattern_id];
      if (sample) {
        expect(re.test(sample[0]), `${r.pattern_id} accepts ${sample[0]}`).toBe(true);
        expect(re.test(sample[1]), `${r.pattern_id} refuses ${sample[1]}`).toBe(false);
      }
    }
  });
});

describe('domain route, help center, info', () => {
  it('returns domains and CDNs', async () => {
    const v = await value(p, '/wps/system/domainRoute');
    expect(v.mainDomain).toBe('aurora-play.example');
    expect(v.domains.length).toBeGreaterThan(0);
    expect(v.imageCdn.every((u: string) => u.startsWith('https://'))).toBe(true);
    expect(v.launchCdn.length).toBeGreaterThan(0);
  });

  it('returns help articles per language and category', async () => {
    const en = await value(p, '/wps/system/helpCenter');
    const ko = await value(p, '/wps/system/helpCenter', { headers: { Language: 'KO' } });
    expect(en.list.length).toBe(ko.list.length);
    expect(new Set(en.list.map((a: any) => a.category))).toEqual(new Set(['faq', 'rules', 'account', 'terms', 'privacy']));
    expect(ko.list[0].title).toMatch(/[가-힣]/);
    expect(en.list[0]).toEqual({ id: expect.any(Number), category: 'faq', title: expect.any(String), content: expect.any(String), sort: 1 });
  });

  it('returns brand info with languages, customer service and resources', async () => {
    const v = await value(p, '/wps/system/info');
    expect(v).toMatchObject({ brandName: 'Aurora Play', mainDomain: 'aurora-play.example', gtagId: expect.any(String), timeZone: 'Asia/Seoul' });
    expect(v.licenceText).toMatch(/18/);
    expect(v.languages).toEqual([
      { code: 'EN', name: 'English', currencySymbol: '$', isDefault: true },
      { code: 'KO', name: '한국어', currencySymbol: '₩', isDefault: false },
      { code: 'CN', name: '简体中文', currencySymbol: '¥', isDefault: false },
      { code: 'VI', name: 'Tiếng Việt', currencySymbol: '₫', isDefault: false },
      { code: 'TH', name: 'ไทย', currencySymbol: '฿', isDefault: false },
    ]);
    expect(v.customerService.map((c: any) => c.type)).toEqual(['LIVECHAT', 'LINE', 'TALK', 'TELEGRAM']);
    const social = v.resources.filter((r: any) => r.resourceType === 'SOCIAL').map((r: any) => r.labelNameEn);
    expect(social).toEqual(['Facebook', 'Instagram', 'YouTube', 'Telegram', 'KakaoTalk']);
    expect(social).not.toContain('Twitter');
    const downloads = v.resources.filter((r: any) => r.resourceType === 'DOWNLOAD').map((r: any) => r.labelNameEn);
    expect(downloads).toEqual(['iOS', 'iOS profile', 'Android']);
    const ko = await value(p, '/wps/system/info', { headers: { Language: 'KO' } });
    expect(ko.licenceText).toMatch(/[가-힣]/);
  });

  it('answers the safer-gambling display: the licence, the seal, the helpline in the request language, the age and the idle minutes', async () => {
    const en = await value(p, '/wps/system/info');
    expect(en.licence).toEqual({
      licensee: 'Aurora Play Demo N.V.',
      address: '1 Demonstration Street, Willemstad, Curaçao',
      number: 'DEMO/2026/001',
      authority: 'Curaçao Gaming Authority',
      sealUrl: '/media/seals/DEMO.svg',
      verifyUrl: 'https://licensing.aurora-play.example/verify/DEMO-2026-001',
    });
    expect(en.helpline).toEqual({ name: 'GamCare', phone: '+448088020133', url: 'https://www.gamcare.org.uk' });
    expect(en).toMatchObject({ minimumAge: 18, inactivityMinutes: 30, sessionFigures: true });
    const ko = await value(p, '/wps/system/info', { headers: { Language: 'KO' } });
    expect(ko.licence.authority).toBe('퀴라소 게이밍 당국');
    expect(ko.helpline).toEqual({ name: '한국도박문제예방치유원', phone: '1336', url: 'https://www.kcgp.or.kr' });

    // The seal is an image of the licence, for a licensed brand only.
    const seal = await call(p, '/media/seals/DEMO.svg');
    expect(seal.status).toBe(200);
    expect(seal.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect(await seal.text()).toContain('DEMO/2026/001');
    expect((await call(p, '/media/seals/JADE.svg')).status).toBe(404);
    expect((await call(p, '/media/seals/NOBODY.svg')).status).toBe(404);

    // The second demo brand names no licensee, no helpline and shows no figures while playing.
    const jade = await value(p, '/wps/system/info', { headers: { Merchant: 'JADE' } });
    expect(jade).toMatchObject({ licence: null, helpline: null, minimumAge: 18, sessionFigures: false });
    expect(jade.licenceText).not.toBe('');
  });

  it('answers the licence in the brand default language where the requested one has none', async () => {
    const th = await p.env.DB.prepare(`SELECT text FROM brand_licence_texts WHERE merchant_code = 'DEMO' AND language = 'TH'`).first<{ text: string }>();
    expect(th?.text).toBeTruthy();
    await p.env.DB.prepare(`DELETE FROM brand_licence_texts WHERE merchant_code = 'DEMO' AND language = 'TH'`).run();
    try {
      const en = await value(p, '/wps/system/info');
      expect((await value(p, '/wps/system/info', { headers: { Language: 'TH' } })).licenceText).toBe(en.licenceText);
    } finally {
      await p.env.DB.prepare(`INSERT INTO brand_licence_texts (merchant_code, language, text) VALUES ('DEMO', 'TH', ?1)`).bind(th?.text).run();
    }
    expect((await value(p, '/wps/system/info', { headers: { Language: 'TH' } })).licenceText).toMatch(/[ก-๙]/);
  });
});

describe('/wps/session/key/rsa', () => {
  function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
    let result = 1n;
    base %= modulus;
    while (exponent > 0n) {
      if (exponent & 1n) result = (result * base) % modulus;
      base = (base * base) % modulus;
      exponent >>= 1n;
    }
    return result;
  }

  it('answers a persisted 1024-bit modulus as lower-case hex text', async () => {
    const res = await call(p, `/wps/session/key/rsa?t=${Date.now()}`, { headers: { ModuleId: 'COMM3' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const modulus = await res.text();
    expect(modulus).toMatch(/^[0-9a-f]{256}$/);
    expect(parseInt(modulus[0] as string, 16)).toBeGreaterThanOrEqual(8); // a full 1024-bit number
    const again = await (await call(p, '/wps/session/key/rsa?t=1')).text();
    expect(again).toBe(modulus);
    const row = await p.env.DB.prepare(`SELECT modulus_hex, private_exponent_hex, public_exponent FROM rsa_keys WHERE id = 'legacy'`).first<any>();
    expect(row.modulus_hex).toBe(modulus);
    // Textbook RSA round trip with the stored d: what the legacy scheme needs.
    const n = BigInt('0x' + modulus);
    const d = BigInt('0x' + row.private_exponent_hex);
    const message = BigInt('0x' + Array.from('secret1234567890', (c) => c.charCodeAt(0).toString(16)).join(''));
    expect(modPow(modPow(message, BigInt(row.public_exponent), n), d, n)).toBe(message);
  });
});
