import { href } from './href';

/** The brand's customer-service address: its live chat when it has one, else its first channel. */
export function customerServiceUrl(links: readonly { type: string; url: string }[] | null | undefined): string | null {
  if (!links?.length) return null;
  return (links.find((link) => link.type === 'LIVECHAT') ?? links[0]).url;
}

/**
 * Where a "customer service" link goes (decision 032): the brand's own chat dialog (/chat) for a
 * member when the brand's chat (CBS3) is on; otherwise (chat off, or a visitor, who cannot log in
 * to chat) the brand's external channel as above. Null when there is neither.
 */
export function customerServiceTarget(
  links: readonly { type: string; url: string }[] | null | undefined,
  { chat, member }: { chat: boolean; member: boolean },
): { kind: 'chat'; href: string } | { kind: 'external'; href: string } | null {
  if (chat && member) return { kind: 'chat', href: href('/chat') };
  const url = customerServiceUrl(links);
  return url ? { kind: 'external', href: url } : null;
}
