/**
 * The chat pages (README "Customer-service chat" in docs/platform-protocol.md): plain server-rendered
 * HTML that works without script (a form post, then a reload link), improved by /cs/chat.js (a
 * WebSocket to the room, or polling when no socket can be opened). English or Korean. The message
 * log is a `role="log"` live region, so screen readers announce new messages.
 */
import type { ChatMessage, ChatSender } from './ChatRoom';
import { MAX_CHAT_CHARS } from './ChatRoom';

export type ChatLanguage = 'en' | 'ko';

export const CHAT_WORDS = {
  en: {
    conversation: 'Conversation',
    you: 'You',
    service: 'Customer service',
    member: 'Member',
    message: 'Message',
    image: 'Image (PNG or JPEG, at most 5 MB)',
    send: 'Send',
    refresh: 'Check for new messages',
    empty: 'No messages yet. Write to us and an agent will answer here.',
    imageAlt: 'Image sent in the chat',
    live: 'Connected: new messages appear as they arrive.',
    polling: 'Checking for new messages every few seconds.',
    newMessage: 'New message',
    conversations: 'Conversations',
    console: 'Customer-service console',
    open: 'Open',
    unread: 'Unread',
    lastMessage: 'Last message',
    noConversations: 'No conversations yet.',
    back: 'All conversations',
    notFound: 'This chat link is not valid any more. Open the chat again from the site.',
    errors: {
      empty: 'Write a message or choose an image.',
      tooLong: `A message has at most ${MAX_CHAT_CHARS} characters.`,
      image: 'The image must be a PNG or JPEG file.',
      imageTooLarge: 'The image must be at most 5 MB.',
      busy: 'The message could not be sent. Try again.',
    },
  },
  ko: {
    conversation: '대화',
    you: '나',
    service: '고객센터',
    member: '회원',
    message: '메시지',
    image: '이미지 (PNG 또는 JPEG, 최대 5MB)',
    send: '보내기',
    refresh: '새 메시지 확인',
    empty: '아직 메시지가 없습니다. 메시지를 남기시면 상담원이 여기에서 답변합니다.',
    imageAlt: '채팅에서 보낸 이미지',
    live: '연결됨: 새 메시지가 도착하면 바로 표시됩니다.',
    polling: '몇 초마다 새 메시지를 확인합니다.',
    newMessage: '새 메시지',
    conversations: '대화 목록',
    console: '고객센터 콘솔',
    open: '열기',
    unread: '읽지 않음',
    lastMessage: '마지막 메시지',
    noConversations: '아직 대화가 없습니다.',
    back: '모든 대화',
    notFound: '이 채팅 링크는 더 이상 유효하지 않습니다. 사이트에서 채팅을 다시 열어 주세요.',
    errors: {
      empty: '메시지를 입력하거나 이미지를 선택하세요.',
      tooLong: `메시지는 최대 ${MAX_CHAT_CHARS}자입니다.`,
      image: '이미지는 PNG 또는 JPEG 파일이어야 합니다.',
      imageTooLarge: '이미지는 최대 5MB입니다.',
      busy: '메시지를 보내지 못했습니다. 다시 시도하세요.',
    },
  },
} as const;

export type ChatErrorCode = keyof (typeof CHAT_WORDS)['en']['errors'];
export const isChatErrorCode = (code: string | null): code is ChatErrorCode => code !== null && code in CHAT_WORDS.en.errors;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const languageOf = (code: string | null | undefined): ChatLanguage => (code?.toLowerCase().startsWith('ko') ? 'ko' : 'en');

/** The pages' policy: own script and styles only, the socket and polls to the same origin, framed by the portal. */
export function chatHeaders(frameAncestors: string): Record<string, string> {
  return {
    'Content-Type': 'text/html;charset=UTF-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors ${frameAncestors}; base-uri 'none'`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}

function time(at: number, lang: ChatLanguage, timeZone: string): string {
  return new Intl.DateTimeFormat(lang === 'ko' ? 'ko-KR' : 'en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(at);
}

export function messageItem(message: ChatMessage, viewer: ChatSender, base: string, lang: ChatLanguage, timeZone: string): string {
  const w = CHAT_WORDS[lang];
  const who = message.sender === viewer ? w.you : message.sender === 'AGENT' ? w.service : w.member;
  const image = message.image ? `<img src="${escapeHtml(`${base}/image/${message.id}`)}" alt="${escapeHtml(w.imageAlt)}" loading="lazy">` : '';
  const text = message.text ? `<p>${escapeHtml(message.text)}</p>` : '';
  return `<li data-id="${message.id}" class="${message.sender === viewer ? 'mine' : 'theirs'}"><span class="who">${escapeHtml(who)}</span> <time datetime="${new Date(message.createdAt).toISOString()}">${time(message.createdAt, lang, timeZone)}</time>${text}${image}</li>`;
}

export interface ChatPageInput {
  lang: ChatLanguage;
  title: string;
  /** The launch's header colour, as a stylesheet (the policy allows no inline style). */
  themeHref?: string;
  /** The room's path (/cs/room/<token> or /cs/console/<id>): the form posts here, the script talks to it. */
  base: string;
  viewer: ChatSender;
  messages: ChatMessage[];
  timeZone: string;
  error: ChatErrorCode | null;
  clientId: string;
  /** Text to put back in the field after a refused post. */
  draft?: string;
  backHref?: string;
}

export function chatPage(input: ChatPageInput): string {
  const w = CHAT_WORDS[input.lang];
  const last = input.messages.at(-1)?.id ?? 0;
  const items = input.messages.map((m) => messageItem(m, input.viewer, input.base, input.lang, input.timeZone)).join('\n');
  const error = input.error ? w.errors[input.error] : '';
  // Words the script needs (who sent, image text, statuses, errors), as data attributes: no inline script.
  const data = {
    you: w.you,
    service: input.viewer === 'AGENT' ? w.member : w.service,
    imageAlt: w.imageAlt,
    live: w.live,
    polling: w.polling,
    ...Object.fromEntries(Object.entries(w.errors).map(([k, v]) => [`error-${k}`, v])),
  };
  const dataAttributes = Object.entries(data)
    .map(([k, v]) => `data-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escapeHtml(v)}"`)
    .join(' ');
  return `<!doctype html>
<html lang="${input.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.title)}</title>
<link rel="stylesheet" href="/cs/chat.css">
${input.themeHref ? `<link rel="stylesheet" href="${escapeHtml(input.themeHref)}">` : ''}
<script src="/cs/chat.js" defer></script>
</head>
<body>
<div class="chat" data-chat-base="${escapeHtml(input.base)}" data-viewer="${input.viewer}" data-last="${last}" data-lang="${input.lang}" ${dataAttributes}>
<header class="chat__header">
<h1>${escapeHtml(input.title)}</h1>
${input.backHref ? `<a href="${escapeHtml(input.backHref)}">${escapeHtml(w.back)}</a>` : ''}
</header>
<main>
<h2 class="visually-hidden">${escapeHtml(w.conversation)}</h2>
<div role="log" aria-live="polite" aria-label="${escapeHtml(w.conversation)}">
<ol id="chat-log" class="chat__log" tabindex="0" aria-label="${escapeHtml(w.conversation)}">
${items}
</ol>
</div>
${input.messages.length ? '' : `<p id="chat-empty" class="chat__empty">${escapeHtml(w.empty)}</p>`}
<p id="chat-status" class="chat__status" role="status"></p>
<form id="chat-form" class="chat__form" method="post" action="${escapeHtml(input.base)}" enctype="multipart/form-data">
<input type="hidden" name="clientId" value="${escapeHtml(input.clientId)}">
<label for="chat-text">${escapeHtml(w.message)}</label>
<input id="chat-text" name="text" type="text" maxlength="${MAX_CHAT_CHARS}" autocomplete="off" value="${escapeHtml(input.draft ?? '')}"${error ? ' aria-invalid="true"' : ''} aria-describedby="chat-error">
<label for="chat-image">${escapeHtml(w.image)}</label>
<input id="chat-image" name="image" type="file" accept="image/png,image/jpeg">
<p id="chat-error" class="chat__error" role="alert">${escapeHtml(error)}</p>
<button type="submit">${escapeHtml(w.send)}</button>
</form>
<p><a id="chat-refresh" href="${escapeHtml(input.base)}">${escapeHtml(w.refresh)}</a></p>
</main>
</div>
</body>
</html>`;
}

export interface ConsoleRow {
  id: number;
  username: string;
  lastMessage: string | null;
  lastMessageAt: number | null;
  agentUnread: number;
}

export function consolePage(lang: ChatLanguage, rows: ConsoleRow[], timeZone: string, base = '/cs/console'): string {
  const w = CHAT_WORDS[lang];
  const body = rows.length
    ? `<table><caption>${escapeHtml(w.conversations)}</caption><thead><tr><th scope="col">${escapeHtml(w.member)}</th><th scope="col">${escapeHtml(w.lastMessage)}</th><th scope="col">${escapeHtml(w.unread)}</th><th scope="col"><span class="visually-hidden">${escapeHtml(w.open)}</span></th></tr></thead><tbody>${rows
        .map(
          (row) =>
            `<tr><th scope="row">${escapeHtml(row.username)}</th><td>${escapeHtml(row.lastMessage ?? '')}${row.lastMessageAt ? ` <time datetime="${new Date(row.lastMessageAt).toISOString()}">${time(row.lastMessageAt, lang, timeZone)}</time>` : ''}</td><td>${row.agentUnread}</td><td><a href="${base}/${row.id}" aria-label="${escapeHtml(`${w.open}: ${row.username}`)}">${escapeHtml(w.open)}</a></td></tr>`,
        )
        .join('')}</tbody></table>`
    : `<p>${escapeHtml(w.noConversations)}</p>`;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(w.console)}</title>
<link rel="stylesheet" href="/cs/chat.css">
</head>
<body>
<main class="console">
<h1>${escapeHtml(w.console)}</h1>
<p><a href="${base}">${escapeHtml(w.refresh)}</a></p>
${body}
</main>
</body>
</html>`;
}

export function notFoundPage(lang: ChatLanguage): string {
  const w = CHAT_WORDS[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(w.service)}</title><link rel="stylesheet" href="/cs/chat.css"></head><body><main><h1>${escapeHtml(w.service)}</h1><p>${escapeHtml(w.notFound)}</p></main></body></html>`;
}

export const CHAT_CSS = `*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,sans-serif;background:#f5f6f8;color:#1b1f24}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.chat{display:flex;flex-direction:column;min-height:100vh}.chat__header{padding:12px 16px;background:#1f3a93;color:#fff;display:flex;justify-content:space-between;align-items:center}
.chat__header h1{font-size:18px;margin:0}.chat__header a{color:#fff}
main{padding:12px 16px;flex:1}.chat__log{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px;max-height:60vh;overflow:auto}
.chat__log li{max-width:80%;padding:8px 10px;border-radius:8px;background:#fff;border:1px solid #d0d5dd}.chat__log li.mine{align-self:flex-end;background:#e7efff}
.chat__log p{margin:4px 0 0;white-space:pre-wrap;overflow-wrap:anywhere}.chat__log img{display:block;max-width:100%;max-height:240px;margin-top:4px}
.who{font-weight:600}time{color:#4a5565;font-size:13px}
.chat__form{display:grid;gap:6px;margin-top:12px}.chat__form input[type=text]{padding:8px;font:inherit;border:1px solid #667085;border-radius:6px}
.chat__form button{padding:8px 16px;font:inherit;background:#1f3a93;color:#fff;border:0;border-radius:6px;justify-self:start;cursor:pointer}
.chat__error{color:#b42318;min-height:1em;margin:0}.chat__status{color:#4a5565;font-size:13px;min-height:1em}
:focus-visible{outline:3px solid #f79009;outline-offset:2px}
table{border-collapse:collapse;width:100%;background:#fff}th,td{border:1px solid #d0d5dd;padding:6px 8px;text-align:left}caption{text-align:left;font-weight:600;padding:6px 0}
a{color:#1f3a93}`;

/** The header in the launch's colour, with black or white text, whichever contrasts more. */
export function themeCss(headerColor: string): string {
  const hex = /^#[0-9a-fA-F]{6}$/.test(headerColor) ? headerColor : '#1f3a93';
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  const text = (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#111111' : '#ffffff';
  return `.chat__header{background:${hex};color:${text}}.chat__header a{color:${text}}.chat__form button{background:${hex};color:${text}}`;
}
