import { beforeAll, describe, expect, it } from 'vitest';
import type { SeededPlatform } from '../support/platform';
import { call, callJson, platform } from './client';

const NOT_AVAILABLE = { success: false, errorCode: 'function.not.available', message: 'function.not.available' };
let p: SeededPlatform;
beforeAll(async () => {
  p = await platform();
});

describe('Merchant header', () => {
  it('refuses a request without Merchant', async () => {
    const { status, body } = await callJson(p, '/wps/system/status', { rawHeaders: new Headers({ Language: 'EN' }) });
    expect(status).toBe(400);
    expect(body).toEqual(NOT_AVAILABLE);
  });

  it('refuses an empty Merchant', async () => {
    const { status, body } = await callJson(p, '/wps/system/status', { rawHeaders: new Headers({ Merchant: '  ' }) });
    expect(status).toBe(400);
    expect(body).toEqual(NOT_AVAILABLE);
  });

  it('refuses a duplicated Merchant (comma-joined)', async () => {
    const headers = new Headers();
    headers.append('Merchant', 'DEMO');
    headers.append('Merchant', 'DEMO');
    expect(headers.get('Merchant')).toBe('DEMO, DEMO');
    const { status, body } = await callJson(p, '/wps/system/status', { rawHeaders: headers });
    expect(status).toBe(400);
    expect(body).toEqual(NOT_AVAILABLE);
  });

  it('refuses an unknown merchant', async () => {
    const { status, body } = await callJson(p, '/wps/system/info', { headers: { Merchant: 'NOPE' } });
    expect(status).toBe(400);
    expect(body).toEqual(NOT_AVAILABLE);
  });

  it('answers the demo brand', async () => {
    const { status, body } = await callJson(p, '/wps/system/info');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.value.brandName).toBe('Aurora Play');
  });
});

describe('methods and paths', () => {
  it('answers #459 for POST on the game list', async () => {
    const { status, body } = await callJson(p, '/wps/relay/GCSGAME_gameList', { method: 'POST', body: { gameType: 'RNG' } });
    expect(status).toBe(405);
    expect(body).toEqual({ success: false, errorCode: '#459', message: 'http_method_not_support' });
  });

  it('answers #459 for GET on hot games', async () => {
    const { status, body } = await callJson(p, '/wps/relay/GCSGAME_hotGamesV2');
    expect(status).toBe(405);
    expect(body.errorCode).toBe('#459');
  });

  it('answers 404 request_param_err for an unknown path', async () => {
    const { status, body } = await callJson(p, '/wps/relay/NOPE_nothing');
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, errorCode: 'request_param_err', message: 'not found' });
  });
});

describe('ModuleId', () => {
  it('refuses a module switched off for the brand', async () => {
    for (const moduleId of ['GRAPHIQL3']) {
      const { status, body } = await callJson(p, '/wps/system/status', { headers: { ModuleId: moduleId } });
      expect(status, moduleId).toBe(400);
      expect(body).toEqual(NOT_AVAILABLE);
    }
  });

  it('accepts modules that are on, and ignores unknown ones', async () => {
    for (const moduleId of ['COMM3', 'GAMELO3', 'VERCODELOGIN3', 'FREEPLAY3', 'SOMETHING_NEW9']) {
      const res = await call(p, '/wps/system/status', { headers: { ModuleId: moduleId } });
      expect(res.status, moduleId).toBe(200);
    }
  });

  it('treats a module under a switched-off parent as off', async () => {
    await p.env.DB.prepare(`UPDATE whitelabel_nodes SET enabled = 0 WHERE merchant_code = 'DEMO' AND mod_id = 'GAMELO3'`).run();
    try {
      const { status } = await callJson(p, '/wps/relay/GCSGAME_getVassGameType', { headers: { ModuleId: 'GAMELOFAV3' } });
      expect(status).toBe(400);
    } finally {
      await p.env.DB.prepare(`UPDATE whitelabel_nodes SET enabled = 1 WHERE merchant_code = 'DEMO' AND mod_id = 'GAMELO3'`).run();
    }
  });
});

describe('Language', () => {
  it('localizes in Korean and falls back to the default for unknown or missing languages', async () => {
    const path = '/wps/relay/MCSFE_getListAnnouncements?types=H';
    const ko = await callJson(p, path, { headers: { Language: 'KO' } });
    const en = await callJson(p, path, { headers: { Language: 'EN' } });
    const unknown = await callJson(p, path, { headers: { Language: 'XX' } });
    const lower = await callJson(p, path, { headers: { Language: 'ko' } });
    expect(ko.body.value.notices[0].title).toMatch(/[가-힣]/);
    expect(en.body.value.notices[0].title).not.toMatch(/[가-힣]/);
    expect(unknown.body.value).toEqual(en.body.value);
    expect(lower.body.value).toEqual(ko.body.value);
    const noHeader = await callJson(p, path, { rawHeaders: new Headers({ Merchant: 'DEMO' }) });
    expect(noHeader.body.value).toEqual(en.body.value);
  });
});
