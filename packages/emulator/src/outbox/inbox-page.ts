/**
 * The inbox: one self-contained HTML page (no external assets) listing what the emulator "sent".
 * It polls `GET /emulator/outbox` every second (through the relative URL `outbox`, so it also works
 * under a mount path, as in browser mode) and adds or removes only the messages that changed, so
 * keyboard focus stays put. Message text is only ever set through `textContent`.
 */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
:root {
  color-scheme: light dark;
  --bg: #f6f7f9; --card: #ffffff; --text: #16181d; --muted: #4a505c; --border: #c9ced8;
  --accent: #1f4fd1; --accent-text: #ffffff; --focus: #b45309; --danger: #b42318;
  --code-bg: #eef2ff;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #111318; --card: #1b1e25; --text: #eceef2; --muted: #b3b9c6; --border: #3a404c;
    --accent: #8fb0ff; --accent-text: #0b1020; --focus: #fbbf24; --danger: #ff9b8f; --code-bg: #232a3d;
  }
}
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--bg); color: var(--text); }
header, main { max-width: 52rem; margin: 0 auto; padding: 1rem 1.25rem; }
header { padding-top: 1.5rem; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
header p { margin: 0; color: var(--muted); }
.toolbar { display: flex; flex-wrap: wrap; gap: .75rem; align-items: flex-end; margin-bottom: 1rem; }
.toolbar .field { display: flex; flex-direction: column; flex: 1 1 16rem; }
label { font-weight: 600; margin-bottom: .25rem; }
input[type=search] { font: inherit; padding: .5rem .65rem; border: 1px solid var(--muted); border-radius: 6px; background: var(--card); color: var(--text); }
button { font: inherit; font-weight: 600; padding: .5rem .9rem; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: var(--accent-text); cursor: pointer; }
button.secondary { background: transparent; color: var(--accent); }
button.danger { background: transparent; color: var(--danger); border-color: var(--danger); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
#status { color: var(--muted); margin: 0 0 1rem; min-height: 1.5em; }
#error { color: var(--danger); font-weight: 600; margin: 0 0 1rem; }
#error:empty { display: none; }
ol { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; }
article { background: var(--card); border: 1px solid var(--border); border-radius: 10px; padding: 1rem 1.25rem; }
article h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; margin: 0 0 .75rem; color: var(--muted); }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
.channel { display: inline-block; font-size: .8rem; font-weight: 700; text-transform: uppercase; letter-spacing: .04em; border: 1px solid currentColor; border-radius: 999px; padding: 0 .5rem; margin-right: .5rem; vertical-align: middle; }
.secret { display: flex; flex-wrap: wrap; align-items: center; gap: .75rem; margin: 0 0 .75rem; }
.code { font: 700 2.25rem/1.2 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; letter-spacing: .2em; background: var(--code-bg); padding: .2rem .6rem; border-radius: 6px; }
.link { overflow-wrap: anywhere; color: var(--accent); }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; margin: 0; padding: .75rem; border-left: 3px solid var(--border); }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0; }
`;

const SCRIPT = `
const list = document.getElementById('messages');
const filter = document.getElementById('filter');
const status = document.getElementById('status');
const errorBox = document.getElementById('error');
const clearButton = document.getElementById('clear');
const elements = new Map();
let firstLoad = true;
let messageCount = 0;

const CHANNEL_NAMES = { email: 'Email', sms: 'SMS', whatsapp: 'WhatsApp' };

function el(tag, props, children) {
  const node = document.createElement(tag);
  Object.assign(node, props || {});
  for (const child of children || []) node.append(child);
  return node;
}

async function copy(text, button) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = el('textarea', { value: text });
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  const label = button.textContent;
  button.textContent = 'Copied';
  status.textContent = 'Copied to the clipboard.';
  setTimeout(() => { button.textContent = label; }, 2000);
}

function copyButton(text, label, what) {
  const button = el('button', { type: 'button', className: 'secondary', textContent: label });
  button.setAttribute('aria-label', label + ' ' + what);
  button.addEventListener('click', () => copy(text, button));
  return button;
}

function buildMessage(message) {
  const channel = CHANNEL_NAMES[message.channel] || message.channel;
  const headingId = 'message-' + message.id;
  const title = message.subject || 'to ' + message.to;
  const separator = el('span', { className: 'sr-only', textContent: message.subject ? ': ' : ' ' });
  const heading = el('h2', { id: headingId }, [el('span', { className: 'channel', textContent: channel }), separator, title]);
  const time = el('time', { dateTime: message.created_at, textContent: new Date(message.created_at).toLocaleString() });
  const details = [el('dt', { textContent: 'To' }), el('dd', { textContent: message.to })];
  if (message.from) details.push(el('dt', { textContent: 'From' }), el('dd', { textContent: message.from }));
  details.push(el('dt', { textContent: 'Sent' }), el('dd', {}, [time]));
  const parts = [heading, el('dl', {}, details)];
  if (message.code) {
    parts.push(el('p', { className: 'secret' }, [
      el('span', { className: 'code', textContent: message.code }),
      copyButton(message.code, 'Copy code', 'for ' + message.to),
    ]));
  }
  if (message.link && /^https?:\\/\\//i.test(message.link)) {
    parts.push(el('p', { className: 'secret' }, [
      el('a', { className: 'link', href: message.link, textContent: message.link }),
      copyButton(message.link, 'Copy link', 'for ' + message.to),
    ]));
  }
  parts.push(el('pre', { textContent: message.body }));
  const article = el('article', {}, parts);
  article.setAttribute('aria-labelledby', headingId);
  const item = el('li', {}, [article]);
  item.dataset.to = message.to.toLowerCase().replace(/\\s+/g, '');
  return item;
}

function applyFilter() {
  const query = filter.value.trim().toLowerCase().replace(/\\s+/g, '');
  let shown = 0;
  for (const item of elements.values()) {
    item.hidden = query !== '' && !item.dataset.to.includes(query);
    if (!item.hidden) shown += 1;
  }
  return shown;
}

function describe(shown, added) {
  if (messageCount === 0) return 'No messages yet. Codes and links appear here as soon as the emulator sends them.';
  const total = messageCount === 1 ? '1 message' : messageCount + ' messages';
  const prefix = added > 0 ? (added === 1 ? '1 new message. ' : added + ' new messages. ') : '';
  return prefix + (shown === messageCount ? total + '.' : 'Showing ' + shown + ' of ' + total + '.');
}

function render(messages) {
  const ids = new Set(messages.map((message) => message.id));
  for (const [id, item] of elements) {
    if (!ids.has(id)) { item.remove(); elements.delete(id); }
  }
  let added = 0;
  for (const message of messages.slice().reverse()) {
    if (elements.has(message.id)) continue;
    const item = buildMessage(message);
    list.prepend(item);
    elements.set(message.id, item);
    added += 1;
  }
  const changed = added > 0 || messageCount !== messages.length || firstLoad;
  messageCount = messages.length;
  const shown = applyFilter();
  if (changed) status.textContent = describe(shown, firstLoad ? 0 : added);
  firstLoad = false;
}

async function poll() {
  try {
    const response = await fetch('outbox', { cache: 'no-store' });
    if (!response.ok) throw new Error(String(response.status));
    render((await response.json()).messages);
    errorBox.textContent = '';
  } catch {
    errorBox.textContent = 'The emulator is not answering. Retrying every second…';
  } finally {
    setTimeout(poll, 1000);
  }
}

filter.addEventListener('input', () => { status.textContent = describe(applyFilter(), 0); });
clearButton.addEventListener('click', async () => {
  try {
    await fetch('outbox', { method: 'DELETE' });
    render([]);
    status.textContent = 'Inbox cleared.';
  } catch {
    errorBox.textContent = 'Could not clear the inbox: the emulator is not answering.';
  }
});
poll();
`;

export function inboxPage(projectName: string): string {
  const project = escapeHtml(projectName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Inbox · ${project} · Portico emulator</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1>Inbox</h1>
  <p>Emails, text messages and WhatsApp messages the Portico emulator sent for ${project}. The list updates every second.</p>
</header>
<main>
  <div class="toolbar" role="search">
    <div class="field">
      <label for="filter">Filter by recipient</label>
      <input id="filter" type="search" autocomplete="off" placeholder="alice@example.com or +14155550100">
    </div>
    <button id="clear" type="button" class="danger">Clear inbox</button>
  </div>
  <p id="error" role="alert"></p>
  <p id="status" role="status" aria-live="polite">Loading messages…</p>
  <ol id="messages" aria-label="Messages, newest first"></ol>
</main>
<script>${SCRIPT}</script>
</body>
</html>`;
}
