import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { customerServiceUrl } from '../features/shell/customer-service';
import { useTranslation } from '../i18n/react';
import { useShell } from '../features/shell/use-shell';
import { MEMBER_SECTIONS, sectionLabel, type MemberSection } from './member/route';

/**
 * Deposit, withdraw and the records. The wallet and record calls arrive with the wallet work;
 * until then each section says so plainly and points to customer service, rather than pretending.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const section = params.section as MemberSection;
  if (!MEMBER_SECTIONS.includes(section)) throw new Response('Not found', { status: 404 });
  return { section };
}

export default function MemberSectionPage() {
  const { section } = useLoaderData<typeof loader>();
  const shell = useShell();
  const { t } = useTranslation();
  const support = customerServiceUrl(shell?.shell?.brand?.customerService);
  return (
    <section aria-labelledby="member-section-title">
      <h1 id="member-section-title">{t(sectionLabel(section))}</h1>
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
