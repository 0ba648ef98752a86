import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { readTableState, type TableState } from '#app/components/data-table/table-state';
import { reportCsvLoader, reportSource } from '#app/components/report/report.server';
import type { ContractDeskPageQuery as DeskAnswer } from '#app/graphql/generated/graphql';
import { guardLoader } from '#app/kernel/guards.server';
import { brandTimeZone } from '#app/kernel/brand-time-zone.server';
import { contractAction } from './actions.server';
import { ContractDeskPageQuery } from './contracts.queries.server';
import type { ContractKindName } from './contracts.schema';
import { statementsReport } from './statement-columns';

export type Desk = NonNullable<DeskAnswer['contractDesk']>;
interface DeskLoaderData {
  kind: ContractKindName;
  desk: Desk | null;
  /** The statements' paging, in the URL (?page=&size=). */
  table: TableState;
  done: string | null;
}

const DONE = ['offered', 'accepted', 'rejected', 'terminationAsked', 'issued'];

/** The statements' paging: ten a page unless the URL asks for more. */
const tableOf = (params: URLSearchParams) => readTableState(params, { defaultPageSize: 10 });

/** The desk's operation for one page of statements, with the contract info that says whether the kind's page shows. */
const deskVariables = (kind: ContractKindName, page: number, pageSize: number) => ({ kind, page, pageSize, withInfo: true });

/** Whether the consolidated contract info shows this kind's page to the agent (ADR 033); without an answer nothing is hidden. */
const kindShows = (kind: ContractKindName, data: DeskAnswer | null | undefined) => {
  const info = data?.contractInfo;
  return !info || info.kinds.some((k) => k.kind === kind && k.page);
};

/**
 * The agent-centre page of a contract kind (the layout's guard let an agent in). A kind the
 * consolidated contract info hides from this agent (ADR 033) answers 404, as its menu line is gone.
 * Its statements are the desk operation's (one operation for the page), drawn by the report kit
 * (statementsReport).
 */
export function deskLoader(kind: ContractKindName) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const table = tableOf(params);
    const answer = await context.graphql(ContractDeskPageQuery, deskVariables(kind, table.page, table.pageSize));
    if (!kindShows(kind, answer.data)) throw new Response('Not found', { status: 404 });
    const done = params.get('done');
    return {
      kind,
      desk: answer.data?.contractDesk ?? null,
      table,
      done: done && DONE.includes(done) ? done : null,
    } satisfies DeskLoaderData;
  };
}

export function deskAction(kind: ContractKindName, path: string) {
  return ({ request, context }: ActionFunctionArgs) => contractAction(kind, request, context, path);
}

/** A kind's settlements as a report of the kit: the desk's operation, its statements, a 404 where the desk is hidden. */
export function statementsSource(kind: ContractKindName) {
  return reportSource(statementsReport(kind), {
    document: ContractDeskPageQuery,
    field: 'contractDesk',
    page: (desk) => desk.statements,
    read: (params) => ({ table: tableOf(params) }),
    variables: (_state, { page, pageSize }) => deskVariables(kind, page, pageSize),
    exists: (data) => kindShows(kind, data),
    file: () => `${kind.toLowerCase()}-settlements.csv`,
    namespaces: ['contracts'],
    timeZone: brandTimeZone,
  });
}

/** `<page>.csv`: every settlement of the kind (either side), with its inputs, as the page's table shows them. */
export const statementsCsvLoader = (kind: ContractKindName) => guardLoader(reportCsvLoader(statementsSource(kind)));
