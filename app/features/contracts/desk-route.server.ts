import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { translations } from '../../i18n/namespaces.server';
import { contractAction } from './actions.server';
import { ContractDeskPageQuery } from './contracts.queries.server';
import type { ContractKindName } from './contracts.schema';
import type { DeskLoaderData } from './ContractDeskPage';

const DONE = ['offered', 'accepted', 'rejected', 'terminationAsked', 'issued'];

/** The agent-centre page of a contract kind (the layout's guard let an agent in). */
export function deskLoader(kind: ContractKindName) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const page = Math.min(10_000, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));
    const answer = await context.graphql(ContractDeskPageQuery, { kind, page });
    const done = params.get('done');
    return {
      kind,
      desk: answer.data?.contractDesk ?? null,
      page,
      done: done && DONE.includes(done) ? done : null,
      translations: translations(context.locale, ['contracts']),
    } satisfies DeskLoaderData & { translations: Record<string, unknown> };
  };
}

export function deskAction(kind: ContractKindName, path: string) {
  return ({ request, context }: ActionFunctionArgs) => contractAction(kind, request, context, path);
}
