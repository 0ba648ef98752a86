import type { BrandRoute } from '../../http/routes';
import { registerSetting } from './register';
import { rsaKey } from './rsa';
import { domainRoute, helpCenter, systemInfo } from './site';
import { systemStatus } from './status';
import { brandTheme } from './theme';
import { whitelabel } from './whitelabel';

const path = (p: string) => ({ path: p, faultKey: p });

export const systemRoutes: BrandRoute[] = [
  { kind: 'brand', ...path('/wps/system/status'), methods: { GET: systemStatus } },
  { kind: 'brand', ...path('/wps/system/whitelabel'), methods: { GET: whitelabel } },
  { kind: 'brand', ...path('/wps/system/setting/register'), methods: { GET: registerSetting } },
  { kind: 'brand', ...path('/wps/system/domainRoute'), methods: { GET: domainRoute } },
  { kind: 'brand', ...path('/wps/system/helpCenter'), methods: { GET: helpCenter } },
  { kind: 'brand', ...path('/wps/system/info'), methods: { GET: systemInfo } },
  // Our extension (docs/platform-protocol.md "The brand's theme").
  { kind: 'brand', ...path('/wps/system/theme'), methods: { GET: brandTheme } },
  { kind: 'brand', ...path('/wps/session/key/rsa'), methods: { GET: rsaKey } },
];
