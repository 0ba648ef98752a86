import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { ChatDialog, type ChatLaunch } from '../features/chat/ChatDialog';
import { CHAT_HEADER_COLOR } from '../features/chat/chat-look';
import { ChatPageQuery, LaunchChatMutation } from '../features/chat/chat.queries.server';
import { namespaces, translations } from '../i18n/namespaces.server';
import { MoreTranslations } from '../i18n/react';

const PATH = '/chat';

/**
 * The customer-service chat dialog over the home page (route-addressable, like /feedback). Members
 * only (decision 032): a visitor logs in first and comes back. Opening the room is a post (a launch
 * makes a fresh chat link); a GET never launches.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.session) throw redirect(`/login?redirectTo=${encodeURIComponent(PATH)}`);
  const answer = await context.graphql(ChatPageQuery, {});
  return {
    chatOn: answer.data?.features?.chat ?? false,
    models: answer.data?.chatModels ?? [],
    channels: answer.data?.brand?.customerService ?? [],
    translations: translations(context.locale, ['chat']),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (!context.session) throw redirect(`/login?redirectTo=${encodeURIComponent(PATH)}`);
  const form = await request.formData();
  const modelId = typeof form.get('modelId') === 'string' ? (form.get('modelId') as string).slice(0, 40) : null;
  const page = await context.graphql(ChatPageQuery, {});
  const brand = page.data?.brand?.name ?? '';
  // The room's title in the member's language ("<brand> customer service").
  const pageTitle = namespaces[context.locale].chat.chat.pageTitle.replace('{{brand}}', brand);
  const { data: answered } = await context.graphql(LaunchChatMutation, {
    input: { modelId: modelId || null, headerColor: CHAT_HEADER_COLOR, pageTitle: pageTitle.trim().slice(0, 80) },
  });
  const outcome = answered?.launchChat;
  if (outcome?.ok && outcome.chatUrl) return { launch: { chatUrl: outcome.chatUrl, framed: outcome.framed } satisfies ChatLaunch };
  return data({ launch: { failed: true } satisfies ChatLaunch }, { status: outcome ? 400 : 502 });
}

export default function ChatRoute() {
  const { chatOn, models, channels, translations: words } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <MoreTranslations resources={words}>
      <ChatDialog chatOn={chatOn} models={models} channels={channels} launch={answer?.launch ?? null} closeHref="/" />
    </MoreTranslations>
  );
}
