import type { Translate } from '#app/i18n/translate';

export interface GuardDocumentProps {
  kind: 'maintenance' | 'region' | 'domain';
  t: Translate;
  lang: string;
  nonce: string;
  brandName: string;
  /** Formatted end of maintenance, when known. */
  endsAt: string | null;
  visitorIp: string | null;
  customerServiceUrl: string | null;
  css: string;
}

/**
 * The page that replaces the whole app during maintenance, for a blocked region or on a host the
 * brand does not list. It is plain
 * server-rendered HTML with its own inline styles: no JavaScript, no other assets needed.
 */
export function GuardDocument({ kind, t, lang, nonce, brandName, endsAt, visitorIp, customerServiceUrl, css }: GuardDocumentProps) {
  const title = t(kind === 'maintenance' ? 'guard.maintenance.title' : `blocked.${kind}.title`);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · ${brandName}`}</title>
        {/* No icon, said so: else the browser asks this host for /favicon.ico, which answers this page's status too. */}
        <link rel="icon" href="data:," />
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <main className="guard" aria-labelledby="guard-title">
          <p className="guard__brand">{brandName}</p>
          <h1 id="guard-title">{title}</h1>
          {kind === 'maintenance' ? (
            <>
              <p>{t('guard.maintenance.body')}</p>
              <p className="guard__detail">{endsAt ? t('guard.maintenance.endsAt', { time: endsAt }) : t('guard.maintenance.endUnknown')}</p>
            </>
          ) : kind === 'domain' ? (
            <p>{t('blocked.domain.body', { brand: brandName })}</p>
          ) : (
            <>
              <p>{t('blocked.region.body')}</p>
              <p className="guard__detail">{t('blocked.region.ip', { ip: visitorIp ?? t('blocked.region.ipUnknown') })}</p>
            </>
          )}
          {customerServiceUrl ? (
            <a className="guard__button" href={customerServiceUrl} rel="noopener noreferrer" target="_blank">
              {t('guard.customerService')}
            </a>
          ) : null}
        </main>
      </body>
    </html>
  );
}

export const guardCss = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans KR","Noto Sans CJK KR",sans-serif;background:#0f1020;color:#f4f4f8}
.guard{max-width:34rem;padding:2.5rem 2rem;margin:1rem;border-radius:1rem;background:#1b1d36;text-align:center;box-shadow:0 1rem 3rem rgba(0,0,0,.4)}
.guard__brand{margin:0 0 1rem;color:#f5c542;font-weight:700;letter-spacing:.05em}
.guard h1{margin:0 0 1rem;font-size:1.8rem}
.guard p{line-height:1.6}
.guard__detail{color:#c9cbe0}
.guard__button{display:inline-block;margin-top:1.25rem;padding:.8rem 1.6rem;border-radius:999px;background:#f5c542;color:#151515;font-weight:700;text-decoration:none}
.guard__button:focus-visible{outline:3px solid #fff;outline-offset:3px}
`;
