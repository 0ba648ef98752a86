import type { AppLoadContext } from '@remix-run/cloudflare';
import { graphql } from '#app/graphql/generated/index';

const BrandTimeZoneQuery = graphql(`
  query BrandTimeZone {
    brand {
      timeZone
    }
  }
`);

/**
 * The brand's time zone, where the days of records and reports start (docs/decisions/015). It is
 * public brand information, cached at the edge, so asking for it before a report costs little; a
 * failed lookup falls back to UTC rather than failing the page.
 */
export async function brandTimeZone(context: AppLoadContext): Promise<string> {
  const answer = await context.graphql(BrandTimeZoneQuery);
  return answer.data?.brand?.timeZone ?? 'UTC';
}
