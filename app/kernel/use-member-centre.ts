import { useRouteLoaderData } from '@remix-run/react';
import type { MemberPageQuery } from '#app/graphql/generated/graphql';
import type { AreaSection } from '#app/components/sections';

/** What the member centre's layout gives its pages: the member its guard let in, and the balance. */
export interface MemberCentreData {
  title: string;
  member: NonNullable<MemberPageQuery['me']>;
  balance: number | null;
  sections: AreaSection[];
  /** The member centre's translation namespaces for the page's language. */
}

export function useMemberCentre(): MemberCentreData | undefined {
  return useRouteLoaderData('member') as MemberCentreData | undefined;
}
