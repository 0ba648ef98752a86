import { describe, expect, it } from 'vitest';
import { infoSchema } from './system';

const SPEC_ONLY = {
  brandName: 'Legacy Brand',
  mainDomain: 'legacy.example',
  licenceText: 'Licensed.',
  gtagId: null,
  languages: [{ code: 'EN', name: 'English', currencySymbol: '$', isDefault: true }],
  customerService: [],
  resources: [],
};

describe('the system info block', () => {
  it('reads a platform without the safer-gambling display: none of it, and nothing refused', () => {
    const info = infoSchema.parse(SPEC_ONLY);
    expect(info.licence).toBeUndefined();
    expect(info.helpline).toBeUndefined();
    expect(info.minimumAge).toBeUndefined();
    expect(info.inactivityMinutes).toBeUndefined();
    expect(info.sessionFigures).toBeUndefined();
  });

  it('reads our extension’s fields, and drops a value out of shape alone', () => {
    const info = infoSchema.parse({
      ...SPEC_ONLY,
      licence: { licensee: 'Brand N.V.', number: '1/2026', sealUrl: '/media/seals/B.svg' },
      helpline: { name: 'Helpline', phone: '1336' },
      minimumAge: 19,
      inactivityMinutes: 20,
      sessionFigures: true,
    });
    expect(info).toMatchObject({ minimumAge: 19, inactivityMinutes: 20, sessionFigures: true, helpline: { name: 'Helpline', phone: '1336' } });
    const odd = infoSchema.parse({
      ...SPEC_ONLY,
      minimumAge: 12,
      inactivityMinutes: -5,
      licence: { number: 'no holder' },
      helpline: 'call us',
      sessionFigures: 'yes',
    });
    expect(odd).toMatchObject({ brandName: 'Legacy Brand', minimumAge: null, inactivityMinutes: null, licence: null, helpline: null, sessionFigures: null });
  });
});
