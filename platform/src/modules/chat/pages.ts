/**
 * The chat pages (README "Customer-service chat" in docs/platform-protocol.md): plain server-rendered
 * HTML that works without script (a form post, then a reload link), improved by /cs/chat.js (a
 * WebSocket to the room, or polling when no socket can be opened). In every text language (words.ts). The message
 * log is a `role="log"` live region, so screen readers announce new messages.
 */
import { htmlLang, intlLocale, textLanguage, type TextLanguage } from '../../http/language';
import type { ChatMessage, ChatSender } from './ChatRoom';
import { MAX_CHAT_CHARS } from './ChatRoom';
import { CHAT_WORDS, type ChatWords } from './words';

export type ChatLanguage = TextLanguage;

export { CHAT_WORDS };

export type ChatErrorCode = keyof ChatWords['errors'];
export const isChatErrorCode = (code: string | null): code is ChatErrorCode => code !== null && code in CHAT_WORDS.en.errors;

/** The error texts of a language, the longest message filled in. */
export function chatErrors(lang: ChatLanguage): Record<ChatErrorCode, string> {
  const errors = CHAT_WORDS[lang].errors;
  return Object.fromEntries(Object.entries(errors).map(([code, text]) => [code, text.replace('{max}', String(MAX_CHAT_CHARS))])) as Record<
    ChatErrorCode,
    string
  >;
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The chat's language for a Language header or a link's stored language (`ko`, `KO`, `ko-KR`, `CN`, `zh`...). */
export const languageOf = (code: string | null | undefined): ChatLanguage => textLanguage(code);

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
  return new Intl.DateTimeFormat(intlLocale(lang), { timeZone, hour: '2-digit', minute: '2-digit' }).format(at);
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
  const errors = chatErrors(input.lang);
  const error = input.error ? errors[input.error] : '';
  // Words the script needs (who sent, image text, statuses, errors), as data attributes: no inline script.
  const data = {
    you: w.you,
    service: input.viewer === 'AGENT' ? w.member : w.service,
    imageAlt: w.imageAlt,
    live: w.live,
    polling: w.polling,
    ...Object.fromEntries(Object.entries(errors).map(([k, v]) => [`error-${k}`, v])),
  };
  const dataAttributes = Object.entries(data)
    .map(([k, v]) => `data-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escapeHtml(v)}"`)
    .join(' ');
  return `<!doctype html>
<html lang="${htmlLang(input.lang)}">
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
<html lang="${htmlLang(lang)}">
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
  return `<!doctype html><html lang="${htmlLang(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(w.service)}</title><link rel="stylesheet" href="/cs/chat.css"></head><body><main><h1>${escapeHtml(w.service)}</h1><p>${escapeHtml(w.notFound)}</p></main></body></html>`;
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
