import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { SectionError } from '../../components/SectionError';
import { useTranslation } from '../../i18n/react';
import { HelpPageQuery } from './query.server';

const sections = [
  { category: 'FAQ', anchor: 'faq', title: 'footer.faq' },
  { category: 'RULES', anchor: 'rules', title: 'footer.rules' },
  { category: 'ACCOUNT', anchor: 'account', title: 'footer.account' },
] as const;

export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await context.graphql(HelpPageQuery);
  return { articles: data?.helpArticles ?? null };
}

/** The help centre: FAQ, rules and account help, each an anchor (/help#faq, #rules, #account). */
export default function HelpPage() {
  const { articles } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="help-page">
      <h1>{t('footer.help')}</h1>
      {!articles ? (
        <SectionError what={t('footer.help')} />
      ) : (
        sections.map((section) => (
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
    </div>
  );
}
