/** The brand's customer-service address: its live chat when it has one, else its first channel. */
export function customerServiceUrl(links: readonly { type: string; url: string }[] | null | undefined): string | null {
  if (!links?.length) return null;
  return (links.find((link) => link.type === 'LIVECHAT') ?? links[0]).url;
}
