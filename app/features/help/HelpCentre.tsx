import { Link } from '@remix-run/react';
import { SectionError } from '#app/components/SectionError';
import { useTranslation } from '#app/i18n/react';
import { href } from '#app/kernel/href';

export interface HelpArticle {
  id: string;
  category: string;
  title: string;
  content: string;
}

/**
 * The help centre's sections; each is an anchor (/help#faq, #rules, #account, #terms, #privacy), the
 * same in /helpmc. Questions fold open one by one; the terms and the privacy policy are documents a
 * visitor reads through (the registration form links to them), so their parts are all shown.
 */
export const HELP_SECTIONS = [
  { category: 'FAQ', anchor: 'faq', title: 'footer.faq', folded: true },
  { category: 'RULES', anchor: 'rules', title: 'footer.rules', folded: true },
  { category: 'ACCOUNT', anchor: 'account', title: 'footer.account', folded: true },
  { category: 'TERMS', anchor: 'terms', title: 'footer.terms', folded: false },
  { category: 'PRIVACY', anchor: 'privacy', title: 'footer.privacy', folded: false },
] as const;

/**
 * The help centre's content: FAQ, rules and account help, then where to send feedback. The same
 * content on /help (inside the site) and /helpmc (without header and footer, for apps to embed).
 */
export function HelpCentre({ articles }: { articles: readonly HelpArticle[] | null }) {
  const { t } = useTranslation();
  return (
    <div className="help-page">
      <h1>{t('footer.help')}</h1>
      {!articles ? (
        <SectionError what={t('footer.help')} />
      ) : (
        HELP_SECTIONS.map((section) => (
          <section key={section.category} id={section.anchor} aria-labelledby={`help-${section.anchor}`}>
            <h2 id={`help-${section.anchor}`}>{t(section.title)}</h2>
            {articles
              .filter((article) => article.category === section.category)
              .map((article) =>
                section.folded ? (
                  <details key={article.id}>
                    <summary>{article.title}</summary>
                    <p>{article.content}</p>
                  </details>
                ) : (
                  <article key={article.id} aria-labelledby={`help-article-${article.id}`} className="help-page__part">
                    <h3 id={`help-article-${article.id}`}>{article.title}</h3>
                    <p>{article.content}</p>
                  </article>
                ),
              )}
          </section>
        ))
      )}
      <section id="feedback" aria-labelledby="help-feedback">
        <h2 id="help-feedback">{t('footer.feedback')}</h2>
        <p>
          <Link to={href('/feedback')}>{t('footer.feedback')}</Link>
        </p>
      </section>
    </div>
  );
}
