import { Form, useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '#app/i18n/react';
import { isSupportedLanguage, languageNames, supportedLanguages } from '#app/i18n/config';
import { useShell } from '#app/kernel/use-shell';
import { href } from '#app/kernel/href';

/**
 * Posts the choice to /language, which sets the cookie and returns to this page. A plain form, so
 * it works before JavaScript loads; the whole document reloads in the new language. The header
 * has one on wide screens, the site menu on narrow ones (each its own `id`).
 */
export function LanguageSelector({ id = 'language-select', className }: { id?: string; className?: string }) {
  const data = useShell();
  const { t } = useTranslation();
  const location = useLocation();
  const select = useRef<HTMLSelectElement>(null);
  // Without the brand's answer, every language the portal speaks.
  const offered = (data?.shell?.brand?.languages ?? supportedLanguages.map((code) => ({ code }))).filter((language) => isSupportedLanguage(language.code));
  const current = offered.some((language) => language.code === data?.locale) ? data?.locale : null;
  // A choice made while the page's scripts were still loading (a slow phone) had no handler to
  // send it: send it once they run (only over a language the list shows as chosen). Once only: a
  // later change of the page's language (chosen in another tab) is not this select's to undo.
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const element = select.current;
    if (element && current && element.value !== current) element.form?.requestSubmit();
  }, [current]);
  // One language to offer (a brand's others not yet translated): nothing to choose.
  if (offered.length < 2) return null;
  return (
    <Form method="post" action={href('/language')} reloadDocument className={className ? `language-selector ${className}` : 'language-selector'}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor={id} className="visually-hidden">
        {t('shell.language')}
      </label>
      <select ref={select} id={id} name="lng" autoComplete="off" defaultValue={data?.locale} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
        {offered.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {languageNames[language.code] ?? language.code}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--small">
          {t('shell.changeLanguage')}
        </button>
      </noscript>
    </Form>
  );
}
