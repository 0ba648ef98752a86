import { Link } from '@remix-run/react';
import { Helpline } from '#app/components/Helpline';
import { lazyComponent } from '#app/components/lazy';
import { MoreTranslations, useTranslation } from '#app/i18n/react';
import { useShell } from '#app/kernel/use-shell';
import { href } from '#app/kernel/href';

/** The visitor's answer to the analytics question and the way to change it (features/analytics), for a brand that measures visits. */
const ConsentChoice = lazyComponent('ConsentChoice', () => import('#app/features/analytics/ConsentChoice').then((module) => module.ConsentChoice));

const socialIcons: Record<string, string> = {
  Facebook: '/icons/social/facebook.svg',
  Twitter: '/icons/social/twitter.svg',
  Instagram: '/icons/social/instagram.svg',
  YouTube: '/icons/social/youtube.svg',
  Telegram: '/icons/social/telegram.svg',
  KakaoTalk: '/icons/social/kakaotalk.svg',
};

/** The footer's help column: every section of the help centre (help/HelpCentre.tsx), feedback and deposit. */
const HELP_LINKS = [
  [href('/help', { hash: 'faq' }), 'footer.faq'],
  [href('/help', { hash: 'rules' }), 'footer.rules'],
  [href('/help', { hash: 'account' }), 'footer.account'],
  [href('/help', { hash: 'terms' }), 'footer.terms'],
  [href('/help', { hash: 'privacy' }), 'footer.privacy'],
  [href('/feedback'), 'footer.feedback'],
  [href('/member/depositv2'), 'footer.deposit'],
] as const;

export function Footer() {
  const data = useShell();
  const { t } = useTranslation();
  const brand = data?.shell?.brand;
  const partners = data?.shell?.partnerVendors ?? [];
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <nav aria-label={t('footer.help')}>
          <h2>{t('footer.help')}</h2>
          <ul>
            {HELP_LINKS.map(([to, label]) => (
              <li key={to}>
                <Link to={to}>{t(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {brand?.socialLinks.length ? (
          <nav aria-label={t('footer.followUs')}>
            <h2>{t('footer.followUs')}</h2>
            <ul className="social-links">
              {brand.socialLinks.map((link) => (
                <li key={link.network}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    <img src={socialIcons[link.network]} alt="" width="28" height="28" />
                    <span translate="no">{link.network}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {data?.analytics.id && data.analytics.consent ? (
          <MoreTranslations resources={data.words}>
            <ConsentChoice consent={data.analytics.consent} />
          </MoreTranslations>
        ) : null}
        <LicenceSection />
      </div>
      {partners.length ? (
        <section aria-labelledby="footer-partners" className="partners">
          <h2 id="footer-partners">{t('footer.partners')}</h2>
          <ul>
            {partners.map((vendor) => (
              <li key={vendor.code}>
                <img src={vendor.logoUrl} alt={vendor.name} width="72" height="36" loading="lazy" translate="no" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="site-footer__copyright">{t('footer.copyright', { brand: brand?.name ?? '' })}</p>
    </footer>
  );
}

/**
 * The licence column: what a regulator asks to see on every page: the licence text, the
 * licence's holder, number and regulator with the regulator's seal (a link to the page that
 * verifies it), the helpline, and the brand's minimum age. Each part only when the brand's data
 * names it (a platform without our extension gives the text and the age alone).
 */
function LicenceSection() {
  const brand = useShell()?.shell?.brand;
  const { t } = useTranslation();
  const licence = brand?.licence;
  const age = brand?.minimumAge ?? 18;
  const seal = licence?.sealUrl ? (
    <img src={licence.sealUrl} width="64" height="64" alt={t('footer.licensedBy', { authority: licence.authority ?? licence.licensee })} loading="lazy" />
  ) : null;
  return (
    <section aria-labelledby="footer-licence" className="site-footer__licence">
      <h2 id="footer-licence">{t('footer.licence')}</h2>
      {seal && licence?.verifyUrl ? (
        <a href={licence.verifyUrl} target="_blank" rel="noopener noreferrer" className="site-footer__seal">
          {seal}
          <span>{t('footer.verifyLicence')}</span>
        </a>
      ) : (
        seal
      )}
      <p>{brand?.licenceText}</p>
      {licence ? (
        <p>
          {t('footer.licensee', { licensee: licence.licensee })}
          {licence.address ? <>, {licence.address}</> : null}
          {licence.number ? (
            <>
              <br />
              {licence.authority
                ? t('footer.licenceNumberBy', { number: licence.number, authority: licence.authority })
                : t('footer.licenceNumber', { number: licence.number })}
            </>
          ) : null}
        </p>
      ) : null}
      <Helpline className="site-footer__helpline" lead={<strong>{t('footer.helpline')}</strong>} />
      <p className="age-sign" role="img" aria-label={t('footer.ageLimit', { age })}>
        {age}+
      </p>
    </section>
  );
}
