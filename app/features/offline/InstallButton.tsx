import { useTranslation } from '#app/i18n/react';
import { useInstallPrompt } from './browser-state';

/** "Install the app", where the browser allows it (Chromium, once the portal qualifies); nothing elsewhere. */
export function InstallButton({ className = 'button', listItem = false }: { className?: string; listItem?: boolean }) {
  const { t } = useTranslation();
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  const button = (
    <button type="button" className={className} onClick={() => void install()}>
      {t('offline.install')}
    </button>
  );
  return listItem ? <li>{button}</li> : button;
}
