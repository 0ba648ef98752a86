import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { lobbyMeta } from './Lobby';
import { lobbyTranslate } from './lobby.server';
import { useShell } from '#app/kernel/use-shell';
import { downloadQrHref } from './download-qr';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import gamesStyles from './games.css?url';
import { InstallButton } from '#app/features/offline/InstallButton';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['lobby'] };

/** Install steps per download platform (the keys of lobby.down.<platform>.stepN). */
const STEPS: Record<string, number> = { IOS: 3, IOS_PROFILE: 4, ANDROID: 3 };

/** /down: the app download page with install guides; the codes are the side bar's (the brand's download links as images, shell/DownloadQrResource). */
export function loader({ context }: LoaderFunctionArgs) {
  return {
    title: lobbyTranslate(context.locale)('lobby.routes.down'),
  };
}

export const meta = lobbyMeta;
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: gamesStyles }];

export default function DownloadPage() {
  const { title } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const downloads = useShell()?.shell?.brand?.downloads ?? [];
  return (
    <section className="category-page download-page" aria-labelledby="download-title">
      <h1 id="download-title">{title}</h1>
      {/* Where the browser allows it, the portal installs as an app from here too (features/offline). */}
      <InstallButton />
      {downloads.length === 0 ? (
        <p className="muted">{t('lobby.down.none')}</p>
      ) : (
        <>
          <p>{t('lobby.down.intro')}</p>
          <ul className="download-grid">
            {downloads.map((download) => {
              const headingId = `download-${download.platform.toLowerCase()}`;
              const steps = STEPS[download.platform] ?? 0;
              return (
                <li key={download.platform}>
                  <section aria-labelledby={headingId} className="download-card">
                    <h2 id={headingId}>{t(`lobby.down.${download.platform}.title`, { defaultValue: download.platform })}</h2>
                    <img
                      className="qr"
                      src={downloadQrHref(download.platform)}
                      alt={t('sideBar.qrFor', { platform: t(`sideBar.platforms.${download.platform}`) })}
                      width="100"
                      height="100"
                      loading="lazy"
                    />
                    <p>
                      <a href={download.url} className="button button--small">
                        {t('lobby.down.link', { platform: t(`sideBar.platforms.${download.platform}`) })}
                      </a>
                    </p>
                    {steps > 0 ? (
                      <>
                        <h3>{t('lobby.down.guides')}</h3>
                        <ol>
                          {Array.from({ length: steps }, (_, i) => (
                            <li key={i}>{t(`lobby.down.${download.platform}.step${i + 1}`)}</li>
                          ))}
                        </ol>
                      </>
                    ) : null}
                  </section>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
