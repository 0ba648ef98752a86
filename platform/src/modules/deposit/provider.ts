/**
 * The stand-in payment provider ("Aurora Pay"), served by the reference platform so a deposit can
 * be paid end to end without a real provider:
 * - GET  /provider/pay/<ref>      the payment page: amount, method, Pay and Cancel (no script);
 * - POST /provider/pay/<ref>      `action=pay|cancel`: the provider delivers its signed callback
 *                                 (POST /provider/callback, callback.ts) and sends the member back
 *                                 to the deposit's return URL with `depositId` and `status`; Pay on
 *                                 an order that is no longer pending (cancelled, declined, held)
 *                                 is refused on the page (409), as a real provider closes an order;
 * - GET  /provider/qr/<ref>.svg   a QR code of the payment page's absolute URL (QR deposits);
 * - GET  /provider/provider.css   the page's styles (pages carry no inline styles or scripts).
 * The portal forwards these paths from the member's browser, as it forwards /media/*, naming its
 * own origin in X-Forwarded-Host and X-Forwarded-Proto (the QR needs an absolute URL).
 */
import { renderSVG } from 'uqr';
import { now as clock } from '../../http/clock';
import { PlatformError } from '../../http/envelope';
import { minorToAmount } from '../../http/params';
import { htmlLang, intlLocale } from '../../http/language';
import type { BrandContext } from '../../http/routes';
import { providerCallback } from './callback';
import { PROVIDER_WORDS as TEXT, type ProviderWords as Words } from './provider-text';
import { detailsOf, depositByRef, paymentPath, type DepositRow } from './records';
import { loadDepositMethod, loadDepositRules } from './settings';
import { SIGNATURE_HEADER, signCallback, TIMESTAMP_HEADER } from './signature';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

function formatAmount(ctx: BrandContext, minor: number): string {
  const symbol = ctx.brand.languages.find((l) => l.code === ctx.language)?.currencySymbol ?? '';
  const figure = new Intl.NumberFormat(intlLocale(ctx.text, 'number'), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
  return `${symbol}${figure}`;
}

const PAGE_HEADERS = {
  'Content-Type': 'text/html;charset=UTF-8',
  'Cache-Control': 'no-store',
  // No script at all; forms post only here; images and styles from here.
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'Referrer-Policy': 'no-referrer',
};

function page(ctx: BrandContext, words: Words, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="${htmlLang(ctx.text)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(words.provider)}</title>
<link rel="stylesheet" href="/provider/provider.css">
</head>
<body>
<header><p class="brand">${escapeHtml(words.provider)} <span>(${escapeHtml(words.standIn)})</span></p></header>
<main>
${body}
</main>
</body>
</html>`;
  return new Response(html, { status, headers: PAGE_HEADERS });
}

function notFoundPage(ctx: BrandContext, words: Words): Response {
  return page(ctx, words, `<h1>${escapeHtml(words.notFound)}</h1>`, 404);
}

/** Where the member goes back to after paying: the deposit's return URL with its id and status. */
function returnLocation(deposit: DepositRow, status: string): string | null {
  const returnUrl = detailsOf(deposit).returnUrl;
  // Only a path on the portal's own origin: never a way off it (create.ts accepts nothing else).
  if (!returnUrl || !/^\/(?![/\\])/.test(returnUrl)) return null;
  const url = new URL(returnUrl, 'https://portal.invalid');
  if (url.origin !== 'https://portal.invalid') return null;
  url.searchParams.set('depositId', String(deposit.id));
  url.searchParams.set('status', status);
  return `${url.pathname}${url.search}`;
}

async function renderPayment(ctx: BrandContext, deposit: DepositRow, notice: string | null = null, status = 200): Promise<Response> {
  const words = TEXT[ctx.text];
  const brand = ctx.brand.row.name;
  const method = await loadDepositMethod(ctx.env.DB, deposit.merchant_code, deposit.method_code, ctx.text);
  const details = detailsOf(deposit);
  const amount = formatAmount(ctx, deposit.amount_minor);
  const rows = [
    [words.amount, escapeHtml(amount)],
    [words.method, `${escapeHtml(method?.name ?? deposit.method_code)} (${escapeHtml(deposit.bank_type)})`],
    [words.order, `D${deposit.id}`],
  ];
  if (details.walletAddress) rows.push([fill(words.address, { network: escapeHtml(deposit.bank_type) }), `<code>${escapeHtml(details.walletAddress)}</code>`]);
  const list = `<dl>${rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>`;
  const back = returnLocation(deposit, deposit.status);
  const ending =
    deposit.status === 'PENDING'
      ? `<form method="post" action="${escapeHtml(paymentPath(deposit.provider_ref))}">
<button type="submit" name="action" value="pay" class="pay">${escapeHtml(fill(words.pay, { amount }))}</button>
<button type="submit" name="action" value="cancel" class="cancel">${escapeHtml(words.cancel)}</button>
</form>`
      : `<p role="status">${escapeHtml(words[deposit.status])}</p>${back ? `<p><a href="${escapeHtml(back)}">${escapeHtml(fill(words.back, { brand }))}</a></p>` : ''}`;
  const alert = notice ? `<p role="alert" class="alert">${escapeHtml(notice)}</p>` : '';
  return page(ctx, words, `<h1>${escapeHtml(fill(words.title, { brand }))}</h1>${alert}${list}${ending}`, status);
}

export async function paymentPage(ctx: BrandContext): Promise<Response> {
  const deposit = await depositByRef(ctx.env.DB, ctx.brand.row.merchant_code, ctx.params[0] ?? '');
  if (!deposit || detailsOf(deposit).kind === 'MANUAL') return notFoundPage(ctx, TEXT[ctx.text]);
  return renderPayment(ctx, deposit);
}

/**
 * Pay or Cancel on the provider's page: the provider tells the platform through its signed
 * callback, exactly as a real provider's server would, then sends the member back.
 */
export async function paymentAction(ctx: BrandContext): Promise<Response> {
  const merchant = ctx.brand.row.merchant_code;
  const deposit = await depositByRef(ctx.env.DB, merchant, ctx.params[0] ?? '');
  const words = TEXT[ctx.text];
  if (!deposit || detailsOf(deposit).kind === 'MANUAL') return notFoundPage(ctx, words);
  const form = await ctx.request.formData().catch(() => null);
  const action = form?.get('action');
  if (action !== 'pay' && action !== 'cancel') return renderPayment(ctx, deposit, words.failed, 400);
  // Pay is offered on a pending order only: one the portal (or this page) cancelled, declined or
  // held is closed, whether its page was left open in another tab or its form is posted again. Pay
  // on a paid one sends the member back as the first Pay did. (A payment racing a cancel past this
  // check is judged in the wallet's lock: settle.ts.)
  if (action === 'pay' && deposit.status !== 'PENDING' && deposit.status !== 'PAID') return renderPayment(ctx, deposit, words.closed, 409);
  const status = action === 'pay' ? 'PAID' : 'CANCELLED';
  const delivered = await deliverCallback(ctx, deposit, status);
  const after = (await depositByRef(ctx.env.DB, merchant, deposit.provider_ref)) ?? deposit;
  if (!delivered) return renderPayment(ctx, after, words.failed, 409);
  const location = returnLocation(after, after.status) ?? paymentPath(after.provider_ref);
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

/** The provider's server-to-server callback, signed with the brand's secret and checked by callback.ts. */
async function deliverCallback(ctx: BrandContext, deposit: DepositRow, status: 'PAID' | 'CANCELLED'): Promise<boolean> {
  const rules = await loadDepositRules(ctx.env.DB, deposit.merchant_code);
  if (!rules) return false;
  const body = JSON.stringify({ providerRef: deposit.provider_ref, status, amount: minorToAmount(deposit.amount_minor) });
  const timestamp = clock(ctx.env);
  const request = new Request(new URL('/provider/callback', ctx.url).href, {
    method: 'POST',
    headers: {
      Merchant: deposit.merchant_code,
      'Content-Type': 'application/json',
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: await signCallback(rules.providerSecret, timestamp, body),
    },
    body,
  });
  try {
    const response = await providerCallback({ ...ctx, request, url: new URL(request.url), params: [] });
    return response.ok;
  } catch (error) {
    if (error instanceof PlatformError) return false;
    throw error;
  }
}

/** The origin the member's browser sees: the portal's, when the portal forwarded the request. */
function publicOrigin(ctx: BrandContext): string {
  const host = ctx.request.headers.get('X-Forwarded-Host')?.trim();
  const proto = ctx.request.headers.get('X-Forwarded-Proto')?.trim();
  if (host && /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host) && (proto === 'http' || proto === 'https')) return `${proto}://${host}`;
  return ctx.url.origin;
}

export async function paymentQr(ctx: BrandContext): Promise<Response> {
  const deposit = await depositByRef(ctx.env.DB, ctx.brand.row.merchant_code, ctx.params[0] ?? '');
  if (!deposit || deposit.status !== 'PENDING' || detailsOf(deposit).kind !== 'QR') {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } });
  }
  const svg = renderSVG(`${publicOrigin(ctx)}${paymentPath(deposit.provider_ref)}`, { border: 2, whiteColor: '#ffffff', blackColor: '#000000' });
  return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml;charset=UTF-8', 'Cache-Control': 'no-store' } });
}

const STYLES = `body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f6fb;color:#1b1e28}
header{background:#12306b;color:#fff;padding:.75rem 1.5rem}.brand{margin:0;font-weight:700}.brand span{font-weight:400}
main{max-width:32rem;margin:2rem auto;background:#fff;border-radius:.75rem;padding:1.5rem 2rem;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem}dt{color:#4a4f60}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
form{display:flex;gap:1rem;margin-top:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:2px solid #12306b;cursor:pointer}
.pay{background:#12306b;color:#fff}.cancel{background:#fff;color:#12306b}button:focus-visible,a:focus-visible{outline:3px solid #e39a00;outline-offset:2px}
.alert{color:#9b1c1c;font-weight:600}a{color:#12306b}`;

export async function providerStyles(): Promise<Response> {
  return new Response(STYLES, { headers: { 'Content-Type': 'text/css;charset=UTF-8', 'Cache-Control': 'public, max-age=3600' } });
}
