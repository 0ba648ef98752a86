import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type LinksFunction } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { ChatDialog, type ChatLaunch } from './ChatDialog';
import { CHAT_HEADER_COLOR } from './chat-look';
import { ChatPageQuery, LaunchChatMutation } from './chat.queries.server';
import { namespaceWords } from '#app/i18n/words.server';
import { guardAction, guardLoader } from '#app/kernel/guards.server';
import { parseForm } from '#app/components/forms/parse.server';
import { launchChatSchema } from './chat.schema';
import type { RouteHandle } from '#app/i18n/route-namespaces.server';
import chatStyles from './chat.css?url';

/** The translation namespaces this page uses (read by the words layout). */
export const handle: RouteHandle = { namespaces: ['chat'] };
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: chatStyles }];

/**
 * The customer-service chat dialog over the home page (route-addressable, like /feedback). Members
 * only (decision 032): a visitor logs in first and comes back. Opening the room is a post (a launch
 * makes a fresh chat link); a GET never launches.
 */
export const loader = guardLoader(async ({ context }: LoaderFunctionArgs) => {
  const answer = await context.graphql(ChatPageQuery, {});
  return {
    chatOn: answer.data?.features?.chat ?? false,
    models: answer.data?.chatModels ?? [],
    channels: answer.data?.brand?.customerService ?? [],
  };
});

export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const submission = await parseForm(request, launchChatSchema);
  const modelId = submission.status === 'success' ? (submission.value.modelId ?? null) : null;
  const page = await context.graphql(ChatPageQuery, {});
  const brand = page.data?.brand?.name ?? '';
  // The room's title in the member's language ("<brand> customer service").
  const pageTitle = namespaceWords(context.locale).chat.chat.pageTitle.replace('{{brand}}', brand);
  const { data: answered } = await context.graphql(LaunchChatMutation, {
    input: { modelId: modelId || null, headerColor: CHAT_HEADER_COLOR, pageTitle: pageTitle.trim().slice(0, 80) },
  });
  const outcome = answered?.launchChat;
  if (outcome?.ok && outcome.chatUrl) return { launch: { chatUrl: outcome.chatUrl, framed: outcome.framed } satisfies ChatLaunch };
  return data({ launch: { failed: true } satisfies ChatLaunch }, { status: outcome ? 400 : 502 });
});

export default function ChatRoute() {
  const { chatOn, models, channels } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <ChatDialog chatOn={chatOn} models={models} channels={channels} launch={answer?.launch ?? null} closeHref="/" />;
}
