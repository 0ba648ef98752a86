import { Form, useLocation } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';
import { isSupportedLanguage, languageNames, supportedLanguages } from '#app/i18n/config';
import { useShell } from '#app/kernel/use-shell';
import { href } from '#app/kernel/href';

/**
 * Posts the choice to /language, which sets the cookie and returns to this page. A plain form, so
 * it works before JavaScript loads; the whole document reloads in the new language. Choosing in the
 * list changes nothing by itself: the button applies it (WCAG 3.2.2, a change of setting is the
 * visitor's deliberate action, and a keyboard user moving through the list never reloads the page).
 * The header has one on wide screens, the site menu on narrow ones (each its own `id`).
 */
export function LanguageSelector({ id = 'language-select', className }: { id?: string; className?: string }) {
  const data = useShell();
  const { t } = useTranslation();
  const location = useLocation();
  // Without the brand's answer, every language the portal speaks.
  const offered = (data?.shell?.brand?.languages ?? supportedLanguages.map((code) => ({ code }))).filter((language) => isSupportedLanguage(language.code));
  // One language to offer (a brand's others not yet translated): nothing to choose.
  if (offered.length < 2) return null;
  return (
    <Form method="post" action={href('/language')} reloadDocument className={className ? `language-selector ${className}` : 'language-selector'}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor={id} className="visually-hidden">
        {t('shell.language')}
      </label>
      <select id={id} name="lng" autoComplete="off" defaultValue={data?.locale}>
        {offered.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {languageNames[language.code] ?? language.code}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--small">
        {t('shell.changeLanguage')}
      </button>
    </Form>
  );
}
