import { Link } from '@remix-run/react';
import { SectionError } from '#app/components/SectionError';
import { useTranslation } from '#app/i18n/react';

export interface HelpArticle {
  id: string;
  category: string;
  title: string;
  content: string;
}

/** The help centre's sections; each is an anchor (/help#faq, #rules, #account), the same in /helpmc. */
export const HELP_SECTIONS = [
  { category: 'FAQ', anchor: 'faq', title: 'footer.faq' },
  { category: 'RULES', anchor: 'rules', title: 'footer.rules' },
  { category: 'ACCOUNT', anchor: 'account', title: 'footer.account' },
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
              .map((article) => (
                <details key={article.id}>
                  <summary>{article.title}</summary>
                  <p>{article.content}</p>
                </details>
              ))}
          </section>
        ))
      )}
      <section id="feedback" aria-labelledby="help-feedback">
        <h2 id="help-feedback">{t('footer.feedback')}</h2>
        <p>
          <Link to="/feedback">{t('footer.feedback')}</Link>
        </p>
      </section>
    </div>
  );
}
