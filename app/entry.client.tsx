import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { defaultNS, fallbackLanguage, isSupportedLanguage } from './i18n/config';

/** Only the page's own language is loaded (a separate, cached chunk per language). */
const loaders = {
  en: () => import('./i18n/locales/en/common'),
  ko: () => import('./i18n/locales/ko/common'),
};

async function hydrate() {
  const htmlLang = document.documentElement.lang;
  const lng = isSupportedLanguage(htmlLang) ? htmlLang : fallbackLanguage;
  const { default: common } = await loaders[lng]();
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    defaultNS,
    ns: [defaultNS],
    resources: { [lng]: { common } },
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();
