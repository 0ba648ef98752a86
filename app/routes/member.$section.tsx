import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { customerServiceUrl } from '../features/shell/customer-service';
import { useTranslation } from '../i18n/react';
import { useShell } from '../features/shell/use-shell';
import { MEMBER_SECTION_PAGES } from '../features/member/sections';

/**
 * Deposit, withdraw and the records. The wallet and record calls arrive with the wallet work;
 * until then each section says so plainly and points to customer service, rather than pretending.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const label = params.section ? MEMBER_SECTION_PAGES.get(params.section) : undefined;
  if (!label) throw new Response('Not found', { status: 404 });
  return { label };
}

export default function MemberSectionPage() {
  const { label } = useLoaderData<typeof loader>();
  const shell = useShell();
  const { t } = useTranslation();
  const support = customerServiceUrl(shell?.shell?.brand?.customerService);
  return (
    <section aria-labelledby="member-section-title">
      <h1 id="member-section-title">{t(label)}</h1>
      <p role="status">{t('account.sectionUnavailable')}</p>
      {support ? (
        <p>
          <a className="button button--ghost" href={support} target="_blank" rel="noopener noreferrer">
            {t('guard.customerService')}
          </a>
        </p>
      ) : null}
    </section>
  );
}
