import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { redirect } from '@remix-run/cloudflare';
import { sumColumns } from '../../components/data-table/columns';
import { readTableState } from '../../components/data-table/table-state';
import { translations } from '../../i18n/namespaces.server';
import { namespaces } from '../../i18n/namespaces.server';
import { resources } from '../../i18n/resources';
import { createTranslate } from '../../i18n/translate';
import { reportCsv } from '../records/csv.server';
import { brandTimeZone } from '../shell/brand-time-zone.server';
import { contractAction } from './actions.server';
import { ContractDeskPageQuery } from './contracts.queries.server';
import type { ContractKindName } from './contracts.schema';
import type { DeskLoaderData } from './ContractDeskPage';
import { statementColumns } from './statement-columns';

const DONE = ['offered', 'accepted', 'rejected', 'terminationAsked', 'issued'];

/** The statements' paging: ten a page unless the URL asks for more. */
const tableOf = (params: URLSearchParams) => readTableState(params, { defaultPageSize: 10 });

/**
 * The agent-centre page of a contract kind (the layout's guard let an agent in). A kind the
 * consolidated contract info hides from this agent (ADR 033) answers 404, as its menu line is gone.
 */
export function deskLoader(kind: ContractKindName) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const table = tableOf(params);
    const answer = await context.graphql(ContractDeskPageQuery, { kind, page: table.page, pageSize: table.pageSize, withInfo: true });
    const info = answer.data?.contractInfo;
    if (info && !info.kinds.some((k) => k.kind === kind && k.page)) throw new Response('Not found', { status: 404 });
    const done = params.get('done');
    return {
      kind,
      desk: answer.data?.contractDesk ?? null,
      table,
      done: done && DONE.includes(done) ? done : null,
      translations: translations(context.locale, ['contracts']),
    } satisfies DeskLoaderData & { translations: Record<string, unknown> };
  };
}

export function deskAction(kind: ContractKindName, path: string) {
  return ({ request, context }: ActionFunctionArgs) => contractAction(kind, request, context, path);
}

/** `<page>.csv`: every settlement of the kind (either side), with its inputs, as the page's table shows them. */
export function statementsCsvLoader(kind: ContractKindName, path: string) {
  return async ({ context }: LoaderFunctionArgs) => {
    if (!context.session) throw redirect(`/agent?redirectTo=${encodeURIComponent(path)}`);
    const first = await context.graphql(ContractDeskPageQuery, { kind, page: 1, pageSize: 1, withInfo: true });
    const info = first.data?.contractInfo;
    if (info && !info.kinds.some((k) => k.kind === kind && k.page)) throw new Response('Not found', { status: 404 });
    const zone = await brandTimeZone(context);
    const t = createTranslate({
      ...resources[context.locale].common,
      ...namespaces[context.locale].reports,
      ...namespaces[context.locale].records,
      ...namespaces[context.locale].contracts,
    } as Parameters<typeof createTranslate>[0]);
    const columns = statementColumns(kind, t, { zone, locale: context.locale });
    let all: readonly NonNullable<NonNullable<typeof first.data>['contractDesk']>['statements']['items'][number][] = [];
    return reportCsv({
      fetchPage: async (page, pageSize) => {
        const statements = (await context.graphql(ContractDeskPageQuery, { kind, page, pageSize, withInfo: false })).data?.contractDesk?.statements;
        if (statements) all = [...all, ...statements.items];
        return statements;
      },
      columns,
      // The totals of every statement in the file (reportCsv asks after reading them all).
      totals: () => [{ label: t('table.total'), values: sumColumns(columns, all) }],
      filename: `${kind.toLowerCase()}-settlements.csv`,
      t,
    });
  };
}
