/**
 * /cs/chat.js: the chat page's script (served as a file: the pages' policy allows no inline script).
 * Without it the page still works (form post, reload link). With it: a WebSocket to the room
 * (`<base>/ws`); text goes over the socket, images by a fetch of the same form; when no socket can
 * be opened (or it drops), it polls `<base>/messages?after=<last id>` every 3 seconds and keeps
 * trying to reconnect. New messages are appended to the `role="log"` list, which announces them.
 * Their times are formatted in the page's language (`data-lang`), with the locales of intlLocale.
 */
import { intlLocale, TEXT_LANGUAGES } from '../../http/language';

const LOCALES = JSON.stringify(Object.fromEntries(TEXT_LANGUAGES.map((text) => [text, intlLocale(text)])));

export const CHAT_SCRIPT = String.raw`(function () {
  'use strict';
  var root = document.querySelector('[data-chat-base]');
  if (!root) return;
  var base = root.getAttribute('data-chat-base');
  var viewer = root.getAttribute('data-viewer');
  var locales = ${LOCALES};
  var lang = locales[root.getAttribute('data-lang')] || locales.en;
  var log = document.getElementById('chat-log');
  var form = document.getElementById('chat-form');
  var text = document.getElementById('chat-text');
  var file = document.getElementById('chat-image');
  var error = document.getElementById('chat-error');
  var status = document.getElementById('chat-status');
  var clientIdField = form.querySelector('input[name=clientId]');
  var last = Number(root.getAttribute('data-last')) || 0;
  var socket = null, pollTimer = null, retry = 1000, pending = {};
  var word = function (name) { return root.getAttribute('data-' + name) || ''; };

  function newClientId() {
    var bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }

  function append(message) {
    if (message.id <= last && log.querySelector('[data-id="' + message.id + '"]')) return;
    if (log.querySelector('[data-id="' + message.id + '"]')) return;
    var empty = document.getElementById('chat-empty');
    if (empty) empty.remove();
    var li = document.createElement('li');
    li.setAttribute('data-id', String(message.id));
    li.className = message.sender === viewer ? 'mine' : 'theirs';
    var who = document.createElement('span');
    who.className = 'who';
    who.textContent = message.sender === viewer ? word('you') : word('service');
    var at = document.createElement('time');
    at.dateTime = new Date(message.createdAt).toISOString();
    at.textContent = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(message.createdAt);
    li.appendChild(who);
    li.appendChild(document.createTextNode(' '));
    li.appendChild(at);
    if (message.text) {
      var p = document.createElement('p');
      p.textContent = message.text;
      li.appendChild(p);
    }
    if (message.image) {
      var img = document.createElement('img');
      img.src = base + '/image/' + message.id;
      img.alt = word('image-alt');
      li.appendChild(img);
    }
    log.appendChild(li);
    log.scrollTop = log.scrollHeight;
    if (message.id > last) last = message.id;
    if (message.sender !== viewer) markRead();
  }

  function markRead() {
    if (document.visibilityState !== 'visible') return;
    if (socket && socket.readyState === 1) socket.send(JSON.stringify({ type: 'read' }));
  }

  function showError(code) {
    error.textContent = code ? word('error-' + code) || word('error-busy') : '';
    if (code) text.setAttribute('aria-invalid', 'true'); else text.removeAttribute('aria-invalid');
  }

  function poll() {
    fetch(base + '/messages?after=' + last, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      .then(function (r) { return r.ok ? r.json() : { messages: [] }; })
      .then(function (body) { (body.messages || []).forEach(append); })
      .catch(function () {});
  }

  function startPolling() {
    if (pollTimer) return;
    status.textContent = word('polling');
    pollTimer = setInterval(poll, 3000);
  }

  function stopPolling() {
    if (pollTimer) clearInterval(pollTimer);
    pollTimer = null;
  }

  function connect() {
    if (!('WebSocket' in window)) return startPolling();
    var ws;
    try {
      ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + base + '/ws');
    } catch (e) {
      return startPolling();
    }
    socket = ws;
    ws.onopen = function () {
      retry = 1000;
      stopPolling();
      status.textContent = word('live');
      poll();
      markRead();
    };
    ws.onmessage = function (event) {
      var frame;
      try { frame = JSON.parse(event.data); } catch (e) { return; }
      if (frame.type === 'message') {
        delete pending[frame.message.id];
        append(frame.message);
      } else if (frame.type === 'error') {
        showError(frame.code === 'empty' ? 'empty' : frame.code === 'invalid' ? 'tooLong' : 'busy');
        if (frame.clientId && pending[frame.clientId] !== undefined) text.value = pending[frame.clientId];
      }
    };
    ws.onclose = function () {
      if (socket === ws) socket = null;
      startPolling();
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 30000);
    };
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var value = text.value.trim();
    var hasImage = file.files && file.files.length > 0;
    if (!value && !hasImage) return showError('empty');
    if (Array.from(value).length > 1000) return showError('tooLong');
    showError(null);
    var clientId = clientIdField.value;
    clientIdField.value = newClientId();
    if (!hasImage && socket && socket.readyState === 1) {
      pending[clientId] = value;
      socket.send(JSON.stringify({ type: 'send', text: value, clientId: clientId }));
      text.value = '';
      text.focus();
      return;
    }
    var body = new FormData(form);
    body.set('clientId', clientId);
    fetch(base, { method: 'POST', body: body, headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      .then(function (r) { return r.json().catch(function () { return { error: 'busy' }; }); })
      .then(function (answer) {
        if (answer.error) return showError(answer.error);
        text.value = '';
        file.value = '';
        append(answer.message);
        text.focus();
      })
      .catch(function () { showError('busy'); });
  });

  document.addEventListener('visibilitychange', markRead);
  // Framed in the portal's chat dialog: Escape closes the dialog there too (the key stays in the frame).
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && window.parent !== window) window.parent.postMessage({ type: 'cs:close' }, location.origin);
  });
  connect();
})();
`;
