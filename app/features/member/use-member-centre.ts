import { useRouteLoaderData } from '@remix-run/react';
import type { MemberPageQuery } from '../../graphql/generated/graphql';
import type { AreaSection } from '../../components/sections';

/** What the member centre's layout gives its pages: the member its guard let in, and the balance. */
export interface MemberCentreData {
  title: string;
  member: NonNullable<MemberPageQuery['me']>;
  balance: number | null;
  sections: AreaSection[];
  /** The member centre's translation namespaces for the page's language. */
  translations: Record<string, unknown>;
}

export function useMemberCentre(): MemberCentreData | undefined {
  return useRouteLoaderData('routes/member') as MemberCentreData | undefined;
}
