import { Form, useNavigate, useNavigation } from '@remix-run/react';
import { useEffect } from 'react';
import { Dialog } from '#app/components/Dialog';
import { useTranslation } from '#app/i18n/react';

export interface ChatChannel {
  type: string;
  url: string;
}

export type ChatLaunch = { chatUrl: string; framed: boolean } | { failed: true };

/**
 * The customer-service chat dialog (route-addressable: /chat). Before a launch it offers the
 * brand's desks (one "Start chat" post each: ADR 017, a launch is never a GET); after it, the room
 * in a frame (the room forwarded by the portal) with a link to open it in a new tab. With the chat
 * off, the brand's external channels.
 */
export function ChatDialog({
  chatOn,
  models,
  channels,
  launch,
  closeHref,
}: {
  chatOn: boolean;
  models: { id: string; name: string }[];
  channels: ChatChannel[];
  launch: ChatLaunch | null;
  closeHref: string;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const opened = launch && 'chatUrl' in launch ? launch : null;
  const navigate = useNavigate();
  // Escape pressed inside the framed room (same origin) closes the dialog as Escape does outside it.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && (event.data as { type?: unknown } | null)?.type === 'cs:close') {
        navigate(closeHref, { preventScrollReset: true, replace: true });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [closeHref, navigate]);
  return (
    <Dialog title={t('chat.title')} closeHref={closeHref} className={opened ? 'chat-dialog chat-dialog--open' : 'chat-dialog'}>
      {opened ? (
        <>
          {opened.framed ? <iframe className="chat-dialog__frame" title={t('chat.frameTitle')} src={opened.chatUrl} /> : null}
          <p>
            <a href={opened.chatUrl} target="_blank" rel="noopener noreferrer">
              {t('chat.newTab')}
            </a>
          </p>
        </>
      ) : chatOn ? (
        <>
          <p>{t('chat.intro')}</p>
          {launch && 'failed' in launch ? (
            <p role="alert" className="form-error">
              {t('chat.unavailable')}
            </p>
          ) : null}
          {models.map((model) => (
            <Form method="post" replace preventScrollReset key={model.id}>
              <input type="hidden" name="modelId" value={model.id} />
              <button type="submit" className="button button--primary" disabled={busy}>
                {models.length > 1 ? t('chat.startWith', { name: model.name }) : t('chat.start')}
              </button>
            </Form>
          ))}
        </>
      ) : (
        <p>{t('chat.off')}</p>
      )}
      {!opened && channels.length ? <Channels channels={channels} /> : null}
    </Dialog>
  );
}

function Channels({ channels }: { channels: ChatChannel[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="chat-channels">
      <h3 id="chat-channels">{t('chat.channels')}</h3>
      <ul>
        {channels.map((channel) => (
          <li key={`${channel.type}:${channel.url}`}>
            <a href={channel.url} target="_blank" rel="noopener noreferrer">
              {t(`chat.channel.${channel.type}`, { defaultValue: channel.type })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
