import { isTimeZone } from '#gateway/env';
import { analyticsIdOf } from '../../analytics';
import { portalLanguage } from '../../language';
import { dialableNumber, httpsOnly } from '../../safe-links';
import type { DownloadPlatform, QueryResolvers } from '#gateway/generated/resolvers-types';

const socialNetworks = ['Facebook', 'Twitter', 'Instagram', 'YouTube', 'Telegram', 'KakaoTalk'];
const downloadPlatforms: Record<string, DownloadPlatform> = {
  ios: 'IOS',
  'ios profile': 'IOS_PROFILE',
  android: 'ANDROID',
};

export const brand: NonNullable<QueryResolvers['brand']> = async (_parent, _args, ctx) => {
  const info = await ctx.platform.call('systemInfo');
  const languages = info.languages.map((language) => ({
    code: portalLanguage(language.code),
    name: language.name,
    currencySymbol: language.currencySymbol,
    isDefault: Boolean(language.isDefault),
  }));
  languages.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const current = languages.find((l) => l.code === ctx.locale) ?? languages.find((l) => l.isDefault) ?? languages[0];
  return {
    name: info.brandName,
    merchant: ctx.config.merchant,
    mainDomain: info.mainDomain ?? null,
    licenceText: info.licenceText ?? '',
    analyticsId: analyticsIdOf(info.gtagId),
    languages,
    currencySymbol: current?.currencySymbol ?? '',
    // A live platform may not say; then the portal's BRAND_TIME_ZONE variable does.
    timeZone: info.timeZone && isTimeZone(info.timeZone) ? info.timeZone : ctx.config.brandTimeZone,
    customerService: info.customerService,
    // A social link shows only where the brand has a page on that network.
    socialLinks: info.resources
      .filter((r) => r.resourceType === 'SOCIAL' && r.url && socialNetworks.includes(r.labelNameEn))
      .map((r) => ({ network: r.labelNameEn, url: r.url! })),
    downloads: info.resources.flatMap((r) => {
      const platform = downloadPlatforms[r.labelNameEn.toLowerCase()];
      return r.resourceType === 'DOWNLOAD' && r.url && platform ? [{ platform, url: r.url }] : [];
    }),
    licence: info.licence
      ? {
          licensee: info.licence.licensee,
          address: info.licence.address ?? null,
          number: info.licence.number ?? null,
          authority: info.licence.authority ?? null,
          sealUrl: info.licence.sealUrl ?? null,
          verifyUrl: httpsOnly(info.licence.verifyUrl),
        }
      : null,
    helpline: info.helpline ? { name: info.helpline.name, phone: dialableNumber(info.helpline.phone), url: httpsOnly(info.helpline.url) } : null,
    minimumAge: info.minimumAge ?? 18,
    inactivityMinutes: info.inactivityMinutes ?? null,
    sessionFigures: info.sessionFigures ?? false,
    tournaments: info.tournaments === true,
  };
};
