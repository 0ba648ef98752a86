import { Link } from '@remix-run/react';
import { useTranslation } from '#app/i18n/react';

/**
 * A category's vendor filter as links ("All" first), so it works without JavaScript; `hrefFor`
 * builds each link (null: all vendors).
 */
export function VendorTabs({
  label,
  vendors,
  current,
  hrefFor,
  preventScrollReset = false,
}: {
  label: string;
  vendors: { code: string; name: string }[];
  current: string | null;
  hrefFor: (vendor: string | null) => string;
  preventScrollReset?: boolean;
}) {
  const { t } = useTranslation();
  if (vendors.length === 0) return null;
  const options = [{ code: null, name: t('games.allVendors') }, ...vendors];
  return (
    <nav className="vendor-tabs" aria-label={label}>
      <ul>
        {options.map((vendor) => (
          <li key={vendor.code ?? 'all'}>
            <Link to={hrefFor(vendor.code)} preventScrollReset={preventScrollReset} aria-current={current === vendor.code ? 'true' : undefined}>
              {vendor.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
