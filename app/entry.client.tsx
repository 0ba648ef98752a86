import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { prepareDrawnParts } from '#app/components/lazy';
import { fallbackLanguage, isSupportedLanguage, type Language } from '#app/i18n/config';
import type { Translation } from '#app/i18n/locales/en/common';
import { I18nProvider } from '#app/i18n/react';
import { quietAbandonedLoads } from '#app/kernel/abandoned-loads';

/** Only the page's own language is loaded (a separate, cached chunk per language). */
const loaders: Record<Language, () => Promise<{ default: Translation }>> = {
  en: () => import('#app/i18n/locales/en/common'),
  ko: () => import('#app/i18n/locales/ko/common'),
  'zh-CN': () => import('#app/i18n/locales/zh-CN/common'),
  vi: () => import('#app/i18n/locales/vi/common'),
  th: () => import('#app/i18n/locales/th/common'),
};

async function hydrate() {
  const htmlLang = document.documentElement.lang;
  const language = isSupportedLanguage(htmlLang) ? htmlLang : fallbackLanguage;
  // The code of the parts the server drew apart from the page's first JavaScript, before hydrating:
  // the page then hydrates whole (components/lazy.tsx says why).
  const [{ default: resources }] = await Promise.all([loaders[language](), prepareDrawnParts()]);
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider language={language} resources={resources}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nProvider>,
    );
  });
}

// Before anything loads: a navigation cut short leaves rejections that are not errors (kernel/abandoned-loads.ts).
quietAbandonedLoads(window);
hydrate();
