import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { failedFields } from '#app/graphql/errors';
import { pageTitle } from '#app/i18n/page-title.server';
import { titledMeta } from '#app/i18n/page-title';
import { useTranslation } from '#app/i18n/react';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import { TournamentCard } from './TournamentCard';
import { TournamentsPageQuery } from './tournaments.queries.server';
import styles from './tournaments.css?url';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['tournaments'] };

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: styles }];
export const meta = titledMeta;

/**
 * The tournament lobby (docs/decisions/066): the runs going on now, those coming, and those that
 * finished in the last week, each with a link to its rules and board. A platform without
 * tournaments answers 404; one that could not answer, 503 with a sentence.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { data: read, errors } = await context.graphql(TournamentsPageQuery);
  const failed = !read || failedFields(errors).includes('tournaments');
  if (!failed && !read.tournaments) throw new Response('No tournaments', { status: 404 });
  const runs = read?.tournaments ?? [];
  return data(
    { title: pageTitle(context.locale, 'nav.tournaments'), runs, failed, excluded: read?.tournamentsExcluded ?? false, renderedAt: Date.now() },
    { status: failed ? 503 : 200 },
  );
}

export default function TournamentsPage() {
  const { runs, failed, excluded, renderedAt } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const groups = [
    { id: 'running', title: t('tournaments.runningNow'), runs: runs.filter((run) => run.state === 'RUNNING' || run.state === 'ENDED') },
    { id: 'coming', title: t('tournaments.comingUp'), runs: runs.filter((run) => run.state === 'UPCOMING') },
    { id: 'finished', title: t('tournaments.finished'), runs: runs.filter((run) => run.state === 'FINISHED') },
  ];
  return (
    <section className="tournaments-page" aria-labelledby="tournaments-title">
      <h1 id="tournaments-title">{t('tournaments.title')}</h1>
      <p>{t('tournaments.intro')}</p>
      {failed ? <p role="alert">{t('tournaments.failed')}</p> : null}
      {excluded ? (
        <p role="note" className="notice">
          {t('tournaments.excluded')}
        </p>
      ) : null}
      {!failed && runs.length === 0 ? <p>{t('tournaments.none')}</p> : null}
      {groups
        .filter((group) => group.runs.length > 0)
        .map((group) => (
          <section key={group.id} aria-labelledby={`tournaments-${group.id}`} className="tournaments-page__group">
            <h2 id={`tournaments-${group.id}`}>{group.title}</h2>
            <ul className="tournaments-page__list">
              {group.runs.map((run) => (
                <TournamentCard key={run.code} run={run} renderedAt={renderedAt} excluded={excluded} />
              ))}
            </ul>
          </section>
        ))}
    </section>
  );
}
