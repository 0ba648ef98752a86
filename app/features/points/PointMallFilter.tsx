import { Link } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';

/**
 * A tab's filter: "All" and each value, as links (`linkTo`) that keep the tab; the chosen one is the
 * current page. Each value's words are `${words}.${value}`, "All"'s `${words}.ALL`.
 */
export function PointMallFilter({
  label,
  values,
  current,
  linkTo,
  words,
}: {
  label: string;
  values: readonly string[];
  current: string | null;
  linkTo: (value: string | null) => string;
  words: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className="chips">
      <ul>
        {[null, ...values].map((value) => (
          <li key={value ?? 'ALL'}>
            <Link to={linkTo(value)} aria-current={current === value ? 'page' : undefined}>
              {t(`${words}.${value ?? 'ALL'}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
