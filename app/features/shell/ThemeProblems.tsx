import { useTranslation } from '#app/i18n/react';
import type { ShellQuery } from '#app/graphql/generated/graphql';

/**
 * Development only (root.tsx shows it with the development tools on): why the brand's colours were
 * set aside, pair by pair, so whoever sets a brand's theme sees at once what to change. In
 * production the same reasons go to the logs and to `brandTheme { problems }` over /graphql.
 */
export function ThemeProblems({ problems }: { problems: ShellQuery['brandTheme']['problems'] }) {
  const { t } = useTranslation();
  if (!problems.length) return null;
  return (
    <section className="theme-problems" role="status" aria-labelledby="theme-problems-title">
      <h2 id="theme-problems-title">{t('themeProblems.title')}</h2>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.foreground}-${problem.background}`}>
            {t('themeProblems.pair', { foreground: problem.foreground, background: problem.background, ratio: problem.ratio, required: problem.required })}
          </li>
        ))}
      </ul>
    </section>
  );
}
