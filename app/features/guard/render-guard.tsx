import { renderToReadableStream } from 'react-dom/server';
import type { GatewayContext, SiteStatus } from '#gateway/index';
import type { Language } from '#app/i18n/config';
import { serverTranslate } from '#app/i18n/words.server';
import { GuardDocument, guardCss } from './GuardDocument';
import { brandTime } from '#app/kernel/brand-time';
import { customerServiceUrl } from '#app/kernel/customer-service';

/** The HTTP status of each guard page. */
const GUARD_STATUS = { maintenance: 503, region: 451, domain: 403 } as const;

/**
 * Renders the maintenance (503), region-block (451) or invalid-address (403) page, localized, before
 * any page work.
 * Brand name and customer-service link come from the platform when it answers; the page stands
 * without them.
 */
export async function renderGuardResponse(status: SiteStatus, gateway: GatewayContext, locale: Language, nonce: string) {
  // The blocked pages' own words (the guardPages namespace) are read here alone: no page's JavaScript carries them.
  const t = serverTranslate(locale, ['guardPages']);
  let brandName = gateway.config.merchant;
  let customerService: string | null = null;
  // The brand's zone (the portal's BRAND_TIME_ZONE when the platform does not say), as on every page.
  let timeZone = gateway.config.brandTimeZone;
  try {
    const info = await gateway.platform.call('systemInfo');
    brandName = info.brandName;
    customerService = customerServiceUrl(info.customerService);
    if (info.timeZone) timeZone = info.timeZone;
  } catch (error) {
    console.error('brand info unavailable for the guard page', error);
  }
  const kind = status.state === 'MAINTENANCE' ? 'maintenance' : status.state === 'INVALID_DOMAIN' ? 'domain' : 'region';
  // The brand's wall clock with its zone named (the open page's notice says the same: live/MaintenanceNotice).
  const endsAt = status.maintenanceEndTime != null ? brandTime(status.maintenanceEndTime, locale, timeZone) : null;
  // The stream renderer, as every page's (the Worker carries no other): the page has nothing to wait
  // for, so it is whole once the stream is ready.
  const stream = await renderToReadableStream(
    <GuardDocument
      kind={kind}
      t={t}
      lang={locale}
      nonce={nonce}
      brandName={brandName}
      endsAt={endsAt}
      visitorIp={status.visitorIp}
      customerServiceUrl={customerService}
      css={guardCss}
    />,
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-language': locale });
  if (kind === 'maintenance' && status.maintenanceEndTime != null) {
    const seconds = Math.max(60, Math.ceil((status.maintenanceEndTime - Date.now()) / 1000));
    headers.set('Retry-After', String(seconds));
  }
  return new Response(html, { status: GUARD_STATUS[kind], headers });
}
