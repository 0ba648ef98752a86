import type { AppLoadContext } from '@remix-run/cloudflare';
import type { SaferGamblingPrompt } from '#app/graphql/generated/graphql';
import { SaferGamblingPromptsQuery } from './responsible-gaming.queries.server';

/**
 * The safer-gambling prompts due for the request's member (docs/decisions/058), for a page that puts
 * one of them: none for a visitor (the platform is not asked), a trial account, a platform without
 * the tools, or when they cannot be read (a prompt never stops a page).
 */
export async function promptsDue(context: AppLoadContext): Promise<readonly SaferGamblingPrompt[]> {
  if (!context.session) return [];
  const { data } = await context.graphql(SaferGamblingPromptsQuery);
  return data?.saferGamblingPrompts?.due ?? [];
}
